// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

import org.latscope.formats.spi.TraceFormatProbe;

/**
 * The first bytes of a file, read for detection: up to {@link TraceFormatProbe#MAX_HEAD}.
 *
 * @param bytes the head; {@code length == bytes.length} only when the head is
 *            {@link TraceFormatProbe#MAX_HEAD} bytes long, as the probes expect of a head the
 *            limit cut
 * @param length how many bytes were read
 * @param error what stopped the read before the end of the file or the limit, or null
 */
record HeadBytes(byte[] bytes, int length, IOException error) {

    /**
     * 16 KB first, 64 KB only for a file that fills them: most files of a folder are small, and
     * 64 KB zeroed per file was a tenth of what summary allocated over 100,000 small files.
     */
    private static final int START = 16 * 1024;

    /**
     * Reads the head; a damaged stream (truncated gzip) gives what came before the damage.
     *
     * @param in the file's content, left after the head
     * @return the head
     */
    static HeadBytes read(InputStream in) {
        byte[] head = new byte[START];
        int n = 0;
        try {
            while (true) {
                if (n == head.length) {
                    if (n == TraceFormatProbe.MAX_HEAD) {
                        break;
                    }
                    // grown before the next read: at the end of a shorter file the array has room left
                    head = Arrays.copyOf(head, TraceFormatProbe.MAX_HEAD);
                }
                int r = in.read(head, n, head.length - n);
                if (r < 0) {
                    break;
                }
                n += r;
            }
        } catch (IOException e) {
            return new HeadBytes(head, n, e);
        }
        return new HeadBytes(head, n, null);
    }
}
