// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;

/**
 * The lines an in-place scanner is checked against: each real line once as it is, then the
 * same lines again and again with one to three characters replaced from an alphabet of what
 * the scanner looks for (digits, separators, control bytes, a non-ASCII letter), each followed
 * either by its newline alone or by a next line, as a buffer holds it.
 */
public final class DamagedLines {

    private final List<String> lines;
    private final Random random;
    private final String alphabet;
    private final String nextLine;

    /**
     * @param lines the real lines
     * @param seed the damage's seed
     * @param alphabet what a damaged character becomes
     * @param nextLine the line that follows half of them in the buffer
     */
    public DamagedLines(List<String> lines, long seed, String alphabet, String nextLine) {
        this.lines = lines;
        this.random = new Random(seed);
        this.alphabet = alphabet;
        this.nextLine = nextLine;
    }

    /** @return how many to take: the real lines and 200,000 damaged ones */
    public int count() {
        return 200_000 + lines.size();
    }

    /** @return the {@code n}th line, damaged when {@code n} is past the real ones */
    public String line(int n) {
        String line = lines.get(n % lines.size());
        if (n < lines.size()) {
            return line;
        }
        char[] chars = line.toCharArray();
        for (int e = 1 + random.nextInt(3); e > 0; e--) {
            chars[random.nextInt(chars.length)] = alphabet.charAt(random.nextInt(alphabet.length()));
        }
        return new String(chars);
    }

    /** @return {@code line} as a buffer holds it: its newline, then the next line or nothing */
    public byte[] inBuffer(String line) {
        return (line + (random.nextBoolean() ? "\n" : "\n" + nextLine)).getBytes(StandardCharsets.ISO_8859_1);
    }
}
