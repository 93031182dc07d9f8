// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Random;

import org.eclipse.core.runtime.RegistryFactory;
import org.latscope.formats.tests.fuzz.FuzzInputs.Reader;
import org.latscope.formats.tests.fuzz.FuzzInputs.Sample;
import org.latscope.testdata.TestData;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;

/**
 * Every installed reader over mutations of the real seeds and samples: no exception escapes,
 * time and allocation stay within a bound proportional to the input's size, every line is
 * read or named in a diagnostic with its line number, and the kept diagnostics are bounded.
 * Each try damages one sample (with a second one for splices) from a seed and runs every
 * reader on the result. jqwik runs it next to JUnit Jupiter (the class name matches the
 * surefire includes; the engine is found through META-INF/services of this fragment).
 */
class ReaderFuzzTest {

    private static final List<Sample> SAMPLES = load();

    private static final List<Reader> READERS = FuzzInputs.readers(RegistryFactory.getRegistry());

    @Property(tries = 120, shrinking = ShrinkingMode.OFF)
    void byteFlips(@ForAll("sample") int sample, @ForAll("sample") int other, @ForAll long seed) {
        check(Mutation.BYTE_FLIPS, sample, other, seed);
    }

    @Property(tries = 120, shrinking = ShrinkingMode.OFF)
    void truncation(@ForAll("sample") int sample, @ForAll("sample") int other, @ForAll long seed) {
        check(Mutation.TRUNCATION, sample, other, seed);
    }

    @Property(tries = 120, shrinking = ShrinkingMode.OFF)
    void splicesOfTwoFormats(@ForAll("sample") int sample, @ForAll("sample") int other, @ForAll long seed) {
        check(Mutation.SPLICE, sample, other, seed);
    }

    @Property(tries = 6, shrinking = ShrinkingMode.OFF)
    void fiveMegabyteLines(@ForAll("sample") int sample, @ForAll("sample") int other, @ForAll long seed) {
        check(Mutation.LONG_LINE, sample, other, seed);
    }

    @Property(tries = 100, shrinking = ShrinkingMode.OFF)
    void carriageReturnsLineFeedsAndNul(@ForAll("sample") int sample, @ForAll("sample") int other,
            @ForAll long seed) {
        check(Mutation.CR_LF_NUL, sample, other, seed);
    }

    @Property(tries = 100, shrinking = ShrinkingMode.OFF)
    void invalidUtf8(@ForAll("sample") int sample, @ForAll("sample") int other, @ForAll long seed) {
        check(Mutation.INVALID_UTF8, sample, other, seed);
    }

    @Property(tries = 100, shrinking = ShrinkingMode.OFF)
    void numbersPast64Bits(@ForAll("sample") int sample, @ForAll("sample") int other, @ForAll long seed) {
        check(Mutation.HUGE_NUMBERS, sample, other, seed);
    }

    @Property(tries = 60, shrinking = ShrinkingMode.OFF)
    void quotingNested20Deep(@ForAll("sample") int sample, @ForAll("sample") int other, @ForAll long seed) {
        check(Mutation.DEEP_QUOTING, sample, other, seed);
    }

    @Provide
    Arbitrary<Integer> sample() {
        return Arbitraries.integers().between(0, SAMPLES.size() - 1);
    }

    private static void check(Mutation mutation, int sample, int other, long seed) {
        assertTrue(READERS.size() >= 12, "installed readers: " + READERS);
        byte[] input = mutation.mutate(SAMPLES.get(sample).bytes(), SAMPLES.get(other).bytes(), new Random(seed));
        for (Reader reader : READERS) {
            String violations = ReaderRun.run(reader.factory(), input).violations(input.length);
            assertTrue(violations.isEmpty(), () -> reader.id() + " on " + mutation + " of " + SAMPLES.get(sample).name()
                    + " (other " + SAMPLES.get(other).name() + ", seed " + seed + "):\n" + violations);
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
