// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.latscope.model.CodeAddress;
import org.latscope.model.LatencyHeader;
import org.latscope.model.LatscopeFactory;

/**
 * Reads the header lines of ftrace text output (both layouts) into a {@link LatencyHeader}:
 *
 * <pre>
 * # tracer: irqsoff                                         (also "## tracer:", or twice)
 * # irqsoff latency trace v1.1.5 on 4.13.0-rc4+
 * # latency: 451753 us, #4/4, CPU#159 | (M:desktop VP:0, KP:0, SP:0 HP:0 #P:224)
 * #    | task: fjsctest-233851 (uid:0 nice:0 policy:0 rt_prio:0)
 * #  => started at: wake_up_page_bit
 * # entries-in-buffer/entries-written: 8604/13281   #P:2
 * #                 / _-----=> irqs-off/BH-disabled          (the flag legend)
 * </pre>
 *
 * The {@code #} prefix is optional (2.6.26 printed none). Header lines are rare, so regular
 * expressions are fine here; step lines never reach this class on the hot path.
 */
final class FtraceHeaderParser {

    private static final Pattern VERSION = Pattern
            .compile("(\\S+) latency trace v(\\S+) on (\\S+)"); //$NON-NLS-1$
    private static final Pattern LATENCY = Pattern.compile(
            "^(?:latency: )?(\\d+) \\S{1,3}, #(\\d+)/(\\d+), CPU#(\\d+)(?: \\| \\((.*)\\))?"); //$NON-NLS-1$
    private static final Pattern MODEL = Pattern.compile(
            "M:(\\S+) VP:(\\d+), KP:(\\d+), SP:(\\d+) HP:(\\d+)(?: #P:(\\d+))?"); //$NON-NLS-1$
    private static final Pattern TASK = Pattern.compile(
            "\\| task: (.*)-(\\d+) \\(uid:(-?\\d+) nice:(-?\\d+) policy:(-?\\d+) rt_prio:(-?\\d+)\\)"); //$NON-NLS-1$
    private static final Pattern ENTRIES = Pattern
            .compile("entries-in-buffer/entries-written: (\\d+)/(\\d+)\\s+#P:(\\d+)"); //$NON-NLS-1$
    private static final Pattern ADDRESS = Pattern
            .compile("([^\\s+<]+)(?:\\+0x([0-9a-fA-F]+)/0x([0-9a-fA-F]+))?(?:\\s*<([0-9a-fA-F]+)>)?"); //$NON-NLS-1$

    private final List<String> legend = new ArrayList<>();
    private String lastProblem;

    /**
     * @param line a line
     * @return whether the line looks like a header line at all (starts with {@code #}, or is one
     *         of the unprefixed 2.6.26 header lines)
     */
    static boolean isHeaderLike(String line) {
        int i = FtraceBodyParser.skipSpaces(line, 0, line.length());
        return i < line.length() && line.charAt(i) == '#';
    }

    /**
     * @param line a line
     * @return the text after the {@code #} prefix (one or more) and leading blanks
     */
    static String strip(String line) {
        int i = 0;
        int n = line.length();
        i = FtraceBodyParser.skipSpaces(line, i, n);
        while (i < n && line.charAt(i) == '#') {
            i++;
        }
        i = FtraceBodyParser.skipSpaces(line, i, n);
        return line.substring(i, Math.max(i, FtraceBodyParser.trimEnd(line, n)));
    }

    /**
     * Reads one header line into {@code header}.
     *
     * @param line the line
     * @param header the header to fill
     * @param prefixed whether the line started with {@code #}, where any text is header
     * @return whether the line was a header line
     */
    boolean parse(String line, LatencyHeader header, boolean prefixed) {
        lastProblem = null;
        String s = strip(line);
        if (s.isEmpty()) {
            return prefixed;
        }
        if (s.startsWith("tracer: ")) { //$NON-NLS-1$
            header.setTracer(s.substring(8).trim());
            return true;
        }
        Matcher m;
        if (s.contains(" latency trace v") && (m = VERSION.matcher(s)).find()) { //$NON-NLS-1$
            if (header.getTracer() == null) {
                header.setTracer(m.group(1));
            }
            header.setTracerVersion(m.group(2));
            header.setKernelRelease(m.group(3));
            return true;
        }
        if (s.startsWith("latency: ") || s.contains(", CPU#")) { //$NON-NLS-1$ //$NON-NLS-2$
            m = LATENCY.matcher(s);
            if (m.find()) {
                header.setLatencyUs(Long.parseLong(m.group(1)));
                header.setEntriesDeclared(parseInt(m.group(2)));
                header.setEntriesTotal(parseInt(m.group(3)));
                header.setCpu(parseInt(m.group(4)));
                if (m.group(5) != null) {
                    model(m.group(5), header);
                }
            } else {
                lastProblem = s;
            }
            return true;
        }
        if (s.startsWith("| task: ")) { //$NON-NLS-1$
            m = TASK.matcher(s);
            if (m.find()) {
                header.setTaskComm(m.group(1));
                header.setPid(parseInt(m.group(2)));
                header.setUid(parseInt(m.group(3)));
                header.setNice(parseInt(m.group(4)));
                header.setPolicy(parseInt(m.group(5)));
                header.setRtPrio(parseInt(m.group(6)));
            } else {
                lastProblem = s;
            }
            return true;
        }
        if (s.startsWith("=> started at:")) { //$NON-NLS-1$
            header.setStartedAt(address(s.substring(14).trim()));
            return true;
        }
        if (s.startsWith("=> ended at:")) { //$NON-NLS-1$
            header.setEndedAt(address(s.substring(12).trim()));
            return true;
        }
        if (s.startsWith("entries-in-buffer/")) { //$NON-NLS-1$
            m = ENTRIES.matcher(s);
            if (m.find()) {
                header.setEntriesDeclared(parseInt(m.group(1)));
                header.setEntriesTotal(parseInt(m.group(2)));
                header.setCpuCount(parseInt(m.group(3)));
            } else {
                lastProblem = s;
            }
            return true;
        }
        if (s.startsWith("cpus=")) { //$NON-NLS-1$
            try {
                header.setCpuCount(Integer.parseInt(s.substring(5).trim()));
            } catch (NumberFormatException e) {
                lastProblem = s;
            }
            return true;
        }
        int arrow = s.indexOf("=> "); //$NON-NLS-1$
        if (arrow > 0 && s.charAt(arrow - 1) == '-' && prefixed) {
            String name = s.substring(arrow + 3).trim();
            if (!name.isEmpty() && !name.startsWith("CPU") && !name.equals("delay")) { //$NON-NLS-1$ //$NON-NLS-2$
                legend.add(name);
            }
            return true;
        }
        if (isArt(s)) {
            return true;
        }
        return prefixed;
    }

    /** @return a header field the last {@link #parse} call recognised but could not read, or null */
    String lastProblem() {
        return lastProblem;
    }

    /** @return the flag column names of the legend read so far (without CPU# and delay) */
    List<String> legend() {
        return legend;
    }

    /** Forgets the legend (a new trace starts). */
    void reset() {
        legend.clear();
    }

    private static void model(String text, LatencyHeader header) {
        Matcher m = MODEL.matcher(text);
        if (m.find()) {
            header.setPreemptionModel(m.group(1));
            header.setVp(parseInt(m.group(2)));
            header.setKp(parseInt(m.group(3)));
            header.setSp(parseInt(m.group(4)));
            header.setHp(parseInt(m.group(5)));
            if (m.group(6) != null) {
                header.setCpuCount(parseInt(m.group(6)));
            }
        } else {
            int colon = text.indexOf("M:"); //$NON-NLS-1$
            if (colon >= 0) {
                int end = text.indexOf(' ', colon);
                header.setPreemptionModel(text.substring(colon + 2, end < 0 ? text.length() : end));
            }
        }
    }

    /** @return {@code wake_up_page_bit} or {@code kmap_atomic+0x23/0xe0 <c0118d99>} as an address */
    static CodeAddress address(String text) {
        CodeAddress address = LatscopeFactory.eINSTANCE.createCodeAddress();
        Matcher m = ADDRESS.matcher(text);
        if (m.lookingAt()) {
            address.setSymbol(m.group(1));
            if (m.group(2) != null) {
                address.setOffset(Long.parseLong(m.group(2), 16));
                address.setSize(Long.parseLong(m.group(3), 16));
            }
            if (m.group(4) != null) {
                address.setAddress(Long.parseUnsignedLong(m.group(4), 16));
            }
        } else {
            address.setSymbol(text);
        }
        return address;
    }

    /** Dashed rules, the column names line and the legend's bars. */
    private static boolean isArt(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '-' && c != '|' && c != ' ' && c != '/' && c != '\\' && c != '_' && c != '=' && c != '>') {
                return s.startsWith("cmd ") || s.startsWith("TASK-PID") //$NON-NLS-1$ //$NON-NLS-2$
                        || s.contains("TIMESTAMP") && s.contains("FUNCTION"); //$NON-NLS-1$ //$NON-NLS-2$
            }
        }
        return true;
    }

    private static int parseInt(String digits) {
        try {
            return Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
