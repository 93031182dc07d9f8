// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.capture;

import java.util.List;
import java.util.Locale;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;

/**
 * The live maximum latency of a capture: {@code tracing_max_latency} over the run's time as a
 * step line, each snapshot a labelled dot where it was saved. Linear axes from zero, with tick
 * labels in microseconds and seconds; drawn with GC.
 */
final class MaxLatencyChart extends Canvas {

    private static final int PAD = 8;
    private final Color line;
    private final Color dot;
    private final Color axis;
    private final Color grid;
    private List<CaptureSession.Sample> samples = List.of();
    private List<CaptureSession.Snapshot> snapshots = List.of();
    private long endMs;

    MaxLatencyChart(Composite parent) {
        super(parent, SWT.DOUBLE_BUFFERED);
        line = new Color(getDisplay(), 70, 130, 180);
        dot = new Color(getDisplay(), 200, 0, 0);
        axis = new Color(getDisplay(), 60, 60, 60);
        grid = new Color(getDisplay(), 225, 225, 225);
        setBackground(getDisplay().getSystemColor(SWT.COLOR_WHITE));
        addPaintListener(e -> paint(e.gc));
        addListener(SWT.Dispose, e -> {
            line.dispose();
            dot.dispose();
            axis.dispose();
            grid.dispose();
        });
    }

    /** Shows a session's line up to its last read. */
    void show(List<CaptureSession.Sample> line, List<CaptureSession.Snapshot> saved, long lastMs) {
        samples = line;
        snapshots = saved;
        endMs = lastMs;
        redraw();
    }

    private void paint(GC gc) {
        Rectangle area = getClientArea();
        gc.setAntialias(SWT.ON);
        int text = gc.getFontMetrics().getHeight();
        long maxUs = Math.max(1, samples.stream().mapToLong(CaptureSession.Sample::maxUs).max().orElse(0));
        long yTop = niceCeiling(maxUs + maxUs / 8);
        String widest = label(yTop) + " us"; //$NON-NLS-1$
        int left = PAD + gc.textExtent(widest).x + 4;
        int right = area.width - PAD - gc.textExtent("00:00").x / 2; //$NON-NLS-1$
        int top = PAD + text / 2;
        int bottom = area.height - PAD - text - 4;
        if (right - left < 40 || bottom - top < 30) {
            return;
        }
        long span = Math.max(10_000, niceCeiling(Math.max(1, endMs)));
        // grid and labels: up to four steps on each axis, fewer where labels would touch
        int ySteps = Math.max(1, Math.min(4, (bottom - top) / (2 * text)));
        int xSteps = Math.max(1, Math.min(4, (right - left) / (3 * gc.textExtent("00:00").x))); //$NON-NLS-1$
        gc.setForeground(grid);
        for (int i = 0; i <= ySteps; i++) {
            int y = bottom - (int) ((long) (bottom - top) * i / ySteps);
            gc.drawLine(left, y, right, y);
        }
        for (int i = 0; i <= xSteps; i++) {
            int x = left + (right - left) * i / xSteps;
            gc.drawLine(x, top, x, bottom);
        }
        gc.setForeground(axis);
        gc.drawLine(left, bottom, right, bottom);
        gc.drawLine(left, top, left, bottom);
        for (int i = 0; i <= ySteps; i++) {
            String y = label(yTop * i / ySteps) + " us"; //$NON-NLS-1$
            int yPos = bottom - (int) ((long) (bottom - top) * i / ySteps);
            gc.drawText(y, left - 4 - gc.textExtent(y).x, yPos - text / 2, true);
        }
        for (int i = 0; i <= xSteps; i++) {
            String x = time(span * i / xSteps, span / xSteps % 1000 != 0);
            int xPos = left + (right - left) * i / xSteps;
            gc.drawText(x, xPos - gc.textExtent(x).x / 2, bottom + 4, true);
        }
        if (samples.isEmpty()) {
            gc.drawText(Messages.CaptureView_waiting, left + 8, top + 8, true);
            return;
        }
        gc.setForeground(line);
        gc.setLineWidth(2);
        int px = -1;
        int py = -1;
        for (CaptureSession.Sample s : samples) {
            int x = left + (int) ((right - left) * s.elapsedMs() / span);
            int y = bottom - (int) ((bottom - top) * s.maxUs() / yTop);
            if (px >= 0) {
                gc.drawLine(px, py, x, py); // held until it rose
                gc.drawLine(x, py, x, y);
            }
            px = x;
            py = y;
        }
        gc.setLineWidth(1);
        gc.setBackground(dot);
        gc.setForeground(axis);
        for (CaptureSession.Snapshot s : snapshots) {
            int x = left + (int) ((right - left) * Math.min(s.elapsedMs(), span) / span);
            int y = bottom - (int) ((bottom - top) * Math.min(s.latencyUs(), yTop) / yTop);
            gc.fillOval(x - 4, y - 4, 9, 9);
            String name = s.file().getFileName().toString();
            gc.drawText(name, Math.min(x + 6, right - gc.textExtent(name).x), Math.max(top, y - text - 2), true);
        }
    }

    /** @return 1, 2 or 5 times a power of ten, at least {@code v} */
    static long niceCeiling(long v) {
        long p = 1;
        while (p * 10 <= v) {
            p *= 10;
        }
        for (long m : new long[] { 1, 2, 5, 10 }) {
            if (m * p >= v) {
                return m * p;
            }
        }
        return 10 * p;
    }

    private static String label(long us) {
        return String.format(Locale.ROOT, "%,d", Long.valueOf(us)); //$NON-NLS-1$
    }

    /** @return m:ss, m:ss.t when the ticks fall between seconds, h:mm:ss past an hour */
    private static String time(long ms, boolean tenths) {
        long s = ms / 1000;
        if (tenths && s < 3600) {
            return String.format(Locale.ROOT, "%d:%02d.%d", Long.valueOf(s / 60), Long.valueOf(s % 60), Long.valueOf(ms / 100 % 10)); //$NON-NLS-1$
        }
        return s < 3600 ? String.format(Locale.ROOT, "%d:%02d", Long.valueOf(s / 60), Long.valueOf(s % 60)) //$NON-NLS-1$
                : String.format(Locale.ROOT, "%d:%02d:%02d", Long.valueOf(s / 3600), Long.valueOf(s / 60 % 60), Long.valueOf(s % 60)); //$NON-NLS-1$
    }
}
