// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.latscope.formats.internal.NumberGuard;
import org.latscope.formats.spi.LineSource;
import org.latscope.formats.spi.ReadContext;
import org.latscope.formats.spi.TraceReader;
import org.latscope.model.Histogram;
import org.latscope.model.HistogramBucket;
import org.latscope.model.HistogramSeries;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.SeriesKind;
import org.latscope.model.Severity;

/**
 * Reads rtla timerlat/osnoise output into a {@link Histogram}.
 * <ul>
 * <li>hist: {@code Index IRQ-001 Thr-001 Usr-001 ...} then {@code bucket count ...} rows
 * ({@code -} placeholders, omitted zero buckets), then {@code over: count: min: avg: max:}
 * footers; an {@code ALL:} header starts the all-CPU series;</li>
 * <li>top: {@code CPU COUNT | cur min avg max | cur min avg max} rows, one series per CPU
 * and context (IRQ, Thread, User) with min/avg/max and the count as total.</li>
 * </ul>
 * The auto-analysis text ({@code ## CPU 23 hit stop tracing, analyzing it ##}) has no place
 * in the model; its lines are reported as information.
 */
public final class RtlaReader implements TraceReader {

    private Histogram histogram;
    private List<HistogramSeries> columns = new ArrayList<>();
    private List<String> topGroups = new ArrayList<>();
    private boolean top;
    private ReadContext context;

    @Override
    public void read(LineSource lines, ReadContext readContext) throws IOException {
        this.context = readContext;
        while (lines.next()) {
            int number = lines.lineNumber();
            String line = lines.line().strip();
            if (line.isEmpty() || NumberGuard.line(context, number, line, () -> line(line, number))) {
                context.used(number);
                if (histogram != null && !line.isEmpty()) {
                    if (histogram.getFirstLine() == 0) {
                        histogram.setFirstLine(number);
                    }
                    histogram.setLastLine(number);
                }
            }
        }
    }

    private boolean line(String line, int number) {
        if (line.startsWith("# RTLA ")) { //$NON-NLS-1$
            String tool = line.substring(2).replace(" histogram", "").toLowerCase(java.util.Locale.ROOT); //$NON-NLS-1$ //$NON-NLS-2$
            histogram(tool);
            return true;
        }
        if (line.startsWith("# Time unit is ")) { //$NON-NLS-1$
            histogram("rtla").setUnit(line.contains("(ns)") ? "ns" : "us"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
            return true;
        }
        if (line.startsWith("# ") && histogram != null) { //$NON-NLS-1$
            return true; // "# Duration:   0 00:10:01"
        }
        List<String> tokens = Tokens.split(line);
        String first = tokens.get(0);
        if (first.equals("Index") || first.equals("ALL:") && tokens.size() > 1) { //$NON-NLS-1$ //$NON-NLS-2$
            header(tokens, first.equals("ALL:")); //$NON-NLS-1$
            return true;
        }
        if (!top && !columns.isEmpty() && Tokens.parseLong(first) >= 0) {
            return bucketRow(tokens, number, line);
        }
        if (!columns.isEmpty() && first.endsWith(":") && footer(first, tokens, number, line)) { //$NON-NLS-1$
            return true;
        }
        if (line.endsWith("Timer Latency") || line.contains("Timer Latency (")) { //$NON-NLS-1$ //$NON-NLS-2$
            topTitle(line);
            return true;
        }
        if (line.startsWith("CPU COUNT")) { //$NON-NLS-1$
            top = true;
            histogram("rtla timerlat"); //$NON-NLS-1$
            return true;
        }
        if (top && Tokens.parseLong(first) >= 0 && line.contains("|")) { //$NON-NLS-1$
            return topRow(line, number);
        }
        context.diagnostic(number, 0, Messages.get(histogram == null ? "hist.prose" : "rtla.analysis"), //$NON-NLS-1$ //$NON-NLS-2$
                Severity.INFO, line);
        return false;
    }

    private void header(List<String> tokens, boolean all) {
        Histogram h = histogram("rtla"); //$NON-NLS-1$
        columns = new ArrayList<>();
        for (int i = 1; i < tokens.size(); i++) {
            String name = tokens.get(i);
            HistogramSeries s = LatscopeFactory.eINSTANCE.createHistogramSeries();
            int dash = name.lastIndexOf('-');
            long cpu = dash >= 0 ? Tokens.parseLong(name.substring(dash + 1)) : -1;
            if (all) {
                s.setName(name + "-ALL"); //$NON-NLS-1$
                s.setKind(SeriesKind.ALL);
            } else {
                s.setName(name);
                s.setKind(cpu >= 0 ? SeriesKind.CPU : SeriesKind.OTHER);
                if (cpu >= 0) {
                    s.setIndex((int) cpu);
                }
            }
            h.getSeries().add(s);
            columns.add(s);
        }
        if (!h.isSetBucketWidth()) {
            h.setBucketWidth(1);
        }
    }

    private boolean bucketRow(List<String> tokens, int number, String line) {
        if (tokens.size() - 1 != columns.size()) {
            context.diagnostic(number, 0, Messages.format("hist.columns", tokens.size() - 1, columns.size()), //$NON-NLS-1$
                    Severity.WARNING, line);
            return false;
        }
        long bucket = Tokens.parseLong(tokens.get(0));
        for (int i = 1; i < tokens.size(); i++) {
            String t = tokens.get(i);
            if (t.equals("-")) { //$NON-NLS-1$
                continue;
            }
            long count = Tokens.parseLong(t);
            if (count < 0) {
                context.diagnostic(number, 0, Messages.get("rtla.notRow"), Severity.WARNING, line); //$NON-NLS-1$
                return false;
            }
        }
        for (int i = 1; i < tokens.size(); i++) {
            long count = Tokens.parseLong(tokens.get(i));
            if (count >= 0) {
                HistogramBucket b = LatscopeFactory.eINSTANCE.createHistogramBucket();
                b.setValue(bucket);
                b.setCount(count);
                columns.get(i - 1).getBuckets().add(b);
            }
        }
        return true;
    }

    private boolean footer(String key, List<String> tokens, int number, String line) {
        if (!List.of("over:", "count:", "min:", "avg:", "max:").contains(key)) { //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$
            return false;
        }
        if (tokens.size() - 1 != columns.size()) {
            context.diagnostic(number, 0, Messages.format("hist.columns", tokens.size() - 1, columns.size()), //$NON-NLS-1$
                    Severity.WARNING, line);
            return true;
        }
        for (int i = 1; i < tokens.size(); i++) {
            String t = tokens.get(i);
            if (t.equals("-")) { //$NON-NLS-1$
                continue;
            }
            double v = Tokens.parseDouble(t);
            if (Double.isNaN(v)) {
                context.diagnostic(number, 0, Messages.get("rtla.notRow"), Severity.WARNING, line); //$NON-NLS-1$
                continue;
            }
            HistogramSeries s = columns.get(i - 1);
            switch (key) {
                case "over:" -> s.setOverflows((long) v); //$NON-NLS-1$
                case "count:" -> s.setTotal((long) v); //$NON-NLS-1$
                case "min:" -> s.setMin((long) v); //$NON-NLS-1$
                case "avg:" -> s.setAvg(v); //$NON-NLS-1$
                default -> s.setMax((long) v);
            }
        }
        return true;
    }

    /** {@code 0 00:00:12 | IRQ Timer Latency (us) | Thread Timer Latency (us)}: the context groups. */
    private void topTitle(String line) {
        histogram("rtla timerlat"); //$NON-NLS-1$
        List<String> groups = new ArrayList<>();
        String[] parts = line.split("\\|"); //$NON-NLS-1$
        for (int i = 1; i < parts.length; i++) {
            String p = parts[i].strip();
            if (!p.isEmpty()) {
                groups.add(p.startsWith("Thread") ? "Thr" : p.startsWith("User") ? "Usr" : "IRQ"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$
            }
        }
        if (!groups.isEmpty()) {
            topGroups = groups;
        }
    }

    /** {@code 1 #12322 | 0 0 1 15 | 10 3 9 31}. */
    private boolean topRow(String line, int number) {
        String[] parts = line.split("\\|"); //$NON-NLS-1$
        List<String> head = Tokens.split(parts[0]);
        long cpu = Tokens.parseLong(head.get(0));
        long count = head.size() > 1 ? Tokens.parseLong(head.get(1).replace("#", "")) : -1; //$NON-NLS-1$ //$NON-NLS-2$
        if (cpu < 0 || parts.length < 2) {
            context.diagnostic(number, 0, Messages.get("rtla.notRow"), Severity.WARNING, line); //$NON-NLS-1$
            return false;
        }
        for (int g = 1; g < parts.length; g++) {
            List<String> v = Tokens.split(parts[g]);
            if (v.size() != 4) {
                context.diagnostic(number, 0, Messages.get("rtla.notRow"), Severity.WARNING, line); //$NON-NLS-1$
                return false;
            }
        }
        for (int g = 1; g < parts.length; g++) {
            List<String> v = Tokens.split(parts[g]);
            String group = g - 1 < topGroups.size() ? topGroups.get(g - 1) : "G" + g; //$NON-NLS-1$
            HistogramSeries s = LatscopeFactory.eINSTANCE.createHistogramSeries();
            s.setName(String.format("%s-%03d", group, cpu)); //$NON-NLS-1$
            s.setKind(SeriesKind.CPU);
            s.setIndex((int) cpu);
            s.setMin(Tokens.parseLong(v.get(1)));
            s.setAvg(Tokens.parseDouble(v.get(2)));
            s.setMax(Tokens.parseLong(v.get(3)));
            if (count >= 0) {
                s.setTotal(count);
            }
            histogram.getSeries().add(s);
        }
        return true;
    }

    private Histogram histogram(String tool) {
        if (histogram == null) {
            histogram = LatscopeFactory.eINSTANCE.createHistogram();
            histogram.setUnit("us"); //$NON-NLS-1$
            context.file().getContents().add(histogram);
        }
        if (histogram.getTool() == null || histogram.getTool().equals("rtla")) { //$NON-NLS-1$
            histogram.setTool(tool);
        }
        return histogram;
    }
}
