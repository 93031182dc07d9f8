// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.internal;

/**
 * What a regex's {@code .} matches, for the readers that read by hand what a regex read: a
 * line holding a character it does not match is left to the regex, or refused as the regex
 * refused it.
 */
public final class RegexDot {

    private RegexDot() {
    }

    /**
     * @param s a line
     * @param from where to look from
     * @return whether a line terminator {@code .} does not match ({@code \n}, {@code \r},
     *         {@code \u0085}, {@code \u2028}, {@code \u2029}) is in {@code s} from {@code from} on
     */
    public static boolean hasLineTerminator(String s, int from) {
        // the search for one character is vectorized; \u2028 and \u2029 cannot be in a Latin-1 string
        return s.indexOf('\n', from) >= 0 || s.indexOf('\r', from) >= 0 || s.indexOf('\u0085', from) >= 0
                || s.indexOf('\u2028', from) >= 0 || s.indexOf('\u2029', from) >= 0;
    }
}
