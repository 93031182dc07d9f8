// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.latscope.formats.tests.DamagedLines;
import org.latscope.testdata.TestData;

/**
 * {@link VpEntry} reads the usual v1.0.2+ entry in one pass with fixed positions and every
 * other line with its general scan: both must read a line alike. A doubled first blank sends
 * a line to the general scan without changing what it says. (In the host's package: the class
 * is package-private.)
 */
class VpEntryTest {

    private static final String[] SAMPLES = { "samples/public/old_v1.0.5_ksoftirqd_626us_nmi.txt",
            "samples/public/old_v1.0.5_swapper_2888us_wrapped_line.txt",
            "samples/public/old_v1.0.7_ksoftirqd_1537us_wakeup_pid_column_wrapped.txt",
            "seeds/000_ccd2cb2fc6f710da.txt" };

    @Test
    void realEntriesReadAlikeOnBothPaths() throws IOException {
        int entries = 0;
        for (String sample : SAMPLES) {
            List<String> lines = Files.readAllLines(TestData.path(sample), StandardCharsets.ISO_8859_1);
            for (String line : lines) {
                if (line.indexOf(' ') > 0 && describe(line) != null) {
                    assertEquals(describe(line), describe(doubleFirstBlank(line)), line);
                    entries++;
                }
            }
        }
        assertTrue(entries >= 130, "entries compared: " + entries);
    }

    @Test
    void damagedEntriesReadAlikeOnBothPaths() {
        Random random = new Random(20261203);
        String alphabet = "0123456789abcdef.ms(+): x\t";
        String[] canonical = { "00000002 0.074ms (+0.002ms): as_work_handler (radix_tree_lookup)",
                "00010001 12.345ms (+0.549ms): do_softirq (need_resched) [3]", "00000001 0.000ms (+0.000ms): (4) ((0))",
                "00000003 7811.000ms (+1.5ms): schedule" };
        for (int n = 0; n < 50_000; n++) {
            char[] line = canonical[random.nextInt(canonical.length)].toCharArray();
            int edits = 1 + random.nextInt(2);
            for (int e = 0; e < edits; e++) {
                line[random.nextInt(Math.min(line.length, 32))] = alphabet.charAt(random.nextInt(alphabet.length()));
            }
            String damaged = new String(line);
            if (damaged.indexOf(' ') > 0) {
                assertEquals(describe(damaged), describe(doubleFirstBlank(damaged)), damaged);
            }
        }
    }

    /**
     * The byte-level pre-check before the v1.1.x regex is a necessary condition: it holds on
     * every line of the test data the regex matches (v1.1.x traces, and ftrace's, which look
     * alike) and on damaged copies of them, and it turns away the header lines of every trace.
     */
    @Test
    void v11PrecheckHoldsWhereverTheRegexMatches() throws IOException {
        List<String> matching = new ArrayList<>();
        int rejected = 0;
        try (Stream<Path> files = Files.walk(TestData.root())) {
            for (Path file : files.filter(Files::isRegularFile).filter(f -> f.toString().endsWith(".txt")).toList()) {
                for (String line : Files.readAllLines(file, StandardCharsets.ISO_8859_1)) {
                    boolean pre = mayBeV11(line);
                    if (VpEntry.matchesV11(line)) {
                        assertTrue(pre, file + ": " + line);
                        matching.add(line);
                    } else if (!pre) {
                        rejected++;
                    }
                }
            }
        }
        assertTrue(matching.size() >= 100, "lines the regex matches: " + matching.size());
        assertTrue(rejected >= 1000, "lines the pre-check turns away: " + rejected);
        Random random = new Random(20261204);
        String alphabet = " \t-0123456789.dNhsu:+!";
        for (int n = 0; n < 50_000; n++) {
            char[] line = matching.get(random.nextInt(matching.size())).toCharArray();
            for (int e = 1 + random.nextInt(2); e > 0; e--) {
                line[random.nextInt(Math.min(line.length, 40))] = alphabet.charAt(random.nextInt(alphabet.length()));
            }
            String damaged = new String(line);
            if (VpEntry.matchesV11(damaged)) {
                assertTrue(mayBeV11(damaged), damaged);
            }
        }
        for (String header : new String[] { "preemption latency trace v1.0.5 on 2.6.9-rc1-VP-R1",
                "=> started at: kmap_atomic+0x23/0xe0", "-----------------", "=======>",
                "| task: cat/18853, uid:0 nice:0 policy:0 rt_prio:0", "latency: 21694 us, entries: 1838 (1838)" }) {
            assertFalse(mayBeV11(header), header);
        }
    }

    /**
     * v1.1.x entries are read by hand where the regex would read them the same: compared on
     * every v1.1.x-looking line of the test data, on damaged copies, and on odd forms.
     */
    @Test
    void v11EntriesReadAlikeByHandAndByRegex() throws IOException {
        List<String> lines = new ArrayList<>();
        try (Stream<Path> files = Files.walk(TestData.root())) {
            for (Path file : files.filter(Files::isRegularFile).filter(f -> f.toString().endsWith(".txt")).toList()) {
                // as the reader decodes: bytes that are not UTF-8 become U+FFFD, which the regex knows ("\ufffds")
                new String(Files.readAllBytes(file), StandardCharsets.UTF_8).lines()
                        .filter(line -> line.contains("s") && line.indexOf('-') >= 0).forEach(lines::add);
            }
        }
        List<String> entryLines = new ArrayList<>();
        for (String line : lines) {
            String byRegex = describeV11(line, true);
            assertEquals(byRegex, describeV11(line, false), line);
            if (byRegex != null) {
                entryLines.add(line);
            }
        }
        assertTrue(entryLines.size() >= 100, "v1.1.x entries compared: " + entryLines.size());
        Random random = new Random(20261205);
        String alphabet = " \t-0123456789.:dDNnhs u+!(<>)\u00b5";
        int damagedEntries = 0;
        for (int n = 0; n < 60_000; n++) {
            // two in three from the entries, so that large files of other lines do not thin them out
            List<String> pool = n % 3 == 2 ? lines : entryLines;
            char[] line = pool.get(random.nextInt(pool.size())).toCharArray();
            for (int e = 1 + random.nextInt(3); e > 0; e--) {
                line[random.nextInt(Math.min(line.length, 40))] = alphabet.charAt(random.nextInt(alphabet.length()));
            }
            String damaged = new String(line);
            String byRegex = describeV11(damaged, true);
            assertEquals(byRegex, describeV11(damaged, false), damaged);
            damagedEntries += byRegex == null ? 0 : 1;
        }
        assertTrue(damagedEntries > 10_000, "damaged v1.1.x entries compared: " + damagedEntries);
        for (String odd : new String[] { "  a-b-12  0Dnh2    4us+: fn (parent)", "x-1 0d..1 5us::fn", "x-1 0d..1 5\u00b5s : fn",
                "<idle>-0 1234Dn.1 4us : fn", "x-12345678901 0d..1 5us : fn", "-1 0d..1 5us : fn", "x-1 0d..1 5us :\r" }) {
            assertEquals(describeV11(odd, true), describeV11(odd, false), odd);
        }
        assertEquals("comm=a-b pid=12 cpu=0 flags=Dnh2 t=4000 mark=+ fn=fn parent=parent pseudo=null mcount=-1",
                describeV11("  a-b-12  0Dnh2    4us+: fn (parent)", false));
    }

    /** @return what the v1.1.x scan made of the line, or null when it is no entry */
    private static String describeV11(String line, boolean byRegex) {
        VpEntry entry = new VpEntry();
        if (!entry.scanV11(line, byRegex)) {
            return null;
        }
        String parent = entry.parentFrom < 0 ? entry.parentText
                : new String(entry.call, entry.parentFrom, entry.parentTo - entry.parentFrom, StandardCharsets.UTF_8);
        return "comm=" + entry.comm + " pid=" + entry.pid + " cpu=" + entry.cpu + " flags=" + entry.flags + " t="
                + entry.timeNs + " mark=" + entry.mark + " fn=" + entry.function() + " parent=" + parent
                + " pseudo=" + entry.pseudo + " mcount=" + entry.mcount;
    }

    private static boolean mayBeV11(String line) {
        byte[] b = line.getBytes(StandardCharsets.ISO_8859_1);
        return VpEntry.mayBeV11(b, 0, b.length);
    }

    /** @return what the entry scan made of the line, or null when it is no entry */
    /**
     * The in-place scan of the canonical entry, which finds the line's newline itself, takes
     * exactly the lines it reads as the scan of the line reads them, ends them where the line
     * ends, and declines a line with a carriage return, NUL or byte beyond ASCII: compared on
     * the samples' entries and 200,000 damaged copies, each followed by a newline and maybe
     * more text.
     */
    @Test
    void inPlaceScanReadsAsTheScanOfTheLine() throws IOException {
        List<String> entries = new ArrayList<>();
        for (String sample : SAMPLES) {
            for (String line : Files.readAllLines(TestData.path(sample), StandardCharsets.ISO_8859_1)) {
                if (describe(line) != null) {
                    entries.add(line);
                }
            }
        }
        entries.add("00000002 0.074ms (+0.002ms): as_work_handler (radix_tree_lookup)");
        entries.add("00010001 12.345ms (+0.549ms): do_softirq_with_a_rather_long_name_indeed (need_resched_too_long_as_well)");
        DamagedLines damaged = new DamagedLines(entries, 20261207, "0123456789abcdef.ms(+): x\t\r\n\0\u00e9)[]",
                "next 00000001 0.0ms");
        int taken = 0;
        for (int n = 0; n < damaged.count(); n++) {
            String line = damaged.line(n);
            byte[] bytes = damaged.inBuffer(line);
            VpEntry entry = new VpEntry();
            int newline = entry.scanInPlace(bytes, 0, bytes.length);
            if (newline < 0) {
                assertFalse(entry.inPlace, line);
                continue;
            }
            taken++;
            String read = new String(bytes, 0, newline, StandardCharsets.ISO_8859_1);
            int end = line.indexOf('\n');
            assertEquals(end < 0 ? line : line.substring(0, end), read, line);
            assertTrue(read.chars().allMatch(c -> c > 0 && c < 128) && !read.endsWith("\r"), read);
            assertEquals(describe(read), describe(entry), read);
        }
        assertTrue(taken >= 10_000, "lines taken in place: " + taken);
    }

    private static String describe(String line) {
        VpEntry entry = new VpEntry();
        if (!entry.scan(line)) {
            return null;
        }
        return describe(entry);
    }

    private static String describe(VpEntry entry) {
        String parent = entry.parentFrom < 0 ? entry.parentText
                : new String(entry.call, entry.parentFrom, entry.parentTo - entry.parentFrom, StandardCharsets.UTF_8);
        return entry.layout + " prefix=" + entry.prefix + " pid=" + entry.pid + " count=" + entry.count + " t="
                + entry.timeNs + " d=" + entry.deltaNs + " fn=" + entry.function() + " parent=" + parent + " mcount="
                + entry.mcount + " pseudo=" + entry.pseudo + " missing=" + entry.parentMissing;
    }

    private static String doubleFirstBlank(String line) {
        int blank = line.indexOf(' ');
        return line.substring(0, blank) + " " + line.substring(blank);
    }
}
