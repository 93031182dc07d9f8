// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.latscope.testdata.TestData;

/**
 * {@link VpHeaderScan} reads the usual latency and task lines by hand and leaves every other
 * form to {@link VpHeaderLines}' regexes: wherever it reads a line, it must read what the regex
 * reads. Compared on every such line of the test data and on damaged copies of them. (In the
 * host's package: the classes are package-private.)
 */
class VpHeaderScanTest {

    /** A hand-written reader and the regex it stands in for. */
    private record Reader(String name, Function<String, Object> hand, Function<String, Object> regex) {
    }

    private static final List<Reader> LATENCY_AND_TASK = List.of(
            new Reader("latency", VpHeaderScan::latency, VpHeaderLines::latencyByRegex),
            new Reader("task", VpHeaderScan::task, VpHeaderLines::taskByRegex));

    private static final List<Reader> VERSION_AND_AT = List.of(
            new Reader("version", VpHeaderScan::version, VpHeaderLines::versionByRegex),
            new Reader("at", VpHeaderScan::at, VpHeaderLines::atByRegex));

    @Test
    void realHeaderLinesReadAsTheRegexReadsThem() throws IOException {
        Map<String, Integer> read = readAlike(headerLines(), LATENCY_AND_TASK);
        assertTrue(read.get("latency") >= 11, "latency lines read by hand: " + read);
        assertTrue(read.get("task") >= 10, "task lines read by hand: " + read);
        assertNotNull(VpHeaderScan.latency(" latency: 2888 us, entries: 37 (37)"));
        assertNotNull(VpHeaderScan.task("    | task: kjournald-2043 (uid:0 nice:-5 policy:0 rt_prio:0)"));
    }

    @Test
    void damagedHeaderLinesReadAsTheRegexReadsThemOrGoToIt() throws IOException {
        List<String> lines = damaged(headerLines(), " \t,()#/:-0123456789uidnce|CPU", 20261203);
        Map<String, Integer> read = readAlike(lines, LATENCY_AND_TASK);
        assertTrue(read.get("latency") + read.get("task") > 5_000, "damaged lines read by hand: " + read);
    }

    @Test
    void versionAndStartedEndedLinesReadAsTheRegexReadsThem() throws IOException {
        List<String> lines = linesContaining("latency trace v", "started at", "ended at");
        Map<String, Integer> read = readAlike(lines, VERSION_AND_AT);
        assertTrue(read.get("version") >= 10, "version lines read by hand: " + read);
        assertTrue(read.get("at") >= 20, "started/ended lines read by hand: " + read);
        assertEquals(new VpHeaderScan.At(false, "schedule", "2cd", "620", "c02d8c8d"),
                VpHeaderScan.at(" =>   ended at:   schedule+0x2cd/0x620 <c02d8c8d>"));
        assertEquals(new VpHeaderScan.Version(null, "1.0", null), VpHeaderScan.version("latency trace v1.0"));

        read = readAlike(damaged(lines, " \t=>:+/<>0x19afAF.vonstarde", 20261204), VERSION_AND_AT);
        assertTrue(read.get("version") + read.get("at") > 5_000, "damaged lines read by hand: " + read);
    }

    /** The regexes that read the model and counts after a latency line's entries until {@link VpHeaderScan#fields}. */
    private static final Pattern MODEL = Pattern.compile("M:(\\w+)");
    private static final Pattern FIELD = Pattern.compile("(VP|KP|SP|HP|#P|#CPUS):(\\d+)");

    private static VpHeaderScan.Fields fieldsByRegex(String rest) {
        Matcher model = MODEL.matcher(rest);
        Integer[] v = new Integer[5];
        Matcher f = FIELD.matcher(rest);
        while (f.find()) {
            if (f.group(2).length() <= 9) { // where Integer.parseInt could throw, the hand reader leaves the value out
                int at = List.of("VP", "KP", "SP", "HP").indexOf(f.group(1));
                v[at < 0 ? 4 : at] = Integer.valueOf(f.group(2));
            }
        }
        return new VpHeaderScan.Fields(model.find() ? model.group(1) : null, v[0], v[1], v[2], v[3], v[4]);
    }

    @Test
    void modelAndCountsReadAsTheRegexesFindThem() throws IOException {
        List<String> lines = linesContaining("VP:", "M:", "#P:", "#CPUS:");
        assertTrue(lines.size() >= 3, lines.toString());
        assertEquals(new VpHeaderScan.Fields("rt", 0, 0, 1, 1, 2),
                VpHeaderScan.fields(" | (M:rt VP:0, KP:0, SP:1 HP:1 #P:2)"));
        assertEquals(new VpHeaderScan.Fields(null, 0, 1, 1, 1, 2), VpHeaderScan.fields("   |   [VP:0 KP:1 SP:1 HP:1 #CPUS:2]"));
        for (String line : lines) {
            assertEquals(fieldsByRegex(line), VpHeaderScan.fields(line), line);
        }
        int withFields = 0;
        for (String damaged : damaged(lines, " ,()[]|#:MVKSHPCUrt_x0123456789", 20261206)) {
            VpHeaderScan.Fields f = VpHeaderScan.fields(damaged);
            assertEquals(fieldsByRegex(damaged), f, damaged);
            withFields += f.vp() != null || f.cpus() != null ? 1 : 0;
        }
        assertTrue(withFields > 10_000, "damaged lines with fields: " + withFields);
    }

    /** @return per reader, how many of the lines it read by hand, each as its regex reads it */
    private static Map<String, Integer> readAlike(List<String> lines, List<Reader> readers) {
        Map<String, Integer> read = new TreeMap<>();
        for (Reader reader : readers) {
            int n = 0;
            for (String line : lines) {
                Object hand = reader.hand().apply(line);
                if (hand != null) {
                    assertEquals(reader.regex().apply(line), hand, reader.name() + ": " + line);
                    n++;
                }
            }
            read.put(reader.name(), n);
        }
        return read;
    }

    /** @return 60,000 copies of random lines with one or two characters replaced from {@code alphabet} */
    private static List<String> damaged(List<String> lines, String alphabet, long seed) {
        Random random = new Random(seed);
        List<String> damaged = new ArrayList<>();
        for (int n = 0; n < 60_000; n++) {
            char[] line = lines.get(random.nextInt(lines.size())).toCharArray();
            for (int e = 1 + random.nextInt(2); e > 0; e--) {
                line[random.nextInt(line.length)] = alphabet.charAt(random.nextInt(alphabet.length()));
            }
            damaged.add(new String(line));
        }
        return damaged;
    }

    /** Every line of the test data that names a latency or a task. */
    private static List<String> headerLines() throws IOException {
        return linesContaining("latency:", "task:");
    }

    /** Every line of the v1.x samples and the seeds that contains one of {@code parts}. */
    private static List<String> linesContaining(String... parts) throws IOException {
        List<String> lines = new ArrayList<>();
        for (String folder : new String[] { "samples/public", "seeds" }) {
            try (Stream<Path> files = Files.list(TestData.path(folder))) {
                for (Path file : files.filter(p -> p.toString().endsWith(".txt")).sorted().toList()) {
                    for (String line : Files.readAllLines(file, StandardCharsets.ISO_8859_1)) {
                        if (Stream.of(parts).anyMatch(line::contains)) {
                            lines.add(line);
                        }
                    }
                }
            }
        }
        return lines;
    }
}
