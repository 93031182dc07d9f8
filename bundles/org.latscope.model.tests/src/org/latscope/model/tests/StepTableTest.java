// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.latscope.model.SymbolTable;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.steps.ColumnSink;
import org.latscope.model.steps.ColumnSource;
import org.latscope.model.steps.DelayMark;
import org.latscope.model.steps.PreemptCount;
import org.latscope.model.steps.StepCursor;
import org.latscope.model.steps.StepKind;
import org.latscope.model.steps.StepTable;
import org.latscope.model.steps.StepTableBuilder;
import org.latscope.model.steps.StepTableCodec;
import org.latscope.model.steps.Symbols;

/** The column encoding: every value a step can carry comes back as it went in. */
class StepTableTest {

    @Test
    void keepsEveryColumn() {
        StepTableBuilder b = new StepTableBuilder(2);
        b.cpu(3).task(42, 7);
        b.add(1_000, 500, 1, 2, 0x10010004, StepKind.GRAPH_ENTRY, DelayMark.OVER_10_US).mcount(5);
        b.add(2_000, StepTable.NO_DELTA, 3, -1, 9, StepKind.EVENT, DelayMark.SYSCALL_EXIT).payload("x=1").stackFrames(4, 5);
        b.cpu(-1).task(-1, -1);
        b.add(3_000, 5_000_000_000L, -1, 6, 0, StepKind.GRAPH_EXIT, DelayMark.OVER_1_S);
        StepTable t = b.build();
        assertEquals(3, t.size());
        assertEquals(1_000, t.timeNs(0));
        assertEquals(500, t.deltaNs(0));
        assertEquals(1, t.functionId(0));
        assertEquals(2, t.parentId(0));
        assertEquals(0x10010004, t.flags(0));
        assertEquals(StepKind.GRAPH_ENTRY, t.kind(0));
        assertEquals(DelayMark.OVER_10_US, t.delayMark(0));
        assertEquals(5, t.mcountMarker(0));
        assertEquals(3, t.cpu(0));
        assertEquals(42, t.pid(1));
        assertEquals(7, t.commId(1));
        assertEquals(StepTable.NO_DELTA, t.deltaNs(1));
        assertEquals(-1, t.parentId(1));
        assertEquals(-1, t.mcountMarker(1));
        assertEquals("x=1", t.payload(1));
        assertArrayEquals(new int[] {4, 5}, t.stackFrameIds(1));
        assertEquals(5_000_000_000L, t.deltaNs(2), "deltas over 2.1 s go to the sparse column");
        assertEquals(-1, t.functionId(2));
        assertEquals(-1, t.cpu(2));
        assertEquals(-1, t.pid(2));
        assertNull(t.payload(2));
        assertEquals(0, t.stackFrameIds(2).length);
        assertEquals(DelayMark.OVER_1_S, t.delayMark(2));
        assertThrows(IndexOutOfBoundsException.class, () -> t.timeNs(3));
    }

    @Test
    void timesSpanningMoreThan32BitsStayExact() {
        StepTableBuilder b = new StepTableBuilder();
        long boot = 2292_851_106_000L; // [ 2292.851106]
        int n = 3 * 4096 + 17;
        for (int i = 0; i < n; i++) {
            // block 1 jumps back and forth by an hour: must fall back to full longs
            long t = i / 4096 == 1 && i % 2 == 0 ? boot + 3_600_000_000_000L : boot + i * 1_000L;
            b.add(t, 1_000, i % 100, -1, 0);
        }
        StepTable table = b.build();
        for (int i = 0; i < n; i++) {
            long t = i / 4096 == 1 && i % 2 == 0 ? boot + 3_600_000_000_000L : boot + i * 1_000L;
            assertEquals(t, table.timeNs(i), "step " + i);
        }
        assertTrue(table.residentBytes() < 21L * n + 8L * 4096 + 1024, "about 20 bytes per step plus one wide block");
    }

    @Test
    void aShortTraceWithTimesSpanningMoreThan32BitsKeepsOnlyItsSteps() throws IOException {
        StepTableBuilder b = new StepTableBuilder();
        long[] times = { 1_000L, 10_000_000_000L, 20_000_000_000L }; // 20 s apart: the block is kept wide
        for (long t : times) {
            b.add(t, 1_000, 1, -1, 0);
        }
        StepTable table = b.build();
        for (int i = 0; i < times.length; i++) {
            assertEquals(times[i], table.timeNs(i));
        }
        assertTrue(table.residentBytes() < 1024, "3 wide times, not a whole block of 4,096: " + table.residentBytes());

        Recorder written = new Recorder();
        StepTableCodec.write(table, written);
        assertEquals(table, StepTableCodec.read(written.replay()));
        // columns of version 1 kept the last wide block whole
        List<Object> v1 = new ArrayList<>(written.values);
        int wide = v1.indexOf(findLongs(v1, times));
        v1.set(wide - 1, Integer.valueOf(4096));
        v1.set(wide, Arrays.copyOf((long[]) v1.get(wide), 4096));
        assertEquals(table, StepTableCodec.read(new Recorder(v1).replay(), 1));
    }

    private static Object findLongs(List<Object> values, long[] times) {
        return values.stream().filter(v -> v instanceof long[] l && Arrays.equals(l, times)).findFirst().orElseThrow();
    }

    /** Keeps what a codec writes, in order, and reads it back. */
    private static final class Recorder implements ColumnSink {
        final List<Object> values;

        Recorder() {
            this(new ArrayList<>());
        }

        Recorder(List<Object> values) {
            this.values = values;
        }

        @Override
        public void writeInt(int value) {
            values.add(Integer.valueOf(value));
        }

        @Override
        public void writeLong(long value) {
            values.add(Long.valueOf(value));
        }

        @Override
        public void writeString(String value) {
            values.add(value == null ? NULL : value);
        }

        @Override
        public void writeInts(int[] v, int length) {
            values.add(Arrays.copyOf(v, length));
        }

        @Override
        public void writeLongs(long[] v, int length) {
            values.add(Arrays.copyOf(v, length));
        }

        private static final Object NULL = new Object();

        ColumnSource replay() {
            Iterator<Object> in = values.iterator();
            return new ColumnSource() {
                @Override
                public int readInt() {
                    return ((Integer) in.next()).intValue();
                }

                @Override
                public long readLong() {
                    return ((Long) in.next()).longValue();
                }

                @Override
                public String readString() {
                    Object v = in.next();
                    return v == NULL ? null : (String) v;
                }

                @Override
                public int[] readInts(int length) throws IOException {
                    int[] v = (int[]) in.next();
                    if (v.length != length) {
                        throw new IOException(v.length + " ints where " + length + " were expected");
                    }
                    return v;
                }

                @Override
                public long[] readLongs(int length) throws IOException {
                    long[] v = (long[]) in.next();
                    if (v.length != length) {
                        throw new IOException(v.length + " longs where " + length + " were expected");
                    }
                    return v;
                }
            };
        }
    }

    @Test
    void crossesChunkBoundaries() {
        int n = 2 * 65_536 + 123;
        StepTableBuilder small = new StepTableBuilder(10); // first chunk must grow, later ones are added
        StepTableBuilder sized = new StepTableBuilder(n);
        for (int i = 0; i < n; i++) {
            small.add(i * 7L, i, i % 5000, (i + 1) % 5000, i ^ 0x5a5a);
            sized.add(i * 7L, i, i % 5000, (i + 1) % 5000, i ^ 0x5a5a);
        }
        StepTable table = small.build();
        assertEquals(table, sized.build());
        for (int i = 0; i < n; i++) { // every step: the builder writes into chunks it grows
            assertEquals(i * 7L, table.timeNs(i));
            assertEquals(i, table.deltaNs(i));
            assertEquals(i % 5000, table.functionId(i));
            assertEquals((i + 1) % 5000, table.parentId(i));
            assertEquals(i ^ 0x5a5a, table.flags(i));
        }
        assertTrue(table.residentBytes() < 21L * n, "chunks add almost nothing");
    }

    @Test
    void equalityIsByContent() {
        assertEquals(build(10), build(10));
        assertEquals(build(10).hashCode(), build(10).hashCode());
        assertNotEquals(build(10), build(11));
        assertEquals(StepTable.EMPTY, new StepTableBuilder().build());
    }

    @Test
    void cursorIsAFlyweight() {
        SymbolTable table = LatscopeFactory.eINSTANCE.createSymbolTable();
        Symbols symbols = Symbols.of(table);
        StepTableBuilder b = new StepTableBuilder();
        b.add(0, 0, symbols.intern("kmap_atomic"), symbols.intern("file_read_actor"), 1);
        b.add(0, 549_000, symbols.intern("__copy_to_user_ll"), symbols.intern("file_read_actor"), 1);
        StepCursor step = b.build().cursor(symbols);
        assertEquals(-1, step.index());
        assertTrue(step.next());
        assertEquals("kmap_atomic", step.function());
        assertTrue(step.next());
        assertEquals("__copy_to_user_ll", step.function());
        assertEquals(549_000, step.deltaNs());
        assertFalse(step.next());
        assertEquals(3, symbols.size(), "file_read_actor interned once");
        assertEquals(symbols.intern("file_read_actor"), symbols.id("file_read_actor"));
    }

    @Test
    void symbolsFollowDirectEditsOfTheTable() {
        SymbolTable table = LatscopeFactory.eINSTANCE.createSymbolTable();
        Symbols symbols = Symbols.of(table);
        assertEquals(0, symbols.intern("a"));
        table.getNames().add("b");
        assertEquals(1, symbols.id("b"));
        assertTrue(Symbols.of(table) == symbols);
    }

    @Test
    void rejectsIdsBeyondTheColumnWidth() {
        StepTableBuilder b = new StepTableBuilder();
        assertThrows(IllegalArgumentException.class, () -> b.add(0, 0, StepTable.MAX_SYMBOL_ID + 1, -1, 0));
        assertThrows(IllegalStateException.class, () -> b.payload("nothing added yet"));
    }

    @Test
    void decodesPreemptCount() {
        int count = 0x00010004; // one hard interrupt, preemption depth 4
        assertEquals(4, PreemptCount.depth(count));
        assertEquals(1, PreemptCount.hardirq(count));
        assertEquals(0, PreemptCount.softirq(count));
        assertFalse(PreemptCount.preemptActive(count));
        assertTrue(PreemptCount.preemptActive(0x10000001));
        assertEquals(DelayMark.OVER_100_MS, DelayMark.of('@'));
        assertEquals(DelayMark.OTHER, DelayMark.of('\u00b5'));
    }

    private static StepTable build(int n) {
        StepTableBuilder b = new StepTableBuilder();
        for (int i = 0; i < n; i++) {
            b.cpu(i / 3).add(i * 10L, 10, i, i + 1, i);
        }
        return b.build();
    }
}
