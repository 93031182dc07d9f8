// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.util.List;

import org.latscope.formats.spi.TraceFormatProbe;

/**
 * Recognises cyclictest output: {@code # Histogram}, {@code # Min Latencies:} and
 * {@code # Max Latencies:} summary lines, {@code T: 0 ( 8137) P:80 I:200 C: ... Min: ... Max:}
 * thread lines, the {@code /dev/cpu_dma_latency} note.
 */
public final class CyclictestProbe implements TraceFormatProbe {

    @Override
    public int confidence(byte[] head, int length, String fileName) {
        try {
            List<String> lines = HeadLines.of(head, length, 600);
            int score = 0;
            for (String raw : lines) {
                String line = raw.strip();
                if (line.equals("# Histogram") || line.startsWith("# Max Latencies:") //$NON-NLS-1$ //$NON-NLS-2$
                        || line.startsWith("# Min Latencies:")) { //$NON-NLS-1$
                    score = Math.max(score, 90);
                } else if (line.startsWith("T:") && line.contains(" Min:") && line.contains(" Max:")) { //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                    score = Math.max(score, 90);
                } else if (line.contains("cyclictest") || line.startsWith("# /dev/cpu_dma_latency")) { //$NON-NLS-1$ //$NON-NLS-2$
                    score = Math.max(score, 50);
                }
            }
            return score;
        } catch (RuntimeException e) {
            return 0;
        }
    }
}
