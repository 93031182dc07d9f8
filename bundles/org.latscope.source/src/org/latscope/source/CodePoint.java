// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A code address as latency headers print it: {@code as_work_handler+0x5c/0xa0} is 0x5c bytes
 * into a function of 0xa0 bytes. Without a line table the offset places the point at the same
 * fraction of the function's body in the source.
 *
 * @param symbol the function
 * @param offset bytes into it, -1 when not printed
 * @param size its size in bytes, -1 when not printed
 */
public record CodePoint(String symbol, long offset, long size) {

    private static final Pattern POINT = Pattern.compile("([A-Za-z_][\\w.]*)(?:\\+0x([0-9a-fA-F]+)(?:/0x([0-9a-fA-F]+))?)?"); //$NON-NLS-1$

    /** Parses {@code symbol+0xoff/0xsize} (offset and size optional); empty otherwise. */
    public static Optional<CodePoint> parse(String text) {
        Matcher m = POINT.matcher(text.trim());
        if (!m.matches()) {
            return Optional.empty();
        }
        try {
            return Optional.of(new CodePoint(m.group(1), m.group(2) == null ? -1 : Long.parseLong(m.group(2), 16),
                    m.group(3) == null ? -1 : Long.parseLong(m.group(3), 16)));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /**
     * The line at the offset's fraction of a definition's lines, from its name's line to its
     * closing brace; the name's line without an offset and size.
     */
    public int line(FunctionDef def) {
        if (offset < 0 || size <= 0) {
            return def.line();
        }
        double fraction = Math.min(1.0, (double) offset / size);
        return def.line() + (int) Math.round(fraction * (def.endLine() - def.line()));
    }

    /** The printed form. */
    @Override
    public String toString() {
        return offset < 0 ? symbol
                : symbol + "+0x" + Long.toHexString(offset) + (size < 0 ? "" : "/0x" + Long.toHexString(size)); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
    }
}
