// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import org.latscope.formats.spi.FileHead;
import org.latscope.formats.spi.TraceFormatProbe;
import org.latscope.formats.spi.TraceReader;
import org.latscope.formats.spi.TraceReaderFactory;

/**
 * The {@code vp-latency} format: voluntary-preempt and -rt latency traces, v1.0 to v1.1.x. Reads with {@link ClassicTextReader}.
 */
public final class VpLatencyFormat implements TraceFormatProbe, TraceReaderFactory {

    /** The format id. */
    public static final String ID = "vp-latency"; //$NON-NLS-1$

    @Override
    public int confidence(byte[] head, int length, String fileName) {
        return confidence(new FileHead(head, length, fileName));
    }

    @Override
    public int confidence(FileHead head) {
        return ClassicHead.of(head).vpLatency();
    }

    /** @return the most {@link ClassicHead#vpLatency()} gives */
    @Override
    public int maxConfidence() {
        return 90;
    }

    @Override
    public TraceReader create() {
        return new ClassicTextReader();
    }
}
