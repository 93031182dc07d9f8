// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import org.eclipse.core.runtime.RegistryFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.latscope.formats.tests.fuzz.FuzzInputs.Reader;
import org.latscope.formats.tests.fuzz.FuzzInputs.Sample;
import org.latscope.testdata.TestData;

/**
 * Every installed reader over mutations of the real seeds and samples: no exception escapes,
 * time and allocation stay within a bound proportional to the input's size, every line is
 * read or named in a diagnostic with its line number, and the kept diagnostics are bounded.
 * Each try damages one sample (with a second one for splices) from a seed and runs every
 * reader on the result. The tries of each mutation draw their seeds from one base seed, new
 * every run and printed in a failure ({@code -Dlatscope.fuzz.seed=N} repeats a run).
 * <p>
 * Plain JUnit rather than jqwik: jqwik 1.10.x prints a notice that AI agents must not use it,
 * and this project's code is written with one; the properties need no shrinking (a failure
 * names its seed, and every finding is kept in {@code data/fuzz} by the campaign).
 */
class ReaderFuzzTest {

    private static final List<Sample> SAMPLES = load();

    private static final List<Reader> READERS = FuzzInputs.readers(RegistryFactory.getRegistry());

    /** A run's base seed: new every run, fixed with {@code -Dlatscope.fuzz.seed}. */
    private static final long BASE_SEED = Long.getLong("latscope.fuzz.seed", System.nanoTime());

    /** How many tries each mutation gets: within the test command's 60 s for all of them. */
    static Stream<Arguments> tries() {
        return Stream.of(Arguments.of(Mutation.BYTE_FLIPS, 120), Arguments.of(Mutation.TRUNCATION, 120),
                Arguments.of(Mutation.SPLICE, 120), Arguments.of(Mutation.LONG_LINE, 6),
                Arguments.of(Mutation.CR_LF_NUL, 100), Arguments.of(Mutation.INVALID_UTF8, 100),
                Arguments.of(Mutation.HUGE_NUMBERS, 100), Arguments.of(Mutation.DEEP_QUOTING, 60));
    }

    @ParameterizedTest(name = "{0}, {1} tries")
    @MethodSource("tries")
    void everyReaderSurvivesMutationsOfTheRealSamples(Mutation mutation, int tries) {
        Random seeds = new Random(BASE_SEED ^ mutation.ordinal());
        for (int t = 0; t < tries; t++) {
            long seed = seeds.nextLong();
            Random pick = new Random(seed);
            check(mutation, pick.nextInt(SAMPLES.size()), pick.nextInt(SAMPLES.size()), seed);
        }
    }

    private static void check(Mutation mutation, int sample, int other, long seed) {
        assertTrue(READERS.size() >= 12, "installed readers: " + READERS);
        byte[] input = mutation.mutate(SAMPLES.get(sample).bytes(), SAMPLES.get(other).bytes(), new Random(seed ^ 1));
        for (Reader reader : READERS) {
            String violations = ReaderRun.run(reader.factory(), input).violations(input.length);
            assertTrue(violations.isEmpty(), () -> reader.id() + " on " + mutation + " of " + SAMPLES.get(sample).name()
                    + " (other " + SAMPLES.get(other).name() + ", seed " + seed + " of base "
                    + BASE_SEED + "):\n" + violations);
        }
    }

    private static List<Sample> load() {
        try {
            return FuzzInputs.samples(TestData.root());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
