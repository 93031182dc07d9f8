// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceImpl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.TraceSet;
import org.latscope.model.WorstRow;
import org.latscope.model.WorstTable;
import org.latscope.model.persistence.StoreFormat;
import org.latscope.model.persistence.TraceSetStore;
import org.latscope.model.persistence.TraceStoreException;
import org.latscope.model.support.TraceSets;

/** Atomic saves, clear errors, and good copies that are never replaced by bad ones. */
class TraceSetStoreTest {

    private static final String TRACE_TEXT = "preemption latency trace v1.0.5 on 2.6.9-rc1-VP-R1\n"
            + "latency: 550 us, entries: 6 (6)\n";

    @TempDir
    Path dir;

    @Test
    void choosesTheFormatByExtensionOrSize() throws Exception {
        Path xmi = dir.resolve("a.xmi");
        Path bin = dir.resolve("a.latscope");
        TraceSetStore.save(SeedFixtures.latencyV1(), xmi);
        TraceSetStore.save(SeedFixtures.latencyV1(), bin);
        assertEquals('<', Files.readAllBytes(xmi)[0]);
        assertEquals((byte) 0x89, Files.readAllBytes(bin)[0]);
        assertEquals(StoreFormat.XMI, TraceSetStore.chooseFormat(SeedFixtures.everything()));
        TraceSet large = SeedFixtures.traceSet();
        var trace = LatscopeFactory.eINSTANCE.createLatencyTrace();
        var builder = new org.latscope.model.steps.StepTableBuilder();
        for (int i = 0; i <= TraceSetStore.BINARY_THRESHOLD_STEPS; i++) {
            builder.add(i * 1_000L, 1_000, 0, -1, 0);
        }
        trace.setSteps(builder.build());
        SeedFixtures.file(large, null, null, "big.txt", "ftrace").getContents().add(trace);
        assertEquals(StoreFormat.BINARY, TraceSetStore.chooseFormat(large));
        Path unnamed = dir.resolve("large.set");
        TraceSetStore.save(large, unnamed);
        assertEquals((byte) 0x89, Files.readAllBytes(unnamed)[0]);
    }

    @Test
    void leavesOnlyTheNewPairBehind() throws Exception {
        Path file = dir.resolve("set.latscope");
        TraceSetStore.save(SeedFixtures.latencyV1(), file);
        TraceSetStore.save(SeedFixtures.everything(), file);
        TraceSet loaded = TraceSetStore.load(file);
        try (Stream<Path> files = Files.list(dir)) {
            List<String> names = files.map(p -> p.getFileName().toString()).sorted().toList();
            assertEquals(List.of("set.latscope", loaded.getStepStore()), names);
        }
        TraceSet expected = SeedFixtures.everything();
        expected.setStepStore(loaded.getStepStore());
        assertTrue(TraceSets.equal(expected, loaded));
    }

    @Test
    void savesASetThatLivesInAnotherResourceWithoutMovingIt() throws Exception {
        TraceSet set = SeedFixtures.latencyV1();
        var resource = new XMIResourceImpl(URI.createURI("mem:/x.xmi"));
        TraceSetStore.newResourceSet().getResources().add(resource);
        resource.getContents().add(set);
        TraceSetStore.save(set, dir.resolve("copy.xmi"));
        assertTrue(set.eResource() == resource);
        assertTrue(TraceSets.equal(set, TraceSetStore.load(dir.resolve("copy.xmi"))));
    }

    @Test
    void refusesToOverwriteATraceFile() throws Exception {
        Path trace = dir.resolve("lt.28");
        Files.writeString(trace, TRACE_TEXT);
        TraceStoreException e = assertThrows(TraceStoreException.class,
                () -> TraceSetStore.save(SeedFixtures.latencyV1(), trace, StoreFormat.BINARY));
        assertTrue(e.getMessage().contains(trace.toString()), e.getMessage());
        assertEquals(TRACE_TEXT, Files.readString(trace));
        assertEquals(trace, e.getPath());
    }

    @Test
    void failedSaveKeepsTheGoodCopy() throws Exception {
        Path file = dir.resolve("good.xmi");
        TraceSet good = SeedFixtures.latencyV1();
        TraceSetStore.save(good, file);
        byte[] before = Files.readAllBytes(file);
        String goodStore = good.getStepStore();

        TraceSet bad = SeedFixtures.worstTable();
        WorstRow row = ((WorstTable) bad.getFiles().get(0).getContents().get(0)).getRows().get(0);
        row.setStart(LatscopeFactory.eINSTANCE.createSourceLocation()); // contained nowhere: a dangling reference
        bad.getFiles().add(SeedFixtures.latencyV1().getFiles().get(0)); // with steps, so a sidecar is written first
        assertThrows(TraceStoreException.class, () -> TraceSetStore.save(bad, file));

        assertArrayEquals(before, Files.readAllBytes(file));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of("good.xmi", goodStore), files.map(p -> p.getFileName().toString()).sorted().toList(),
                    "no temporary file or orphan sidecar left behind");
        }
        TraceSet expected = SeedFixtures.latencyV1();
        expected.setStepStore(goodStore);
        assertTrue(TraceSets.equal(expected, TraceSetStore.load(file)));
    }

    @Test
    void keepsThePermissionsOfTheFileItReplaces() throws Exception {
        if (!FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            return; // (Assumptions would need opentest4j on the fragment's class path)
        }
        Path file = dir.resolve("perm.xmi");
        TraceSetStore.save(SeedFixtures.latencyV1(), file);
        assertEquals(PosixFilePermissions.fromString("rw-r--r--"), Files.getPosixFilePermissions(file));
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-rw----"));
        TraceSetStore.save(SeedFixtures.latencyV1(), file);
        assertEquals(PosixFilePermissions.fromString("rw-rw----"), Files.getPosixFilePermissions(file));
    }

    @Test
    void missingFileIsAClearError() {
        Path missing = dir.resolve("nothing.xmi");
        TraceStoreException e = assertThrows(TraceStoreException.class, () -> TraceSetStore.load(missing));
        assertTrue(e.getMessage().contains("nothing.xmi") && e.getMessage().contains("no such file"), e.getMessage());
    }

    @Test
    void traceTextIsNotATraceSet() throws Exception {
        Path trace = dir.resolve("lt.28");
        Files.writeString(trace, TRACE_TEXT);
        TraceStoreException e = assertThrows(TraceStoreException.class, () -> TraceSetStore.load(trace));
        assertTrue(e.getMessage().contains("lt.28") && e.getMessage().contains("not a Latscope trace set"), e.getMessage());
    }

    @Test
    void foreignXmiIsNotATraceSet() throws Exception {
        Path foreign = dir.resolve("library.xmi");
        Files.writeString(foreign, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<lib:Library xmi:version=\"2.0\" xmlns:xmi=\"http://www.omg.org/XMI\" "
                + "xmlns:lib=\"http://www.eclipse.org/emf/examples/library/1.0\" name=\"x\"/>\n");
        TraceStoreException e = assertThrows(TraceStoreException.class, () -> TraceSetStore.load(foreign));
        assertTrue(e.getMessage().contains("library.xmi") && e.getMessage().contains("not a Latscope trace set"),
                e.getMessage());
    }

    @Test
    void truncatedResourceIsDamaged() throws Exception {
        for (StoreFormat format : StoreFormat.values()) {
            Path file = dir.resolve("cut." + format.extension());
            TraceSetStore.save(SeedFixtures.everything(), file);
            truncate(file, Files.size(file) / 2);
            TraceStoreException e = assertThrows(TraceStoreException.class, () -> TraceSetStore.load(file));
            assertTrue(e.getMessage().contains(file.getFileName().toString()) && e.getMessage().contains("damaged"),
                    e.getMessage());
        }
    }

    @Test
    void damagedSidecarIsDetected() throws Exception {
        Path file = dir.resolve("steps.latscope");
        TraceSet set = SeedFixtures.latencyV1();
        TraceSetStore.save(set, file);
        Path sidecar = dir.resolve(set.getStepStore());
        byte[] bytes = Files.readAllBytes(sidecar);
        bytes[bytes.length / 2] ^= 0x40;
        Files.write(sidecar, bytes);
        TraceStoreException flipped = assertThrows(TraceStoreException.class, () -> TraceSetStore.load(file));
        assertTrue(flipped.getMessage().contains(set.getStepStore()) && flipped.getMessage().contains("damaged"),
                flipped.getMessage());

        truncate(sidecar, 30);
        TraceStoreException cut = assertThrows(TraceStoreException.class, () -> TraceSetStore.load(file));
        assertTrue(cut.getMessage().contains("damaged"), cut.getMessage());

        Files.delete(sidecar);
        TraceStoreException gone = assertThrows(TraceStoreException.class, () -> TraceSetStore.load(file));
        assertTrue(gone.getMessage().contains("missing"), gone.getMessage());
    }

    @Test
    void sidecarOfAnotherSaveIsRejected() throws Exception {
        Path a = dir.resolve("a.latscope");
        Path b = dir.resolve("b.latscope");
        TraceSet setA = SeedFixtures.latencyV1();
        TraceSet setB = SeedFixtures.latencyV1();
        TraceSetStore.save(setA, a);
        TraceSetStore.save(setB, b);
        Files.copy(dir.resolve(setB.getStepStore()), dir.resolve(setA.getStepStore()),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        TraceStoreException e = assertThrows(TraceStoreException.class, () -> TraceSetStore.load(a));
        assertTrue(e.getMessage().contains("a.latscope"), e.getMessage());
    }

    @Test
    void recognisesItsOwnFiles() throws Exception {
        Path file = dir.resolve("own.xmi");
        TraceSetStore.save(SeedFixtures.histogram(), file);
        assertTrue(TraceSetStore.isTraceSetFile(file));
        Path other = dir.resolve("other.txt");
        Files.write(other, "[ 2292.895751] interval=44816825, jiffies=22\n".getBytes(StandardCharsets.UTF_8));
        assertTrue(!TraceSetStore.isTraceSetFile(other));
    }

    private static void truncate(Path file, long length) throws IOException {
        try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
            raf.setLength(length);
        }
    }
}
