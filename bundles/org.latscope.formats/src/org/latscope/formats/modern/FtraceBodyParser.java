// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import static org.latscope.formats.internal.ByteWords.COLONS;
import static org.latscope.formats.internal.ByteWords.HIGH_BITS;
import static org.latscope.formats.internal.ByteWords.LOW_BITS;
import static org.latscope.formats.internal.ByteWords.NEWLINES;
import static org.latscope.formats.internal.ByteWords.SPACES;
import static org.latscope.formats.internal.ByteWords.TABS;
import static org.latscope.formats.internal.ByteWords.firstByte;
import static org.latscope.formats.internal.ByteWords.load;
import static org.latscope.formats.internal.ByteWords.zeroBytes;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import org.latscope.formats.modern.FtraceLine.BodyKind;

/**
 * Classifies the body of an ftrace line (everything after the time) into a function call,
 * an event, a stack-trace marker or tracer text, by hand-written scanning.
 */
final class FtraceBodyParser {

    private static final byte[] STACK = "<stack trace>".getBytes(StandardCharsets.US_ASCII); //$NON-NLS-1$
    private static final byte[] USER_STACK = "<user stack trace>".getBytes(StandardCharsets.US_ASCII); //$NON-NLS-1$

    /**
     * Fills the body fields of {@code out} from {@code out.bodyStart}.
     *
     * @param out the line, with {@code bodyStart} set
     */
    void parse(FtraceLine out) {
        byte[] s = out.bytes;
        int end = trimEnd(s, out.start, out.end);
        int start = skipSpaces(s, out.bodyStart, end);
        out.bodyStart = start;
        if (start >= end) {
            out.kind = BodyKind.TEXT;
            out.payloadStart = start;
            return;
        }
        if (s[start] == '<' && (startsWith(s, start, end, STACK) || startsWith(s, start, end, USER_STACK))) {
            out.kind = BodyKind.STACK;
            out.nameStart = start;
            out.nameEnd = indexOf(s, '>', start, end) + 1;
            return;
        }
        int tokenEnd = tokenEnd(s, start, end);
        boolean identifier = true;
        for (int i = start; i < tokenEnd; i++) {
            identifier &= SYMBOL_BYTES[s[i] & 0xFF];
        }
        if (tokenEnd < end && s[tokenEnd] == ':' && identifier && tokenEnd > start
                && (tokenEnd + 1 == end || s[tokenEnd + 1] == ' ')) {
            out.kind = BodyKind.EVENT;
            out.nameStart = start;
            out.nameEnd = tokenEnd;
            out.payloadStart = skipSpaces(s, tokenEnd + 1, end);
            return;
        }
        if (identifier && tokenEnd > start && (tokenEnd == end || s[tokenEnd] == ' ')) {
            int next = skipSpaces(s, tokenEnd, end);
            if (next == end) {
                function(out, start, tokenEnd, -1, -1);
                return;
            }
            if (s[next] == '<' && next + 1 < end && s[next + 1] == '-') {
                int p = skipSpaces(s, next + 2, end);
                function(out, start, tokenEnd, p, end);
                return;
            }
            if (s[next] == '(' && s[end - 1] == ')' && indexOf(s, ' ', next, end) < 0) {
                function(out, start, tokenEnd, next + 1, end - 1);
                return;
            }
        }
        out.kind = BodyKind.TEXT;
        out.payloadStart = start;
    }

    private static void function(FtraceLine out, int nameStart, int nameEnd, int parentStart, int parentEnd) {
        out.kind = BodyKind.FUNCTION;
        out.nameStart = nameStart;
        out.nameEnd = nameEnd;
        out.parentStart = parentStart;
        out.parentEnd = parentEnd;
    }

    /**
     * Joins a caller that a hard wrap pushed onto the next line ({@code <-caller} or
     * {@code (caller)}).
     *
     * @param continuation the next line
     * @return the caller, or null if the line is no caller continuation
     */
    static String wrappedParent(String continuation) {
        int end = trimEnd(continuation, continuation.length());
        int start = skipSpaces(continuation, 0, end);
        if (continuation.startsWith("<-", start)) { //$NON-NLS-1$
            int p = skipSpaces(continuation, start + 2, end);
            return p < end && continuation.indexOf(' ', p) < 0 ? continuation.substring(p, end) : null;
        }
        if (start < end && continuation.charAt(start) == '(' && continuation.charAt(end - 1) == ')'
                && continuation.indexOf(' ', start) < 0) {
            return end - start > 2 ? continuation.substring(start + 1, end - 1) : null;
        }
        return null;
    }

    private static final boolean[] SYMBOL_CHARS = new boolean[128];

    static {
        for (char c = 0; c < 128; c++) {
            SYMBOL_CHARS[c] = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
                    || c == '.' || c == '$';
        }
    }

    /** @return whether every byte of {@code [from, to)} is a symbol character */
    static boolean isSymbol(byte[] s, int from, int to) {
        boolean identifier = true;
        for (int i = from; i < to; i++) {
            identifier &= SYMBOL_BYTES[s[i] & 0xFF];
        }
        return identifier;
    }

    /**
     * @return the first byte of {@code [from, end)} that is {@code c}, a newline, NUL or above
     *         127, -1 when none; eight bytes a round
     */
    static int plainStopAt(byte[] s, int from, int end, byte c) {
        long pattern = (c & 0xFFL) * LOW_BITS;
        int i = from;
        for (; i + 8 <= end; i += 8) {
            long word = load(s, i);
            long hits = word ^ pattern;
            long newlines = word ^ NEWLINES;
            // each term exact below its own lowest hit: the lowest bit of all is the first stop
            long found = (zeroBytes(hits) | zeroBytes(newlines) | zeroBytes(word)
                    | word) & HIGH_BITS;
            if (found != 0) {
                return i + firstByte(found);
            }
        }
        for (; i < end; i++) {
            int b = s[i];
            if (b == c || b == '\n' || b <= 0) {
                return i;
            }
        }
        return -1;
    }

    /** {@link #SYMBOL_CHARS} by byte: no byte with the high bit set is one. */
    private static final boolean[] SYMBOL_BYTES = java.util.Arrays.copyOf(SYMBOL_CHARS, 256);

    /**
     * @return the first blank or colon in {@code [from, end)}, else {@code end}; eight bytes a
     *         round (a function name is some 16 bytes, a byte loop's exit a missed branch)
     */
    static int tokenEnd(byte[] s, int from, int end) {
        int i = from;
        for (; i + 8 <= end; i += 8) {
            long word = load(s, i);
            long spaces = word ^ SPACES;
            long tabs = word ^ TABS;
            long colons = word ^ COLONS;
            long found = (zeroBytes(spaces) | zeroBytes(tabs) | zeroBytes(colons))
                    & HIGH_BITS;
            if (found != 0) {
                return i + firstByte(found);
            }
        }
        while (i < end && s[i] != ' ' && s[i] != '\t' && s[i] != ':') {
            i++;
        }
        return i;
    }

    static boolean isSymbolChar(char c) {
        return c < 128 && SYMBOL_CHARS[c];
    }

    static int skipSpaces(String s, int from, int end) {
        int i = from;
        while (i < end) {
            char c = s.charAt(i);
            if (c != ' ' && c != '\t') {
                break;
            }
            i++;
        }
        return i;
    }

    static int trimEnd(String s, int end) {
        int i = end;
        while (i > 0 && (s.charAt(i - 1) == ' ' || s.charAt(i - 1) == '\t' || s.charAt(i - 1) == '\r')) {
            i--;
        }
        return i;
    }
    static int skipSpaces(byte[] s, int from, int end) {
        int i = from;
        // eight bytes a round: the comm is right-aligned after up to 15 blanks
        for (; i + 8 <= end; i += 8) {
            long other = load(s, i) ^ SPACES;
            if (other != 0) {
                i += firstByte(other);
                break;
            }
        }
        while (i < end && (s[i] == ' ' || s[i] == '\t')) {
            i++;
        }
        return i;
    }

    /** @return the first {@code c} in {@code [from, end)} of {@code s}, -1 when none; eight bytes a round */
    static int indexOf(byte[] s, int from, int end, byte c) {
        long pattern = (c & 0xFFL) * LOW_BITS;
        int i = from;
        for (; i + 8 <= end; i += 8) {
            long word = load(s, i) ^ pattern;
            long found = zeroBytes(word) & HIGH_BITS;
            if (found != 0) {
                return i + firstByte(found);
            }
        }
        for (; i < end; i++) {
            if (s[i] == c) {
                return i;
            }
        }
        return -1;
    }

    /** @return the end of the range {@code [from, end)} without trailing blanks */
    static int trimEnd(byte[] s, int from, int end) {
        int i = end;
        while (i > from && (s[i - 1] == ' ' || s[i - 1] == '\t' || s[i - 1] == '\r')) {
            i--;
        }
        return i;
    }

    private static int indexOf(byte[] s, char c, int from, int end) {
        for (int i = from; i < end; i++) {
            if (s[i] == c) {
                return i;
            }
        }
        return -1;
    }

    private static boolean startsWith(byte[] s, int from, int end, byte[] prefix) {
        return end - from >= prefix.length && Arrays.equals(s, from, from + prefix.length, prefix, 0, prefix.length);
    }
}
