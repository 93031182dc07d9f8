// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/** {@link RegexDot#hasLineTerminator} finds exactly the characters a regex's {@code .} does not match. */
class RegexDotTest {

    private static final Pattern DOTS = Pattern.compile(".*");

    @Test
    void everyCharacterIsALineTerminatorExactlyWhenDotRefusesIt() {
        for (char c = 0; c < Character.MAX_VALUE; c++) {
            String s = "ab" + c + "cd";
            assertEquals(!DOTS.matcher(s).matches(), RegexDot.hasLineTerminator(s, 0), () -> "U+" + Integer.toHexString(s.charAt(2)));
            assertEquals(!DOTS.matcher(s.substring(2)).matches(), RegexDot.hasLineTerminator(s, 2));
            assertEquals(false, RegexDot.hasLineTerminator(s, 3));
        }
    }
}
