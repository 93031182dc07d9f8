// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import java.util.regex.Pattern;

import org.latscope.formats.internal.HeadSegments;
import org.latscope.formats.spi.FileHead;

/**
 * What the first bytes of a file show of the classic families, for the probes: counts of
 * the lines each family recognizes. Mail quoting ({@code > }) is ignored for counting.
 */
final class ClassicHead {

    private static final Pattern WORST = Pattern.compile("(?i)^\\s*(?:cpu \\d+ )?worst \\d+ latency times of \\d+ measured.*"); //$NON-NLS-1$
    private static final Pattern IRQ = Pattern.compile("(?i)^\\s*irq(?:s?[- ]off)? latency worst \\d+.*"); //$NON-NLS-1$
    private static final Pattern PRINTK = Pattern.compile("^\\s*\\[\\s*\\d{1,8}\\.\\d{6,9}\\].*"); //$NON-NLS-1$
    private static final Pattern MODERN = Pattern.compile("^#+ ?(?:tracer:|.*latency trace v|\\s*\\| task:|\\s*latency: ).*"); //$NON-NLS-1$
    private static final Pattern CYCLIC = Pattern.compile("^# (?:Histogram|Min Latencies|Max Latencies|Avg Latencies|Total:).*"); //$NON-NLS-1$


    int vpVersion;
    int vpHeader;
    int vpEntries;
    int modernHeader;
    int worstTitles;
    int irqTitles;
    int printkLines;
    int resultTables;
    int histHeaders;
    int histRows;
    int cyclictest;
    int lines;
    int binary;

    /**
     * @param head a file's head
     * @return its counts, scanned once per detection however many classic probes ask
     */
    static ClassicHead of(FileHead head) {
        return head.derived(ClassicHead.class, h -> of(HeadSegments.of(h), h.length() == h.bytes().length));
    }

    /**
     * @param all the head's lines, quote markers stripped
     * @param full whether the head filled its buffer, so that its last line may be cut
     */
    private static ClassicHead of(HeadSegments all, boolean full) {
        ClassicHead h = new ClassicHead();
        VpEntry entry = new VpEntry();
        String previous = null;
        int segments = all.count();
        // the entry scanner reads UTF-8 bytes: an ASCII head's are its own, without a copy per line
        boolean ascii = all.ascii();
        // the last line may be cut by the head limit
        int count = full && segments > 1 ? segments - 1 : segments;
        for (int i = 0; i < count; i++) {
            String s = all.line(i);
            h.lines++;
            if (s.indexOf('\0') >= 0) {
                h.binary++;
                continue;
            }
            if (s.startsWith("#") && mayBeModern(s) && MODERN.matcher(s).matches()) { //$NON-NLS-1$
                h.modernHeader++;
            }
            if (s.startsWith("# ") && mayBeCyclic(s) && CYCLIC.matcher(s).matches()) { //$NON-NLS-1$
                h.cyclictest++;
            }
            VpHeaderLines.Kind kind = kindOf(s);
            if (kind == VpHeaderLines.Kind.VERSION && !s.strip().startsWith("#")) { //$NON-NLS-1$
                h.vpVersion++;
            } else if (kind == VpHeaderLines.Kind.LATENCY || kind == VpHeaderLines.Kind.STARTED
                    || kind == VpHeaderLines.Kind.TASK || kind == VpHeaderLines.Kind.PROCESS) {
                h.vpHeader++;
            } else if (ascii ? entry.scan(all.bytes(), all.offset(i), all.offset(i) + s.length(), s) : entry.scan(s)) {
                h.vpEntries++;
            }
            // the regexes only run on lines whose first letter they can match
            int p = Text.skipRegexSpace(s, 0, s.length());
            char first = p < s.length() ? Character.toLowerCase(s.charAt(p)) : 0;
            if ((first == 'w' || first == 'c') && WORST.matcher(s).matches()) {
                h.worstTitles++;
            }
            if (first == 'i' && IRQ.matcher(s).matches()) {
                h.irqTitles++;
            }
            if (p < s.length() && s.charAt(p) == '[' && PRINTK.matcher(s).matches()) {
                h.printkLines++;
            }
            if (previous != null && ResultTableParser.isTableStart(previous, s)) {
                h.resultTables++;
            }
            if (s.indexOf('#') >= 0 && HistogramParser.isHeaderStart(s)) {
                h.histHeaders++;
            } else if (HistogramParser.isRow(s)) {
                h.histRows++;
            }
            previous = s;
        }
        return h;
    }

    /**
     * A header line whose number does not fit its field counts as no header line: the reader
     * names it in a diagnostic; thrown here, it took the six classic probes off the file.
     */
    private static VpHeaderLines.Kind kindOf(String s) {
        try {
            return VpHeaderLines.classify(s);
        } catch (NumberFormatException e) {
            return VpHeaderLines.Kind.NONE;
        }
    }

    /** @return whether a {@code #} line holds one of the texts {@link #MODERN} requires */
    private static boolean mayBeModern(String s) {
        return s.contains("tracer:") || s.contains("latency trace v") || s.contains("| task:") //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                || s.contains("latency: "); //$NON-NLS-1$
    }

    /** @return whether the letter after {@code "# "} is one that {@link #CYCLIC} can start with */
    private static boolean mayBeCyclic(String s) {
        char c = s.length() > 2 ? s.charAt(2) : 0;
        return c == 'H' || c == 'M' || c == 'A' || c == 'T';
    }

    private boolean isBinary() {
        return binary > 0 && binary * 10 >= lines;
    }

    int vpLatency() {
        if (isBinary() || modernHeader > 0) {
            return 0;
        }
        if (vpVersion > 0) {
            return 90;
        }
        if (vpHeader > 0 && vpEntries >= 1) {
            return Math.min(80, 55 + vpEntries);
        }
        return vpEntries >= 3 ? Math.min(70, 40 + vpEntries) : 0;
    }

    int preemptStats() {
        return isBinary() || worstTitles == 0 ? 0 : worstTitles > 1 ? 95 : 90;
    }

    int irqLatency() {
        return isBinary() || irqTitles == 0 ? 0 : 92;
    }

    int printkTimes() {
        if (isBinary() || printkLines < 2) {
            return 0;
        }
        return Math.min(90, 60 + printkLines);
    }

    int latencyTable() {
        return isBinary() || resultTables == 0 ? 0 : 93;
    }

    int latencyHist() {
        if (isBinary() || cyclictest > 0) {
            return 0;
        }
        if (histHeaders > 0) {
            return 88;
        }
        return histRows >= 10 && histRows * 2 >= lines ? 40 : 0;
    }
}
