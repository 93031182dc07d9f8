// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.steps;

import java.util.Arrays;

/**
 * The steps of one latency trace, stored as columns rather than objects, so that a trace
 * set holds millions of steps at about 20 bytes each.
 *
 * <pre>
 *  dense, one slot per step (20 B), in 64 Ki chunks          sparse / run-length side columns
 *  +-----------+-------+----------+--------+-------+   +---------------------------------+
 *  | timeLow   | delta | function | parent | flags |   | blockBase (1 long per 4096)      |
 *  | int (ns,  | int   | id:24    | id:24  | int   |   | cpu runs, task (pid, comm) runs  |
 *  | unsigned  | ns    | kind:3   | mcount | count |   | wide deltas, big mcount markers  |
 *  | offset)   |       | mark:4   | :8     | or id |   | payloads, stack frames           |
 *  +-----------+-------+----------+--------+-------+   +---------------------------------+
 * </pre>
 *
 * <p>Times are nanoseconds: each block of 4096 steps has a {@code long} base and each step
 * an unsigned 32-bit offset from it; a block spanning more than 4.29 s keeps full
 * {@code long} times instead. Deltas above 2.1 s move to a sparse column. Symbol ids
 * (functions, parents, comms, ftrace flag texts, stack frames) index the trace set's
 * {@link org.latscope.model.SymbolTable}; at most {@value #MAX_SYMBOL_ID} + 1 symbols.
 *
 * <p>Instances are immutable: build them with {@link StepTableBuilder}, read them with
 * {@link #cursor(SymbolLookup)} or the index accessors. {@link #equals(Object)} compares
 * content, which is what EMF's equality helper uses for the {@code steps} attribute.
 */
public final class StepTable {

    /** The largest symbol id a column can hold. */
    public static final int MAX_SYMBOL_ID = 0xFFFFFE;

    /** Returned by {@link #deltaNs(int)} when the trace printed no delta for the step. */
    public static final long NO_DELTA = Long.MIN_VALUE;

    /** A table without steps. */
    public static final StepTable EMPTY = new StepTableBuilder().build();

    static final int BLOCK_SHIFT = 12;
    static final int BLOCK = 1 << BLOCK_SHIFT;
    static final int ID_MASK = 0xFFFFFF;
    static final int NO_ID = ID_MASK;
    static final int KIND_SHIFT = 24;
    static final int MARK_SHIFT = 27;
    static final int MCOUNT_SHIFT = 24;
    static final int MCOUNT_INLINE_MAX = 253;
    static final int MCOUNT_SPARSE = 255;
    static final int DELTA_ABSENT = Integer.MIN_VALUE;
    static final int DELTA_WIDE = Integer.MIN_VALUE + 1;
    static final long WIDE_BLOCK = Long.MIN_VALUE;

    /**
     * @param wideBlocks the blocks whose times are kept whole, ascending
     * @param size the number of steps
     * @return how many times the wide blocks hold: every block whole but the table's last, which
     *         holds only its steps (a short trace with one time unknown kept 4,096 of them, 32 KB)
     */
    static int wideLength(int[] wideBlocks, int size) {
        if (wideBlocks.length == 0) {
            return 0;
        }
        int last = wideBlocks[wideBlocks.length - 1];
        return ((wideBlocks.length - 1) << BLOCK_SHIFT) + Math.min(BLOCK, size - (last << BLOCK_SHIFT));
    }

    final int size;
    final long[] blockBase;
    final IntChunks timeLow;
    final IntChunks delta;
    final IntChunks function;
    final IntChunks parent;
    final IntChunks flags;
    // full times of the blocks whose span does not fit 32 bits, BLOCK slots per such block
    final int[] wideBlocks;
    final long[] wideTimes;
    final int[] cpuStarts;
    final int[] cpuValues;
    final int[] taskStarts;
    final int[] taskPids;
    final int[] taskComms;
    final int[] wideDeltaIndex;
    final long[] wideDeltaValues;
    final int[] mcountIndex;
    final int[] mcountValues;
    final PayloadColumn payloads;
    final int[] stackIndex;
    final int[] stackStart;
    final int[] stackFrames;

    StepTable(int size, long[] blockBase, IntChunks timeLow, IntChunks delta, IntChunks function, IntChunks parent,
            IntChunks flags, int[] wideBlocks, long[] wideTimes, int[] cpuStarts, int[] cpuValues,
            int[] taskStarts, int[] taskPids, int[] taskComms, int[] wideDeltaIndex,
            long[] wideDeltaValues, int[] mcountIndex, int[] mcountValues,
            PayloadColumn payloads, int[] stackIndex, int[] stackStart, int[] stackFrames) {
        this.size = size;
        this.blockBase = blockBase;
        this.timeLow = timeLow;
        this.delta = delta;
        this.function = function;
        this.parent = parent;
        this.flags = flags;
        this.wideBlocks = wideBlocks;
        this.wideTimes = wideTimes;
        this.cpuStarts = cpuStarts;
        this.cpuValues = cpuValues;
        this.taskStarts = taskStarts;
        this.taskPids = taskPids;
        this.taskComms = taskComms;
        this.wideDeltaIndex = wideDeltaIndex;
        this.wideDeltaValues = wideDeltaValues;
        this.mcountIndex = mcountIndex;
        this.mcountValues = mcountValues;
        this.payloads = payloads;
        this.stackIndex = stackIndex;
        this.stackStart = stackStart;
        this.stackFrames = stackFrames;
    }

    /** @return the number of steps */
    public int size() {
        return size;
    }

    /** @return whether the table has no steps */
    public boolean isEmpty() {
        return size == 0;
    }

    /** @return the time of step {@code i} in nanoseconds (from the section start or boot, as the trace printed it) */
    public long timeNs(int i) {
        check(i);
        int block = i >>> BLOCK_SHIFT;
        long base = blockBase[block];
        if (base != WIDE_BLOCK) {
            return base + (timeLow.get(i) & 0xFFFF_FFFFL);
        }
        int rank = Arrays.binarySearch(wideBlocks, block);
        return wideTimes[(rank << BLOCK_SHIFT) + (i & (BLOCK - 1))];
    }

    /** @return the delta printed for step {@code i} in nanoseconds, or {@link #NO_DELTA} */
    public long deltaNs(int i) {
        check(i);
        int d = delta.get(i);
        if (d == DELTA_ABSENT) {
            return NO_DELTA;
        }
        if (d == DELTA_WIDE) {
            return wideDeltaValues[Arrays.binarySearch(wideDeltaIndex, i)];
        }
        return d;
    }

    /** @return the symbol id of the function (or event name) of step {@code i}, -1 for none */
    public int functionId(int i) {
        check(i);
        return id(function.get(i));
    }

    /** @return the symbol id of the parent (caller) of step {@code i}, -1 for none */
    public int parentId(int i) {
        check(i);
        return id(parent.get(i));
    }

    /**
     * @return the flags column of step {@code i}: the preempt count, or the symbol id of the
     *         ftrace flag text, as the header's flags kind says
     */
    public int flags(int i) {
        check(i);
        return flags.get(i);
    }

    /** @return what step {@code i} is */
    public StepKind kind(int i) {
        check(i);
        return StepKind.ofCode((function.get(i) >>> KIND_SHIFT) & 0x7);
    }

    /** @return the delay mark of step {@code i} */
    public DelayMark delayMark(int i) {
        check(i);
        return DelayMark.ofCode((function.get(i) >>> MARK_SHIFT) & 0xF);
    }

    /** @return the {@code [n]} mcount marker of step {@code i}, -1 for none */
    public int mcountMarker(int i) {
        check(i);
        int code = parent.get(i) >>> MCOUNT_SHIFT;
        if (code == 0) {
            return -1;
        }
        if (code == MCOUNT_SPARSE) {
            return mcountValues[Arrays.binarySearch(mcountIndex, i)];
        }
        return code - 1;
    }

    /** @return the CPU of step {@code i}, -1 when the trace did not say */
    public int cpu(int i) {
        check(i);
        int run = run(cpuStarts, i);
        return run < 0 ? -1 : cpuValues[run];
    }

    /** @return the pid of step {@code i}, -1 when the trace did not say */
    public int pid(int i) {
        check(i);
        int run = run(taskStarts, i);
        return run < 0 ? -1 : taskPids[run];
    }

    /** @return the symbol id of the comm of step {@code i}, -1 when the trace did not say */
    public int commId(int i) {
        check(i);
        int run = run(taskStarts, i);
        return run < 0 ? -1 : taskComms[run];
    }

    /** @return the event payload, comment or elision text of step {@code i}, or {@code null} */
    public String payload(int i) {
        check(i);
        return payloads.payloadOfStep(i);
    }

    /**
     * Reads the payloads of steps taken in ascending order, without searching for each: an
     * analysis walking a million events asks for most of their payloads.
     */
    public final class Payloads {
        private int next;

        private Payloads() {
        }

        /**
         * @param i a step, at or after the one asked for before
         * @return its payload, or {@code null}
         */
        public String of(int i) {
            check(i);
            int[] index = payloads.index;
            while (next < index.length && index[next] < i) {
                next++;
            }
            return next < index.length && index[next] == i ? payloads.get(next) : null;
        }
    }

    /** @return a reader of the payloads of steps taken in ascending order */
    public Payloads payloads() {
        return new Payloads();
    }

    /** Reads the CPUs of steps taken in ascending order, without searching the CPU runs for each. */
    public final class Cpus {
        private int run = -1;

        private Cpus() {
        }

        /**
         * @param i a step, at or after the one asked for before
         * @return its CPU, -1 when the trace did not say
         */
        public int of(int i) {
            check(i);
            while (run + 1 < cpuStarts.length && cpuStarts[run + 1] <= i) {
                run++;
            }
            return run < 0 ? -1 : cpuValues[run];
        }
    }

    /** @return a reader of the CPUs of steps taken in ascending order */
    public Cpus cpus() {
        return new Cpus();
    }

    /** @return the symbol ids of the stack frames attached to step {@code i}, innermost first; empty if none */
    public int[] stackFrameIds(int i) {
        check(i);
        int k = Arrays.binarySearch(stackIndex, i);
        return k < 0 ? new int[0] : Arrays.copyOfRange(stackFrames, stackStart[k], stackStart[k + 1]);
    }

    /** @return whether step {@code i} has stack frames attached */
    public boolean hasStackFrames(int i) {
        check(i);
        return Arrays.binarySearch(stackIndex, i) >= 0;
    }

    /**
     * @param symbols resolves symbol ids; usually {@code Symbols.of(traceSet.getSymbols())}
     * @return a new flyweight positioned before the first step
     */
    public StepCursor cursor(SymbolLookup symbols) {
        return new StepCursor(this, symbols);
    }

    /** @return the bytes this table keeps on the heap, payloads included */
    public long residentBytes() {
        long bytes = 16L * 23;
        bytes += timeLow.residentBytes() + delta.residentBytes() + function.residentBytes() + parent.residentBytes()
                + flags.residentBytes();
        bytes += 8L * (blockBase.length + wideTimes.length + wideDeltaValues.length);
        bytes += 4L * ((long) wideBlocks.length + cpuStarts.length + cpuValues.length + taskStarts.length + taskPids.length
                + taskComms.length + wideDeltaIndex.length + mcountIndex.length + mcountValues.length
                + stackIndex.length + stackStart.length
                + stackFrames.length);
        return bytes + payloads.residentBytes();
    }

    static int id(int column) {
        int id = column & ID_MASK;
        return id == NO_ID ? -1 : id;
    }

    /** @return the index of the run containing step {@code i}, or -1 before the first run */
    static int run(int[] starts, int i) {
        int k = Arrays.binarySearch(starts, i);
        return k >= 0 ? k : -k - 2;
    }

    private void check(int i) {
        if (i < 0 || i >= size) {
            throw new IndexOutOfBoundsException("step " + i + " of " + size); //$NON-NLS-1$ //$NON-NLS-2$
        }
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof StepTable other) || size != other.size) {
            return false;
        }
        return timeLow.equals(other.timeLow) && Arrays.equals(blockBase, other.blockBase)
                && delta.equals(other.delta) && function.equals(other.function)
                && parent.equals(other.parent) && flags.equals(other.flags)
                && Arrays.equals(wideBlocks, other.wideBlocks) && Arrays.equals(wideTimes, other.wideTimes)
                && Arrays.equals(cpuStarts, other.cpuStarts) && Arrays.equals(cpuValues, other.cpuValues)
                && Arrays.equals(taskStarts, other.taskStarts) && Arrays.equals(taskPids, other.taskPids)
                && Arrays.equals(taskComms, other.taskComms)
                && Arrays.equals(wideDeltaIndex, other.wideDeltaIndex)
                && Arrays.equals(wideDeltaValues, other.wideDeltaValues)
                && Arrays.equals(mcountIndex, other.mcountIndex) && Arrays.equals(mcountValues, other.mcountValues)
                && payloads.equals(other.payloads)
                && Arrays.equals(stackIndex, other.stackIndex) && Arrays.equals(stackStart, other.stackStart)
                && Arrays.equals(stackFrames, other.stackFrames);
    }

    @Override
    public int hashCode() {
        // Sampled: hashing ten million steps on every hashCode() call would be a trap.
        int h = size;
        for (int i = 0; i < size; i += Math.max(1, size / 64)) {
            h = 31 * h + function.get(i);
            h = 31 * h + timeLow.get(i);
        }
        return h;
    }

    @Override
    public String toString() {
        return "StepTable[" + size + " steps]"; //$NON-NLS-1$ //$NON-NLS-2$
    }
}
