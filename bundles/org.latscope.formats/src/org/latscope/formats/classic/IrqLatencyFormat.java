// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import org.latscope.formats.spi.FileHead;
import org.latscope.formats.spi.TraceFormatProbe;
import org.latscope.formats.spi.TraceReader;
import org.latscope.formats.spi.TraceReaderFactory;

/**
 * The {@code irq-latency} format: irq-off latency lists. Reads with {@link ClassicTextReader}.
 */
public final class IrqLatencyFormat implements TraceFormatProbe, TraceReaderFactory {

    /** The format id. */
    public static final String ID = "irq-latency"; //$NON-NLS-1$

    @Override
    public int confidence(byte[] head, int length, String fileName) {
        return confidence(new FileHead(head, length, fileName));
    }

    @Override
    public int confidence(FileHead head) {
        return ClassicHead.of(head).irqLatency();
    }

    /** @return the most {@link ClassicHead#irqLatency()} gives */
    @Override
    public int maxConfidence() {
        return 92;
    }

    @Override
    public TraceReader create() {
        return new ClassicTextReader();
    }
}
