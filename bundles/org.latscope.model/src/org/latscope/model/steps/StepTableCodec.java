// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.steps;

import java.io.IOException;
import java.util.Arrays;

/**
 * Writes and reads the columns of a {@link StepTable} exactly as they are held, so that a
 * table loads back {@link StepTable#equals(Object) equal}. The byte layout, the checksum
 * and the file framing belong to the {@link ColumnSink}/{@link ColumnSource} of the
 * persistence layer; this class only fixes the order of the columns.
 */
public final class StepTableCodec {

    /** Increment when the column order or meaning changes (2: the last wide block holds only its steps). */
    public static final int COLUMNS_VERSION = 2;

    private StepTableCodec() {
    }

    /**
     * @param table the table to write
     * @param out where to write
     * @throws IOException if writing fails
     */
    public static void write(StepTable table, ColumnSink out) throws IOException {
        out.writeInt(table.size);
        writeChunks(out, table.timeLow, table.size);
        writeLongs(out, table.blockBase);
        writeChunks(out, table.delta, table.size);
        writeChunks(out, table.function, table.size);
        writeChunks(out, table.parent, table.size);
        writeChunks(out, table.flags, table.size);
        writeInts(out, table.wideBlocks);
        writeLongs(out, table.wideTimes);
        writeInts(out, table.cpuStarts);
        writeInts(out, table.cpuValues);
        writeInts(out, table.taskStarts);
        writeInts(out, table.taskPids);
        writeInts(out, table.taskComms);
        writeInts(out, table.wideDeltaIndex);
        writeLongs(out, table.wideDeltaValues);
        writeInts(out, table.mcountIndex);
        writeInts(out, table.mcountValues);
        writeInts(out, table.payloads.index);
        for (int k = 0; k < table.payloads.size(); k++) {
            out.writeString(table.payloads.get(k));
        }
        writeInts(out, table.stackIndex);
        writeInts(out, table.stackStart);
        writeInts(out, table.stackFrames);
    }

    /**
     * @param in where to read
     * @return the table
     * @throws IOException if reading fails or the columns are inconsistent
     */
    public static StepTable read(ColumnSource in) throws IOException {
        return read(in, COLUMNS_VERSION);
    }

    /**
     * @param in where to read
     * @param columnsVersion the {@link #COLUMNS_VERSION} the columns were written with, 1 or later
     * @return the table
     * @throws IOException if reading fails or the columns are inconsistent
     */
    public static StepTable read(ColumnSource in, int columnsVersion) throws IOException {
        int size = in.readInt();
        if (size < 0) {
            throw new IOException("negative step count " + size); //$NON-NLS-1$
        }
        IntChunks timeLow = readChunks(in, size);
        long[] blockBase = readLongs(in, (size + StepTable.BLOCK - 1) >>> StepTable.BLOCK_SHIFT);
        IntChunks delta = readChunks(in, size);
        IntChunks function = readChunks(in, size);
        IntChunks parent = readChunks(in, size);
        IntChunks flags = readChunks(in, size);
        int[] wideBlocks = readInts(in, -1, size);
        long[] wideTimes;
        if (columnsVersion == 1) { // every wide block whole: the last one is trimmed as built now
            wideTimes = Arrays.copyOf(readLongs(in, wideBlocks.length << StepTable.BLOCK_SHIFT),
                    StepTable.wideLength(wideBlocks, size));
        } else {
            wideTimes = readLongs(in, StepTable.wideLength(wideBlocks, size));
        }
        int[] cpuStarts = readInts(in, -1, size);
        int[] cpuValues = readInts(in, cpuStarts.length, size);
        int[] taskStarts = readInts(in, -1, size);
        int[] taskPids = readInts(in, taskStarts.length, size);
        int[] taskComms = readInts(in, taskStarts.length, size);
        int[] wideDeltaIndex = readInts(in, -1, size);
        long[] wideDeltaValues = readLongs(in, wideDeltaIndex.length);
        int[] mcountIndex = readInts(in, -1, size);
        int[] mcountValues = readInts(in, mcountIndex.length, size);
        int[] payloadIndex = readInts(in, -1, size);
        PayloadColumn.Builder payloadBuilder = new PayloadColumn.Builder();
        int previous = -1;
        for (int step : payloadIndex) {
            if (step <= previous) {
                throw new IOException("payload index not ascending at step " + step); //$NON-NLS-1$
            }
            previous = step;
            payloadBuilder.add(step, in.readString());
        }
        PayloadColumn payloads = payloadBuilder.build();
        int[] stackIndex = readInts(in, -1, size);
        int[] stackStart = readInts(in, stackIndex.length == 0 ? -1 : stackIndex.length + 1, Integer.MAX_VALUE);
        int[] stackFrames = readInts(in, -1, Integer.MAX_VALUE);
        return new StepTable(size, blockBase, timeLow, delta, function, parent, flags, wideBlocks, wideTimes,
                cpuStarts, cpuValues, taskStarts, taskPids, taskComms, wideDeltaIndex, wideDeltaValues,
                mcountIndex, mcountValues, payloads, stackIndex, stackStart, stackFrames);
    }

    private static void writeInts(ColumnSink out, int[] column) throws IOException {
        out.writeInt(column.length);
        out.writeInts(column, column.length);
    }

    /** Same bytes as {@link #writeInts}: the length, then every value, chunk by chunk. */
    private static void writeChunks(ColumnSink out, IntChunks column, int size) throws IOException {
        out.writeInt(size);
        for (int[] chunk : column.chunks) {
            out.writeInts(chunk, chunk.length);
        }
    }

    private static IntChunks readChunks(ColumnSource in, int size) throws IOException {
        int length = in.readInt();
        if (length != size) {
            throw new IOException("column length " + length + ", expected " + size); //$NON-NLS-1$ //$NON-NLS-2$
        }
        int[][] chunks = new int[(size + IntChunks.CHUNK - 1) >>> IntChunks.SHIFT][];
        for (int c = 0; c < chunks.length; c++) {
            chunks[c] = in.readInts(Math.min(IntChunks.CHUNK, size - (c << IntChunks.SHIFT)));
        }
        return IntChunks.of(chunks);
    }

    private static void writeLongs(ColumnSink out, long[] column) throws IOException {
        out.writeInt(column.length);
        out.writeLongs(column, column.length);
    }

    /** Reads a column, checking its length: {@code expected} exactly, or at most {@code max} when expected is -1. */
    private static int[] readInts(ColumnSource in, int expected, int max) throws IOException {
        int length = in.readInt();
        if (expected >= 0 ? length != expected : length < 0 || length > max) {
            throw new IOException("column length " + length + " does not fit the table"); //$NON-NLS-1$ //$NON-NLS-2$
        }
        return in.readInts(length);
    }

    private static long[] readLongs(ColumnSource in, int expected) throws IOException {
        int length = in.readInt();
        if (length != expected) {
            throw new IOException("column length " + length + ", expected " + expected); //$NON-NLS-1$ //$NON-NLS-2$
        }
        return in.readLongs(length);
    }
}
