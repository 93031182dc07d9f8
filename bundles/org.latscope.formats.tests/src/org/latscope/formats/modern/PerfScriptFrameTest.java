// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/**
 * {@link PerfScriptLine#frame} scans a call-chain line without the pattern it replaced; it must
 * take the same symbol from every line. (In the host's package: the record is package-private.)
 */
class PerfScriptFrameTest {

    private static final Pattern FRAME = Pattern.compile("^\\s+[0-9a-f]{4,16}\\s+(\\S+)"); //$NON-NLS-1$

    private static final String[] LINES = { "", "ffffffff817297f0 __schedule", "\tffffffff817297f0 __schedule ([kernel.kallsyms])",
            "  abc __schedule", "  abcd __schedule", "  0123456789abcdef x", "  0123456789abcdef0 x", "  ABCD x", "  abcd",
            "  abcd ", "  abcdx y", "  abcd\u00a0y", "\u000b7f00 \u2003sym", "   ffffffff81000000    schedule+0x1 (vmlinux)" };

    @Test
    void takesTheSymbolOfKnownLinesAsThePatternDid() {
        for (String line : LINES) {
            assertEquals(byPattern(line), PerfScriptLine.frame(line), () -> '"' + line + '"'); //$NON-NLS-1$
        }
    }

    @Test
    void takesTheSymbolOfRandomLinesAsThePatternDid() {
        Random random = new Random(20261205);
        String alphabet = "  \t0a9fgA_x\u00a0\u2003";
        for (int n = 0; n < 50_000; n++) {
            StringBuilder line = new StringBuilder();
            int length = random.nextInt(24);
            for (int i = 0; i < length; i++) {
                line.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String s = line.toString();
            assertEquals(byPattern(s), PerfScriptLine.frame(s), () -> '"' + s + '"'); //$NON-NLS-1$
        }
    }

    private static String byPattern(String line) {
        Matcher m = FRAME.matcher(line);
        return m.find() ? m.group(1) : null;
    }
}
