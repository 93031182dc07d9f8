// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Attribute;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.report.Report;
import org.latscope.report.ReportFormat;
import org.latscope.testdata.TestData;

/**
 * Traces whose function, task, cause and file names are markup, event handlers, script URLs,
 * quotes and control characters: the HTML report, parsed by jsoup, has no script element, no
 * event-handler attribute and no active URL, and shows the names as text; the Markdown and mail
 * text carry them inert.
 */
class HostileNamesTest {

    private static final String SCRIPT = "<script>alert(1)</script>";
    private static final String IMG = "<img/src=x/onerror=alert(2)>";
    private static final String SVG = "<svg/onload=alert(3)>";
    private static final String URL = "javascript:alert(4)";
    private static final String QUOTES = "\"'><b>q</b>";
    private static final String CONTROL = "bell\u0007esc\u001b[31m";

    @TempDir
    Path dir;

    /** Seeds 000 (voluntary-preempt traces) and 001 (worst-20 tables) with hostile names, in files named like tags. */
    private Path hostileFolder() throws IOException {
        Path folder = Files.createDirectory(dir.resolve("traces"));
        String traces = Files.readString(TestData.path("seeds/000_ccd2cb2fc6f710da.txt"), StandardCharsets.ISO_8859_1);
        // the seed's most frequent step functions, so that each reaches the hotspots and the tree
        String[][] names = { { "__spin_lock_irqsave", URL }, { "mark_offset_tsc", SCRIPT }, { "spin_lock", IMG },
                { "context_switch", SVG }, { "read_lock", QUOTES }, { "timer_interrupt", CONTROL } };
        for (String[] n : names) {
            traces = traces.replaceAll("(?<![A-Za-z0-9_])" + Pattern.quote(n[0]) + "(?![A-Za-z0-9_])", Matcher.quoteReplacement(n[1]));
        }
        Files.writeString(folder.resolve("<svg onload=alert(5)>.txt"), traces.replaceAll("task: [^,]+/(\\d+),", "task: <b>x</b>/$1,"),
                StandardCharsets.UTF_8);
        String seed = Files.readString(TestData.path("seeds/001_abd67432cf475aff.txt"), StandardCharsets.ISO_8859_1);
        Files.writeString(folder.resolve("worst \"quoted\" & <b>.txt"),
                seed.replace("spin_lock", SCRIPT).replace("reacqBKL", URL).replace("sched.c", "<i>.c"), StandardCharsets.UTF_8);
        return folder;
    }

    @Test
    void theHtmlReportHasNoActiveContent() throws IOException {
        Report report = Reports.report(HostileNamesTest.class, hostileFolder());
        String html = Reports.write(report, ReportFormat.HTML);
        Document doc = Jsoup.parse(html);
        assertTrue(doc.select("script").isEmpty(), "no script element");
        List<String> active = new ArrayList<>();
        for (Element e : doc.getAllElements()) {
            for (Attribute a : e.attributes()) {
                String key = a.getKey().toLowerCase(Locale.ROOT);
                String value = a.getValue().strip().toLowerCase(Locale.ROOT);
                if (key.startsWith("on") || value.startsWith("javascript:") || value.startsWith("data:")
                        || (key.equals("href") || key.equals("src") || key.endsWith(":href") || key.equals("action"))
                                && !value.startsWith("#")) {
                    active.add(e.tagName() + " " + key + "=" + value);
                }
            }
        }
        assertEquals(List.of(), active);
        assertTrue(doc.select("img, iframe, object, embed, b, i, form, base, link").isEmpty(), doc.select("img, b, i").toString());
        // the names are there, as text: the test would see them if they became markup
        String text = doc.text();
        for (String name : List.of(SCRIPT, IMG, SVG, URL, QUOTES, "<b>x</b>/", "<svg onload=alert(5)>.txt",
                "worst \"quoted\" & <b>.txt", "<i>.c")) {
            assertTrue(text.contains(name), name + " shown as text");
        }
        assertFalse(html.contains("\u0007") || html.contains("\u001b"), "control characters are replaced");
        assertTrue(text.contains("bell\uFFFDesc\uFFFD[31m"), "control characters are shown as U+FFFD");
    }

    @Test
    void markdownAndMailTextCarryTheNamesInert() throws IOException {
        Report report = Reports.report(HostileNamesTest.class, hostileFolder());
        String md = Reports.write(report, ReportFormat.MARKDOWN);
        assertFalse(Pattern.compile("(?<!\\\\)<(script|img|svg|b|i)").matcher(md).find(),
                "every < is escaped in Markdown");
        assertTrue(md.contains("\\<script\\>alert\\(1\\)\\</script\\>"), "the name is still there, escaped");
        String text = Reports.write(report, ReportFormat.TEXT);
        assertTrue(text.contains(SCRIPT), "the mail text shows the name as it is");
        assertFalse(text.contains("\u0007") || text.contains("\u001b"), "but no control character");
        for (String line : text.split("\n")) {
            assertFalse(line.startsWith(">") || line.startsWith("From "), line);
        }
    }
}
