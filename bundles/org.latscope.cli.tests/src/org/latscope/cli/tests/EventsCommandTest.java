// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.GZIPInputStream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.cli.CommandLineRunner;
import org.latscope.testdata.TestData;

/** {@code latscope events}: trace-cmd report's text, per file; problems on stderr with their offsets. */
class EventsCommandTest {

    private static final String DIR = "trace-dat/"; //$NON-NLS-1$

    private final CommandLine cli = new CommandLine(getClass());

    @TempDir
    Path tmp;

    @AfterEach
    void close() {
        cli.close();
    }

    private static String expected(String name) throws IOException {
        try (InputStream in = new GZIPInputStream(
                Files.newInputStream(TestData.path(DIR + "expected/" + name.replace(".dat", ".report.gz"))))) { //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }

    @Test
    void printsWhatTraceCmdReportPrintsForEachFileInTurn() throws IOException {
        String sched = "v6_sched_1cpu_tutorial3LabSisop.dat"; //$NON-NLS-1$
        String timerlat = "v7zstd_6.1rt_timerlat.dat"; //$NON-NLS-1$
        assertEquals(CommandLineRunner.OK,
                cli.run("events", TestData.path(DIR + sched).toString(), TestData.path(DIR + timerlat).toString())); //$NON-NLS-1$
        assertEquals(expected(sched) + expected(timerlat), cli.out().replace(System.lineSeparator(), "\n")); //$NON-NLS-1$
        assertEquals("", cli.err()); //$NON-NLS-1$
    }

    @Test
    void folderGivesItsTraceDatFilesAndSkipsTheRest() throws IOException {
        String osnoise = "v7zstd_6.1rt_osnoise.dat"; //$NON-NLS-1$
        Files.copy(TestData.path(DIR + osnoise), tmp.resolve(osnoise));
        Files.writeString(tmp.resolve("notes.txt"), "not a trace\n"); //$NON-NLS-1$ //$NON-NLS-2$
        assertEquals(CommandLineRunner.OK, cli.run("events", tmp.toString())); //$NON-NLS-1$
        assertEquals(expected(osnoise), cli.out());
    }

    @Test
    void damagedFileExitsTwoAndNamesTheOffset() throws IOException {
        byte[] b = Files.readAllBytes(TestData.path(DIR + "v6_sched_4cpu_kernel-monitor-framework.dat")); //$NON-NLS-1$
        Path cut = tmp.resolve("cut.dat"); //$NON-NLS-1$
        Files.write(cut, Arrays.copyOf(b, 5000));
        assertEquals(CommandLineRunner.PARTIAL, cli.run("events", cut.toString())); //$NON-NLS-1$
        assertTrue(cli.out().startsWith("cpus="), cli.out()); //$NON-NLS-1$
        assertTrue(cli.err().startsWith("latscope: " + cut + ": offset "), cli.err()); //$NON-NLS-1$ //$NON-NLS-2$
        assertTrue(cli.err().contains("past the end"), cli.err()); //$NON-NLS-1$
    }

    @Test
    void jsonGivesOneObjectPerEvent() throws IOException {
        String sched = "v6_sched_1cpu_tutorial3LabSisop.dat"; //$NON-NLS-1$
        assertEquals(CommandLineRunner.OK, cli.run("events", "--json", TestData.path(DIR + sched).toString())); //$NON-NLS-1$ //$NON-NLS-2$
        String[] lines = cli.out().split("\n"); //$NON-NLS-1$
        assertEquals(1 + 102, lines.length);
        assertTrue(lines[0].contains("\"version\":6"), lines[0]); //$NON-NLS-1$
        assertEquals("{\"cpu\":0,\"ts\":585229563745,\"pid\":90,\"comm\":\"trace-cmd\",\"flags\":1,\"preempt\":0," //$NON-NLS-1$
                + "\"system\":\"sched\",\"name\":\"sched_switch\",\"info\":\"trace-cmd:90 [120] S ==> trace-cmd:91 [120]\"}", //$NON-NLS-1$
                lines[1]);
    }
}
