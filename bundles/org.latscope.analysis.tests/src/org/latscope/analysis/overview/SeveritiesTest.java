// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.overview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.latscope.model.Severity;

class SeveritiesTest {

    @Test
    void filesWithTheSameFewDiagnosticsShareOneMap() {
        Map<Severity, Integer> a = Severities.copy(Map.of(Severity.INFO, 9));
        Map<Severity, Integer> b = Severities.copy(new EnumMap<>(Map.of(Severity.INFO, 9, Severity.ERROR, 0)));
        assertSame(a, b);
        assertEquals(List.of(Severity.INFO, Severity.WARNING, Severity.ERROR), List.copyOf(a.keySet()));
        assertEquals(List.of(9, 0, 0), List.copyOf(a.values()));
        assertThrows(UnsupportedOperationException.class, () -> a.put(Severity.ERROR, 1));
    }

    @Test
    void manyDiagnosticsGetAMapOfTheirOwn() {
        Map<Severity, Integer> counts = Map.of(Severity.WARNING, 16, Severity.ERROR, 15);
        Map<Severity, Integer> a = Severities.copy(counts);
        assertEquals(Map.of(Severity.INFO, 0, Severity.WARNING, 16, Severity.ERROR, 15), a);
        assertNotSame(a, Severities.copy(counts));
        assertEquals(31, Severities.total(a));
        assertEquals(Map.of(Severity.INFO, 15, Severity.WARNING, 15, Severity.ERROR, 15),
                Severities.copy(Map.of(Severity.INFO, 15, Severity.WARNING, 15, Severity.ERROR, 15)));
    }
}
