// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.hotspots;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;

import org.latscope.analysis.internal.LongIntMap;

/**
 * The hotspots of one trace file, from {@link HotspotAnalysis#file}: count, total, max and
 * the file's contents (by index) per key. Step keys are symbol ids and get their names only
 * when {@link HotspotAnalysis#report merged}, so a file can be counted on the thread that
 * read it, while other threads are still interning symbols.
 */
public final class FileHotspots {

    private final LongIntMap byId = new LongIntMap();
    private final Map<String, Integer> byText = new HashMap<>();
    private final List<String> textKeys = new ArrayList<>();
    private long[] stepKeys = new long[64];
    private long[] count = new long[64];
    private long[] total = new long[64];
    private long[] max = new long[64];
    private BitSet[] contents = new BitSet[64];
    private long considered;
    private long matched;

    FileHotspots() {
    }

    /** @return the slot of a step key */
    int slot(long id) {
        int s = byId.get(id);
        if (s == LongIntMap.MISSING) {
            s = newSlot(null, id);
            byId.put(id, s);
        }
        return s;
    }

    /** @return the slot of a row key */
    int slot(String key) {
        Integer s = byText.get(key);
        if (s == null) {
            s = Integer.valueOf(newSlot(key, 0));
            byText.put(key, s);
        }
        return s.intValue();
    }

    void add(int slot, long ns, int content) {
        count[slot]++;
        total[slot] += ns;
        if (ns > max[slot]) {
            max[slot] = ns;
        }
        contents[slot].set(content);
    }

    void considered(long steps, long reached) {
        considered += steps;
        matched += reached;
    }

    long considered() {
        return considered;
    }

    long matched() {
        return matched;
    }

    /**
     * Adds this file's figures to the set's.
     *
     * @param set the set's hotspots by name
     * @param firstContent the set-wide index of this file's first content
     * @param names the names of step keys
     */
    void addTo(Map<String, Merged> set, int firstContent, LongFunction<String> names) {
        for (int s = 0; s < textKeys.size(); s++) {
            String key = textKeys.get(s) != null ? textKeys.get(s) : names.apply(stepKeys[s]);
            Merged m = set.computeIfAbsent(key, k -> new Merged());
            m.count += count[s];
            m.total += total[s];
            m.max = Math.max(m.max, max[s]);
            BitSet in = contents[s];
            for (int c = in.nextSetBit(0); c >= 0; c = in.nextSetBit(c + 1)) {
                m.contents.set(firstContent + c);
            }
        }
    }

    private int newSlot(String text, long id) {
        int s = textKeys.size();
        if (s == count.length) {
            stepKeys = Arrays.copyOf(stepKeys, s * 2);
            count = Arrays.copyOf(count, s * 2);
            total = Arrays.copyOf(total, s * 2);
            max = Arrays.copyOf(max, s * 2);
            contents = Arrays.copyOf(contents, s * 2);
        }
        textKeys.add(text);
        stepKeys[s] = id;
        contents[s] = new BitSet();
        return s;
    }

    /** One key's figures over a set, its contents by set-wide index. */
    static final class Merged {
        long count;
        long total;
        long max;
        final BitSet contents = new BitSet();
    }
}
