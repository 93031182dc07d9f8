// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import java.io.IOException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.latscope.formats.internal.Messages;
import org.latscope.formats.spi.LineSource;
import org.latscope.formats.spi.ReadContext;
import org.latscope.model.Histogram;
import org.latscope.model.HistogramBucket;
import org.latscope.model.HistogramSeries;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.SeriesKind;
import org.latscope.model.Severity;

/**
 * Reads {@code bucket count} histograms: the -rt kernel's {@code /proc/latency_hist/...}
 * files ({@code #Minimum latency: 0 microseconds}, {@code #Average latency:},
 * {@code #Maximum latency:}, {@code #Total samples:}, {@code #usecs samples}, then rows) and
 * bare runs of at least {@value #MIN_BARE_ROWS} {@code bucket count} rows.
 */
final class HistogramParser implements BlockParser {

    static final int MIN_BARE_ROWS = 3;

    private static final Pattern SUMMARY = Pattern
            .compile("^\\s*#\\s*(Minimum|Average|Maximum) latency:\\s*(-?[\\d.]+)\\s*(\\w*).*$", Pattern.CASE_INSENSITIVE); //$NON-NLS-1$
    private static final Pattern TOTAL = Pattern.compile("^\\s*#\\s*Total samples:\\s*(\\d+).*$", Pattern.CASE_INSENSITIVE); //$NON-NLS-1$
    private static final Pattern OVER = Pattern
            .compile("^\\s*#\\s*There are (\\d+) samples (?:greater|lower).*$", Pattern.CASE_INSENSITIVE); //$NON-NLS-1$
    private static final Pattern COLUMNS = Pattern.compile("^\\s*#\\s*(usecs|nsecs|msecs)\\s+samples\\s*$", Pattern.CASE_INSENSITIVE); //$NON-NLS-1$

    /** @return true when {@code line} is a {@code #Minimum latency:} or {@code #usecs samples} line */
    static boolean isHeaderStart(String line) {
        int p = Text.skipRegexSpace(line, 0, line.length());
        if (p == line.length() || line.charAt(p) != '#') {
            return false; // both patterns start with \s*#
        }
        // after \s*#\s*, SUMMARY needs Minimum/Average/Maximum and COLUMNS usecs/nsecs/msecs
        int w = Text.skipRegexSpace(line, p + 1, line.length());
        char first = w < line.length() ? Character.toLowerCase(line.charAt(w)) : 0;
        if (first != 'm' && first != 'a' && first != 'u' && first != 'n') {
            return false;
        }
        return SUMMARY.matcher(line).matches() || COLUMNS.matcher(line).matches();
    }

    @Override
    public boolean starts(String line, String next) {
        if (line.indexOf('#') >= 0) {
            return isHeaderStart(line);
        }
        return isRow(line) && next != null && isRow(next);
    }

    @Override
    public void parse(LineSource lines, ReadContext context, Prose prose) throws IOException {
        prose.flush();
        Histogram histogram = LatscopeFactory.eINSTANCE.createHistogram();
        histogram.setTool("latency_hist"); //$NON-NLS-1$
        histogram.setUnit("us"); //$NON-NLS-1$
        HistogramSeries series = LatscopeFactory.eINSTANCE.createHistogramSeries();
        series.setName(context.file().getPath() == null ? "" : fileName(context.file().getPath())); //$NON-NLS-1$
        series.setKind(SeriesKind.ALL);
        histogram.getSeries().add(series);
        histogram.setFirstLine(lines.lineNumber());
        int rows = 0;
        boolean headed = false;
        String s = lines.line();
        while (true) {
            if (s.indexOf('#') >= 0) {
                headed |= header(s, histogram, series);
            } else {
                String[] f = Text.fields(s.strip());
                HistogramBucket bucket = LatscopeFactory.eINSTANCE.createHistogramBucket();
                bucket.setValue(Long.parseLong(f[0]));
                bucket.setCount(Long.parseLong(f[1]));
                series.getBuckets().add(bucket);
                rows++;
            }
            context.used(lines.lineNumber());
            histogram.setLastLine(lines.lineNumber());
            String next = lines.peek();
            if (next != null && rows > 0 && Text.isElision(next)) {
                // "<SNIP>" between bucket runs: the histogram goes on after the rows left out
                lines.next();
                context.used(lines.lineNumber());
                context.diagnostic(lines.lineNumber(), 0, Messages.format("hist.elided", next.strip(), lastValue(series)), //$NON-NLS-1$
                        Severity.INFO, next);
                histogram.setLastLine(lines.lineNumber());
                next = lines.peek();
                if (next == null || !isRow(next) || rowValue(next) <= lastValue(series)) {
                    break;
                }
            } else if (next == null || !(isRow(next) || next.indexOf('#') >= 0 && isHeader(next))) {
                break;
            }
            lines.next();
            s = next;
        }
        if (series.getBuckets().size() > 1) {
            histogram.setBucketWidth(series.getBuckets().get(1).getValue() - series.getBuckets().get(0).getValue());
        }
        if (headed || rows >= MIN_BARE_ROWS) {
            context.file().getContents().add(histogram);
            context.finished(histogram);
        }
    }

    private static String fileName(String path) {
        int slash = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
        return path.substring(slash + 1);
    }

    private static boolean isHeader(String s) {
        return SUMMARY.matcher(s).matches() || TOTAL.matcher(s).matches() || OVER.matcher(s).matches()
                || COLUMNS.matcher(s).matches();
    }

    private static boolean header(String s, Histogram histogram, HistogramSeries series) {
        Matcher m = SUMMARY.matcher(s);
        if (m.matches()) {
            double v = Double.parseDouble(m.group(2));
            switch (m.group(1).toLowerCase(Locale.ROOT)) {
                case "minimum" -> series.setMin((long) v); //$NON-NLS-1$
                case "maximum" -> series.setMax((long) v); //$NON-NLS-1$
                default -> series.setAvg(v);
            }
            return true;
        }
        m = TOTAL.matcher(s);
        if (m.matches()) {
            series.setTotal(Long.parseLong(m.group(1)));
            return true;
        }
        m = OVER.matcher(s);
        if (m.matches()) {
            series.setOverflows(Long.parseLong(m.group(1)));
            return true;
        }
        m = COLUMNS.matcher(s);
        if (m.matches()) {
            histogram.setUnit(m.group(1).toLowerCase(Locale.ROOT).substring(0, 1) + "s"); //$NON-NLS-1$
            return true;
        }
        return false;
    }

    private static long lastValue(HistogramSeries series) {
        return series.getBuckets().get(series.getBuckets().size() - 1).getValue();
    }

    /** @return the bucket of a row that {@link #isRow(String)} accepted */
    private static long rowValue(String row) {
        int p = Text.skipSpaces(row, 0);
        return Text.decimal(row, p, Text.tokenEnd(row, p));
    }

    /** {@code 12    345}: exactly two unsigned integers. */
    static boolean isRow(String s) {
        int p = Text.skipSpaces(s, 0);
        int e = Text.tokenEnd(s, p);
        if (!Text.allDigits(s, p, e) || e - p > 18) {
            return false;
        }
        int p2 = Text.skipSpaces(s, e);
        int e2 = Text.tokenEnd(s, p2);
        return p2 > e && Text.allDigits(s, p2, e2) && e2 - p2 <= 18 && Text.skipSpaces(s, e2) == s.length();
    }
}
