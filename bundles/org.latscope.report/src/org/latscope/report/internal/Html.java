// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report.internal;

/**
 * The one escaper of the HTML report: every string that comes from a trace (function, task,
 * file names, log text) goes through {@link #text} before it reaches the page, as element text
 * or as a quoted attribute value. Markup characters become entities; control characters
 * (line breaks included) and lone surrogates become U+FFFD, so nothing a trace says can open
 * an element, close an attribute or hide in an invisible character.
 */
public final class Html {

    private Html() {
    }

    /**
     * @param s text from anywhere, null for none
     * @return it safe as element text and as a double- or single-quoted attribute value
     */
    public static String text(String s) {
        if (s == null) {
            return "-"; //$NON-NLS-1$
        }
        StringBuilder b = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> b.append("&amp;"); //$NON-NLS-1$
                case '<' -> b.append("&lt;"); //$NON-NLS-1$
                case '>' -> b.append("&gt;"); //$NON-NLS-1$
                case '"' -> b.append("&quot;"); //$NON-NLS-1$
                case '\'' -> b.append("&#39;"); //$NON-NLS-1$
                case '`' -> b.append("&#96;"); //$NON-NLS-1$
                default -> {
                    if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                        b.append(c).append(s.charAt(++i));
                    } else if (Character.isISOControl(c) || Character.isSurrogate(c) || c == '\u2028' || c == '\u2029') {
                        b.append('\uFFFD');
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.toString();
    }

    /**
     * @param s source text, whose tabs are kept
     * @return it escaped as {@link #text} does, tabs as four blanks
     */
    public static String code(String s) {
        return text(s == null ? null : s.replace("\t", "    ")); //$NON-NLS-1$ //$NON-NLS-2$
    }
}
