// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.capture;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/** The machine Latscope runs on: commands run through {@code /bin/sh -c}. */
public final class LocalTarget implements CaptureTarget {

    /** The name a user gives for this target. */
    public static final String NAME = "local"; //$NON-NLS-1$

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public CommandResult run(String command) throws CaptureException {
        Process process = launch(command);
        try {
            // stderr on its own thread: a command filling one pipe must not block on the other
            StreamCopy err = new StreamCopy(process.getErrorStream(), OutputStream.nullOutputStream(), true);
            err.start();
            byte[] out = process.getInputStream().readAllBytes();
            int status = process.waitFor();
            err.join();
            return new CommandResult(status, out, err.text());
        } catch (IOException e) {
            throw new CaptureException(Messages.format("local.ioError", command, e.getMessage()), e); //$NON-NLS-1$
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new CaptureException(Messages.format("local.interrupted", command), e); //$NON-NLS-1$
        }
    }

    @Override
    public RunningCommand start(String command, OutputStream out) throws CaptureException {
        Process process = launch(command);
        StreamCopy copy = new StreamCopy(process.getInputStream(), out, false);
        copy.start();
        return new RunningCommand() {
            @Override
            public int waitFor(long timeoutMillis) throws CaptureException {
                try {
                    if (!process.waitFor(timeoutMillis, TimeUnit.MILLISECONDS)) {
                        return -1;
                    }
                    copy.join();
                    return process.exitValue();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return -1;
                }
            }

            @Override
            public void close() {
                process.destroy();
                try {
                    copy.join(5000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        };
    }

    private static Process launch(String command) throws CaptureException {
        try {
            return new ProcessBuilder("/bin/sh", "-c", command).start(); //$NON-NLS-1$ //$NON-NLS-2$
        } catch (IOException e) {
            throw new CaptureException(Messages.format("local.ioError", command, e.getMessage()), e); //$NON-NLS-1$
        }
    }

    @Override
    public CaptureTarget another() {
        return new LocalTarget();
    }

    @Override
    public boolean reconnect() {
        return true;
    }

    @Override
    public void close() {
        // nothing held
    }

    /** Copies a process's stream on a thread of its own, keeping it as text when asked. */
    private static final class StreamCopy extends Thread {
        private final InputStream in;
        private final OutputStream out;
        private final boolean keep;
        private final StringBuilder text = new StringBuilder();

        StreamCopy(InputStream in, OutputStream out, boolean keep) {
            super("latscope-capture-local"); //$NON-NLS-1$
            setDaemon(true);
            this.in = in;
            this.out = out;
            this.keep = keep;
        }

        @Override
        public void run() {
            byte[] buffer = new byte[65536];
            try {
                for (int n; (n = in.read(buffer)) >= 0;) {
                    out.write(buffer, 0, n);
                    if (keep) {
                        text.append(new String(buffer, 0, n, StandardCharsets.UTF_8));
                    }
                }
                out.flush();
            } catch (IOException e) {
                if (keep) {
                    text.append(e.getMessage());
                } else if (!(e.getMessage() != null && e.getMessage().contains("Stream closed"))) { //$NON-NLS-1$
                    throw new UncheckedIOException(e);
                }
            }
        }

        String text() {
            return text.toString();
        }
    }
}
