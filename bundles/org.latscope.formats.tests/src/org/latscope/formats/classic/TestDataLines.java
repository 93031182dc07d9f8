// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import org.latscope.testdata.TestData;

/**
 * The lines of the seeds and samples, and damaged copies of them: what the tests of the hand
 * readers compare with the regexes those readers stand in for.
 */
final class TestDataLines {

    private TestDataLines() {
    }

    /** @return every line of the seeds and samples, read as Latin-1 */
    static List<String> all() throws IOException {
        List<String> lines = new ArrayList<>();
        for (String folder : new String[] { "samples", "seeds" }) {
            try (Stream<Path> files = Files.walk(TestData.path(folder))) {
                for (Path file : files.filter(p -> p.toString().endsWith(".txt")).sorted().toList()) {
                    lines.addAll(Files.readAllLines(file, StandardCharsets.ISO_8859_1));
                }
            }
        }
        return lines;
    }

    /**
     * @param lines lines to damage
     * @param alphabet the characters put in
     * @param copies how many damaged copies
     * @param span how far into a line the damage goes (lines shorter than that anywhere)
     * @param random the source of the damage
     * @return copies of random lines, each with one to three characters replaced from {@code alphabet}
     */
    static List<String> damaged(List<String> lines, String alphabet, int copies, int span, Random random) {
        List<String> damaged = new ArrayList<>();
        for (int n = 0; n < copies; n++) {
            char[] line = lines.get(random.nextInt(lines.size())).toCharArray();
            int reach = Math.min(line.length, span);
            for (int e = 1 + random.nextInt(3); e > 0 && reach > 0; e--) {
                line[random.nextInt(reach)] = alphabet.charAt(random.nextInt(alphabet.length()));
            }
            damaged.add(new String(line));
        }
        return damaged;
    }
}
