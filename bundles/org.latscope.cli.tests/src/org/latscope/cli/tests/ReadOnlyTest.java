// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.formats.InstalledTraceFormats;
import org.latscope.formats.TraceSetReader;
import org.latscope.model.TraceSet;
import org.latscope.model.persistence.TraceSetStore;
import org.latscope.testdata.FolderSnapshot;
import org.latscope.testdata.TestData;

/**
 * Trace files are only read, proven: SHA-256 of every input, and a listing of the trace folder
 * (every entry, hidden ones included, with size and modification time), before and after every
 * command of the command line (there is no report command: summary, tree, hotspots, nesting,
 * stats, timeline and compare, text and JSON) and opening and closing the set headless
 * ({@link TraceSetReader}, then {@link TraceSetStore} saving it to a workspace folder elsewhere and
 * loading it). Nothing changes and nothing is added next to the traces. The explorer's part
 * (opening and closing a set in the Trace Set editor) is org.latscope.ui.tests' ExplorerReadOnlyTest.
 */
class ReadOnlyTest {

    @Test
    void commandsAndOpeningASetChangeNothingAndWriteNothingNextToTheTraces(@TempDir Path tmp) throws Exception {
        Path traces = tmp.resolve("traces");
        FolderSnapshot.copy(TestData.path("seeds"), traces.resolve("seeds"));
        FolderSnapshot.copy(TestData.path("samples"), traces.resolve("samples"));
        try (OutputStream gz = new GZIPOutputStream(Files.newOutputStream(traces.resolve("seed000.txt.gz")))) {
            gz.write(Files.readAllBytes(TestData.path("seeds/000_ccd2cb2fc6f710da.txt")));
        }
        Map<String, String> before = FolderSnapshot.of(traces);
        assertTrue(before.size() > 40, before.keySet().toString());
        String dir = traces.toString();
        String seeds = traces.resolve("seeds").toString();
        List<List<String>> commands = List.of(List.of("summary", dir), List.of("summary", "--json", dir),
                List.of("tree", dir), List.of("tree", "--json", "--inverted", dir), List.of("hotspots", dir),
                List.of("hotspots", "--json", "--by", "location", dir), List.of("nesting", "--json", dir),
                List.of("stats", "--json", dir), List.of("timeline", "--json", dir), List.of("compare", seeds, dir));
        try (CommandLine cli = new CommandLine(getClass())) {
            for (List<String> command : commands) {
                int code = cli.run(command.toArray(String[]::new));
                assertTrue(code == 0 || code == 2, command + " exited " + code + ": " + cli.err());
                assertEquals(before, FolderSnapshot.of(traces), "after " + command);
            }
        }
        Path workspace = tmp.resolve("workspace");
        try (InstalledTraceFormats formats = new InstalledTraceFormats(getClass())) {
            TraceSet set = new TraceSetReader(formats.registry(), 2).read(List.of(traces), "traces");
            assertFalse(set.getFiles().isEmpty());
            TraceSetStore.save(set, workspace.resolve("traces.latscope"));
            TraceSet loaded = TraceSetStore.load(workspace.resolve("traces.latscope"));
            assertEquals(set.getFiles().size(), loaded.getFiles().size());
        }
        assertEquals(before, FolderSnapshot.of(traces), "after opening, saving and loading the set");
    }
}
