// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import org.latscope.formats.spi.FileHead;
import org.latscope.formats.spi.TraceFormatProbe;

/**
 * Recognises cyclictest output: {@code # Histogram}, {@code # Min Latencies:} and
 * {@code # Max Latencies:} summary lines, {@code T: 0 ( 8137) P:80 I:200 C: ... Min: ... Max:}
 * thread lines, the {@code /dev/cpu_dma_latency} note.
 */
public final class CyclictestProbe implements TraceFormatProbe {

    /** The most lines of the head this probe reads. */
    private static final int MAX_LINES = 600;

    @Override
    public int confidence(byte[] head, int length, String fileName) {
        return confidence(new FileHead(head, length, fileName));
    }

    @Override
    public int confidence(FileHead head) {
        return score(HeadLines.of(head));
    }

    @Override
    public int maxConfidence() {
        return 90;
    }

    private static int score(HeadLines head) {
        try {
            int score = 0;
            for (int i = 0, n = head.count(MAX_LINES); i < n; i++) {
                String line = head.stripped(i);
                if (line.equals("# Histogram") || line.startsWith("# Max Latencies:") //$NON-NLS-1$ //$NON-NLS-2$
                        || line.startsWith("# Min Latencies:")) { //$NON-NLS-1$
                    score = Math.max(score, 90);
                } else if (line.startsWith("T:") && line.contains(" Min:") && line.contains(" Max:")) { //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                    score = Math.max(score, 90);
                } else if (line.startsWith("policy:") && line.contains("loadavg:")) { //$NON-NLS-1$ //$NON-NLS-2$
                    score = Math.max(score, 70);
                } else if (isInvocation(line) || line.startsWith("# /dev/cpu_dma_latency")) { //$NON-NLS-1$
                    score = Math.max(score, 50);
                }
            }
            return score;
        } catch (RuntimeException e) {
            return 0;
        }
    }

    /**
     * A cyclictest command line ({@code running cmd: cyclictest -q ...},
     * {@code $ sudo ./cyclictest --mlockall ...}), not prose that merely names the tool.
     */
    static boolean isInvocation(String line) {
        int at = line.indexOf("cyclictest"); //$NON-NLS-1$
        if (at < 0) {
            return false;
        }
        int end = at + "cyclictest".length(); //$NON-NLS-1$
        boolean wordStart = at == 0 || " /$:".indexOf(line.charAt(at - 1)) >= 0; //$NON-NLS-1$
        return wordStart && end + 2 <= line.length() && line.charAt(end) == ' ' && line.charAt(end + 1) == '-';
    }
}
