// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

import org.latscope.formats.internal.SharedStrings;
import org.latscope.formats.spi.LineSource;
import org.latscope.formats.spi.ReadContext;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.ResultCell;
import org.latscope.model.ResultTable;

/**
 * Reads latency test result tables such as seed 002's:
 *
 * <pre>
 *           Max CPU Delta     Max Write Delta
 * Test     2.4.x     2.6.x    2.4.x     2.6.x
 * X11       0.10      0.16     0.05      0.65
 * </pre>
 *
 * A metric line (names separated by three or more spaces), a {@code Test} line naming the
 * kernels, then rows of a test name and one number per metric and kernel. The paragraph
 * before the table gives its title and unit.
 */
final class ResultTableParser implements BlockParser {

    private static final Pattern WIDE_GAP = Pattern.compile("\\s{3,}"); //$NON-NLS-1$
    private static final Pattern GAP = Pattern.compile("\\s+"); //$NON-NLS-1$

    /** The cells' texts: a table's values repeat, and each cell kept its own copy of its number. */
    private final SharedStrings strings = new SharedStrings();

    @Override
    public boolean starts(String line, String next) {
        return isTableStart(line, next);
    }

    /** @return true when {@code line} and {@code next} are a metric line and a {@code Test} line */
    static boolean isTableStart(String line, String next) {
        if (next == null) {
            return false;
        }
        int p = 0;
        while (p < next.length() && Character.isWhitespace(next.charAt(p))) {
            p++; // as String.stripLeading(), without a copy of every line
        }
        if (!next.regionMatches(true, p, "test", 0, 4)) { //$NON-NLS-1$
            return false;
        }
        List<String> metrics = metrics(line);
        List<String> kernels = kernels(next);
        return metrics.size() >= 1 && !kernels.isEmpty() && kernels.size() % metrics.size() == 0
                && kernels.size() / metrics.size() >= 1 && kernels.size() >= 2;
    }

    @Override
    public void parse(LineSource lines, ReadContext context, Prose prose) throws IOException {
        List<String> metrics = metrics(lines.line());
        context.used(lines.lineNumber());
        ResultTable table = LatscopeFactory.eINSTANCE.createResultTable();
        table.setFirstLine(lines.lineNumber());
        List<String> label = prose.takeLabel();
        table.setTitle(title(label));
        table.setUnit(unit(label));
        lines.next();
        context.used(lines.lineNumber());
        List<String> columns = kernels(lines.line());
        int perMetric = columns.size() / metrics.size();
        List<String> kernels = new ArrayList<>(columns.subList(0, perMetric));
        table.getMetrics().addAll(metrics);
        table.getKernels().addAll(kernels);
        table.setLastLine(lines.lineNumber());
        context.file().getContents().add(table);
        while (true) {
            String next = lines.peek();
            if (next == null || Text.isBlank(next)) {
                break;
            }
            String[] f = GAP.split(next.strip());
            int values = columns.size();
            if (f.length <= values) {
                break;
            }
            boolean numeric = true;
            for (int i = f.length - values; i < f.length && numeric; i++) {
                numeric = isNumber(f[i]);
            }
            if (!numeric) {
                break;
            }
            lines.next();
            String test = String.join(" ", java.util.Arrays.copyOfRange(f, 0, f.length - values)); //$NON-NLS-1$
            table.getTests().add(test);
            for (int i = 0; i < values; i++) {
                ResultCell cell = LatscopeFactory.eINSTANCE.createResultCell();
                cell.setTest(test);
                cell.setMetric(metrics.get(i / perMetric));
                cell.setKernel(kernels.get(i % perMetric));
                String text = f[f.length - values + i];
                cell.setText(strings.share(text));
                cell.setValue(Double.parseDouble(text));
                table.getCells().add(cell);
            }
            context.used(lines.lineNumber());
            table.setLastLine(lines.lineNumber());
        }
        context.finished(table);
    }

    /** {@code Max CPU Delta     Max Write Delta}: names separated by 3+ spaces, no digits-only words. */
    private static List<String> metrics(String line) {
        String t = line.strip();
        if (t.isEmpty() || !Character.isLetter(t.charAt(0)) || line.length() - t.length() < 2) {
            return List.of();
        }
        List<String> names = new ArrayList<>();
        for (String part : WIDE_GAP.split(t)) { //$NON-NLS-1$
            if (part.isEmpty() || isNumber(part)) {
                return List.of();
            }
            names.add(part);
        }
        return names.size() >= 2 ? names : List.of();
    }

    /** {@code Test     2.4.x     2.6.x    2.4.x     2.6.x}: the kernel of each column. */
    private static List<String> kernels(String line) {
        String[] f = GAP.split(line.strip());
        if (f.length < 3 || !f[0].equalsIgnoreCase("test")) { //$NON-NLS-1$
            return List.of();
        }
        return List.of(f).subList(1, f.length);
    }

    private static boolean isNumber(String s) {
        if (s.isEmpty()) {
            return false;
        }
        int dots = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '.') {
                dots++;
            } else if (!Text.isDigit(c) && !(i == 0 && c == '-')) {
                return false;
            }
        }
        return dots <= 1 && !s.equals(".") && !s.equals("-"); //$NON-NLS-1$ //$NON-NLS-2$
    }

    private static String title(List<String> label) {
        return label.isEmpty() ? "" : label.get(0).strip(); //$NON-NLS-1$
    }

    private static String unit(List<String> label) {
        String text = String.join(" ", label).toLowerCase(Locale.ROOT); //$NON-NLS-1$
        if (text.contains("millisecond") || text.contains("msec")) { //$NON-NLS-1$ //$NON-NLS-2$
            return "ms"; //$NON-NLS-1$
        }
        if (text.contains("microsecond") || text.contains("usec")) { //$NON-NLS-1$ //$NON-NLS-2$
            return "us"; //$NON-NLS-1$
        }
        return ""; //$NON-NLS-1$
    }
}
