// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.overview;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReferenceArray;

import org.latscope.model.Severity;

/** Diagnostic counts by severity: every severity present, in severity order, unmodifiable. */
final class Severities {

    /** Counts below this, of every severity, share one map: most files have a few diagnostics. */
    private static final int SMALL = 16;
    /**
     * The shared maps, made when first asked for. A map of its own cost each of 100,000 small
     * files 140 bytes (EnumMap, its values, the unmodifiable view, its entry set).
     */
    private static final AtomicReferenceArray<Map<Severity, Integer>> SHARED = new AtomicReferenceArray<>(
            (int) Math.pow(SMALL, Severity.VALUES.size()));

    private Severities() {
    }

    static Map<Severity, Integer> copy(Map<Severity, Integer> counts) {
        int key = 0;
        for (Severity s : Severity.VALUES) {
            int n = count(counts, s);
            key = n < SMALL && key >= 0 ? key * SMALL + n : -1;
        }
        if (key < 0) {
            return newCopy(counts);
        }
        Map<Severity, Integer> shared = SHARED.get(key);
        if (shared == null) {
            shared = newCopy(counts);
            // a lost race keeps an equal map
            SHARED.compareAndSet(key, null, shared);
        }
        return shared;
    }

    private static int count(Map<Severity, Integer> counts, Severity s) {
        Integer n = counts.get(s);
        return n == null ? 0 : n.intValue();
    }

    private static Map<Severity, Integer> newCopy(Map<Severity, Integer> counts) {
        EnumMap<Severity, Integer> copy = new EnumMap<>(Severity.class);
        for (Severity s : Severity.VALUES) {
            copy.put(s, Integer.valueOf(count(counts, s)));
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
