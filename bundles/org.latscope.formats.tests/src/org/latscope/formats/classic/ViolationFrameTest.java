// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/**
 * {@link ViolationReportParser#frameSymbol} scans a report's stack frame line without the
 * pattern it replaced; it must take the same symbol from every line. (In the host's package:
 * the parser is package-private.)
 */
class ViolationFrameTest {

    private static final Pattern FRAME = Pattern.compile("^\\[<?([0-9a-fA-F]+|[^\\]\\s]+)>?\\]\\s+(\\S+)\\s*$"); //$NON-NLS-1$

    private static final String[] LINES = { "[<c0105a23>] dump_stack+0x23/0x30", "[c0105a23] dump_stack+0x23/0x30",
            "[<c0105a23>]dump_stack", "[<c0105a23>] dump_stack+0x23/0x30 extra", "[<c0105a23>] dump_stack \t ", "[]  x",
            "[<] x", "[<>] x", "[>] x", "[<c01 05a23>] x", "[<c0105a23>] ", "[<c0105a23>]", "[a[b] x", "[a]] x",
            "[\u001c] x\u2003y", "[<c0105a23>]\u000bsym\r" };

    @Test
    void takesTheSymbolOfKnownLinesAsThePatternDid() {
        for (String line : LINES) {
            assertEquals(byPattern(line), ViolationReportParser.frameSymbol(line), () -> '"' + line + '"'); //$NON-NLS-1$
        }
    }

    @Test
    void takesTheSymbolOfRandomLinesAsThePatternDid() {
        Random random = new Random(20261205);
        String alphabet = "[]<> \t\r0ax+/\u001c\u2003";
        int frames = 0;
        for (int n = 0; n < 200_000; n++) {
            StringBuilder line = new StringBuilder("[");
            int length = random.nextInt(12);
            for (int i = 0; i < length; i++) {
                line.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String s = line.toString();
            String expected = byPattern(s);
            frames += expected == null ? 0 : 1;
            assertEquals(expected, ViolationReportParser.frameSymbol(s), () -> '"' + s + '"'); //$NON-NLS-1$
        }
        assertEquals(true, frames > 1_000, "the random lines hold frames too: " + frames);
    }

    private static String byPattern(String line) {
        Matcher m = FRAME.matcher(line);
        return m.matches() ? m.group(2) : null;
    }
}
