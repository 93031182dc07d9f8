// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import static org.latscope.formats.modern.FtraceBodyParser.isSymbolChar;
import static org.latscope.formats.modern.FtraceBodyParser.skipSpaces;
import static org.latscope.formats.modern.FtraceBodyParser.trimEnd;

import org.latscope.formats.modern.FunctionGraphLine.Kind;

/**
 * Parses function_graph lines with every optional column, by hand-written scanning:
 *
 * <pre>
 *  [ABSTIME |] [ CPU)] [TASK-PID |] [FLAGS |] [MARK] DURATION us | indent fn() {
 *  0)   2.478 us    |        }  /* fn *&#47;
 *  0)               |  /* sched_wakeup: comm=... *&#47;
 *  0)    &lt;idle&gt;-0    =&gt;  kworker-1635
 *  ------------------------------------------
 * </pre>
 *
 * {@link #parseBody} reads the {@code DURATION | function} part alone, as printed after
 * trace-cmd's {@code funcgraph_entry:} and {@code funcgraph_exit:}.
 */
public final class FunctionGraphLineParser {

    /**
     * @param line a line
     * @param out receives the fields
     * @return whether the line is a function_graph line
     */
    public boolean parse(String line, FunctionGraphLine out) {
        out.reset(line);
        int end = trimEnd(line, line.length());
        int i = skipSpaces(line, 0, end);
        if (i >= end) {
            return false;
        }
        if (end - i >= 8 && allDashes(line, i, end)) {
            out.kind = Kind.BANNER;
            return true;
        }
        // absolute or relative time column: "  3517.208526 |"
        int t = i;
        while (t < end && (isDigit(line.charAt(t)) || line.charAt(t) == '.')) {
            t++;
        }
        if (t > i && t < end && line.charAt(t) == ' ') {
            int bar = skipSpaces(line, t, end);
            int dot = line.indexOf('.', i);
            if (bar < end && line.charAt(bar) == '|' && dot >= 0 && dot < t) {
                out.timeNs = FtraceDefaultLineParser.secondsToNs(line, i, t);
                i = skipSpaces(line, bar + 1, end);
            }
        }
        // CPU column " 0)"
        int c = i;
        int cpu = 0;
        while (c < end && isDigit(line.charAt(c)) && c - i < 5) {
            cpu = cpu * 10 + (line.charAt(c) - '0');
            c++;
        }
        if (c > i && c < end && line.charAt(c) == ')') {
            out.cpu = cpu;
            i = c + 1;
        }
        int firstBar = line.indexOf('|', i);
        if (firstBar < 0) {
            return parseSwitch(line, i, end, out);
        }
        return parseColumns(line, i, end, out);
    }

    /**
     * Parses {@code DURATION | function} from {@code from}, the part trace-cmd prints after
     * {@code funcgraph_entry:}.
     *
     * @param line the line
     * @param from where the duration column starts
     * @param out receives the fields (not reset)
     * @return whether the text is a function_graph body
     */
    public boolean parseBody(String line, int from, FunctionGraphLine out) {
        return parseColumns(line, from, trimEnd(line, line.length()), out);
    }

    private boolean parseColumns(String s, int from, int end, FunctionGraphLine out) {
        int i = from;
        while (true) {
            int bar = s.indexOf('|', i);
            if (bar < 0 || bar >= end) {
                return false;
            }
            int segStart = skipSpaces(s, i, bar);
            int segEnd = trimEnd(s, bar);
            if (segEnd < segStart) {
                segEnd = segStart;
            }
            if (segStart == segEnd) {
                return function(s, bar + 1, end, out);
            }
            if (duration(s, segStart, segEnd, out)) {
                return function(s, bar + 1, end, out);
            }
            if (s.startsWith("==========>", segStart)) { //$NON-NLS-1$
                out.kind = Kind.IRQ_ENTRY;
                return true;
            }
            if (s.startsWith("<==========", segStart)) { //$NON-NLS-1$
                out.kind = Kind.IRQ_EXIT;
                return true;
            }
            int dash = s.lastIndexOf('-', segEnd - 1);
            if (dash > segStart && dash < segEnd - 1 && digitsOnly(s, dash + 1, segEnd) && out.commStart < 0) {
                out.commStart = segStart;
                out.commEnd = dash;
                out.pid = parseInt(s, dash + 1, segEnd);
            } else if (segEnd - segStart <= 10 && out.flagsStart < 0 && s.indexOf(' ', segStart) >= segEnd) {
                out.flagsStart = segStart;
                out.flagsEnd = segEnd;
            } else {
                return false;
            }
            i = bar + 1;
        }
    }

    /** Reads {@code [mark] 12.345 us}. */
    private static boolean duration(String s, int from, int to, FunctionGraphLine out) {
        int i = from;
        char mark = ' ';
        char c = s.charAt(i);
        if (c == '+' || c == '!' || c == '#' || c == '*' || c == '@' || c == '$') {
            mark = c;
            i = skipSpaces(s, i + 1, to);
        }
        int unit = to;
        while (unit > i && s.charAt(unit - 1) != ' ') {
            unit--;
        }
        if (unit == to || !s.regionMatches(to - 1, "s", 0, 1)) { //$NON-NLS-1$
            return false;
        }
        int numEnd = trimEnd(s, unit);
        if (numEnd <= i) {
            return false;
        }
        long micros = 0;
        long nanos = 0;
        int fracDigits = -1;
        for (int k = i; k < numEnd; k++) {
            char d = s.charAt(k);
            if (d == '.') {
                if (fracDigits >= 0) {
                    return false;
                }
                fracDigits = 0;
            } else if (isDigit(d)) {
                if (fracDigits < 0) {
                    micros = micros * 10 + (d - '0');
                } else if (fracDigits < 3) {
                    nanos = nanos * 10 + (d - '0');
                    fracDigits++;
                }
            } else {
                return false;
            }
        }
        for (int k = Math.max(fracDigits, 0); k < 3; k++) {
            nanos *= 10;
        }
        out.mark = mark;
        out.durationNs = micros * 1000 + nanos;
        return true;
    }

    private static boolean function(String s, int from, int end, FunctionGraphLine out) {
        int i = from;
        while (i < end && s.charAt(i) == ' ') {
            i++;
        }
        int spaces = i - from;
        out.depth = Math.max(0, (spaces - 2) / 2);
        if (i >= end) {
            return false;
        }
        if (s.startsWith("/*", i)) { //$NON-NLS-1$
            int close = s.lastIndexOf("*/"); //$NON-NLS-1$
            int textEnd = trimEnd(s, close > i ? close : end);
            int textStart = skipSpaces(s, i + 2, textEnd);
            int name = textStart;
            while (name < textEnd && isSymbolChar(s.charAt(name))) {
                name++;
            }
            if (name > textStart && name < textEnd && s.charAt(name) == ':') {
                out.kind = Kind.EVENT;
                out.nameStart = textStart;
                out.nameEnd = name;
                out.textStart = skipSpaces(s, name + 1, textEnd);
            } else {
                out.kind = Kind.COMMENT;
                out.textStart = textStart;
            }
            out.textEnd = Math.max(out.textStart, textEnd);
            return true;
        }
        if (s.charAt(i) == '}') {
            out.kind = Kind.EXIT;
            int open = s.indexOf("/*", i); //$NON-NLS-1$
            if (open > 0) {
                comment(s, open, end, out, true);
            }
            return true;
        }
        int name = i;
        while (name < end && isSymbolChar(s.charAt(name))) {
            name++;
        }
        if (name == i || !s.startsWith("()", name)) { //$NON-NLS-1$
            return false;
        }
        out.nameStart = i;
        out.nameEnd = name;
        int after = skipSpaces(s, name + 2, end);
        if (after < end && s.charAt(after) == '{') {
            out.kind = Kind.ENTRY;
            return true;
        }
        if (after < end && s.charAt(after) == ';') {
            out.kind = Kind.LEAF;
            int open = s.indexOf("/*", after); //$NON-NLS-1$
            if (open > 0) {
                comment(s, open, end, out, false);
            }
            return true;
        }
        return false;
    }

    /** Reads {@code /* fn *}{@code /}, {@code /* fn = ret *}{@code /} or {@code /* = ret *}{@code /}. */
    private static void comment(String s, int open, int end, FunctionGraphLine out, boolean nameAllowed) {
        int close = s.indexOf("*/", open + 2); //$NON-NLS-1$
        int textEnd = trimEnd(s, close > 0 ? close : end);
        int textStart = skipSpaces(s, open + 2, textEnd);
        int name = textStart;
        while (name < textEnd && isSymbolChar(s.charAt(name))) {
            name++;
        }
        if (nameAllowed && name > textStart) {
            out.nameStart = textStart;
            out.nameEnd = name;
        }
        int eq = s.indexOf('=', textStart);
        if (eq >= 0 && eq < textEnd) {
            out.textStart = skipSpaces(s, eq + 1, textEnd);
            out.textEnd = Math.max(out.textStart, textEnd);
        }
    }

    /** {@code prev-pid => next-pid} of a context-switch banner. */
    private static boolean parseSwitch(String s, int from, int end, FunctionGraphLine out) {
        int arrow = s.indexOf("=>", from); //$NON-NLS-1$
        if (arrow < 0 || arrow >= end) {
            return false;
        }
        int ns = skipSpaces(s, arrow + 2, end);
        int dash = s.lastIndexOf('-', end - 1);
        if (dash <= ns || !digitsOnly(s, dash + 1, end)) {
            return false;
        }
        out.kind = Kind.SWITCH;
        out.commStart = ns;
        out.commEnd = dash;
        out.pid = parseInt(s, dash + 1, end);
        out.textStart = from;
        out.textEnd = end;
        return true;
    }

    private static boolean allDashes(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            if (s.charAt(i) != '-') {
                return false;
            }
        }
        return true;
    }

    private static boolean digitsOnly(String s, int from, int to) {
        if (from >= to || to - from > 9) {
            return false;
        }
        for (int i = from; i < to; i++) {
            if (!isDigit(s.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static int parseInt(String s, int from, int to) {
        int v = 0;
        for (int i = from; i < to; i++) {
            v = v * 10 + (s.charAt(i) - '0');
        }
        return v;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
