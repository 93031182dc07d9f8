// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.timeline;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The generated folders the timeline bench reads, kept under the bench module's
 * {@code target/bench-data} and reused by the next run when a marker file beside it says they
 * hold the same steps in the same files and the files still have the sizes it recorded.
 * Generating 10 M steps takes about a minute; reading them back is what is measured. The views
 * bench reads the same folders.
 */
public final class BenchData {

    /** Writes one file of a folder. */
    @FunctionalInterface
    public interface FileWriter {
        /**
         * @param file where to write
         * @param index which file of the folder
         * @param steps how many steps to put in it
         * @return the bytes written
         */
        long write(Path file, int index, long steps) throws IOException;
    }

    /** A generated folder and its files ({@code lt.0}, {@code lt.1}, ... as the vp-latency format names them). */
    public record Folder(Path dir, List<Path> files, long bytes, boolean reused) {
    }

    private BenchData() {
    }

    /** @return the folder for generated data: {@code releng/org.latscope.bench/target/bench-data} */
    public static Path root() {
        String project = System.getProperty("latscope.root");
        Path module = project == null ? Path.of("target") : Path.of(project, "releng", "org.latscope.bench", "target");
        return module.resolve("bench-data");
    }

    /**
     * @param name the folder's name under {@link #root()}
     * @param steps steps over all files
     * @param count how many files
     * @param writer writes one file
     * @return the folder, generated now or reused
     */
    public static Folder folder(String name, long steps, int count, FileWriter writer) throws IOException {
        Path dir = Files.createDirectories(root().resolve(name));
        Path marker = root().resolve(name + ".complete"); // beside the folder: the editor reads every file in it
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            files.add(dir.resolve("lt." + i));
        }
        String expected = "steps=" + steps + " files=" + count;
        if (Files.exists(marker)) {
            String[] lines = Files.readString(marker, StandardCharsets.US_ASCII).split("\n");
            if (lines.length == 2 && lines[0].equals(expected) && lines[1].equals(sizes(files))) {
                return new Folder(dir, files, total(files), true);
            }
        }
        Files.deleteIfExists(marker);
        for (int i = 0; i < count; i++) {
            writer.write(files.get(i), i, steps / count + (i < steps % count ? 1 : 0));
        }
        Files.writeString(marker, expected + "\n" + sizes(files), StandardCharsets.US_ASCII);
        return new Folder(dir, files, total(files), false);
    }

    private static String sizes(List<Path> files) throws IOException {
        StringBuilder b = new StringBuilder();
        for (Path f : files) {
            b.append(Files.exists(f) ? Files.size(f) : -1).append(' ');
        }
        return b.toString().trim();
    }

    private static long total(List<Path> files) throws IOException {
        long sum = 0;
        for (Path f : files) {
            sum += Files.size(f);
        }
        return sum;
    }
}
