// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.fuzz;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

import org.eclipse.core.runtime.RegistryFactory;
import org.latscope.bench.timeline.PluginXmlRegistry;
import org.latscope.formats.tests.fuzz.FuzzInputs;
import org.latscope.formats.tests.fuzz.FuzzInputs.Reader;
import org.latscope.formats.tests.fuzz.FuzzInputs.Sample;
import org.latscope.formats.tests.fuzz.Mutation;
import org.latscope.formats.tests.fuzz.ReaderRun;

/**
 * The fuzz campaign: every installed reader, in turn, over mutations of the real seeds and
 * samples (the fuzz properties' mutations and checks) for {@code --minutes N}; prints executions
 * per second per reader and every finding, each input saved to {@code --out} (default
 * {@code releng/org.latscope.bench/target/fuzz-findings}). Arguments: {@code --minutes N}
 * (default 1), {@code --seed S}, {@code --out DIR}.
 */
public final class FuzzCampaign {

    /** One in this many inputs carries a 5 MB line (they take a thousand times longer). */
    private static final int LONG_LINE_ODDS = 200;

    private FuzzCampaign() {
    }

    /**
     * @param args {@code --minutes N}, {@code --seed S}, {@code --out DIR}
     * @throws Exception when the samples or the registry cannot be loaded
     */
    public static void main(String[] args) throws Exception {
        double minutes = 1;
        long seed = System.nanoTime();
        String root = System.getProperty("latscope.root", ".");
        Path out = Path.of(root, "releng/org.latscope.bench/target/fuzz-findings");
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--minutes" -> minutes = Double.parseDouble(args[i + 1]);
                case "--seed" -> seed = Long.parseLong(args[i + 1]);
                case "--out" -> out = Path.of(args[i + 1]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        PluginXmlRegistry.install();
        List<Reader> readers = FuzzInputs.readers(RegistryFactory.getRegistry());
        List<Sample> samples = FuzzInputs.samples(Path.of(root, "bundles/org.latscope.testdata/data"));
        System.out.printf(Locale.ROOT, "fuzz: %d readers, %d samples, %.1f minutes, seed %d%n", readers.size(),
                samples.size(), minutes, seed);
        Files.createDirectories(out);
        Random random = new Random(seed);
        Map<String, long[]> perReader = new LinkedHashMap<>(); // executions, nanos, bytes, findings
        readers.forEach(r -> perReader.put(r.id(), new long[4]));
        Set<String> seen = new TreeSet<>();
        Mutation[] mutations = Mutation.values();
        long end = System.nanoTime() + (long) (minutes * 60e9);
        long nextReport = System.nanoTime() + 60_000_000_000L;
        int turn = 0;
        while (System.nanoTime() < end) {
            Mutation mutation = mutations[random.nextInt(mutations.length)];
            if (mutation == Mutation.LONG_LINE && random.nextInt(LONG_LINE_ODDS) != 0) {
                mutation = Mutation.BYTE_FLIPS;
            }
            Sample a = samples.get(random.nextInt(samples.size()));
            Sample b = samples.get(random.nextInt(samples.size()));
            long inputSeed = random.nextLong();
            byte[] input = mutation.mutate(a.bytes(), b.bytes(), new Random(inputSeed));
            if (random.nextInt(4) == 0) { // mutations stack: a damaged copy damaged again
                input = mutations[random.nextInt(mutations.length - 1)].mutate(input, b.bytes(), new Random(inputSeed + 1));
            }
            Reader reader = readers.get(turn++ % readers.size());
            ReaderRun.Outcome outcome = ReaderRun.run(reader.factory(), input);
            long[] figures = perReader.get(reader.id());
            figures[0]++;
            figures[1] += outcome.nanos();
            figures[2] += input.length;
            String violations = outcome.violations(input.length);
            if (!violations.isEmpty()) {
                figures[3]++;
                String kind = reader.id() + ": " + firstLines(violations);
                if (seen.add(kind)) {
                    Path saved = out.resolve(reader.id() + "--" + mutation.name().toLowerCase(Locale.ROOT) + "--"
                            + sha(input).substring(0, 12) + ".txt");
                    Files.write(saved, input);
                    System.out.printf(Locale.ROOT, "FINDING %s on %s of %s (+%s), input seed %d, saved to %s%n%s%n",
                            reader.id(), mutation, a.name(), b.name(), inputSeed, saved, violations.strip());
                }
            }
            if (System.nanoTime() > nextReport) {
                nextReport += 60_000_000_000L;
                System.err.printf(Locale.ROOT, "fuzz: %d executions, %d distinct findings%n",
                        perReader.values().stream().mapToLong(f -> f[0]).sum(), seen.size());
            }
        }
        report(perReader, minutes, seen.size());
    }

    private static void report(Map<String, long[]> perReader, double minutes, int distinct) {
        System.out.printf(Locale.ROOT, "%-16s %12s %12s %12s %10s%n", "READER", "EXECUTIONS", "EXEC/S", "MB/S", "FINDINGS");
        long total = 0;
        for (Map.Entry<String, long[]> e : perReader.entrySet()) {
            long[] f = e.getValue();
            total += f[0];
            double seconds = Math.max(1e-9, f[1] / 1e9);
            System.out.printf(Locale.ROOT, "%-16s %12d %12.0f %12.1f %10d%n", e.getKey(), f[0], f[0] / seconds,
                    f[2] / 1e6 / seconds, f[3]);
        }
        System.out.printf(Locale.ROOT, "total %d executions in %.1f minutes (%.0f per second of wall time), %d distinct findings%n",
                total, minutes, total / (minutes * 60), distinct);
    }

    /**
     * The kind of a finding: its first line and the first Latscope frame of an escaped exception,
     * numbers removed (sizes, lines and values vary).
     */
    private static String firstLines(String violations) {
        String[] lines = violations.split("\n");
        String frame = "";
        for (String line : lines) {
            if (line.contains("org.latscope.formats.") && !line.contains(".tests.")) {
                frame = line.strip();
                break;
            }
        }
        String first = lines[0].replaceAll(": For input string.*", "");
        return (first + " " + frame).replaceAll("[0-9]+", "N");
    }

    private static String sha(byte[] input) throws NoSuchAlgorithmException {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(input));
    }
}
