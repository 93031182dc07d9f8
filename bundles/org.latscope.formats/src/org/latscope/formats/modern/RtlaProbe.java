// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.util.List;
import java.util.function.Supplier;

import org.latscope.formats.spi.FileHead;
import org.latscope.formats.spi.TraceFormatProbe;

/**
 * Recognises rtla output: {@code # RTLA timerlat histogram}, the {@code Index IRQ-001 ...}
 * header, the {@code CPU COUNT | cur min avg max} table of {@code timerlat top}.
 */
public final class RtlaProbe implements TraceFormatProbe {

    @Override
    public int confidence(byte[] head, int length, String fileName) {
        return score(() -> HeadLines.of(head, length, 300));
    }

    @Override
    public int confidence(FileHead head) {
        return score(() -> HeadLines.of(head, 300));
    }

    private int score(Supplier<List<String>> head) {
        try {
            List<String> lines = head.get();
            int score = 0;
            for (String raw : lines) {
                String line = raw.strip();
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
