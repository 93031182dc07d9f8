// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.testdata;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import org.eclipse.core.runtime.FileLocator;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/**
 * Real kernel output for tests, copied into this bundle: {@code data/samples} (ftrace,
 * cyclictest and public samples, see {@code data/samples/public/SOURCES.md}),
 * {@code data/seeds} (the original mailing-list posts, whole) and {@code data/trace-dat}
 * (trace-cmd's binary recordings with what trace-cmd and libtraceevent print of them, see its
 * {@code SOURCES.md}; kept apart so that the folder-wide counts of the text samples stay
 * theirs). Paths are relative to
 * {@code data/}, e.g. {@code samples/ftrace/events-latency-format.txt}.
 */
public final class TestData {

    private TestData() {
    }

    /** The root folder of the test data, as a real directory. */
    public static Path root() {
        Bundle bundle = FrameworkUtil.getBundle(TestData.class);
        if (bundle == null) {
            throw new IllegalStateException("TestData must run inside OSGi (a test fragment or bundle)");
        }
        URL entry = bundle.getEntry("data/");
        try {
            // toFileURL gives an unencoded file: URL (it extracts the folder when the bundle is a jar).
            return Path.of(FileLocator.toFileURL(entry).getPath());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Writes a console log of printk lines one millisecond apart, {@code [    0.001000] tick n=1},
     * too long to keep as test data.
     *
     * @param file where to write it
     * @param lines how many timestamped lines
     * @param wrapAfter the index of the line a wrapped continuation follows, or -1 for none
     * @return {@code file}
     * @throws IOException when it cannot be written
     */
    public static Path consoleLog(Path file, int lines, int wrapAfter) throws IOException {
        try (BufferedWriter w = Files.newBufferedWriter(file)) {
            for (int i = 0; i < lines; i++) {
                w.write(String.format(Locale.ROOT, "[%5d.%06d] tick n=%d%n", i / 1000, i % 1000 * 1000, i));
                if (i == wrapAfter) {
                    w.write("    wrapped by the console\n"); //$NON-NLS-1$
                }
            }
        }
        return file;
    }

    /** A file or folder below {@code data/}; fails when it does not exist. */
    public static Path path(String relative) {
        Path path = root().resolve(relative);
        if (!Files.exists(path)) {
            throw new IllegalArgumentException("no test data at data/" + relative);
        }
        return path;
    }
}
