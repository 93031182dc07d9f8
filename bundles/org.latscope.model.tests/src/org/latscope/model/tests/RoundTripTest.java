// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.model.IrqOffList;
import org.latscope.model.LatencyTrace;
import org.latscope.model.LogLine;
import org.latscope.model.PrintkLog;
import org.latscope.model.TraceSet;
import org.latscope.model.WorstTable;
import org.latscope.model.persistence.StoreFormat;
import org.latscope.model.persistence.TraceSetStore;
import org.latscope.model.steps.StepCursor;
import org.latscope.model.support.TraceSets;

/** Save, load, deep compare: for every content kind, in both resource formats. */
class RoundTripTest {

    @TempDir
    Path dir;

    private static final Object[][] KINDS = {
            {"latency v1.0.5", (Supplier<TraceSet>) SeedFixtures::latencyV1},
            {"ftrace latency format", (Supplier<TraceSet>) SeedFixtures::ftrace},
            {"worst-N tables", (Supplier<TraceSet>) SeedFixtures::worstTable},
            {"irq-off list and printk log", (Supplier<TraceSet>) SeedFixtures::irqOffAndPrintk},
            {"histograms", (Supplier<TraceSet>) SeedFixtures::histogram},
            {"result table", (Supplier<TraceSet>) SeedFixtures::resultTable},
            {"everything", (Supplier<TraceSet>) SeedFixtures::everything}};

    /** One dynamic test per kind and format (junit-jupiter-params is not in the target platform). */
    private Stream<DynamicTest> perKindAndFormat(String what, Check check) {
        return Stream.of(KINDS).flatMap(kind -> Stream.of(StoreFormat.values()).map(format -> {
            @SuppressWarnings("unchecked")
            Supplier<TraceSet> fixture = (Supplier<TraceSet>) kind[1];
            String name = (String) kind[0];
            return DynamicTest.dynamicTest(what + ": " + name + " as " + format,
                    () -> check.run(name, fixture, format, Files.createTempDirectory(dir, "t")));
        }));
    }

    @FunctionalInterface
    private interface Check {
        void run(String name, Supplier<TraceSet> fixture, StoreFormat format, Path folder) throws Exception;
    }

    @TestFactory
    Stream<DynamicTest> savesAndLoadsEqual() {
        return perKindAndFormat("round trip", (name, fixture, format, folder) -> {
            TraceSet original = fixture.get();
            Path file = folder.resolve("set." + format.extension());
            TraceSetStore.save(original, file);
            TraceSet loaded = TraceSetStore.load(file);
            assertNotSame(original, loaded);
            TraceSet expected = fixture.get();
            assertTrue(EcoreUtil.equals(expected, fixture.get()), "fixture is deterministic");
            expected.setStepStore(original.getStepStore());
            assertTrue(TraceSets.equal(expected, loaded), () -> name + " differs after " + format + " round trip");
            assertTrue(TraceSets.equal(original, loaded), () -> name + " differs from the saved instance");
            assertEquals(TraceSets.stepCount(original), TraceSets.stepCount(loaded));
        });
    }

    @TestFactory
    Stream<DynamicTest> loadsEqualAfterResave() {
        return perKindAndFormat("resave", (name, fixture, format, folder) -> {
            Path file = folder.resolve("again." + format.extension());
            TraceSetStore.save(fixture.get(), file);
            TraceSet first = TraceSetStore.load(file);
            String firstStore = first.getStepStore();
            TraceSetStore.save(first, file);
            TraceSet second = TraceSetStore.load(file);
            // the store name changes on every save; everything else must survive resaving
            second.setStepStore(firstStore);
            first.setStepStore(firstStore);
            assertTrue(TraceSets.equal(first, second), name);
        });
    }

    @TestFactory
    Stream<DynamicTest> stepsReadBackThroughTheCursor() {
        return Stream.of(StoreFormat.values()).map(format -> DynamicTest.dynamicTest(format.name(),
                () -> stepsReadBack(format, Files.createTempDirectory(dir, "c"))));
    }

    private void stepsReadBack(StoreFormat format, Path dir) throws Exception {
        Path file = dir.resolve("cursor." + format.extension());
        TraceSetStore.save(SeedFixtures.everything(), file);
        TraceSet loaded = TraceSetStore.load(file);
        LatencyTrace cat = TraceSets.latencyTraces(loaded).get(0);
        assertEquals(6, cat.getStepCount());
        assertEquals(6771, cat.getHeader().getPid());
        assertEquals("kmap_atomic", cat.getHeader().getStartedAt().getSymbol());
        assertEquals(0x23, cat.getHeader().getStartedAt().getOffset());
        StepCursor step = TraceSets.steps(cat).moveTo(2);
        assertEquals("__copy_to_user_ll", step.function());
        assertEquals("file_read_actor", step.parent());
        assertEquals(549_000, step.deltaNs());
        assertEquals("cat", step.comm());
        assertEquals(6771, step.pid());

        LatencyTrace tsc = TraceSets.latencyTraces(loaded).get(1);
        StepCursor mark = TraceSets.steps(tsc).moveTo(2);
        assertEquals(2, mark.mcountMarker());
        assertEquals(0x00010003, mark.flags());
        assertEquals(1000, TraceSets.steps(tsc).moveTo(5).mcountMarker());
        assertEquals("<00000000>", TraceSets.steps(tsc).moveTo(0).parent());

        LatencyTrace modern = TraceSets.latencyTraces(loaded).get(2);
        StepCursor event = TraceSets.steps(modern).moveTo(0);
        assertEquals("sched_switch", event.eventName());
        assertEquals("d..2.", event.flagsText());
        assertEquals(1, event.cpu());
        assertEquals('!', event.delayMark().symbol());
        assertTrue(event.payload().startsWith("prev_comm=java"));
        assertEquals("C1 Compi", TraceSets.steps(modern).moveTo(1).comm());
        assertEquals(List.of("cpu_startup_entry", "start_secondary"), TraceSets.steps(modern).moveTo(2).stackFrames());

        WorstTable worst = (WorstTable) loaded.getFiles().get(2).getContents().get(0);
        assertEquals("1376/sched.c", worst.getRows().get(0).getStart().getLine() + "/" + worst.getRows().get(0).getStart().getFile());
        // strings of rows are shared again after loading, like the symbols they repeat
        assertTrue(worst.getRows().get(0).getStart().getFile() == worst.getRows().get(0).getEnd().getFile());
        // shared locations stay shared after loading
        assertTrue(worst.getRows().get(0).getStart() == worst.getRows().get(2).getStart());
        IrqOffList irq = (IrqOffList) loaded.getFiles().get(3).getContents().get(0);
        assertEquals(26, irq.getRows().get(2).getIrq());
        assertTrue(!irq.getRows().get(0).isSetIrq());
        LogLine interval = ((PrintkLog) loaded.getFiles().get(3).getContents().get(1)).getLines().get(1);
        assertEquals("44816825", interval.getMeasurements().get(0).getValue());
        assertNotNull(loaded.getRuns().get(0).getBatches().get(0).getFiles().get(0));
        assertEquals("lt040907/lt001.v3k1/lt.28", loaded.getRuns().get(0).getBatches().get(0).getFiles().get(0).getPath());
    }

    @TestFactory
    Stream<DynamicTest> largeTablesRoundTrip() {
        return Stream.of(StoreFormat.values()).map(format -> DynamicTest.dynamicTest(format.name(), () -> {
            TraceSet set = SeedFixtures.ftrace();
            var builder = new org.latscope.model.steps.StepTableBuilder();
            for (int i = 0; i < 200_000; i++) {
                builder.cpu(i / 1000 % 4).add(i * 1_500L, 1_500, i % 31, (i + 3) % 31, i);
            }
            TraceSets.latencyTraces(set).get(0).setSteps(builder.build());
            Path file = Files.createTempDirectory(dir, "l").resolve("large." + format.extension());
            TraceSetStore.save(set, file);
            assertTrue(TraceSets.equal(set, TraceSetStore.load(file)));
        }));
    }

    @TestFactory
    Stream<DynamicTest> noSidecarWithoutSteps() {
        return Stream.of(StoreFormat.values()).map(format -> DynamicTest.dynamicTest(format.name(),
                () -> noSidecar(format, Files.createTempDirectory(dir, "n"))));
    }

    private void noSidecar(StoreFormat format, Path dir) throws Exception {
        Path file = dir.resolve("plain." + format.extension());
        TraceSetStore.save(SeedFixtures.worstTable(), file);
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(file), files.toList());
        }
        assertTrue(TraceSets.equal(SeedFixtures.worstTable(), TraceSetStore.load(file)));
    }
}
