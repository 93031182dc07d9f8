// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.hotspots;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.latscope.analysis.internal.LongIntMap;

/** Count, total, max and traces per key, in columns; step keys are longs, row keys strings. */
final class HotspotAccumulator {

    private final LongIntMap byId = new LongIntMap();
    private final Map<String, Integer> byText = new HashMap<>();
    private final List<String> keys = new ArrayList<>();
    private long[] count = new long[64];
    private long[] total = new long[64];
    private long[] max = new long[64];
    private BitSet[] traces = new BitSet[64];

    /** @return the slot of a step key, naming it with {@code name} when new */
    int slot(long id, Supplier<String> name) {
        int s = byId.get(id);
        if (s == LongIntMap.MISSING) {
            s = newSlot(name.get());
            byId.put(id, s);
        }
        return s;
    }

    /** @return the slot of a row key */
    int slot(String key) {
        Integer s = byText.get(key);
        if (s == null) {
            s = Integer.valueOf(newSlot(key));
            byText.put(key, s);
        }
        return s.intValue();
    }

    void add(int slot, long ns, int trace) {
        count[slot]++;
        total[slot] += ns;
        if (ns > max[slot]) {
            max[slot] = ns;
        }
        traces[slot].set(trace);
    }

    List<Hotspot> hotspots(List<String> labels) {
        List<Hotspot> result = new ArrayList<>(keys.size());
        for (int s = 0; s < keys.size(); s++) {
            List<String> in = new ArrayList<>();
            traces[s].stream().forEach(t -> in.add(labels.get(t)));
            result.add(new Hotspot(keys.get(s), count[s], total[s], max[s], in));
        }
        result.sort(Comparator.comparingLong(Hotspot::count).reversed()
                .thenComparing(Comparator.comparingLong(Hotspot::totalNs).reversed()).thenComparing(Hotspot::key));
        return result;
    }

    private int newSlot(String key) {
        int s = keys.size();
        if (s == count.length) {
            count = Arrays.copyOf(count, s * 2);
            total = Arrays.copyOf(total, s * 2);
            max = Arrays.copyOf(max, s * 2);
            traces = Arrays.copyOf(traces, s * 2);
        }
        keys.add(key);
        traces[s] = new BitSet();
        return s;
    }
}
