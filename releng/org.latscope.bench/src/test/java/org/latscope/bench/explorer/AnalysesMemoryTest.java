// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.bench.limits.LimitsData;

/**
 * A file read whole just under the readers' memory limit leaves its analyses too little room
 * (issue #44: a gigabyte of v1.0.5 traces with -Xmx1g). The explorer's job must cut the file
 * before its analyses run out of memory, not by catching their OutOfMemoryError: the same
 * proportions at a smaller scale run in a JVM that exits on the first OutOfMemoryError thrown,
 * caught or not, and must end normally with the first part of the file and the message.
 */
class AnalysesMemoryTest {

    private static final long MB = 1L << 20;

    @Test
    void theJobCutsAFileBeforeItsAnalysesRunOutOfMemory(@TempDir Path dir) throws Exception {
        Path root = Path.of(System.getProperty("latscope.root"));
        Path sample = root.resolve("bundles/org.latscope.testdata/data/samples/public")
                .resolve(LimitsData.FAMILIES.get("vp-latency"));
        // 1 GB with -Xmx1g, scaled: the set fills the same share of the heap
        Path file = LimitsData.repeated(dir, "vp-latency-192m.txt", sample, 192 * MB);
        String out = run(file, "-Xmx192m");
        assertTrue(out.contains("problem: null"), out);
        Matcher kept = Pattern.compile("items (\\d+)").matcher(out);
        Matcher dropped = Pattern.compile("error: Memory nearly full \\(heap limit \\d+ MB\\): the last (\\d+) of the (\\d+) items "
                + "read from this file were dropped so that the rest could be analysed").matcher(out);
        assertTrue(kept.find() && dropped.find(), "the analyses' budget must have cut the file: " + out);
        int read = Integer.parseInt(dropped.group(2));
        assertEquals(read - Integer.parseInt(dropped.group(1)), Integer.parseInt(kept.group(1)), out);
        assertTrue(Integer.parseInt(kept.group(1)) > read / 3, "most of what fits is kept: " + out);
    }

    private static String run(Path file, String heap) throws IOException, InterruptedException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> command = List.of(java.toString(), heap, "-XX:+UseZGC", "-XX:+ExitOnOutOfMemoryError",
                "-cp", System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")),
                HeadlessOpen.class.getName(), file.toString());
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        byte[] bytes = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), "the load ends");
        String out = new String(bytes, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), "no OutOfMemoryError thrown (the JVM exits on the first one): " + out);
        return out;
    }
}
