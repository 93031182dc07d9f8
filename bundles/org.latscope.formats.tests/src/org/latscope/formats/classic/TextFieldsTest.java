// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * {@link Text#fields} replaces {@code split("\\s+")} in the table and histogram rows: it must
 * split every line as the regex does, leading empty field and all. (In the host's package:
 * {@link Text} is package-private.)
 */
class TextFieldsTest {

    private static final String[] LINES = { "", " ", "   ", "a", " a", "a ", " a ", "a b", "a  b", "\ta\u000bb\fc\rd\ne",
            "5664 spin_lock 1 1376/sched.c c0114db3 697/sched.c", "  12    345  ", "a\u00a0b", "a\u2003b ", "\u001cx y" };

    @Test
    void splitsKnownLinesAsTheRegexDoes() {
        for (String line : LINES) {
            assertArrayEquals(line.split("\\s+"), Text.fields(line), () -> '"' + line + '"'); //$NON-NLS-1$
        }
    }

    @Test
    void splitsRandomLinesAsTheRegexDoes() {
        Random random = new Random(20261205);
        String alphabet = "ab1 \t\u000b\f\r\n\u00a0\u2003";
        for (int n = 0; n < 20_000; n++) {
            StringBuilder line = new StringBuilder();
            int length = random.nextInt(12);
            for (int i = 0; i < length; i++) {
                line.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String s = line.toString();
            assertArrayEquals(s.split("\\s+"), Text.fields(s), () -> '"' + s + '"'); //$NON-NLS-1$
        }
    }
}
