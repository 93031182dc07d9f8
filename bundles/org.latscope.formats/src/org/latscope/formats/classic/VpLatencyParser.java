// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import java.io.IOException;
import java.util.Objects;

import org.latscope.formats.internal.Messages;
import org.latscope.formats.internal.SymbolCache;
import org.latscope.formats.spi.AsciiLine;
import org.latscope.formats.spi.LineScanner;
import org.latscope.formats.spi.LineSource;
import org.latscope.formats.spi.ReadContext;
import org.latscope.model.FlagsKind;
import org.latscope.model.LatencyHeader;
import org.latscope.model.LatencyTrace;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.Severity;
import org.latscope.model.steps.DelayMark;
import org.latscope.model.steps.StepKind;
import org.latscope.model.steps.StepTable;
import org.latscope.model.steps.StepTableBuilder;
import org.latscope.model.support.RankedLatency;

/**
 * Reads voluntary-preempt and -rt latency traces (v1.0 to v1.1.x), whole or in the pieces
 * people pasted: a header with or without {@code =>} and {@code latency:}, entries of the three
 * layouts of {@link VpEntry}, wrapped {@code (parent)} lines, elisions, grep prefixes. A
 * trace interrupted by commentary stays open and continues when entries of the same layout
 * follow, as long as its header declares more entries than were read; otherwise entries
 * after text start a new trace without header.
 */
final class VpLatencyParser implements BlockParser {

    private final VpEntry entry = new VpEntry();
    private final LineScanner inPlace = entry::scanInPlace;
    private final SymbolCache symbols;
    private String classified;
    private VpHeaderLines.Line classifiedLine;
    private Trace open;

    /** One trace being assembled. */
    private static final class Trace {
        final LatencyHeader header = LatscopeFactory.eINSTANCE.createLatencyHeader();
        private StepTableBuilder steps;
        final int firstLine;
        int lastLine;
        int latencyLine;
        boolean headerSeen;
        int entries;
        VpEntry.Layout layout;
        String prefix;
        long lastTimeNs = Long.MIN_VALUE;
        // what the trace is ranked by, gathered as entries are added (RankedLatency.of)
        long firstNs = Long.MAX_VALUE;
        long reachNs = Long.MIN_VALUE;

        Trace(int firstLine) {
            this.firstLine = firstLine;
            this.lastLine = firstLine;
        }

        /** The builder, sized by the header's entry count when there is one. */
        StepTableBuilder steps() {
            if (steps == null) {
                int declared = header.isSetEntriesDeclared() ? header.getEntriesDeclared() : 0;
                steps = declared > 0 ? new StepTableBuilder(Math.min(declared, 1 << 22)) : new StepTableBuilder();
            }
            return steps;
        }

        boolean expectsMore() {
            return latencyLine > 0 && entries < header.getEntriesDeclared();
        }
    }

    @Override
    public boolean starts(String line, String next) {
        VpHeaderLines.Kind kind = classify(line);
        if (kind == VpHeaderLines.Kind.VERSION || kind == VpHeaderLines.Kind.LATENCY
                || kind == VpHeaderLines.Kind.STARTED || kind == VpHeaderLines.Kind.PROCESS
                || kind == VpHeaderLines.Kind.TASK) {
            return true;
        }
        if (kind == VpHeaderLines.Kind.DECORATION && open != null && open.entries == 0) {
            return true;
        }
        if (entry.scan(line)) {
            return true;
        }
        return open != null && open.entries > 0 && Text.isElision(line);
    }

    /**
     * @param context the file's context, whose symbols the parser interns into. (Given here,
     *        not at the first {@link #parse}: a branch taken once per file in the hot loop's
     *        method sent its compiled code back to the interpreter at each new file.)
     */
    VpLatencyParser(ReadContext context) {
        symbols = new SymbolCache(context::symbol);
    }

    @Override
    public void parse(LineSource lines, ReadContext context, Prose prose) throws IOException {
        prose.flush();
        boolean afterText = true;
        boolean scanned = false;
        while (true) {
            int number = lines.lineNumber();
            if (scanned) {
                entry(number, lines, context, afterText); // entry holds the line, scanned below
            } else if (!take(lines.line(), number, lines, context, afterText)) {
                return; // not ours after all
            }
            afterText = false;
            // Entries are the common case: scan first, from the bytes when the source has them
            // (no String per entry line); the scan result is kept for the next round.
            // The canonical entry is read where the source holds it, its newline found on the way.
            entry.inPlace = false;
            AsciiLine ascii = lines.peekAscii(inPlace);
            scanned = ascii != null && (entry.inPlace || entry.scan(ascii));
            if (!scanned) {
                String next = lines.peek();
                if (next == null || Text.isBlank(next)) {
                    return; // the reader counts blank lines; the trace stays open
                }
                scanned = ascii == null && entry.scan(next);
                if (!scanned && !belongs(next)) {
                    return;
                }
            }
            lines.next();
        }
    }

    /** Whether a line that is not an entry continues the trace: a header line or an elision. */
    private boolean belongs(String next) {
        VpHeaderLines.Kind kind = classify(next);
        if (kind != VpHeaderLines.Kind.NONE) {
            return kind != VpHeaderLines.Kind.DECORATION || open == null || open.entries == 0
                    || next.strip().startsWith("="); //$NON-NLS-1$
        }
        return open != null && (open.entries > 0 || open.headerSeen) && Text.isElision(next);
    }

    /** @return the kind of header line {@code s} is */
    private VpHeaderLines.Kind classify(String s) {
        return read(s).kind();
    }

    /**
     * {@link VpHeaderLines#read} with a memory of one line: a header line is classified when
     * peeked and applied when taken (the same String), and is read only the first time.
     */
    private VpHeaderLines.Line read(String s) {
        if (s != classified) {
            classifiedLine = VpHeaderLines.read(s);
            classified = s;
        }
        return classifiedLine;
    }

    /** Handles one line of a trace; returns false when it is not a trace line. */
    private boolean take(String s, int number, LineSource lines, ReadContext context, boolean afterText)
            throws IOException {
        // Only the line a trace starts at comes unscanned: every later one failed the scan when peeked.
        if (afterText && entry.scan(s)) {
            entry(number, lines, context, afterText);
            return true;
        }
        VpHeaderLines.Line line = read(s);
        if (line.kind() != VpHeaderLines.Kind.NONE) {
            header(line, number, context);
            return true;
        }
        if (open != null && Text.isElision(s)) {
            open.steps().add(open.lastTimeNs == Long.MIN_VALUE ? 0 : open.lastTimeNs, StepTable.NO_DELTA, -1, -1, 0,
                    StepKind.ELISION, DelayMark.NONE).payload(s.strip());
            open.lastLine = number;
            context.used(number);
            return true;
        }
        return false;
    }

    private void header(VpHeaderLines.Line line, int number, ReadContext context) {
        VpHeaderLines.Kind kind = line.kind();
        boolean startsNew = switch (kind) {
            case VERSION -> open == null || open.entries > 0 || open.header.getTracerVersion() != null;
            case LATENCY -> open == null || open.entries > 0 || open.latencyLine > 0;
            case STARTED -> open == null || open.entries > 0 || open.header.getStartedAt() != null;
            case TASK, PROCESS -> open == null || open.entries > 0 || open.header.getTaskComm() != null;
            default -> open == null;
        };
        if (startsNew) {
            finish(context);
            open = new Trace(number);
        }
        VpHeaderLines.apply(line, open.header);
        open.headerSeen = true;
        if (kind == VpHeaderLines.Kind.LATENCY) {
            open.latencyLine = number;
        }
        open.lastLine = number;
        context.used(number);
    }

    private void entry(int number, LineSource lines, ReadContext context, boolean afterText)
            throws IOException {
        VpEntry e = entry;
        boolean continues = open != null && (open.entries == 0 || !afterText
                || open.expectsMore() && e.layout == open.layout && e.timeNs >= open.lastTimeNs)
                && (open.entries == 0 || e.layout == open.layout && Objects.equals(e.prefix, open.prefix));
        if (!continues) {
            finish(context);
            open = new Trace(number);
        }
        Trace t = open;
        if (t.entries == 0) {
            t.layout = e.layout;
            t.prefix = e.prefix;
            t.header.setFlagsKind(switch (e.layout) {
                case V10 -> FlagsKind.NONE;
                case V10X -> FlagsKind.PREEMPT_COUNT;
                case V11 -> FlagsKind.FTRACE_FLAGS;
            });
        }
        if (e.parentMissing) {
            String next = lines.peek();
            if (next != null && e.takeWrappedParent(next)) {
                lines.next();
                context.used(lines.lineNumber());
                context.diagnostic(number, 0, Messages.format("vp.wrappedParent"), Severity.INFO, null); //$NON-NLS-1$
            }
        }
        StepTableBuilder b = t.steps();
        int flags;
        if (e.layout == VpEntry.Layout.V11) {
            b.cpu(e.cpu);
            b.task(e.pid, symbols.intern(e.comm));
            flags = symbols.intern(e.flags);
        } else {
            if (e.pid >= 0) {
                b.task(e.pid, -1);
            }
            flags = e.count;
        }
        long delta = e.deltaNs == Long.MIN_VALUE ? StepTable.NO_DELTA : e.deltaNs;
        DelayMark mark = e.layout == VpEntry.Layout.V11 ? DelayMark.of(e.mark) : DelayMark.NONE;
        if (!e.hasFunction) {
            b.add(e.timeNs, delta, -1, -1, flags, StepKind.MARKER, mark).payload(e.pseudo);
        } else {
            int parent = e.parentText != null ? symbols.intern(e.parentText)
                    : e.parentFrom >= 0 ? symbols.intern(e.call, e.parentFrom, e.parentTo) : -1;
            b.add(e.timeNs, delta, symbols.intern(e.call, e.functionFrom, e.functionTo), parent, flags,
                    StepKind.FUNCTION, mark);
            if (e.mcount >= 0) {
                b.mcount(e.mcount);
            }
            if (e.pseudo != null) {
                b.payload(e.pseudo);
            }
        }
        t.entries++;
        t.firstNs = Math.min(t.firstNs, e.timeNs);
        t.reachNs = Math.max(t.reachNs, delta == StepTable.NO_DELTA || delta < 0 ? e.timeNs : e.timeNs + delta);
        t.lastTimeNs = e.timeNs;
        t.lastLine = lines.lineNumber();
        context.used(number);
    }

    @Override
    public void finish(ReadContext context) {
        Trace t = open;
        open = null;
        if (t == null) {
            return;
        }
        LatencyTrace trace = LatscopeFactory.eINSTANCE.createLatencyTrace();
        trace.setFirstLine(t.firstLine);
        trace.setLastLine(t.lastLine);
        if (t.header.getFlagsKind() == null) {
            t.header.setFlagsKind(FlagsKind.NONE);
        }
        trace.setHeader(t.header);
        trace.setSteps(t.steps().build());
        context.file().getContents().add(trace);
        // every step but the elisions is an entry
        RankedLatency ranked = RankedLatency.of(t.header, t.entries, t.firstNs, t.reachNs);
        if (ranked.suspect() && t.latencyLine > 0) {
            context.diagnostic(t.latencyLine, 0, Messages.format("vp.suspectLatency", t.header.getLatencyUs(), //$NON-NLS-1$
                    t.entries, Math.round(ranked.stepsNs() / 1000.0)), Severity.WARNING, null);
        }
        if (t.latencyLine > 0) {
            int declared = t.header.getEntriesDeclared();
            if (t.entries < declared) {
                context.diagnostic(t.latencyLine, 0, Messages.format("vp.shortfall", declared, t.entries), //$NON-NLS-1$
                        Severity.WARNING, null);
            } else if (t.entries > declared) {
                context.diagnostic(t.latencyLine, 0, Messages.format("vp.surplus", declared, t.entries), //$NON-NLS-1$
                        Severity.INFO, null);
            }
        }
        if (t.entries == 0) {
            context.diagnostic(t.firstLine, 0, Messages.format("vp.noEntries"), Severity.INFO, null); //$NON-NLS-1$
        }
        context.finished(trace); // complete: a file of many traces need not hold them all until its end
    }
}
