// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

import org.eclipse.emf.ecore.util.InternalEList;
import org.latscope.formats.internal.NumberGuard;
import org.latscope.formats.spi.AsciiLine;
import org.latscope.formats.spi.LineSource;
import org.latscope.formats.spi.ReadContext;
import org.latscope.formats.spi.TraceReader;
import org.latscope.model.Histogram;
import org.latscope.model.HistogramBucket;
import org.latscope.model.HistogramSeries;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.SeriesKind;
import org.latscope.model.Severity;
import org.latscope.model.TraceFile;

/**
 * Reads cyclictest output into one {@link Histogram} with a series per thread: the
 * {@code # Histogram} rows ({@code bucket count count ...}, tabs or spaces), the
 * {@code # Total/Min/Avg/Max Latencies/Histogram Overflows} summary lines before or after
 * the rows, the overflow cycle lists ({@code # Thread 0: 03312 ... # 00544 others}) and
 * the per-thread summary lines {@code T: 0 ( 8137) P:80 I:200 C: 73055 Min: 7 Act: 13 Avg: 15 Max: 151}
 * of every generation (padded or unpadded pids, any spacing, the old {@code policy: fifo:
 * loadavg:} header). A terminal capture where carriage returns merged the refreshed status
 * lines into one keeps each thread's last values and says how many refreshes it merged;
 * quoted lines and a {@code Max:} wrapped onto the next line by a mailer are read too.
 */
public final class CyclictestReader implements TraceReader {

    private TraceFile file;
    private Histogram histogram;
    private boolean inRows;
    private boolean inOverflows;
    private long previousBucket = -1;
    private final Set<Integer> totalsFromStatus = new HashSet<>();

    private static final Pattern ESCAPE = Pattern.compile("\u001b\\[[0-9;]*[A-Za-z]"); //$NON-NLS-1$

    /** @return the line without terminal escapes; a line without ESC is left as it is, without a matcher */
    private static String withoutEscapes(String line) {
        return line.indexOf('\u001b') < 0 ? line : ESCAPE.matcher(line).replaceAll(""); //$NON-NLS-1$
    }

    @Override
    public void read(LineSource lines, ReadContext context) throws IOException {
        file = context.file();
        while (true) {
            // A histogram row is read from its bytes when the source has them: no String, no
            // token list. The bytes are taken before next(); they stay valid until the next next().
            AsciiLine ascii = inRows ? lines.peekAscii() : null;
            byte[] rowBytes = ascii == null ? null : ascii.array();
            int rowStart = ascii == null ? 0 : ascii.offset();
            int rowEnd = ascii == null ? 0 : rowStart + ascii.length();
            if (!lines.next()) {
                break;
            }
            int number = lines.lineNumber();
            if (rowBytes != null && plainRow(rowBytes, rowStart, rowEnd, number)) {
                context.used(number);
                histogram.setLastLine(number);
                continue;
            }
            String line = withoutEscapes(Quoting.unquote(lines.line())).strip();
            if (line.isEmpty()) {
                context.used(number);
                continue;
            }
            if (line.endsWith("Max:") && lines.peek() != null //$NON-NLS-1$
                    && Tokens.parseLong(Quoting.unquote(lines.peek()).strip()) >= 0) {
                lines.next();
                context.used(lines.lineNumber());
                context.diagnostic(lines.lineNumber(), 0, Messages.get("cyclictest.wrapped"), Severity.INFO, null); //$NON-NLS-1$
                line = line + ' ' + Quoting.unquote(lines.line()).strip();
            }
            String text = line;
            if (NumberGuard.line(context, number, text,
                    () -> text.indexOf('\r') >= 0 ? refreshes(text, number, context) : line(text, number, context))) {
                context.used(number);
                histogram().setLastLine(number);
                if (histogram.getFirstLine() == 0) {
                    histogram.setFirstLine(number);
                }
            }
        }
        if (histogram != null && !histogram.isSetBucketWidth()) {
            histogram.setBucketWidth(1);
        }
    }

    /** Reads the status lines a carriage-return refresh merged into one line, in order: the last values stay. */
    private boolean refreshes(String line, int number, ReadContext context) {
        String[] parts = line.split("\r"); //$NON-NLS-1$
        boolean used = false;
        int read = 0;
        for (String part : parts) {
            String p = part.strip();
            if (!p.isEmpty()) {
                used |= line(p, number, context);
                read++;
            }
        }
        if (read > 1) {
            context.diagnostic(number, 0, Messages.format("cyclictest.refreshes", read, read - 1), Severity.INFO, null); //$NON-NLS-1$
        }
        return used;
    }

    /** @return whether the line was used; reports it otherwise */
    private boolean line(String line, int number, ReadContext context) {
        if (line.startsWith("#")) { //$NON-NLS-1$
            return comment(line.substring(1).strip(), number, context);
        }
        if (line.startsWith("T:")) { //$NON-NLS-1$
            return summary(line, number, context);
        }
        List<String> tokens = Tokens.split(line);
        if (inRows && Tokens.parseLong(tokens.get(0)) >= 0) {
            return row(tokens, number, line, context);
        }
        if (line.startsWith("policy:")) { //$NON-NLS-1$
            if (line.contains("Max:")) { //$NON-NLS-1$
                context.diagnostic(number, 0, Messages.format("cyclictest.remnant", //$NON-NLS-1$
                        line.substring(line.lastIndexOf("Avg:") >= 0 ? line.lastIndexOf("Avg:") : line.indexOf("Max:")).strip()), //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                        Severity.INFO, line);
            }
            return true;
        }
        if (line.contains("...")) { //$NON-NLS-1$
            context.diagnostic(number, 0, Messages.format("hist.elision", line), Severity.INFO, line); //$NON-NLS-1$
            return true;
        }
        context.diagnostic(number, 0, Messages.get("hist.prose"), Severity.INFO, line); //$NON-NLS-1$
        return false;
    }

    private boolean comment(String text, int number, ReadContext context) {
        if (text.equals("Histogram")) { //$NON-NLS-1$
            histogram();
            inRows = true;
            inOverflows = false;
            return true;
        }
        inRows = false;
        if (text.startsWith("Histogram Overflow at cycle number")) { //$NON-NLS-1$
            inOverflows = true;
            return true;
        }
        if (inOverflows && text.startsWith("Thread ")) { //$NON-NLS-1$
            return overflowCycles(text, number, context);
        }
        String[] keys = {"Total:", "Min Latencies:", "Avg Latencies:", "Max Latencies:", "Histogram Overflows:"}; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$
        for (int k = 0; k < keys.length; k++) {
            if (text.startsWith(keys[k])) {
                List<String> values = Tokens.split(text.substring(keys[k].length()));
                for (int i = 0; i < values.size(); i++) {
                    long v = Tokens.parseLong(values.get(i));
                    if (v < 0) {
                        context.diagnostic(number, 0, Messages.get("hist.notRow"), Severity.WARNING, text); //$NON-NLS-1$
                        return false;
                    }
                    HistogramSeries s = series(i);
                    switch (k) {
                        case 0 -> s.setTotal(v);
                        case 1 -> s.setMin(v);
                        case 2 -> s.setAvg(v);
                        case 3 -> s.setMax(v);
                        default -> s.setOverflows(v);
                    }
                }
                return true;
            }
        }
        return true; // other comments: "/dev/cpu_dma_latency set to 0us" and the like
    }

    /** {@code Thread 0: 03312 04400 # 00544 others}. */
    private boolean overflowCycles(String text, int number, ReadContext context) {
        int colon = text.indexOf(':');
        long thread = colon > 7 ? Tokens.parseLong(text.substring(7, colon).strip()) : -1;
        if (thread < 0 || thread > 4096) {
            context.diagnostic(number, 0, Messages.get("hist.overflowLine"), Severity.WARNING, text); //$NON-NLS-1$
            return false;
        }
        HistogramSeries s = series((int) thread);
        List<String> tokens = Tokens.split(text.substring(colon + 1));
        for (int i = 0; i < tokens.size(); i++) {
            String t = tokens.get(i);
            if (t.equals("#") && i + 1 < tokens.size()) { //$NON-NLS-1$
                long others = Tokens.parseLong(tokens.get(i + 1));
                if (others >= 0) {
                    s.setOverflowOthers(others);
                }
                break;
            }
            long cycle = Tokens.parseLong(t);
            if (cycle >= 0) {
                s.getOverflowCycles().add(cycle);
            }
        }
        return true;
    }

    private boolean row(List<String> tokens, int number, String line, ReadContext context) {
        long bucket = Tokens.parseLong(tokens.get(0));
        Histogram h = histogram();
        int columns = tokens.size() - 1;
        if (!h.getSeries().isEmpty() && h.getSeries().size() != columns && previousBucket >= 0) {
            context.diagnostic(number, 0, Messages.format("hist.columns", columns, h.getSeries().size()), //$NON-NLS-1$
                    Severity.WARNING, line);
            return false;
        }
        for (int i = 0; i < columns; i++) {
            long count = Tokens.parseLong(tokens.get(i + 1));
            if (count < 0) {
                bucketWidth(h, bucket);
                context.diagnostic(number, 0, Messages.get("hist.notRow"), Severity.WARNING, line); //$NON-NLS-1$
                return false;
            }
        }
        if (values.length < columns + 1) {
            values = new long[columns + 1];
        }
        values[0] = bucket;
        for (int i = 0; i < columns; i++) {
            values[i + 1] = Tokens.parseLong(tokens.get(i + 1));
        }
        add(h, columns);
        return true;
    }

    /** The row being read: its bucket, then a count per series. */
    private long[] values = new long[8];

    /** Sets the bucket width from the previous row's bucket, and takes this row's as the previous one. */
    private void bucketWidth(Histogram h, long bucket) {
        if (previousBucket >= 0 && !h.isSetBucketWidth() && bucket > previousBucket) {
            h.setBucketWidth(bucket - previousBucket);
        }
        previousBucket = bucket;
    }

    /** Adds the row in {@link #values}: a bucket to each series. */
    private void add(Histogram h, int columns) {
        long bucket = values[0];
        bucketWidth(h, bucket);
        for (int i = 0; i < columns; i++) {
            HistogramBucket b = LatscopeFactory.eINSTANCE.createHistogramBucket();
            b.setValue(bucket);
            b.setCount(values[i + 1]);
            // a new bucket is in no list: the containment list's uniqueness check is skipped
            ((InternalEList<HistogramBucket>) series(i).getBuckets()).addUnique(b);
        }
    }

    /**
     * Reads a histogram row given as bytes, {@code bucket count count ...}, when it is nothing
     * else: digits (at most 18 a number) and blanks only, as many counts as the series.
     * Anything else is left to the text's reading, which reports it.
     *
     * @return whether the row was read
     */
    private boolean plainRow(byte[] s, int start, int end, int number) {
        int i = start;
        int n = 0;
        while (true) {
            while (i < end && (s[i] == ' ' || s[i] == '\t')) {
                i++;
            }
            if (i == end) {
                break;
            }
            int first = i;
            long v = 0;
            int d;
            while (i < end && (d = s[i] - '0') >= 0 && d <= 9) {
                v = v * 10 + d;
                i++;
            }
            if (i == first || i - first > 18 || i < end && s[i] != ' ' && s[i] != '\t') {
                return false;
            }
            if (n == values.length) {
                values = java.util.Arrays.copyOf(values, n * 2);
            }
            values[n++] = v;
        }
        Histogram h = histogram;
        int columns = n - 1;
        if (n == 0 || h == null || !h.getSeries().isEmpty() && h.getSeries().size() != columns && previousBucket >= 0) {
            return false;
        }
        add(h, columns);
        if (h.getFirstLine() == 0) {
            h.setFirstLine(number);
        }
        return true;
    }

    /** {@code T: 0 ( 8137) P:80 I:200 C:  73055 Min:      7 Act:   13 Avg:   15 Max:     151}. */
    private boolean summary(String line, int number, ReadContext context) {
        long thread = Tokens.valueAfter(line, "T:"); //$NON-NLS-1$
        long min = Tokens.valueAfter(line, "Min:"); //$NON-NLS-1$
        long avg = Tokens.valueAfter(line, "Avg:"); //$NON-NLS-1$
        long max = Tokens.valueAfter(line, "Max:"); //$NON-NLS-1$
        if (thread < 0 || thread > 4096 || min < 0 || max < 0) {
            context.diagnostic(number, 0, Messages.get("hist.notRow"), Severity.WARNING, line); //$NON-NLS-1$
            return false;
        }
        HistogramSeries s = series((int) thread);
        s.setMin(min);
        if (avg >= 0) {
            s.setAvg(avg);
        }
        s.setMax(max);
        long cycles = Tokens.valueAfter(line, "C:"); //$NON-NLS-1$
        Integer key = Integer.valueOf((int) thread);
        if (cycles >= 0 && (!s.isSetTotal() || totalsFromStatus.contains(key))) {
            s.setTotal(cycles);
            totalsFromStatus.add(key);
        }
        return true;
    }

    private Histogram histogram() {
        if (histogram == null) {
            histogram = LatscopeFactory.eINSTANCE.createHistogram();
            histogram.setTool("cyclictest"); //$NON-NLS-1$
            histogram.setUnit("us"); //$NON-NLS-1$
            file.getContents().add(histogram);
        }
        return histogram;
    }

    private HistogramSeries series(int thread) {
        Histogram h = histogram();
        while (h.getSeries().size() <= thread) {
            HistogramSeries s = LatscopeFactory.eINSTANCE.createHistogramSeries();
            int index = h.getSeries().size();
            s.setName("Thread " + index); //$NON-NLS-1$
            s.setKind(SeriesKind.THREAD);
            s.setIndex(index);
            h.getSeries().add(s);
        }
        return h.getSeries().get(thread);
    }
}
