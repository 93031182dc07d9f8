// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats;

import java.io.IOException;
import java.io.InputStream;

import org.latscope.formats.internal.ByteLineReader;
import org.latscope.formats.internal.StreamLineSource;

/** What {@link TraceSetReader} tells of a file before any format reads it: binary, and its line count. */
final class FileContent {

    private FileContent() {
    }

    static long countLines(InputStream in) throws IOException {
        ByteLineReader lines = new ByteLineReader(in, StreamLineSource.MAX_LINE);
        long n = 0;
        while (lines.next()) {
            n++;
        }
        return n;
    }

    /** Binary: NUL bytes, or many control characters, in the head. */
    static boolean isBinary(byte[] head, int n) {
        int control = 0;
        int limit = Math.min(n, 8192);
        for (int i = 0; i < limit; i++) {
            int b = head[i] & 0xff;
            if (b == 0) {
                return true;
            }
            if (b < 0x20 && b != '\n' && b != '\r' && b != '\t' && b != '\f' && b != 0x1b) {
                control++;
            }
        }
        return control * 10 > limit;
    }
}
