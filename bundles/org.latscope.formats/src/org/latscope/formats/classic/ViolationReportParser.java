// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.latscope.formats.internal.Messages;
import org.latscope.formats.internal.SharedStrings;
import org.latscope.formats.spi.LineSource;
import org.latscope.formats.spi.ReadContext;
import org.latscope.model.CodeAddress;
import org.latscope.model.LatencyHeader;
import org.latscope.model.LatencyTrace;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.Severity;
import org.latscope.model.steps.DelayMark;
import org.latscope.model.steps.StepKind;
import org.latscope.model.steps.StepTable;
import org.latscope.model.steps.StepTableBuilder;

/**
 * Reads the preempt-timing reports of the 2.6.7 to 2.6.9 kernel log, with or without syslog
 * prefixes and mail quoting, their first line wrapped or not:
 * <pre>
 * (default.hotplug/1470): 121 us critical section violates 100 us threshold.
 *  => started at: &lt;kmap_high+0x2b/0x2d0&gt;
 *  => ended at:   &lt;kmap_high+0x1a9/0x2d0&gt;
 *  [&lt;c0105a23&gt;] dump_stack+0x23/0x30
 * Jul 13 07:22:18 pc kernel: 4ms non-preemptible critical section violated 1 ms preempt threshold
 *     starting at exit_mmap+0x1c/0x188 and ending at exit_mmap+0x118/0x188
 * </pre>
 * Each report becomes a {@link LatencyTrace} (tracer {@code preempt-timing}: the duration, the
 * task, the start and end points, and one {@code <stack trace>} step holding the frames); the
 * thresholds go to the file's {@link ViolationTable}. The {@code preempt count:}, nesting and
 * {@code dump-end} lines of the -RT reports belong to their report.
 */
final class ViolationReportParser implements BlockParser {

    /** The tracer name of the traces made from reports. */
    static final String TRACER = "preempt-timing"; //$NON-NLS-1$

    private static final String PHRASE = "critical section violate"; //$NON-NLS-1$
    private static final Pattern VIOLATES = Pattern.compile(
            "^\\(?(.+?)\\):\\s*(\\d+)\\s*(us|ms) critical section violates (\\d+)\\s*(us|ms) threshold\\.?.*$"); //$NON-NLS-1$
    private static final Pattern VIOLATED = Pattern.compile("^(?:\\(?(.+?)\\):\\s*)?(\\d+)\\s*(us|ms) non-preemptible " //$NON-NLS-1$
            + "critical section violated (\\d+)\\s*(us|ms) preempt threshold starting at (\\S+) and ending at (\\S+/\\S+)\\s*$"); //$NON-NLS-1$
    private static final Pattern TASK_CPU = Pattern.compile("^(.+)/(\\d+)/CPU#(\\d+)$"); //$NON-NLS-1$
    private static final Pattern TASK = Pattern.compile("^(.+)/(\\d+)$"); //$NON-NLS-1$

    private final SharedStrings strings = new SharedStrings();
    private final ViolationTable table = new ViolationTable(strings);

    @Override
    public boolean starts(String line, String next) {
        if (line.contains(PHRASE)) {
            return true;
        }
        return line.stripTrailing().endsWith("non-preemptible") && next != null && next.contains(PHRASE); //$NON-NLS-1$
    }

    @Override
    public void parse(LineSource lines, ReadContext context, Prose prose) throws IOException {
        int first = lines.lineNumber();
        context.used(first);
        String text = LogLines.body(lines.line());
        int joined = 0;
        while (!complete(text) && joined < 4 && continues(text, lines.peek())) {
            lines.next();
            context.used(lines.lineNumber());
            text = LogLines.join(text, LogLines.body(lines.line()));
            joined++;
        }
        if (joined > 0) {
            context.diagnostic(first, 0, Messages.format("violation.wrapped", joined + 1), Severity.INFO, null); //$NON-NLS-1$
        }
        LatencyTrace trace = LatscopeFactory.eINSTANCE.createLatencyTrace();
        LatencyHeader header = LatscopeFactory.eINSTANCE.createLatencyHeader();
        header.setTracer(TRACER);
        trace.setHeader(header);
        trace.setFirstLine(first);
        long threshold = heading(text.strip(), header, strings);
        if (threshold < 0) {
            context.unreadable(first, Messages.format("violation.badHeading"), text.strip()); //$NON-NLS-1$
            return;
        }
        List<Integer> frames = new ArrayList<>();
        body(lines, context, header, frames, strings);
        StepTableBuilder steps = new StepTableBuilder(1);
        if (!frames.isEmpty()) {
            steps.add(0, StepTable.NO_DELTA, context.symbol("<stack trace>"), -1, -1, StepKind.EVENT, DelayMark.NONE) //$NON-NLS-1$
                    .stackFrames(frames.stream().mapToInt(Integer::intValue).toArray());
        }
        trace.setSteps(steps.build());
        header.setEntriesRecorded(steps.size());
        trace.setLastLine(lines.lineNumber());
        context.file().getContents().add(trace);
        table.add(trace, threshold);
        context.finished(trace); // a syslog of a million reports need not hold their stacks until its end
    }

    @Override
    public void end(ReadContext context) {
        table.end(context);
    }

    /** Reads the lines after the heading: points, stack frames, the -RT extras; stops at anything else. */
    private static void body(LineSource lines, ReadContext context, LatencyHeader header, List<Integer> frames,
            SharedStrings strings) throws IOException {
        boolean afterBlank = false;
        while (lines.peek() != null) {
            String next = LogLines.body(lines.peek()).strip();
            if (next.isEmpty()) {
                if (afterBlank) {
                    return;
                }
                lines.next();
                context.used(lines.lineNumber());
                afterBlank = true;
                continue;
            }
            // a point starts with "=>", a stack frame with "["
            At at = next.startsWith("=>") ? at(next) : null; //$NON-NLS-1$
            String frame = next.startsWith("[") ? frameSymbol(next) : null; //$NON-NLS-1$
            if (at != null) {
                if (at.started()) {
                    header.setStartedAt(point(at.point(), strings));
                } else {
                    header.setEndedAt(point(at.point(), strings));
                }
            } else if (frame != null) {
                frames.add(Integer.valueOf(context.symbol(LogLines.symbol(frame))));
            } else if (!next.startsWith("preempt count:") && !next.startsWith(".") //$NON-NLS-1$ //$NON-NLS-2$
                    && !next.startsWith("=>")) { //$NON-NLS-1$
                return;
            }
            lines.next();
            context.used(lines.lineNumber());
            afterBlank = false;
        }
    }

    /** What a {@code => started at: point} line says: which point, and its text. */
    record At(boolean started, String point) {
    }

    /**
     * A start or end point line, {@code => started at: kmap_high+0x2b/0x2d0} (or {@code ended},
     * with {@code timestamp N} before the colon), read as
     * {@code ^=>\s*(started|ended) at(?: timestamp (\d+))?:\s*(\S+)\s*$} reads it, without a matcher.
     *
     * @param line a stripped line
     * @return its point, or null when the line is none
     */
    static At at(String line) {
        int n = line.length();
        if (!line.startsWith("=>")) { //$NON-NLS-1$
            return null;
        }
        int p = Text.skipRegexSpace(line, 2, n);
        boolean started = line.startsWith("started at", p); //$NON-NLS-1$
        if (started) {
            p += 10;
        } else if (line.startsWith("ended at", p)) { //$NON-NLS-1$
            p += 8;
        } else {
            return null;
        }
        if (line.startsWith(" timestamp ", p)) { //$NON-NLS-1$
            int digits = Text.digitsEnd(line, p + 11, n);
            if (digits == p + 11) {
                return null; // then the colon must follow "at", where a blank is
            }
            p = digits;
        }
        if (p >= n || line.charAt(p) != ':') {
            return null;
        }
        int start = Text.skipRegexSpace(line, p + 1, n);
        int end = start;
        while (end < n && !Text.isRegexSpace(line.charAt(end))) {
            end++;
        }
        return end == start || Text.skipRegexSpace(line, end, n) != n ? null
                : new At(started, line.substring(start, end));
    }

    /**
     * The symbol of a stack frame line, {@code [<c0105a23>] dump_stack+0x23/0x30}: what
     * {@code ^\[<?([0-9a-fA-F]+|[^\]\s]+)>?\]\s+(\S+)\s*$} reads as its second group, without
     * a matcher (a report's stack is most of its lines). The first group can be any run of
     * characters other than {@code ]} and blanks, as the optional angle brackets may be part of it.
     *
     * @param line a line starting with {@code [}
     * @return the symbol, or null when the line is no frame
     */
    static String frameSymbol(String line) {
        int n = line.length();
        int p = 1;
        while (p < n && line.charAt(p) != ']' && !Text.isRegexSpace(line.charAt(p))) {
            p++;
        }
        if (p == 1 || p >= n || line.charAt(p) != ']') {
            return null;
        }
        int blanks = ++p;
        while (p < n && Text.isRegexSpace(line.charAt(p))) {
            p++;
        }
        int symbol = p;
        while (p < n && !Text.isRegexSpace(line.charAt(p))) {
            p++;
        }
        int end = p;
        while (p < n && Text.isRegexSpace(line.charAt(p))) {
            p++;
        }
        return symbol == blanks || end == symbol || p < n ? null : line.substring(symbol, end);
    }

    private static boolean complete(String text) {
        String t = text.strip();
        // both headings hold this text; most lines of a log fail here without a matcher
        return t.contains("critical section violate") //$NON-NLS-1$
                && (VIOLATES.matcher(t).matches() || VIOLATED.matcher(t).matches());
    }

    /** @return whether {@code next} continues a heading cut by a mailer, rather than starting the next report */
    private static boolean continues(String text, String next) {
        if (next == null) {
            return false;
        }
        String t = LogLines.body(next).strip();
        boolean nextHeading = t.contains(PHRASE) && !text.stripTrailing().endsWith("non-preemptible"); //$NON-NLS-1$
        return !t.isEmpty() && !t.startsWith("[") && !t.startsWith("=>") && !nextHeading; //$NON-NLS-1$ //$NON-NLS-2$
    }

    /** Fills the header from the heading; @return the threshold in us, or -1 when the heading is not understood. */
    private static long heading(String text, LatencyHeader header, SharedStrings strings) {
        Matcher m = VIOLATES.matcher(text);
        boolean violates = m.matches();
        if (!violates) {
            m = VIOLATED.matcher(text);
            if (!m.matches()) {
                return -1;
            }
            header.setStartedAt(point(m.group(6), strings));
            header.setEndedAt(point(m.group(7), strings));
        }
        header.setLatencyUs(micros(m.group(2), m.group(3)));
        if (m.group(1) != null) {
            task(m.group(1).strip(), header, strings);
        }
        return micros(m.group(4), m.group(5));
    }

    private static void task(String task, LatencyHeader header, SharedStrings strings) {
        Matcher m = TASK_CPU.matcher(task);
        if (m.matches()) {
            header.setCpu(Integer.parseInt(m.group(3)));
        } else {
            m = TASK.matcher(task);
        }
        if (m.matches() && m.group(2).length() <= 9) {
            header.setTaskComm(strings.share(m.group(1)));
            header.setPid(Integer.parseInt(m.group(2)));
        } else {
            header.setTaskComm(strings.share(task));
        }
    }

    private static CodeAddress point(String text, SharedStrings strings) {
        CodeAddress point = LogLines.point(text);
        point.setSymbol(strings.share(point.getSymbol()));
        return point;
    }

    private static long micros(String number, String unit) {
        if (number.length() > 12) {
            return Long.MAX_VALUE;
        }
        long n = Long.parseLong(number);
        return unit.equals("ms") ? n * 1000 : n; //$NON-NLS-1$
    }
}
