// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.internal;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.function.LongSupplier;

/**
 * Stops a decompression bomb: the decompressed stream fails with an {@link IOException} (which
 * the reader turns into a diagnostic, keeping what it read) once it has given more than
 * {@value #MIN_BYTES} bytes and more than {@value #RATIO} times the compressed bytes consumed.
 * Real traces compress 10 to 30 times; a gzip of zeros, a thousand times.
 */
public final class ExpansionLimit extends FilterInputStream {

    static final long MIN_BYTES = 256L << 20;
    static final int RATIO = 200;

    private final LongSupplier compressed;
    private long expanded;
    private boolean tripped;

    private ExpansionLimit(InputStream in, LongSupplier compressed) {
        super(in);
        this.compressed = compressed;
    }

    /**
     * @param expanded the decompressed stream
     * @param compressed the compressed bytes consumed so far
     * @return {@code expanded}, failing once it expands beyond the limit
     */
    public static ExpansionLimit of(InputStream expanded, LongSupplier compressed) {
        return new ExpansionLimit(expanded, compressed);
    }

    /** @return whether the limit was reached: the stream fails from then on */
    public boolean tripped() {
        return tripped;
    }

    private void count(long n) throws IOException {
        expanded += n;
        if (tripped) {
            throw new UnreadableInput(Messages.format("read.bomb", expanded >> 20, compressed.getAsLong() >> 10, RATIO)); //$NON-NLS-1$
        }
        if (expanded > MIN_BYTES) {
            long in = compressed.getAsLong();
            if (expanded > RATIO * Math.max(1, in)) {
                tripped = true;
                throw new UnreadableInput(Messages.format("read.bomb", expanded >> 20, Math.max(1, in >> 10), RATIO)); //$NON-NLS-1$
            }
        }
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        if (b >= 0) {
            count(1);
        }
        return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        int n = super.read(b, off, len);
        if (n > 0) {
            count(n);
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        long skipped = super.skip(n);
        count(Math.max(0, skipped));
        return skipped;
    }

    /** Counts the bytes read through it: the compressed side. */
    public static final class Counter extends FilterInputStream {
        private long count;

        /** @param in the compressed stream */
        public Counter(InputStream in) {
            super(in);
        }

        /** @return the bytes read so far */
        public long count() {
            return count;
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                count++;
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            if (n > 0) {
                count += n;
            }
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            long skipped = super.skip(n);
            count += Math.max(0, skipped);
            return skipped;
        }
    }
}
