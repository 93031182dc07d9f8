// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.capture;

import java.io.IOException;
import java.nio.file.Path;

import org.latscope.formats.tracedat.TraceDatFile;
import org.latscope.formats.tracedat.internal.Merger;

/** Counts the events of a streamed trace.dat with Latscope's own reader. */
public final class StreamedEvents {

    private StreamedEvents() {
    }

    /** @return the number of event records in {@code file}, across CPUs */
    public static long count(Path file) throws IOException {
        try (TraceDatFile dat = TraceDatFile.open(file)) {
            Merger records = dat.records();
            long n = 0;
            while (records.next() != null) {
                n++;
            }
            return n;
        }
    }
}
