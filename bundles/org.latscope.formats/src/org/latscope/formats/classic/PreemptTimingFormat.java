// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import org.latscope.formats.spi.FileHead;
import org.latscope.formats.spi.TraceFormatProbe;
import org.latscope.formats.spi.TraceReader;
import org.latscope.formats.spi.TraceReaderFactory;

/**
 * The {@code preempt-timing} format: the kernel log's critical-section violation reports of the
 * 2.6.7 to 2.6.9 preempt-timing and voluntary-preempt patches ({@code ... critical section
 * violates 100 us threshold.}, {@code ... non-preemptible critical section violated 1 ms preempt
 * threshold starting at ... and ending at ...}). Reads with {@link ClassicTextReader}, so that
 * latency traces pasted in the same mail are read too.
 */
public final class PreemptTimingFormat implements TraceFormatProbe, TraceReaderFactory {

    /** The format id. */
    public static final String ID = "preempt-timing"; //$NON-NLS-1$

    @Override
    public int confidence(byte[] head, int length, String fileName) {
        return confidence(new FileHead(head, length, fileName));
    }

    @Override
    public int confidence(FileHead head) {
        String text = head.text();
        int at = text.indexOf("critical section violate"); //$NON-NLS-1$
        if (at < 0) {
            return 0;
        }
        // "threshold" within 400 characters of it
        int threshold = text.indexOf("threshold", at); //$NON-NLS-1$
        return threshold >= 0 && threshold + "threshold".length() <= at + 400 ? 92 : 60; //$NON-NLS-1$
    }

    @Override
    public int maxConfidence() {
        return 92;
    }

    @Override
    public TraceReader create() {
        return new ClassicTextReader();
    }
}
