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
 * @param ended whether the read saw the end of the stream: the head is then the whole file, and
 *            the stream need not be read again
 */
record HeadBytes(byte[] bytes, int length, IOException error, boolean ended) {

    /**
     * 16 KB at most first, less when the file is known or said to be shorter, grown fourfold up to
     * {@link TraceFormatProbe#MAX_HEAD} while reads fill it: most files of a folder are small,
     * and a zeroed 16 KB per file of a few hundred bytes was a third of what summary allocated
     * over a folder of small files.
     */
    private static final int START = 16 * 1024;

    /** The least first array, for streams that cannot tell their length (gzip says 1). */
    private static final int LEAST = 1024;

    /**
     * Reads the head; a damaged stream (truncated gzip) gives what came before the damage.
     *
     * @param in the file's content, left after the head
     * @param expected the file's size where the caller knows it (from the folder walk or an
     *        archive's entry), else -1 to ask the stream
     * @return the head
     */
    static HeadBytes read(InputStream in, long expected) {
        // a known size needs no floor: only a stream's guess (gzip says 1) does
        byte[] head = new byte[expected >= 0 ? (int) Math.min(START, expected + 1) : firstSize(in)];
        int n = 0;
        try {
            while (true) {
                if (n == head.length) {
                    if (n == TraceFormatProbe.MAX_HEAD) {
                        break;
                    }
                    // grown before the next read: at the end of a shorter file the array has room left
                    head = Arrays.copyOf(head, Math.min(TraceFormatProbe.MAX_HEAD, head.length * 4));
                }
                int r = in.read(head, n, head.length - n);
                if (r < 0) {
                    return new HeadBytes(head, n, null, true);
                }
                n += r;
            }
        } catch (IOException e) {
            return new HeadBytes(head, n, e, false);
        }
        return new HeadBytes(head, n, null, false);
    }

    /**
     * @return room for what the stream says is left and one more byte (to see its end), within
     *         bounds; asking a file's stream costs two system calls (fstat and lseek)
     */
    static int firstSize(InputStream in) {
        try {
            return (int) Math.max(LEAST, Math.min(START, in.available() + 1L));
        } catch (IOException e) {
            return START;
        }
    }
}
