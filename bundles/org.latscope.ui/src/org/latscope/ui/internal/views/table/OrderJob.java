// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.table;

import java.util.function.BiConsumer;

import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Display;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.views.table.RowIndex.Order;

/**
 * Computes the rows of a table's {@link Order} in a job, one at a time: a new request cancels
 * the one under way (its sort stops at its next check), and the rows are handed to the UI
 * thread with {@code asyncExec}.
 */
final class OrderJob {

    private final Display display;
    private final BiConsumer<Order, int[]> done;
    private Job job;

    /**
     * @param display the table's display
     * @param done told on the UI thread of an order and its rows ({@link Order#rows})
     */
    OrderJob(Display display, BiConsumer<Order, int[]> done) {
        this.display = display;
        this.done = done;
    }

    /** @param order the order to compute, cancelling the last one */
    void compute(Order order) {
        cancel();
        Job computing = Job.create(name(order), monitor -> {
            int[] rows = order.rows(() -> {
                if (monitor.isCanceled()) {
                    throw new OperationCanceledException();
                }
            });
            if (!display.isDisposed()) {
                display.asyncExec(() -> done.accept(order, rows));
            }
        });
        computing.setSystem(true);
        job = computing;
        computing.schedule();
    }

    /** Cancels the computation under way, if any. */
    void cancel() {
        if (job != null) {
            job.cancel();
            job = null;
        }
    }

    /** @return what the table shows while an order is computed: sorting… or filtering… */
    static String name(Order order) {
        return order.filter().isEmpty() ? Messages.VirtualTable_sorting : Messages.VirtualTable_filtering;
    }
}
