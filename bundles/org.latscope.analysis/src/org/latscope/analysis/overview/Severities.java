// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.overview;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

import org.latscope.model.Severity;

/** Diagnostic counts by severity: every severity present, in severity order, unmodifiable. */
final class Severities {

    private Severities() {
    }

    static Map<Severity, Integer> copy(Map<Severity, Integer> counts) {
        EnumMap<Severity, Integer> copy = new EnumMap<>(Severity.class);
        for (Severity s : Severity.VALUES) {
            Integer n = counts.get(s);
            copy.put(s, Integer.valueOf(n == null ? 0 : n.intValue()));
        }
        return Collections.unmodifiableMap(copy);
    }

    static int total(Map<Severity, Integer> counts) {
        int total = 0;
        for (Integer n : counts.values()) {
            total += n.intValue();
        }
        return total;
    }
}
