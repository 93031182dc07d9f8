// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.hotspots;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;

import org.latscope.analysis.internal.LongIntMap;

/**
 * The hotspots of one trace file, from {@link HotspotAnalysis#file}: count, total, max and
 * the file's contents (by index) per key. Step keys are symbol ids and get their names only
 * when {@link HotspotMerge#report reported}, so a file can be counted on the thread that
 * read it, while other threads are still interning symbols.
 */
public final class FileHotspots {

    // Created on the first key and dropped by compact(): most files of a folder have no key, and
    // a set compared with another keeps every file's hotspots until the last file is read (3 KB
    // each made 100,000 small files overflow a 1 GB heap).
    private LongIntMap byId;
    private Map<String, Integer> byText;
    private final ArrayList<String> textKeys = new ArrayList<>(0);
    private long[] stepKeys = {};
    private long[] count = {};
    private long[] total = {};
    private long[] max = {};
    private BitSet[] contents = {};
    private long considered;
    private long matched;

    FileHotspots() {
    }

    /** @return the slot of a step key */
    int slot(long id) {
        if (byId == null) {
            byId = new LongIntMap();
        }
        int s = byId.get(id);
        if (s == LongIntMap.MISSING) {
            s = newSlot(null, id);
            byId.put(id, s);
        }
        return s;
    }

    /** @return the slot of a row key */
    int slot(String key) {
        if (byText == null) {
            byText = new HashMap<>();
        }
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

    /** Trims the figures to the keys counted and drops the lookups: no key is added afterwards. */
    void compact() {
        int n = textKeys.size();
        stepKeys = Arrays.copyOf(stepKeys, n);
        count = Arrays.copyOf(count, n);
        total = Arrays.copyOf(total, n);
        max = Arrays.copyOf(max, n);
        contents = Arrays.copyOf(contents, n);
        textKeys.trimToSize();
        byId = null;
        byText = null;
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
     * @param bySymbol the set's step keys' figures
     * @param byText the set's row keys' figures
     * @param firstContent the set-wide index of this file's first content
     */
    void addTo(Map<Long, Merged> bySymbol, Map<String, Merged> byText, int firstContent) {
        for (int s = 0; s < textKeys.size(); s++) {
            String text = textKeys.get(s);
            Merged m = text != null ? byText.computeIfAbsent(text, k -> new Merged())
                    : bySymbol.computeIfAbsent(Long.valueOf(stepKeys[s]), k -> new Merged());
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
            int grown = Math.max(16, s * 2);
            stepKeys = Arrays.copyOf(stepKeys, grown);
            count = Arrays.copyOf(count, grown);
            total = Arrays.copyOf(total, grown);
            max = Arrays.copyOf(max, grown);
            contents = Arrays.copyOf(contents, grown);
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

        /** Adds {@code other}'s figures: one name's under a step key and a row key. */
        void add(Merged other) {
            count += other.count;
            total += other.total;
            max = Math.max(max, other.max);
            contents.or(other.contents);
        }
    }
}
