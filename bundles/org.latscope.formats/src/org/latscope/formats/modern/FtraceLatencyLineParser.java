// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import static org.latscope.formats.modern.FtraceBodyParser.skipSpaces;

/**
 * Parses one step line of ftrace's latency format,
 * {@code comm-pid CPU+FLAGS TIMEus[MARK]: body}, by hand-written scanning (no regex):
 *
 * <pre>
 *     java-9240      1d..2. 19933us!: sched_switch: prev_comm=java ...
 * C1 Compi-9255      1d..2. 20456us#: sched_switch: ...
 *    &lt;...&gt;-233851 159dN.. 451726us+: _raw_spin_unlock_irqrestore &lt;-wake_up_page_bit
 * </pre>
 *
 * The comm is cut to 8 characters and may hold spaces; the CPU may be fused to the flags;
 * {@code us} may arrive garbled ({@code µs}); the delay mark may be blank.
 */
public final class FtraceLatencyLineParser {

    private final FtraceBodyParser body = new FtraceBodyParser();

    /**
     * @param line a line
     * @param out receives the fields
     * @return whether the line is a latency-format step line
     */
    public boolean parse(String line, FtraceLine out) {
        out.reset(line);
        return parse(out);
    }

    /**
     * @param out the line, just reset, and what receives its fields
     * @return whether the line is a latency-format step line
     */
    boolean parse(FtraceLine out) {
        byte[] s = out.bytes;
        int colon = out.start;
        while ((colon = indexOfColon(out, colon)) >= 0) {
            if (timeEndsAt(s, out.start, colon, out)) {
                out.bodyStart = colon + 1;
                body.parse(out);
                return true;
            }
            colon++;
        }
        return false;
    }

    /**
     * Reads the usual function line {@code comm-pid CPU+FLAGS TIMEus[MARK]: fn <-parent} where
     * the line source holds it and finds its newline on the way (a
     * {@link org.latscope.formats.spi.LineScanner} for {@link FtraceTextReader}): the fields are
     * then those {@link #parse(FtraceLine)} finds in the line. Any other line (an event, text,
     * a second colon before the time, more blanks, a byte beyond ASCII, a carriage return) is
     * declined and read as usual.
     *
     * @param out receives the fields
     * @return the index of the line's newline, -1 when declined
     */
    int scanInPlace(FtraceLine out, byte[] b, int from, int to) {
        out.resetInPlace(b, from, to);
        // the first colon, and nothing before it that a plain line of its own would not hold
        int colon = FtraceBodyParser.plainStopAt(b, from, to, (byte) ':');
        if (colon < 0 || b[colon] != ':' || !timeEndsAt(b, from, colon, out)) {
            return -1;
        }
        int start = FtraceBodyParser.skipSpaces(b, colon + 1, to);
        if (start >= to || b[start] == '<') {
            return -1;
        }
        int tokenEnd = FtraceBodyParser.tokenEnd(b, start, to);
        if (tokenEnd <= start || tokenEnd + 3 >= to || b[tokenEnd] != ' ' || b[tokenEnd + 1] != '<'
                || b[tokenEnd + 2] != '-' || !FtraceBodyParser.isSymbol(b, start, tokenEnd)) {
            return -1;
        }
        int parent = FtraceBodyParser.skipSpaces(b, tokenEnd + 3, to);
        int newline = FtraceBodyParser.plainStopAt(b, parent, to, (byte) ' ');
        if (newline <= parent || b[newline] != '\n' || b[newline - 1] == '\r' || b[newline - 1] == '\t') {
            return -1;
        }
        out.end = newline;
        out.bodyStart = start;
        out.kind = FtraceLine.BodyKind.FUNCTION;
        out.nameStart = start;
        out.nameEnd = tokenEnd;
        out.parentStart = parent;
        out.parentEnd = newline;
        return newline;
    }

    /**
     * A line given as text is searched by the text's own (vectorized) indexOf: the probe asks
     * every line of every file, most of them no step line, and a byte loop is several times
     * slower there. Read lines are bytes whose colon comes early.
     */
    private static int indexOfColon(FtraceLine out, int from) {
        String text = out.given();
        if (text != null) {
            int colon = text.indexOf(':', from - out.start);
            return colon < 0 ? -1 : out.start + colon;
        }
        return FtraceBodyParser.indexOf(out.bytes, from, out.end, (byte) ':');
    }

    /**
     * Checks that the colon at {@code c} ends {@code [ws]CPUFLAGS ws DIGITS unit mark} and
     * fills the prefix; the line starts at {@code from}.
     */
    private static boolean timeEndsAt(byte[] s, int from, int c, FtraceLine out) {
        int i = c - 1;
        if (i < from + 2) {
            return false;
        }
        char mark = (char) (s[i] & 0xFF);
        if (mark == 's') {
            mark = ' ';
        } else {
            i--;
            if (s[i] != 's') {
                return false;
            }
        }
        // i is at 's' of the unit; up to 3 characters of (possibly garbled) 'u' before it.
        int unitStart = i - 1;
        int k = 0;
        while (k < 3 && unitStart >= from && !isDigit(s[unitStart]) && s[unitStart] != ' ') {
            unitStart--;
            k++;
        }
        if (k == 0) {
            return false;
        }
        int digitsEnd = unitStart + 1;
        int digitsStart = digitsEnd;
        while (digitsStart > from && isDigit(s[digitsStart - 1])) {
            digitsStart--;
        }
        if (digitsStart == digitsEnd || digitsEnd - digitsStart > 15 || digitsStart == from
                || s[digitsStart - 1] != ' ') {
            return false;
        }
        int fe = digitsStart - 1;
        while (fe > from && s[fe - 1] == ' ') {
            fe--;
        }
        int fs = fe;
        while (fs > from && s[fs - 1] != ' ') {
            fs--;
        }
        int cpuEnd = fs;
        int cpu = 0;
        while (cpuEnd < fe && isDigit(s[cpuEnd]) && cpuEnd - fs < 5) {
            cpu = cpu * 10 + (s[cpuEnd] - '0');
            cpuEnd++;
        }
        if (cpuEnd == fs || fe - cpuEnd < 1 || fe - cpuEnd > 10) {
            return false;
        }
        int pe = fs;
        while (pe > from && s[pe - 1] == ' ') {
            pe--;
        }
        int ps = pe;
        int pid = 0;
        int scale = 1;
        while (ps > from && isDigit(s[ps - 1]) && pe - ps < 9) {
            pid += (s[ps - 1] - '0') * scale;
            scale *= 10;
            ps--;
        }
        if (ps == pe || ps == from || s[ps - 1] != '-' || pe == fs) {
            return false;
        }
        long time = 0;
        for (int d = digitsStart; d < digitsEnd; d++) {
            time = time * 10 + (s[d] - '0');
        }
        out.commStart = skipSpaces(s, from, ps - 1);
        out.commEnd = ps - 1;
        out.pid = pid;
        out.cpu = cpu;
        out.flagsStart = cpuEnd;
        out.flagsEnd = fe;
        out.timeNs = time * 1000L;
        out.mark = mark;
        return true;
    }

    private static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }
}
