// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat;

import org.latscope.formats.spi.TraceFormatProbe;

/** Recognises trace-cmd's trace.dat by its magic, {@code \x17\x08\x44tracing}: certain or nothing. */
public final class TraceDatProbe implements TraceFormatProbe {

    @Override
    public int confidence(byte[] head, int length, String fileName) {
        return TraceDatFile.hasMagic(head, length) ? 100 : 0;
    }
}
