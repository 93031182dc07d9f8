// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.fuzz;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.latscope.formats.ExtensionTraceFormats;
import org.latscope.formats.TraceFormat;
import org.latscope.formats.spi.TraceReaderFactory;

/** The real samples the fuzzing starts from, and the readers it runs. */
public final class FuzzInputs {

    /** A sample: its path below the data folder and its bytes. */
    public record Sample(String name, byte[] bytes) {
    }

    /** A reader to fuzz: the format's id and its reader factory. */
    public record Reader(String id, TraceReaderFactory factory) {
    }

    private FuzzInputs() {
    }

    /**
     * @param data the test data's {@code data} folder (holding {@code seeds} and {@code samples})
     * @return every seed and sample file, text only (SOURCES.md and the like excluded), by name
     * @throws IOException when the folder cannot be read
     */
    public static List<Sample> samples(Path data) throws IOException {
        List<Sample> samples = new ArrayList<>();
        for (String folder : List.of("seeds", "samples", "trace-dat")) {
            try (Stream<Path> files = Files.walk(data.resolve(folder))) {
                // trace-cmd's reports and conversions of the trace.dat samples, and libtraceevent's
                // renderings, are expectations, not inputs
                for (Path file : files.filter(Files::isRegularFile).filter(p -> !p.toString().endsWith(".md"))
                        .filter(p -> !p.getParent().endsWith("expected") && !p.getParent().endsWith("converted")
                                && !p.getParent().endsWith("libtraceevent"))
                        .filter(FuzzInputs::fuzzed)
                        .sorted(Comparator.comparing(Path::toString)).toList()) {
                    samples.add(new Sample(data.relativize(file).toString(), Files.readAllBytes(file)));
                }
            }
        }
        return samples;
    }

    /**
     * One trace.dat of each version: every reader runs on every try, and a megabyte of binary
     * data per reader and try took the run from its budget (seven of them: 147 s).
     */
    private static boolean fuzzed(Path file) {
        String name = file.getFileName().toString();
        return !name.endsWith(".dat") || name.equals("v6_sched_1cpu_tutorial3LabSisop.dat") //$NON-NLS-1$ //$NON-NLS-2$
                || name.equals("v7zstd_6.1rt_osnoise.dat"); //$NON-NLS-1$
    }

    /**
     * @param registry an extension registry holding the formats bundle's contributions
     * @return the reader of every contributed format, by id (families added later included)
     */
    public static List<Reader> readers(IExtensionRegistry registry) {
        try (ExtensionTraceFormats formats = new ExtensionTraceFormats(registry)) {
            return formats.registry().formats().stream().sorted(Comparator.comparing(TraceFormat::id))
                    .map(f -> new Reader(f.id(), f.readerFactory())).toList();
        }
    }
}
