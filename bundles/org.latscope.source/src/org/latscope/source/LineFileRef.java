// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A source reference as the preempt-stats tables print it: {@code 1376/sched.c} is line
 * 1376 of the kernel's {@code sched.c}. The file is kept as printed (a base name or a
 * relative path); resolving it against a kernel tree is the source index's job.
 *
 * @param file the file as printed, never empty
 * @param line the 1-based line number
 */
public record LineFileRef(String file, int line) {

    private static final Pattern LINE_FILE = Pattern.compile("(\\d+)/(\\S+)");

    public LineFileRef {
        if (file.isEmpty() || line < 1) {
            throw new IllegalArgumentException("bad source reference " + line + "/" + file);
        }
    }

    /** Parses {@code LINE/FILE}; empty when the text is not of that form. */
    public static Optional<LineFileRef> parse(String text) {
        Matcher m = LINE_FILE.matcher(text.trim());
        if (!m.matches()) {
            return Optional.empty();
        }
        int line;
        try {
            line = Integer.parseInt(m.group(1));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
        return line < 1 ? Optional.empty() : Optional.of(new LineFileRef(m.group(2), line));
    }

    /** The printed form, {@code LINE/FILE}. */
    @Override
    public String toString() {
        return line + "/" + file;
    }
}
