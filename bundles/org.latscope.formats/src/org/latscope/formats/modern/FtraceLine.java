// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.nio.charset.StandardCharsets;

import org.latscope.formats.internal.SymbolCache;
import org.latscope.formats.spi.AsciiLine;

/**
 * The fields of one ftrace step line, as index ranges into the line's bytes so that the hot
 * path allocates nothing before symbols are interned. One instance is reused for every line.
 *
 * <p>A line arrives either as the bytes of a plain ASCII line ({@link #reset(AsciiLine)}, no
 * {@code String} is made unless asked for) or as text ({@link #reset(String)}), which is
 * copied one byte per character: Latin-1 characters as themselves, anything beyond as
 * {@code 0xFF}. Parsers only look for ASCII structure, so both read the same; the text of a
 * range always comes from the original, so nothing beyond ASCII is lost. For a line given as
 * text, indices are the text's own ({@link #start} is 0).
 */
public final class FtraceLine {

    /** What the body after the time says. */
    public enum BodyKind {
        /** {@code function <-parent} or {@code function (parent)}; a lone function when the parent wrapped. */
        FUNCTION,
        /** {@code name: payload}. */
        EVENT,
        /** {@code <stack trace>}: {@code => frame} lines follow. */
        STACK,
        /** Other text printed by the tracer itself (hwlat samples, sched_switch tracer lines). */
        TEXT
    }

    private static final int NOT_ASCII = 0xFF;

    byte[] bytes;
    int start;
    int end;
    private String given;
    private String made;
    private byte[] own = new byte[256];
    int commStart;
    int commEnd;
    int pid = -1;
    int cpu = -1;
    int flagsStart;
    int flagsEnd;
    long timeNs;
    char mark = ' ';
    int bodyStart;
    BodyKind kind = BodyKind.TEXT;
    int nameStart;
    int nameEnd;
    int parentStart = -1;
    int parentEnd = -1;
    int payloadStart = -1;

    /** An empty line. */
    public FtraceLine() {
        reset(""); //$NON-NLS-1$
    }

    /** @return the line these fields index */
    public String line() {
        if (given != null) {
            return given;
        }
        if (made == null) {
            made = new String(bytes, start, end - start, StandardCharsets.ISO_8859_1);
        }
        return made;
    }

    /** @return the line when it was given as text (its index 0 is {@link #start} of {@link #bytes}), else null */
    String given() {
        return given;
    }

    /** @return the comm, e.g. {@code C1 Compi} or {@code <...>} */
    public String comm() {
        return text(commStart, commEnd);
    }

    /** @return the pid, -1 if absent */
    public int pid() {
        return pid;
    }

    /** @return the CPU, -1 if absent */
    public int cpu() {
        return cpu;
    }

    /** @return the flag field text, empty when the layout has none */
    public String flags() {
        return text(flagsStart, flagsEnd);
    }

    /** @return the time in nanoseconds */
    public long timeNs() {
        return timeNs;
    }

    /** @return the delay mark character, a blank when none */
    public char mark() {
        return mark;
    }

    /** @return the body kind */
    public BodyKind kind() {
        return kind;
    }

    /** @return the function or event name, empty for {@link BodyKind#TEXT} */
    public String name() {
        return text(nameStart, nameEnd);
    }

    /** @return the parent (caller), or null */
    public String parent() {
        return parentStart < 0 ? null : text(parentStart, parentEnd);
    }

    /** @return whether a function line printed its caller */
    public boolean hasParent() {
        return parentStart >= 0;
    }

    /** @return the event payload or text body, or null */
    public String payload() {
        return payloadStart < 0 ? null : text(payloadStart, end);
    }

    /** @return the body, everything after the time */
    public String body() {
        return text(bodyStart, end);
    }

    /** @return whether the line was given as text (its indices are then the text's) */
    boolean isText() {
        return given != null;
    }

    /** @return the original text of the range {@code [from, to)} */
    String text(int from, int to) {
        return given != null ? given.substring(from - start, to - start)
                : new String(bytes, from, to - from, StandardCharsets.ISO_8859_1);
    }

    /** @return the symbol id of the range {@code [from, to)}, from the bytes when the line has no text */
    int intern(SymbolCache symbols, int from, int to) {
        return given != null ? symbols.intern(given, from - start, to - start) : symbols.intern(bytes, from, to);
    }

    /** Like {@link #intern(SymbolCache, int, int)} through {@link SymbolCache#internRecent}. */
    int internRecent(SymbolCache symbols, int role, int from, int to) {
        return given != null ? symbols.internRecent(role, given, from - start, to - start)
                : symbols.internRecent(role, bytes, from, to);
    }

    /** Starts a line given as text. */
    void reset(String text) {
        int n = text.length();
        if (own.length < n) {
            own = new byte[Math.max(n, own.length * 2)];
        }
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            own[i] = (byte) (c < 256 ? c : NOT_ASCII);
        }
        bytes = own;
        start = 0;
        end = n;
        given = text;
        clear();
    }

    /**
     * Starts a line of a file's head, given as text whose bytes are already at hand: the
     * probes' lines, which the Latin-1 copy of {@link #reset(String)} cost 1.7% of reading a
     * folder of small files.
     *
     * @param text the line, every char below 256
     * @param latin1 holds the line's bytes, {@code text} encoded as Latin-1; they stay the caller's
     * @param offset where the line starts in {@code latin1}
     */
    void reset(String text, byte[] latin1, int offset) {
        bytes = latin1;
        start = offset;
        end = offset + text.length();
        given = text;
        clear();
    }

    /**
     * Starts a line read in place (see {@link FtraceLatencyLineParser#scanInPlace}): its end is
     * not known yet, {@code to} bounds the bytes at hand until the scan sets {@link #end}.
     */
    void resetInPlace(byte[] b, int from, int to) {
        bytes = b;
        start = from;
        end = to;
        given = null;
        clear();
    }

    /** Starts a line given as the bytes of plain ASCII; they stay the source's. */
    void reset(AsciiLine line) {
        bytes = line.array();
        start = line.offset();
        end = start + line.length();
        given = null;
        clear();
    }

    private void clear() {
        made = null;
        commStart = start;
        commEnd = start;
        pid = -1;
        cpu = -1;
        flagsStart = start;
        flagsEnd = start;
        timeNs = 0;
        mark = ' ';
        bodyStart = end;
        kind = BodyKind.TEXT;
        nameStart = start;
        nameEnd = start;
        parentStart = -1;
        parentEnd = -1;
        payloadStart = -1;
    }
}
