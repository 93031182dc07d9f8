// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.latscope.source.LineFileRef;
import org.latscope.testdata.TestData;

class LineFileRefTest {

    @Test
    void parsesPreemptStatsColumns() {
        assertEquals(Optional.of(new LineFileRef("sched.c", 1376)), LineFileRef.parse("1376/sched.c"));
        assertEquals("697/sched.c", LineFileRef.parse(" 697/sched.c ").orElseThrow().toString());
        assertTrue(LineFileRef.parse("c0114db3").isEmpty());
        assertTrue(LineFileRef.parse("0/sched.c").isEmpty());
        assertTrue(LineFileRef.parse("99999999999/sched.c").isEmpty());
    }

    /** Seed 001: the end location 697/sched.c is the most frequent of all 140 rows (43 rows). */
    @Test
    void mostFrequentEndLocationOfSeed001() throws IOException {
        List<String> lines = Files.readAllLines(TestData.path("seeds/001_abd67432cf475aff.txt"));
        Map<LineFileRef, Long> ends = lines.stream()
                .map(l -> l.trim().split("\\s+"))
                .filter(f -> f.length == 6 && f[0].matches("\\d+") && f[3].contains("/"))
                .map(f -> LineFileRef.parse(f[5]))
                .flatMap(Optional::stream)
                .collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
        assertEquals(140, ends.values().stream().mapToLong(Long::longValue).sum());
        assertEquals(Long.valueOf(43), ends.get(new LineFileRef("sched.c", 697)));
    }
}
