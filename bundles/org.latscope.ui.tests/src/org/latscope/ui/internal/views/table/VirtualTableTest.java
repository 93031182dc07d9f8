// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.Test;
import org.latscope.ui.tests.UiWait;

/**
 * The virtual table's filter: set by code, it filters once, now; the delayed filter the field
 * schedules on each keystroke does not run again afterwards (on 10 million rows each pass costs
 * seconds of the UI thread, as releng/scripts/bench views showed).
 */
class VirtualTableTest {

    @Test
    void setFilterFiltersOnceNotAgainAfterTheKeystrokeDelay() {
        Display display = Display.getDefault();
        Shell shell = new Shell(display);
        try {
            shell.setLayout(new FillLayout());
            VirtualTable table = new VirtualTable(shell);
            AtomicInteger passes = new AtomicInteger();
            table.setModel(new TableModel() {
                @Override
                public int rowCount() {
                    return 3;
                }

                @Override
                public int columnCount() {
                    return 1;
                }

                @Override
                public String header(int col) {
                    return "name";
                }

                @Override
                public String text(int row, int col) {
                    return new String[] { "vprintk", "schedule", "vprintk_emit" }[row];
                }

                @Override
                public String filterText(int row) {
                    if (row == 0) {
                        passes.incrementAndGet();
                    }
                    return text(row, 0);
                }
            });
            passes.set(0);
            table.setFilter("vprintk");
            assertEquals(2, table.rows().size());
            UiWait.spin(display, 500);
            assertEquals(1, passes.get(), "filter passes over the rows");
            assertEquals(2, table.rows().size());
        } finally {
            shell.dispose();
        }
    }
}
