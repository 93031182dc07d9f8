// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.analysis;

/**
 * One line of a text table with right-aligned columns, padded as {@code String.format("%12s")}
 * pads, without a {@code Formatter} per line: a call tree prints 80,000 of them.
 */
final class TextRow {

    private final StringBuilder line = new StringBuilder(128);

    /** Appends {@code text}, padded on the left with blanks to {@code width}. */
    TextRow right(String text, int width) {
        for (int i = text.length(); i < width; i++) {
            line.append(' ');
        }
        line.append(text);
        return this;
    }

    /** Appends {@code n}, padded on the left with blanks to {@code width}. */
    TextRow right(long n, int width) {
        return right(Long.toString(n), width);
    }

    /** Appends {@code text} as it is. */
    TextRow text(String text) {
        line.append(text);
        return this;
    }

    /** @return the line, and starts the next one */
    String end() {
        String s = line.toString();
        line.setLength(0);
        return s;
    }
}
