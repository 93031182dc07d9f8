// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.latscope.model.CodeAddress;
import org.latscope.model.LatencyHeader;
import org.latscope.model.LatscopeFactory;

/** Recognizes and reads the header lines of voluntary-preempt / -rt latency traces. */
final class VpHeaderLines {

    enum Kind {
        VERSION, LATENCY, TASK, PROCESS, NICE, STARTED, ENDED, DECORATION, NONE
    }

    private static final Pattern VERSION = Pattern
            .compile("^\\s*(?:(\\S+) )?latency trace v(\\d+(?:\\.\\d+)*)(?: on (\\S+))?\\s*$"); //$NON-NLS-1$
    private static final Pattern LATENCY = Pattern.compile(
            "^\\s*(?:latency:\\s*)?(\\d+) (?:us|\\u00b5s|\\ufffds), (?:entries: (\\d+)(?: \\((\\d+)\\))?|#(\\d+)/(\\d+))(?:, CPU#(\\d+))?(.*)$"); //$NON-NLS-1$
    private static final Pattern TASK = Pattern.compile(
            "^\\s*\\|\\s*task:\\s*(.+?)(?:,\\s*|\\s+\\()uid:\\s*(-?\\d+)\\s+nice:\\s*(-?\\d+)\\s+policy:\\s*(\\d+)\\s+rt_prio:\\s*(\\d+)\\)?\\s*$"); //$NON-NLS-1$
    private static final Pattern PROCESS = Pattern
            .compile("^\\s*process:\\s*(.+)/(\\d+),\\s*uid:\\s*(-?\\d+)\\s*$"); //$NON-NLS-1$
    private static final Pattern NICE = Pattern
            .compile("^\\s*nice:\\s*(-?\\d+),\\s*policy:\\s*(\\d+),\\s*rt_priority:\\s*(\\d+)\\s*$"); //$NON-NLS-1$
    private static final Pattern AT = Pattern.compile(
            "^\\s*(?:=>\\s*)?(started|ended) at:?\\s+([^\\s+]+)(?:\\+0x([0-9a-fA-F]+)/0x([0-9a-fA-F]+))?(?:\\s+<([0-9a-fA-F]+)>)?\\s*$"); //$NON-NLS-1$

    private VpHeaderLines() {
    }

    /**
     * A header line, read once: its kind and what was read from it (a {@link VpHeaderScan}
     * record, the regex's match for PROCESS and NICE, null for the kinds without fields). The
     * parser classifies a line when it peeks at it and applies it when it takes it.
     */
    record Line(Kind kind, Object fields) {

        private static final Line NONE = new Line(Kind.NONE, null);
        private static final Line DECORATION = new Line(Kind.DECORATION, null);
    }

    /** @return what kind of header line {@code s} is */
    static Kind classify(String s) {
        return read(s).kind();
    }

    /** @return the kind of header line {@code s} is, with its fields */
    static Line read(String s) {
        int p = Text.skipSpaces(s, 0);
        if (p >= s.length()) {
            return Line.NONE;
        }
        char c = s.charAt(p);
        if (c == '-' || c == '=' && s.indexOf("started") < 0 && s.indexOf("ended") < 0) { //$NON-NLS-1$ //$NON-NLS-2$
            return allOf(s, p, c == '-' ? '-' : '=') ? Line.DECORATION : Line.NONE;
        }
        if (s.contains("latency trace v")) { //$NON-NLS-1$
            VpHeaderScan.Version v = VpHeaderScan.version(s);
            if (v != null || (v = versionByRegex(s)) != null) {
                return new Line(Kind.VERSION, v);
            }
        }
        if (s.contains(" us, ") || s.contains("s, entries") || s.contains("s, #")) { //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            VpHeaderScan.Latency l = VpHeaderScan.latency(s);
            if (l != null || (l = latencyByRegex(s)) != null) {
                return new Line(Kind.LATENCY, l);
            }
        }
        if (c == '|') {
            VpHeaderScan.Task t = VpHeaderScan.task(s);
            if (t != null || (t = taskByRegex(s)) != null) {
                return new Line(Kind.TASK, t);
            }
            String rest = s.substring(p + 1).strip();
            return isLegend(s) || rest.isEmpty() || rest.startsWith("---") || rest.startsWith("[VP") ? Line.DECORATION : Line.NONE; //$NON-NLS-1$ //$NON-NLS-2$
        }
        if (s.contains("process:")) { //$NON-NLS-1$
            Matcher m = PROCESS.matcher(s);
            if (m.matches()) {
                return new Line(Kind.PROCESS, m.toMatchResult());
            }
        }
        if (s.contains("rt_priority")) { //$NON-NLS-1$
            Matcher m = NICE.matcher(s);
            if (m.matches()) {
                return new Line(Kind.NICE, m.toMatchResult());
            }
        }
        if (s.contains(" at")) { //$NON-NLS-1$
            VpHeaderScan.At at = VpHeaderScan.at(s);
            if (at != null || (at = atByRegex(s)) != null) {
                return new Line(at.started() ? Kind.STARTED : Kind.ENDED, at);
            }
        }
        return isLegend(s) ? Line.DECORATION : Line.NONE;
    }

    /** The v1.1 column legend: {@code _------=> CPU#}, {@code |||||}, {@code cmd     pid}, {@code \   /}. */
    private static boolean isLegend(String s) {
        int p = 0;
        while (p < s.length() && Character.isWhitespace(s.charAt(p))) {
            p++;
        }
        if (p == s.length() || "_/|c\\".indexOf(s.charAt(p)) < 0) { //$NON-NLS-1$
            return false; // every legend starts with one of these: no stripped copy of other lines
        }
        String t = s.strip();
        return t.contains("=> ") && (t.startsWith("_") || t.startsWith("/") || t.startsWith("|")) //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
                || t.startsWith("|||") || t.startsWith("||||") || t.startsWith("cmd ") && t.contains("pid") //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
                || t.startsWith("\\") && t.contains("/") || t.startsWith("| /") || t.startsWith("|| /") //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
                || t.startsWith("||| /") || t.startsWith("|||| /") || t.startsWith("/ _"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
    }

    private static boolean allOf(String s, int from, char c) {
        int end = s.length();
        while (end > from && s.charAt(end - 1) == ' ') {
            end--;
        }
        if (end - from < 3) {
            return false;
        }
        for (int i = from; i < end; i++) {
            char x = s.charAt(i);
            if (x != c && !(c == '=' && x == '>' && i == end - 1)) {
                return false;
            }
        }
        return true;
    }

    /** Reads what {@link #read} found in a header line into {@code h}. */
    static void apply(Line line, LatencyHeader h) {
        switch (line.fields()) {
            case VpHeaderScan.Version v -> {
                h.setTracer(v.tracer() == null ? "preemption" : v.tracer()); //$NON-NLS-1$
                h.setTracerVersion(v.version());
                if (v.release() != null) {
                    h.setKernelRelease(v.release());
                }
            }
            case VpHeaderScan.Latency l -> {
                l.applyTo(h);
                rest(l.rest(), h);
            }
            case VpHeaderScan.Task t -> task(t, h);
            case VpHeaderScan.At at -> {
                CodeAddress a = LatscopeFactory.eINSTANCE.createCodeAddress();
                a.setSymbol(at.symbol());
                // a number too long for a long is damage: the symbol is kept, the number is not
                if (at.offsetHex() != null && at.offsetHex().length() <= 15 && at.sizeHex().length() <= 15) {
                    a.setOffset(Long.parseLong(at.offsetHex(), 16));
                    a.setSize(Long.parseLong(at.sizeHex(), 16));
                }
                if (at.addressHex() != null && at.addressHex().length() <= 16) {
                    a.setAddress(Long.parseUnsignedLong(at.addressHex(), 16));
                }
                if (at.started()) {
                    h.setStartedAt(a);
                } else {
                    h.setEndedAt(a);
                }
            }
            case MatchResult m when line.kind() == Kind.PROCESS -> {
                h.setTaskComm(m.group(1).strip());
                h.setPid(Integer.parseInt(m.group(2)));
                h.setUid(Integer.parseInt(m.group(3)));
            }
            case MatchResult m -> {
                h.setNice(Integer.parseInt(m.group(1)));
                h.setPolicy(Integer.parseInt(m.group(2)));
                h.setRtPrio(Integer.parseInt(m.group(3)));
            }
            case null, default -> {
                // decoration
            }
        }
    }

    /** @return the fields of a latency line in a form {@link VpHeaderScan} leaves to the regex, or null */
    static VpHeaderScan.Latency latencyByRegex(String s) {
        Matcher m = LATENCY.matcher(s);
        if (!m.matches()) {
            return null;
        }
        long latency = Long.parseLong(m.group(1));
        int cpu = m.group(6) == null ? -1 : Integer.parseInt(m.group(6));
        if (m.group(2) != null) {
            return new VpHeaderScan.Latency(latency, Integer.parseInt(m.group(2)),
                    m.group(3) == null ? -1 : Integer.parseInt(m.group(3)), cpu, m.group(7));
        }
        return new VpHeaderScan.Latency(latency, Integer.parseInt(m.group(4)), Integer.parseInt(m.group(5)), cpu,
                m.group(7));
    }

    /** The preemption model and the {@code VP:0 KP:1 ...} fields after the counts. */
    private static void rest(String rest, LatencyHeader h) {
        if (rest.isEmpty()) {
            return;
        }
        VpHeaderScan.Fields f = VpHeaderScan.fields(rest);
        if (f.model() != null) {
            h.setPreemptionModel(f.model());
        }
        if (f.vp() != null) {
            h.setVp(f.vp().intValue());
        }
        if (f.kp() != null) {
            h.setKp(f.kp().intValue());
        }
        if (f.sp() != null) {
            h.setSp(f.sp().intValue());
        }
        if (f.hp() != null) {
            h.setHp(f.hp().intValue());
        }
        if (f.cpus() != null) {
            h.setCpuCount(f.cpus().intValue());
        }
    }

    private static void task(VpHeaderScan.Task task, LatencyHeader h) {
        String who = task.who().strip();
        int slash = who.lastIndexOf('/');
        int dash = who.lastIndexOf('-');
        int cut = slash > 0 && Text.allDigits(who, slash + 1, who.length()) ? slash
                : dash > 0 && Text.allDigits(who, dash + 1, who.length()) ? dash : -1;
        if (cut > 0) {
            h.setTaskComm(who.substring(0, cut));
            h.setPid(Integer.parseInt(who.substring(cut + 1)));
        } else {
            h.setTaskComm(who);
        }
        h.setUid(task.uid());
        h.setNice(task.nice());
        h.setPolicy(task.policy());
        h.setRtPrio(task.rtPrio());
    }

    /** @return the fields of a version line in a form {@link VpHeaderScan} leaves to the regex, or null */
    static VpHeaderScan.Version versionByRegex(String s) {
        Matcher m = VERSION.matcher(s);
        return m.matches() ? new VpHeaderScan.Version(m.group(1), m.group(2), m.group(3)) : null;
    }

    /** @return the fields of a started/ended line in a form {@link VpHeaderScan} leaves to the regex, or null */
    static VpHeaderScan.At atByRegex(String s) {
        Matcher m = AT.matcher(s);
        return m.matches() ? new VpHeaderScan.At("started".equals(m.group(1)), m.group(2), m.group(3), m.group(4), m.group(5)) //$NON-NLS-1$
                : null;
    }

    /** @return the fields of a task line in a form {@link VpHeaderScan} leaves to the regex, or null */
    static VpHeaderScan.Task taskByRegex(String s) {
        Matcher m = TASK.matcher(s);
        if (!m.matches()) {
            return null;
        }
        return new VpHeaderScan.Task(m.group(1), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)),
                Integer.parseInt(m.group(4)), Integer.parseInt(m.group(5)));
    }
}
