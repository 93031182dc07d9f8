// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.capture;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

import org.latscope.formats.TraceSetReader;

/**
 * The small file a run folder carries ({@value #FILE_NAME}): target, kernel release, tracer,
 * options, start and end, and the state found on the target. Java properties, in a fixed
 * order, rewritten whole as the run goes (it is the capture's own file, never a trace). A
 * folder walk of the readers passes over it.
 */
public final class RunMetadata {

    /** The file's name in a run folder. */
    public static final String FILE_NAME = TraceSetReader.CAPTURE_METADATA;

    private final Path file;
    private final Map<String, String> values = new LinkedHashMap<>();

    RunMetadata(Path dir) {
        this.file = dir.resolve(FILE_NAME);
    }

    RunMetadata put(String key, Object value) {
        if (value != null) {
            values.put(key, value.toString());
        }
        return this;
    }

    /** Writes the file through a temporary sibling, so a reader never sees half of it. */
    void write() throws IOException {
        StringBuilder text = new StringBuilder("# Latscope capture run\n"); //$NON-NLS-1$
        values.forEach((k, v) -> text.append(k).append('=').append(escape(v)).append('\n'));
        Path tmp = file.resolveSibling(FILE_NAME + ".tmp"); //$NON-NLS-1$
        Files.writeString(tmp, text, StandardCharsets.UTF_8);
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    static String now() {
        return Instant.now().toString();
    }

    private static String escape(String v) {
        StringBuilder s = new StringBuilder(v.length());
        for (char c : v.toCharArray()) {
            switch (c) {
                case '\\' -> s.append("\\\\"); //$NON-NLS-1$
                case '\n' -> s.append("\\n"); //$NON-NLS-1$
                case '\r' -> s.append("\\r"); //$NON-NLS-1$
                default -> s.append(c);
            }
        }
        return s.toString();
    }
}
