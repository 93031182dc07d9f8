// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;

/** Raw file bytes: counted into the progress, and stopped by a cancel. */
final class ProgressStream extends FilterInputStream {
    private final ReadProgress progress;

    ProgressStream(InputStream in, ReadProgress progress) {
        super(in);
        this.progress = progress;
    }

    private void check() throws InterruptedIOException {
        if (progress.isCanceled()) {
            throw new InterruptedIOException("canceled"); //$NON-NLS-1$
        }
    }

    @Override
    public int read() throws IOException {
        check();
        int b = super.read();
        if (b >= 0) {
            progress.bytes.incrementAndGet();
        }
        return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        check();
        int n = super.read(b, off, len);
        if (n > 0) {
            progress.bytes.addAndGet(n);
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        check();
        long s = super.skip(n);
        progress.bytes.addAndGet(s);
        return s;
    }
}
