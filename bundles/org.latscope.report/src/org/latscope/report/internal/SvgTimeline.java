// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report.internal;

import org.latscope.analysis.Durations;
import org.latscope.analysis.nesting.NestingContext;
import org.latscope.model.steps.DelayMark;
import org.latscope.report.TraceStrip;

/**
 * Draws a {@link TraceStrip} as inline SVG the way the explorer's timeline row looks zoomed
 * out: a band of steps coloured by their strongest delay mark, the nesting staircase under it
 * (preemption depth at the bottom, soft irq on it, hard irq on top, in the timeline's default
 * colours) with NMI and PREEMPT_ACTIVE as thin bands, and a time ruler. One SVG unit per
 * column; runs of equal columns become one rectangle, which keeps the file small.
 */
public final class SvgTimeline {

    /** Bottom to top, as the timeline stacks them. */
    private static final NestingContext[] STACK = { NestingContext.PREEMPT, NestingContext.SOFTIRQ, NestingContext.HARDIRQ };
    private static final int STEPS_Y = 0;
    private static final int STEPS_H = 12;
    private static final int BAND_Y = 16;
    private static final int BAND_H = 3;
    private static final int STAIR_TOP = 24;
    private static final int STAIR_H = 60;
    private static final int RULER_Y = STAIR_TOP + STAIR_H + 2;

    private final String unit;

    /** @param unit the unit of the ruler */
    public SvgTimeline(String unit) {
        this.unit = unit;
    }

    /**
     * @param s a strip
     * @return its {@code <svg>} element
     */
    public String svg(TraceStrip s) {
        int cols = s.columns();
        StringBuilder b = new StringBuilder(8192);
        b.append("<svg class=\"timeline\" viewBox=\"0 0 ").append(cols).append(' ').append(RULER_Y + 14) //$NON-NLS-1$
                .append("\" role=\"img\"><title>").append(Html.text(s.label())).append("</title>"); //$NON-NLS-1$ //$NON-NLS-2$
        b.append("<rect class=\"bg\" x=\"0\" y=\"0\" width=\"").append(cols).append("\" height=\"").append(RULER_Y) //$NON-NLS-1$ //$NON-NLS-2$
                .append("\"/>"); //$NON-NLS-1$
        steps(b, s);
        int deepest = 1;
        for (int c = 0; c < cols; c++) {
            int sum = 0;
            for (NestingContext k : STACK) {
                sum += s.depth(c, k);
            }
            deepest = Math.max(deepest, sum);
        }
        double unitH = Math.min(8.0, (double) STAIR_H / deepest);
        stairs(b, s, unitH);
        band(b, s, NestingContext.NMI, BAND_Y);
        band(b, s, NestingContext.PREEMPT_ACTIVE, BAND_Y + BAND_H + 1);
        ruler(b, s);
        return b.append("</svg>").toString(); //$NON-NLS-1$
    }

    private static void steps(StringBuilder b, TraceStrip s) {
        int cols = s.columns();
        int start = 0;
        for (int c = 1; c <= cols; c++) {
            if (c < cols && key(s, c) == key(s, start)) {
                continue;
            }
            if (s.steps()[start] > 0) {
                rect(b, "m" + mark(s.marks()[start]), start, STEPS_Y, c - start, STEPS_H); //$NON-NLS-1$
            }
            start = c;
        }
    }

    private static int key(TraceStrip s, int c) {
        return s.steps()[c] > 0 ? 1 + s.marks()[c] : 0;
    }

    /** Mark classes: 0 none or +, 1 !, 2 # or stronger. */
    private static int mark(int ordinal) {
        return ordinal >= DelayMark.OVER_1_MS.ordinal() ? 2 : ordinal == DelayMark.OVER_100_US.ordinal() ? 1 : 0;
    }

    private static void stairs(StringBuilder b, TraceStrip s, double unitH) {
        int cols = s.columns();
        int start = 0;
        for (int c = 1; c <= cols; c++) {
            if (c < cols && sameStack(s, start, c)) {
                continue;
            }
            double y = STAIR_TOP + STAIR_H;
            for (NestingContext k : STACK) {
                double h = s.depth(start, k) * unitH;
                if (h > 0) {
                    y -= h;
                    rect(b, k.id(), start, y, c - start, h);
                }
            }
            start = c;
        }
    }

    private static boolean sameStack(TraceStrip s, int a, int c) {
        for (NestingContext k : STACK) {
            if (s.depth(a, k) != s.depth(c, k)) {
                return false;
            }
        }
        return true;
    }

    private static void band(StringBuilder b, TraceStrip s, NestingContext k, int y) {
        int cols = s.columns();
        int start = -1;
        for (int c = 0; c <= cols; c++) {
            boolean on = c < cols && s.depth(c, k) > 0;
            if (on && start < 0) {
                start = c;
            } else if (!on && start >= 0) {
                rect(b, k.id(), start, y, c - start, BAND_H);
                start = -1;
            }
        }
    }

    private void ruler(StringBuilder b, TraceStrip s) {
        int cols = s.columns();
        // a long trace's ruler in larger units: 51.91 s, not 51910313.25 us
        String u = s.spanNs() >= 10_000_000_000L ? "s" : s.spanNs() >= 10_000_000L ? "ms" : unit; //$NON-NLS-1$ //$NON-NLS-2$
        b.append("<g class=\"ruler\">"); //$NON-NLS-1$
        for (int i = 0; i <= 4; i++) {
            int x = cols * i / 4;
            b.append("<line x1=\"").append(x).append("\" x2=\"").append(x).append("\" y1=\"").append(RULER_Y) //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                    .append("\" y2=\"").append(RULER_Y + 3).append("\"/>"); //$NON-NLS-1$ //$NON-NLS-2$
            String anchor = i == 0 ? "start" : i == 4 ? "end" : "middle"; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            b.append("<text x=\"").append(x).append("\" y=\"").append(RULER_Y + 13).append("\" text-anchor=\"").append(anchor) //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                    .append("\">").append(Html.text(Durations.format(s.spanNs() * i / 4, u) + (i == 4 ? " " + u : ""))) //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                    .append("</text>"); //$NON-NLS-1$
        }
        b.append("</g>"); //$NON-NLS-1$
    }

    private static void rect(StringBuilder b, String cls, double x, double y, double w, double h) {
        b.append("<rect class=\"").append(cls).append("\" x=\"").append(num(x)).append("\" y=\"").append(num(y)) //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                .append("\" width=\"").append(num(w)).append("\" height=\"").append(num(h)).append("\"/>"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
    }

    static String num(double v) {
        long r = Math.round(v * 10);
        return r % 10 == 0 ? Long.toString(r / 10) : Long.toString(r / 10) + "." + Math.abs(r % 10); //$NON-NLS-1$
    }
}
