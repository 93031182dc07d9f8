// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report.internal;

import org.latscope.analysis.Durations;
import org.latscope.analysis.stats.Distribution;
import org.latscope.analysis.stats.LogBins;

/**
 * Draws a latency distribution as inline SVG, as the Statistics view does: its log-scale
 * buckets ({@link LogBins}) as bars on a logarithmic time axis widened to whole decades, a
 * square-root count axis (so that a lone 9 ms outlier stays visible next to 10,000 short
 * steps), and the p50, p90, p99 and p99.9 marks.
 */
public final class SvgHistogram {

    private static final int W = 600;
    private static final int H = 150;
    private static final int TOP = 44;
    private static final int LEFT = 4;
    private static final int RIGHT = 596;

    private final String unit;

    /** @param unit the unit of the axis labels */
    public SvgHistogram(String unit) {
        this.unit = unit;
    }

    /**
     * @param d a distribution with values
     * @return its {@code <svg>} element
     */
    public String svg(Distribution d) {
        LogBins bins = LogBins.of(d);
        StringBuilder b = new StringBuilder(4096);
        b.append("<svg class=\"histogram\" viewBox=\"0 0 ").append(W).append(' ').append(H + 16).append("\" role=\"img\"><title>") //$NON-NLS-1$ //$NON-NLS-2$
                .append(Html.text(d.kind().id())).append("</title>"); //$NON-NLS-1$
        if (bins.size() == 0) {
            return b.append("</svg>").toString(); //$NON-NLS-1$
        }
        double lo = Math.log10(bins.axisMinNs());
        double hi = Math.max(lo + 1, Math.log10(bins.axisMaxNs()));
        double maxCount = Math.sqrt(bins.maxCount());
        for (int i = 0; i < bins.size(); i++) {
            double x0 = x(bins.lowerNs(i), lo, hi);
            double x1 = Math.max(x0 + 1, x(bins.upperNs(i), lo, hi));
            double h = (H - TOP) * Math.sqrt(bins.count(i)) / maxCount;
            b.append("<rect class=\"bar\" x=\"").append(SvgTimeline.num(x0)).append("\" y=\"").append(SvgTimeline.num(H - h)) //$NON-NLS-1$ //$NON-NLS-2$
                    .append("\" width=\"").append(SvgTimeline.num(x1 - x0)).append("\" height=\"").append(SvgTimeline.num(h)) //$NON-NLS-1$ //$NON-NLS-2$
                    .append("\"><title>").append(Html.text("[" + Durations.format(bins.lowerNs(i), unit) + ", " //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                            + Durations.format(bins.upperNs(i), unit) + ") " + unit + ": " + bins.count(i))) //$NON-NLS-1$ //$NON-NLS-2$
                    .append("</title></rect>"); //$NON-NLS-1$
        }
        mark(b, "p50", d.p50Ns(), lo, hi, 0); //$NON-NLS-1$
        mark(b, "p90", d.p90Ns(), lo, hi, 1); //$NON-NLS-1$
        mark(b, "p99", d.p99Ns(), lo, hi, 2); //$NON-NLS-1$
        mark(b, "p99.9", d.p999Ns(), lo, hi, 3); //$NON-NLS-1$
        b.append("<g class=\"ruler\"><line x1=\"").append(LEFT).append("\" x2=\"").append(RIGHT).append("\" y1=\"").append(H) //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                .append("\" y2=\"").append(H).append("\"/>"); //$NON-NLS-1$ //$NON-NLS-2$
        for (long decade = bins.axisMinNs(); decade <= bins.axisMaxNs() && decade > 0; decade *= 10) {
            double x = x(decade, lo, hi);
            String anchor = x < LEFT + 20 ? "start" : x > RIGHT - 20 ? "end" : "middle"; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            b.append("<text x=\"").append(SvgTimeline.num(x)).append("\" y=\"").append(H + 13).append("\" text-anchor=\"") //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                    .append(anchor).append("\">").append(Html.text(Durations.format(decade, unit) + " " + unit)).append("</text>"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            if (decade > Long.MAX_VALUE / 10) {
                break;
            }
        }
        return b.append("</g></svg>").toString(); //$NON-NLS-1$
    }

    /** A percentile's line, its label on a row of its own so that close percentiles stay legible. */
    private static void mark(StringBuilder b, String name, long ns, double lo, double hi, int row) {
        double x = x(Math.max(1, ns), lo, hi);
        b.append("<line class=\"pct\" x1=\"").append(SvgTimeline.num(x)).append("\" x2=\"").append(SvgTimeline.num(x)) //$NON-NLS-1$ //$NON-NLS-2$
                .append("\" y1=\"").append(2 + 10 * row).append("\" y2=\"").append(H).append("\"/><text class=\"pct\" x=\"") //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                .append(SvgTimeline.num(x > RIGHT - 40 ? x - 2 : x + 2)).append("\" y=\"").append(10 + 10 * row)
                .append(x > RIGHT - 40 ? "\" text-anchor=\"end\">" : "\">") //$NON-NLS-1$ //$NON-NLS-2$
                .append(name).append("</text>"); //$NON-NLS-1$
    }

    private static double x(long ns, double lo, double hi) {
        double v = Math.log10(Math.max(1, ns));
        return LEFT + (RIGHT - LEFT) * Math.max(0, Math.min(1, (v - lo) / (hi - lo)));
    }
}
