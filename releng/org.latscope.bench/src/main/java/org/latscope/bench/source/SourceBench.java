// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.source;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

import org.latscope.source.SourceCache;
import org.latscope.source.SourceIndex;
import org.latscope.source.SourceTree;

/**
 * Indexes Debian's linux-source-6.1 tree cold (into a fresh index cache) and warm (from that
 * cache), next to {@code ctags -R} (universal-ctags) over the same extracted tree, in the same
 * run. The archive is extracted once into the user's cache (timed when that happens). Goal:
 * cold no slower than ctags, warm under 1 s.
 */
public final class SourceBench {

    private SourceBench() {
    }

    /** @param args [ROUNDS] (default 3): each figure is the best of ROUNDS */
    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        Path archive = Path.of("/usr/src/linux-source-6.1.tar.xz");
        long t0 = System.nanoTime();
        SourceTree tree = SourceTree.open(archive, SourceCache.ofUser());
        System.out.printf("tree %s (%s) at %s; extract/open %.1f s%n", tree.name(), tree.release(), tree.root(),
                (System.nanoTime() - t0) / 1e9);
        Path scratch = Files.createTempDirectory("latscope-source-bench");
        try {
            long cold = Long.MAX_VALUE;
            long warm = Long.MAX_VALUE;
            long ctags = Long.MAX_VALUE;
            SourceIndex.Stats stats = null;
            for (int r = 0; r < rounds; r++) {
                Path cache = scratch.resolve("cache" + r);
                SourceIndex c = SourceIndex.build(tree, new SourceCache(cache));
                stats = c.stats();
                cold = Math.min(cold, c.stats().millis());
                warm = Math.min(warm, SourceIndex.build(tree, new SourceCache(cache)).stats().millis());
                ctags = Math.min(ctags, ctags(tree.root(), scratch.resolve("tags" + r)));
            }
            System.out.printf("files %d, scanned .c/.h %d, functions %d; %d cores%n", stats.files(), stats.scanned(),
                    stats.functions(), Runtime.getRuntime().availableProcessors());
            System.out.printf("%-32s %10s%n", "INDEX (best of " + rounds + ")", "ms");
            System.out.printf("%-32s %10d%n", "latscope cold", cold);
            System.out.printf("%-32s %10d%n", "latscope warm (from the cache)", warm);
            System.out.printf("%-32s %10d%n", "ctags -R (universal-ctags)", ctags);
            System.out.printf("cold / ctags = %.2f (goal <= 1); warm %s 1 s%n", cold / (double) ctags, warm < 1000 ? "<" : ">=");
        } finally {
            try (Stream<Path> walk = Files.walk(scratch)) {
                walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    private static long ctags(Path root, Path tags) throws IOException, InterruptedException {
        long t0 = System.nanoTime();
        Process p = new ProcessBuilder("ctags", "-R", "-f", tags.toString(), ".").directory(root.toFile())
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (p.waitFor() != 0) {
            throw new IOException("ctags failed: " + p.exitValue());
        }
        return (System.nanoTime() - t0) / 1_000_000;
    }
}
