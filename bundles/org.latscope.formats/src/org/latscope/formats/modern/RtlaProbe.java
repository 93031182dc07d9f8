// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import org.latscope.formats.spi.FileHead;
import org.latscope.formats.spi.TraceFormatProbe;

/**
 * Recognises rtla output: {@code # RTLA timerlat histogram}, the {@code Index IRQ-001 ...}
 * header, the {@code CPU COUNT | cur min avg max} table of {@code timerlat top}.
 */
public final class RtlaProbe implements TraceFormatProbe {

    /** The most lines of the head this probe reads. */
    private static final int MAX_LINES = 300;

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
        return 95;
    }

    private static int score(HeadLines head) {
        try {
            int score = 0;
            for (int i = 0, n = head.count(MAX_LINES); i < n; i++) {
                String line = head.stripped(i);
                if (line.startsWith("# RTLA ")) { //$NON-NLS-1$
                    score = Math.max(score, 95);
                } else if (line.startsWith("CPU COUNT") && line.contains("|")) { //$NON-NLS-1$ //$NON-NLS-2$
                    score = Math.max(score, 90);
                } else if (line.startsWith("Index") && (line.contains("IRQ-") || line.contains("Thr-"))) { //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                    score = Math.max(score, 85);
                } else if (line.contains("Timer Latency") || line.contains("rtla ")) { //$NON-NLS-1$ //$NON-NLS-2$
                    score = Math.max(score, 60);
                }
            }
            return score;
        } catch (RuntimeException e) {
            return 0;
        }
    }
}
