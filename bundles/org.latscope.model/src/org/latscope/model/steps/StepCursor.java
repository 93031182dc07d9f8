// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.steps;

import java.util.ArrayList;
import java.util.List;

/**
 * A flyweight view of one step of a {@link StepTable}: one instance is moved over the
 * steps instead of creating an object per step. Analyses iterate with {@link #next()};
 * table widgets call {@link #moveTo(int)} for the row they paint.
 *
 * <pre>
 * StepCursor step = table.cursor(symbols);
 * while (step.next()) {
 *     if (step.deltaNs() &gt; 100_000) report(step.function(), step.parent());
 * }
 * </pre>
 *
 * Not thread-safe; create one cursor per thread (cursors are cheap, the table is shared).
 */
public final class StepCursor {

    private final StepTable table;
    private final SymbolLookup symbols;
    private int index = -1;

    StepCursor(StepTable table, SymbolLookup symbols) {
        this.table = table;
        this.symbols = symbols;
    }

    /** @return the table this cursor reads */
    public StepTable table() {
        return table;
    }

    /** @return the current step index, -1 before the first {@link #next()} */
    public int index() {
        return index;
    }

    /**
     * @param i the step to view
     * @return this cursor
     * @throws IndexOutOfBoundsException if there is no such step
     */
    public StepCursor moveTo(int i) {
        if (i < 0 || i >= table.size()) {
            throw new IndexOutOfBoundsException("step " + i + " of " + table.size()); //$NON-NLS-1$ //$NON-NLS-2$
        }
        index = i;
        return this;
    }

    /** @return true if the cursor moved to the next step, false at the end */
    public boolean next() {
        if (index + 1 >= table.size()) {
            return false;
        }
        index++;
        return true;
    }

    /** @return the time in nanoseconds */
    public long timeNs() {
        return table.timeNs(index);
    }

    /** @return the printed delta in nanoseconds, or {@link StepTable#NO_DELTA} */
    public long deltaNs() {
        return table.deltaNs(index);
    }

    /** @return whether the trace printed a delta for this step */
    public boolean hasDelta() {
        return table.deltaNs(index) != StepTable.NO_DELTA;
    }

    /** @return the symbol id of the function, -1 for none */
    public int functionId() {
        return table.functionId(index);
    }

    /** @return the function, or the event name of an {@link StepKind#EVENT} step; null for none */
    public String function() {
        return symbols.name(table.functionId(index));
    }

    /** @return the event name of an {@link StepKind#EVENT} step, else null */
    public String eventName() {
        return kind() == StepKind.EVENT ? function() : null;
    }

    /** @return the symbol id of the parent, -1 for none */
    public int parentId() {
        return table.parentId(index);
    }

    /** @return the caller, or null */
    public String parent() {
        return symbols.name(table.parentId(index));
    }

    /** @return the raw flags column: preempt count or flag-text symbol id */
    public int flags() {
        return table.flags(index);
    }

    /** @return the flag field text of an ftrace step (flags column read as a symbol id) */
    public String flagsText() {
        return symbols.name(table.flags(index));
    }

    /** @return the step kind */
    public StepKind kind() {
        return table.kind(index);
    }

    /** @return the delay mark */
    public DelayMark delayMark() {
        return table.delayMark(index);
    }

    /** @return the mcount marker, -1 for none */
    public int mcountMarker() {
        return table.mcountMarker(index);
    }

    /** @return the CPU, -1 for unknown */
    public int cpu() {
        return table.cpu(index);
    }

    /** @return the pid, -1 for unknown */
    public int pid() {
        return table.pid(index);
    }

    /** @return the comm, or null */
    public String comm() {
        return symbols.name(table.commId(index));
    }

    /** @return the payload text, or null */
    public String payload() {
        return table.payload(index);
    }

    /** @return the attached stack frames, innermost first; empty if none */
    public List<String> stackFrames() {
        int[] ids = table.stackFrameIds(index);
        List<String> frames = new ArrayList<>(ids.length);
        for (int id : ids) {
            frames.add(symbols.name(id));
        }
        return frames;
    }

    @Override
    public String toString() {
        if (index < 0) {
            return "StepCursor[before first]"; //$NON-NLS-1$
        }
        return "StepCursor[" + index + ": " + timeNs() + "ns " + kind() + " " + function() + " (" + parent() //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$
                + ")]"; //$NON-NLS-1$
    }
}
