// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import org.latscope.formats.modern.FtraceLine.BodyKind;

/**
 * Classifies the body of an ftrace line (everything after the time) into a function call,
 * an event, a stack-trace marker or tracer text, by hand-written scanning.
 */
final class FtraceBodyParser {

    private static final String STACK = "<stack trace>"; //$NON-NLS-1$
    private static final String USER_STACK = "<user stack trace>"; //$NON-NLS-1$

    /**
     * Fills the body fields of {@code out} from {@code out.bodyStart}.
     *
     * @param out the line, with {@code bodyStart} set
     */
    void parse(FtraceLine out) {
        String s = out.line;
        int end = trimEnd(s, s.length());
        int start = skipSpaces(s, out.bodyStart, end);
        out.bodyStart = start;
        if (start >= end) {
            out.kind = BodyKind.TEXT;
            out.payloadStart = start;
            return;
        }
        if (s.startsWith(STACK, start) || s.startsWith(USER_STACK, start)) {
            out.kind = BodyKind.STACK;
            out.nameStart = start;
            out.nameEnd = s.indexOf('>', start) + 1;
            return;
        }
        int tokenEnd = start;
        boolean identifier = true;
        while (tokenEnd < end) {
            char c = s.charAt(tokenEnd);
            if (c == ' ' || c == '\t' || c == ':') {
                break;
            }
            identifier &= c < 128 && SYMBOL_CHARS[c];
            tokenEnd++;
        }
        if (tokenEnd < end && s.charAt(tokenEnd) == ':' && identifier && tokenEnd > start
                && (tokenEnd + 1 == end || s.charAt(tokenEnd + 1) == ' ')) {
            out.kind = BodyKind.EVENT;
            out.nameStart = start;
            out.nameEnd = tokenEnd;
            out.payloadStart = Math.min(skipSpaces(s, tokenEnd + 1, end), s.length());
            return;
        }
        if (identifier && tokenEnd > start && (tokenEnd == end || s.charAt(tokenEnd) == ' ')) {
            int next = skipSpaces(s, tokenEnd, end);
            if (next == end) {
                function(out, start, tokenEnd, -1, -1);
                return;
            }
            if (s.startsWith("<-", next)) { //$NON-NLS-1$
                int p = skipSpaces(s, next + 2, end);
                function(out, start, tokenEnd, p, end);
                return;
            }
            if (s.charAt(next) == '(' && s.charAt(end - 1) == ')' && s.indexOf(' ', next) < 0) {
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
}
