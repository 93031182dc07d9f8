// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.testdata.TestData;

/**
 * A partial result is never silent: when memory runs short and files are left out, the analysis
 * commands say so on stderr with how many and the first, and exit 2.
 */
class MemoryFullCommandTest {

    @TempDir
    Path dir;

    private final CommandLine cli = new CommandLine(getClass());

    @AfterEach
    void restore() {
        System.clearProperty("latscope.memoryLimitPercent");
        cli.close();
    }

    @Test
    void hotspotsSaysWhichFilesTheResultLeavesOut() throws IOException {
        for (int i = 0; i < 3; i++) {
            Files.copy(TestData.path("seeds/000_ccd2cb2fc6f710da.txt"), dir.resolve("trace" + i + ".txt"));
        }
        System.setProperty("latscope.memoryLimitPercent", "0"); // any heap in use after a collection is too much
        System.gc();
        assertEquals(2, cli.run("hotspots", "--json", dir.toString()));
        String err = cli.err();
        assertTrue(err.contains("memory nearly full: 3 files were not read or read only in part (the first: "), err);
        assertTrue(err.contains("trace0.txt"), err);
        assertEquals(2, cli.run("summary", dir.toString()));
        assertTrue(cli.out().contains("trace0.txt  [not read]"), cli.out());

        System.clearProperty("latscope.memoryLimitPercent");
        CommandLine again = new CommandLine(getClass());
        try {
            again.run("hotspots", "--json", dir.toString());
            assertTrue(!again.err().contains("memory nearly full"), again.err());
        } finally {
            again.close();
        }
    }
}
