// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

import java.util.Locale;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

import io.airlift.compress.MalformedInputException;
import io.airlift.compress.zstd.ZstdDecompressor;

/**
 * The compression of a version 7 file, named in its initial format: {@code none}, {@code zstd}
 * (pure-Java zstd of aircompressor) or {@code zlib} ({@code java.util.zip}). One block at a time:
 * a section, or one chunk of a CPU's data.
 */
public abstract class Codec {

    /** @return the algorithm's name as the file gives it */
    public abstract String name();

    /**
     * @param in the compressed bytes
     * @param expected the uncompressed size the file declares
     * @param offset the block's file offset, for problems
     * @return the uncompressed bytes, exactly {@code expected} of them
     * @throws BadData when the block does not decompress to that size
     */
    public abstract byte[] decompress(byte[] in, int expected, long offset);

    /**
     * @param name the algorithm's name from the file
     * @return its codec, or null when it is not known
     */
    public static Codec of(String name) {
        switch (name.toLowerCase(Locale.ROOT)) {
        case "zstd": //$NON-NLS-1$
            return new Zstd();
        case "zlib": //$NON-NLS-1$
            return new Zlib();
        default:
            return null;
        }
    }

    private static BadData failed(String codec, long offset, String why) {
        return new BadData(offset, Messages.format("tracedat.decompress", codec, why)); //$NON-NLS-1$
    }

    private static final class Zstd extends Codec {
        private final ZstdDecompressor zstd = new ZstdDecompressor();

        @Override
        public String name() {
            return "zstd"; //$NON-NLS-1$
        }

        @Override
        public byte[] decompress(byte[] in, int expected, long offset) {
            byte[] out = new byte[expected];
            try {
                int n = zstd.decompress(in, 0, in.length, out, 0, expected);
                if (n != expected) {
                    throw failed(name(), offset, Messages.format("tracedat.decompressSize", //$NON-NLS-1$
                            Integer.toString(n), Integer.toString(expected)));
                }
            } catch (MalformedInputException | IndexOutOfBoundsException | IllegalArgumentException e) {
                throw failed(name(), offset, String.valueOf(e.getMessage()));
            }
            return out;
        }
    }

    private static final class Zlib extends Codec {
        @Override
        public String name() {
            return "zlib"; //$NON-NLS-1$
        }

        @Override
        public byte[] decompress(byte[] in, int expected, long offset) {
            byte[] out = new byte[expected];
            Inflater inflater = new Inflater();
            try {
                inflater.setInput(in);
                int n = 0;
                while (n < expected && !inflater.finished()) {
                    int k = inflater.inflate(out, n, expected - n);
                    if (k == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                        break;
                    }
                    n += k;
                }
                if (n != expected) {
                    throw failed(name(), offset, Messages.format("tracedat.decompressSize", //$NON-NLS-1$
                            Integer.toString(n), Integer.toString(expected)));
                }
            } catch (DataFormatException e) {
                throw failed(name(), offset, String.valueOf(e.getMessage()));
            } finally {
                inflater.end();
            }
            return out;
        }
    }
}
