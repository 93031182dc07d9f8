// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.steps;

import static org.latscope.model.steps.StepTable.BLOCK;
import static org.latscope.model.steps.StepTable.BLOCK_SHIFT;
import static org.latscope.model.steps.StepTable.DELTA_ABSENT;
import static org.latscope.model.steps.StepTable.DELTA_WIDE;
import static org.latscope.model.steps.StepTable.ID_MASK;
import static org.latscope.model.steps.StepTable.KIND_SHIFT;
import static org.latscope.model.steps.StepTable.MARK_SHIFT;
import static org.latscope.model.steps.StepTable.MAX_SYMBOL_ID;
import static org.latscope.model.steps.StepTable.MCOUNT_INLINE_MAX;
import static org.latscope.model.steps.StepTable.MCOUNT_SHIFT;
import static org.latscope.model.steps.StepTable.MCOUNT_SPARSE;
import static org.latscope.model.steps.StepTable.NO_DELTA;
import static org.latscope.model.steps.StepTable.NO_ID;
import static org.latscope.model.steps.StepTable.WIDE_BLOCK;

import java.util.Arrays;

/**
 * Appends steps to growing columns and freezes them into a {@link StepTable}.
 *
 * <p>Context that changes rarely (CPU, task) is set once and applies to the steps added
 * after it; it is stored run-length encoded. Per-step extras (mcount marker, payload,
 * stack frames) apply to the step added last.
 *
 * <pre>
 * StepTableBuilder b = new StepTableBuilder();
 * b.task(6771, symbols.intern("cat"));
 * b.add(0, 0, symbols.intern("kmap_atomic"), symbols.intern("file_read_actor"), 0x1);
 * StepTable steps = b.build();
 * </pre>
 *
 * A builder is single-use: {@link #build()} hands its columns over and resets it.
 */
public final class StepTableBuilder {

    // most tables of a folder of small traces have no CPU or task changes, wide times or stacks:
    // their columns are these, 16 bytes each saved ten times a table
    private static final int[] NO_INTS = new int[0];
    private static final long[] NO_LONGS = new long[0];

    /**
     * The most steps a builder makes room for before they are added. Readers expect what a
     * trace's header declares, and a header may declare thousands of entries of which a mailed
     * excerpt holds twenty: presized to it, the columns of 100,000 small files allocated a gigabyte.
     * A table that outgrows this grows to the expected steps at once: a 4 GB file of traces of
     * 8,604 steps each, as their headers declare, is then copied once a trace, not doubled into
     * 16,384 and trimmed (which kept 110-135 MB more resident while it read).
     */
    static final int MOST_PRESIZED = 256;

    private int size;
    private IntChunks.Growing timeLow;
    private IntChunks.Growing delta;
    private IntChunks.Growing function;
    private IntChunks.Growing parent;
    private IntChunks.Growing flags;
    // the columns' chunks that hold the steps below writableEnd
    private int writableEnd;
    private int[] deltaChunk;
    private int[] functionChunk;
    private int[] parentChunk;
    private int[] flagsChunk;
    private final int expected;
    /** The room each column makes before steps come: {@code expected}, at most {@link #MOST_PRESIZED}. */
    private final int presized;
    private long[] blockBase = new long[4];
    // the full times of the current block; sized by the expected steps, grown to BLOCK
    private long[] blockTimes;
    private final IntList wideBlocks = new IntList();
    private long[] wideTimes = new long[0];
    private final IntList cpuStarts = new IntList();
    private final IntList cpuValues = new IntList();
    private final IntList taskStarts = new IntList();
    private final IntList taskPids = new IntList();
    private final IntList taskComms = new IntList();
    private final IntList wideDeltaIndex = new IntList();
    private long[] wideDeltaValues = new long[4];
    private final IntList mcountIndex = new IntList();
    private final IntList mcountValues = new IntList();
    // made by the first payload: most tables of a folder of small traces have none
    private PayloadColumn.Builder payloads;
    private final IntList stackIndex = new IntList();
    private final IntList stackStart = new IntList();
    private final IntList stackFrames = new IntList();
    private int cpu = -1;
    private int pid = -1;
    private int comm = -1;
    private boolean cpuPending;
    // set by delta(): steps of several CPUs get their deltas out of step order
    private boolean wideDeltasUnsorted;
    private boolean taskPending;

    /** Creates a builder for a small table. */
    public StepTableBuilder() {
        this(16);
    }

    /**
     * @param expectedSteps how many steps will be added: the columns make room for up to
     *        {@value #MOST_PRESIZED} of them at once, for all of them once they hold more
     */
    public StepTableBuilder(int expectedSteps) {
        expected = Math.max(1, expectedSteps);
        presized = Math.min(MOST_PRESIZED, expected);
        blockTimes = new long[Math.min(BLOCK, Math.max(16, presized))];
        columns();
    }

    /**
     * Makes index {@code i} and those after it in its chunks writable directly: one bounds
     * check per step instead of one growth check per column.
     */
    private void writable(int i) {
        int[] time = timeLow.chunkFor(i);
        deltaChunk = delta.chunkFor(i);
        functionChunk = function.chunkFor(i);
        parentChunk = parent.chunkFor(i);
        flagsChunk = flags.chunkFor(i);
        int length = Math.min(time.length, Math.min(deltaChunk.length,
                Math.min(functionChunk.length, Math.min(parentChunk.length, flagsChunk.length))));
        writableEnd = (i & ~IntChunks.MASK) + length;
    }

    private void columns() {
        writableEnd = 0;
        timeLow = new IntChunks.Growing(presized, expected);
        delta = new IntChunks.Growing(presized, expected);
        function = new IntChunks.Growing(presized, expected);
        parent = new IntChunks.Growing(presized, expected);
        flags = new IntChunks.Growing(presized, expected);
    }

    /** @return the number of steps added so far */
    public int size() {
        return size;
    }

    /**
     * Sets the CPU of the steps added from now on.
     *
     * @param newCpu a CPU number, -1 for unknown
     * @return this builder
     */
    public StepTableBuilder cpu(int newCpu) {
        if (newCpu != cpu) {
            cpu = newCpu;
            cpuPending = true;
        }
        return this;
    }

    /**
     * Sets the task (pid and comm) of the steps added from now on.
     *
     * @param newPid the pid, -1 for unknown
     * @param commId the symbol id of the comm, -1 for unknown
     * @return this builder
     */
    public StepTableBuilder task(int newPid, int commId) {
        if (newPid != pid || commId != comm) {
            pid = newPid;
            comm = commId;
            taskPending = true;
        }
        return this;
    }

    /**
     * Adds a {@link StepKind#FUNCTION} step without delay mark.
     *
     * @see #add(long, long, int, int, int, StepKind, DelayMark)
     */
    public StepTableBuilder add(long timeNs, long deltaNs, int functionId, int parentId, int stepFlags) {
        return add(timeNs, deltaNs, functionId, parentId, stepFlags, StepKind.FUNCTION, DelayMark.NONE);
    }

    /**
     * Adds a step.
     *
     * @param timeNs time in nanoseconds
     * @param deltaNs printed delta in nanoseconds, or {@link StepTable#NO_DELTA}
     * @param functionId symbol id of the function or event name, -1 for none
     * @param parentId symbol id of the caller, -1 for none
     * @param stepFlags preempt count or symbol id of the ftrace flag text
     * @param kind what the step is
     * @param mark the delay mark
     * @return this builder, for the per-step extras ({@link #mcount}, {@link #payload}, {@link #stackFrames});
     *         the new step's index is {@code size() - 1}
     */
    public StepTableBuilder add(long timeNs, long deltaNs, int functionId, int parentId, int stepFlags, StepKind kind,
            DelayMark mark) {
        if (size == Integer.MAX_VALUE - 8) {
            throw new IllegalStateException("step table full"); //$NON-NLS-1$
        }
        int i = size;
        int slot = i & (BLOCK - 1);
        if (slot == blockTimes.length) {
            blockTimes = Arrays.copyOf(blockTimes, Math.min(BLOCK, Math.max(blockTimes.length * 2, expected)));
        }
        blockTimes[slot] = timeNs; // timeLow is filled in when the block is flushed
        if (i >= writableEnd) {
            writable(i);
        }
        int o = i & IntChunks.MASK;
        if (deltaNs == NO_DELTA) {
            deltaChunk[o] = DELTA_ABSENT;
        } else if (deltaNs > Integer.MAX_VALUE || deltaNs <= DELTA_WIDE) {
            deltaChunk[o] = DELTA_WIDE;
            wideDeltaValues = ensure(wideDeltaValues, wideDeltaIndex.size + 1);
            wideDeltaValues[wideDeltaIndex.size] = deltaNs;
            wideDeltaIndex.add(i);
        } else {
            deltaChunk[o] = (int) deltaNs;
        }
        functionChunk[o] = encodeId(functionId) | (kind.ordinal() << KIND_SHIFT) | (mark.ordinal() << MARK_SHIFT);
        parentChunk[o] = encodeId(parentId);
        flagsChunk[o] = stepFlags;
        if (cpuPending) {
            cpuStarts.add(i);
            cpuValues.add(cpu);
            cpuPending = false;
        }
        if (taskPending) {
            taskStarts.add(i);
            taskPids.add(pid);
            taskComms.add(comm);
            taskPending = false;
        }
        size++;
        if ((size & (BLOCK - 1)) == 0) {
            flushBlock();
        }
        return this;
    }

    /**
     * Sets the delta of a step added earlier that has none: a delta the trace did not print
     * but that its times give ({@link BufferDeltas}).
     *
     * @param index a step added before
     * @param deltaNs its delta in nanoseconds, not {@link StepTable#NO_DELTA}
     * @return this builder
     * @throws IllegalStateException if the step has a delta already
     */
    public StepTableBuilder delta(int index, long deltaNs) {
        if (index < 0 || index >= size || deltaNs == NO_DELTA) {
            throw new IllegalArgumentException("step " + index + " of " + size); //$NON-NLS-1$ //$NON-NLS-2$
        }
        if (delta.get(index) != DELTA_ABSENT) {
            throw new IllegalStateException("step " + index + " has a delta"); //$NON-NLS-1$ //$NON-NLS-2$
        }
        if (deltaNs > Integer.MAX_VALUE || deltaNs <= DELTA_WIDE) {
            delta.set(index, DELTA_WIDE);
            wideDeltaValues = ensure(wideDeltaValues, wideDeltaIndex.size + 1);
            wideDeltaValues[wideDeltaIndex.size] = deltaNs;
            wideDeltaIndex.add(index);
            wideDeltasUnsorted |= wideDeltaIndex.size > 1 && wideDeltaIndex.get(wideDeltaIndex.size - 2) > index;
        } else {
            delta.set(index, (int) deltaNs);
        }
        return this;
    }

    /**
     * Sets the {@code [n]} mcount marker of the step added last.
     *
     * @param marker the marker, 0 or more
     * @return this builder
     */
    public StepTableBuilder mcount(int marker) {
        if (marker < 0) {
            throw new IllegalArgumentException("mcount marker " + marker); //$NON-NLS-1$
        }
        int i = last();
        if (marker <= MCOUNT_INLINE_MAX) {
            parent.set(i, (parent.get(i) & ID_MASK) | ((marker + 1) << MCOUNT_SHIFT));
        } else {
            parent.set(i, (parent.get(i) & ID_MASK) | (MCOUNT_SPARSE << MCOUNT_SHIFT));
            mcountIndex.add(i);
            mcountValues.add(marker);
        }
        return this;
    }

    /**
     * Sets the payload (event text, comment, elision text) of the step added last.
     *
     * @param text the text, not null
     * @return this builder
     */
    public StepTableBuilder payload(String text) {
        if (payloads == null) {
            payloads = new PayloadColumn.Builder();
        }
        payloads.add(last(), text);
        return this;
    }

    /**
     * {@link #payload(String)} for text given as a range of plain ASCII bytes (each byte
     * below 128 a character): the text is encoded from the bytes, without a String.
     *
     * @param ascii the bytes
     * @param from where the text starts
     * @param to where it ends
     * @return this builder
     */
    public StepTableBuilder payload(byte[] ascii, int from, int to) {
        if (payloads == null) {
            payloads = new PayloadColumn.Builder();
        }
        payloads.add(last(), ascii, from, to);
        return this;
    }

    /**
     * Attaches stack frames to the step added last ({@code => func} lines).
     *
     * @param frameIds symbol ids of the frames, innermost first
     * @return this builder
     */
    public StepTableBuilder stackFrames(int... frameIds) {
        int i = last();
        if (stackIndex.size > 0 && stackIndex.get(stackIndex.size - 1) == i) {
            throw new IllegalStateException("stack frames already set for step " + i); //$NON-NLS-1$
        }
        if (stackStart.size == 0) {
            stackStart.add(0);
        }
        stackIndex.add(i);
        for (int id : frameIds) {
            stackFrames.add(encodeId(id));
        }
        stackStart.add(stackFrames.size);
        return this;
    }

    /**
     * Freezes the columns into a table and resets this builder.
     *
     * @return the table
     */
    public StepTable build() {
        if ((size & (BLOCK - 1)) != 0) {
            flushBlock();
        }
        int blocks = (size + BLOCK - 1) >>> BLOCK_SHIFT;
        int[] frames = stackFrames.toArray();
        for (int k = 0; k < frames.length; k++) {
            frames[k] = StepTable.id(frames[k]);
        }
        int[] wide = wideBlocks.toArray();
        if (wideDeltasUnsorted) {
            sortWideDeltas();
        }
        StepTable table = new StepTable(size, Arrays.copyOf(blockBase, blocks), timeLow.freeze(size),
                delta.freeze(size), function.freeze(size), parent.freeze(size), flags.freeze(size), wide,
                longs(wideTimes, StepTable.wideLength(wide, size)), cpuStarts.toArray(),
                cpuValues.toArray(), taskStarts.toArray(), taskPids.toArray(), taskComms.toArray(),
                wideDeltaIndex.toArray(), longs(wideDeltaValues, wideDeltaIndex.size),
                mcountIndex.toArray(), mcountValues.toArray(), payloads == null ? PayloadColumn.EMPTY : payloads.build(),
                stackIndex.toArray(), stackStart.toArray(), frames);
        reset();
        return table;
    }

    private void reset() {
        size = 0;
        columns();
        blockBase = new long[4];
        wideTimes = new long[0];
        for (IntList list : new IntList[] {wideBlocks, cpuStarts, cpuValues, taskStarts, taskPids, taskComms,
                wideDeltaIndex, mcountIndex, mcountValues, stackIndex, stackStart, stackFrames}) {
            list.size = 0;
        }
        payloads = null;
        wideDeltasUnsorted = false;
        cpu = -1;
        pid = -1;
        comm = -1;
    }

    /** Sorts the wide deltas by step, as the table's binary search needs them. */
    private void sortWideDeltas() {
        int n = wideDeltaIndex.size;
        Integer[] order = new Integer[n];
        for (int k = 0; k < n; k++) {
            order[k] = k;
        }
        int[] index = wideDeltaIndex.data;
        Arrays.sort(order, (a, b) -> Integer.compare(index[a], index[b]));
        int[] sortedIndex = new int[n];
        long[] sortedValues = new long[n];
        for (int k = 0; k < n; k++) {
            sortedIndex[k] = index[order[k]];
            sortedValues[k] = wideDeltaValues[order[k]];
        }
        System.arraycopy(sortedIndex, 0, index, 0, n);
        System.arraycopy(sortedValues, 0, wideDeltaValues, 0, n);
    }

    /** Turns the times of the current block into a base and 32-bit offsets, or keeps them wide. */
    private void flushBlock() {
        int block = (size - 1) >>> BLOCK_SHIFT;
        int first = block << BLOCK_SHIFT;
        int count = size - first;
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        for (int k = 0; k < count; k++) {
            min = Math.min(min, blockTimes[k]);
            max = Math.max(max, blockTimes[k]);
        }
        blockBase = ensure(blockBase, block + 1);
        boolean fits = min != WIDE_BLOCK && max - min >= 0 && max - min <= 0xFFFF_FFFFL;
        if (fits) {
            blockBase[block] = min;
            int[] chunk = timeLow.chunkFor(size - 1); // a block lies within one chunk: BLOCK divides CHUNK
            int o = first & IntChunks.MASK;
            for (int k = 0; k < count; k++) {
                chunk[o + k] = (int) (blockTimes[k] - min);
            }
        } else {
            blockBase[block] = WIDE_BLOCK;
            int rank = wideBlocks.size;
            wideBlocks.add(block);
            // room for this block's steps only: a small table's one wide block is not a whole block
            wideTimes = ensure(wideTimes, (rank << BLOCK_SHIFT) + count);
            System.arraycopy(blockTimes, 0, wideTimes, rank << BLOCK_SHIFT, count);
        }
    }

    private int last() {
        if (size == 0) {
            throw new IllegalStateException("no step added yet"); //$NON-NLS-1$
        }
        return size - 1;
    }

    private static int encodeId(int id) {
        if (id < 0) {
            return NO_ID;
        }
        if (id > MAX_SYMBOL_ID) {
            throw new IllegalArgumentException("symbol id " + id + " exceeds " + MAX_SYMBOL_ID); //$NON-NLS-1$ //$NON-NLS-2$
        }
        return id;
    }

    private static long[] ensure(long[] a, int n) {
        return n <= a.length ? a : Arrays.copyOf(a, Math.max(n, a.length * 2));
    }

    /** A growable int array; the side columns are small and boxing them would cost more than they hold. */
    /** @return the first {@code n} values; the shared empty array when none (tables never write to theirs) */
    private static long[] longs(long[] values, int n) {
        return n == 0 ? NO_LONGS : Arrays.copyOf(values, n);
    }

    static final class IntList {
        int[] data = new int[4];
        int size;

        void add(int value) {
            if (size == data.length) {
                data = Arrays.copyOf(data, size * 2);
            }
            data[size++] = value;
        }

        int get(int i) {
            return data[i];
        }

        /** @return the values; the shared empty array when none (tables never write to theirs) */
        int[] toArray() {
            return size == 0 ? NO_INTS : Arrays.copyOf(data, size);
        }
    }
}
