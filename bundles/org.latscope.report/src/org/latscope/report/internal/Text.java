// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report.internal;

import java.util.ArrayList;
import java.util.List;

/** Plain-text helpers of the mail report: cleaning what traces say and wrapping lines. */
public final class Text {

    private Text() {
    }

    /**
     * @param s text from a trace
     * @return it on one line: tabs and line breaks as blanks, other control characters as {@code ?}
     */
    public static String clean(String s) {
        if (s == null) {
            return "-"; //$NON-NLS-1$
        }
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\t' || c == '\n' || c == '\r') {
                b.append(' ');
            } else if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
                b.append('?');
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }

    /**
     * @param s one line of text
     * @param width the longest line
     * @return it cut into lines of at most {@code width}, at blanks where there are some
     */
    public static List<String> wrap(String s, int width) {
        List<String> lines = new ArrayList<>();
        String rest = s;
        while (rest.length() > width) {
            int cut = rest.lastIndexOf(' ', width);
            if (cut <= 0) {
                cut = width;
            }
            lines.add(stripEnd(rest.substring(0, cut)));
            rest = rest.substring(cut).stripLeading();
        }
        lines.add(rest);
        return lines;
    }

    /** @return {@code s} without trailing blanks (mail clients eat them) */
    public static String stripEnd(String s) {
        int end = s.length();
        while (end > 0 && s.charAt(end - 1) == ' ') {
            end--;
        }
        return s.substring(0, end);
    }
}
