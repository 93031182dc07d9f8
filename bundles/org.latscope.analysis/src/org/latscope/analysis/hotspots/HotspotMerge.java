// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.hotspots;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.latscope.analysis.TraceContents;
import org.latscope.analysis.internal.TraceLabels;
import org.latscope.model.TraceFile;
import org.latscope.model.steps.Symbols;

/**
 * The hotspots of a set, merged from its files' as they come, in set order, holding no file:
 * a command that lets each file go once counted keeps the figures per key and one label per
 * content, not the 100,000 files of a folder. Step keys stay symbol ids until
 * {@link #report(Symbols)}, so files can be merged while other threads still intern names.
 * From {@link HotspotAnalysis#merge()}; one thread at a time.
 */
public final class HotspotMerge {

    private final HotspotGrouping grouping;
    private final long minNs;
    private final Map<Long, FileHotspots.Merged> bySymbol = new HashMap<>();
    private final Map<String, FileHotspots.Merged> byText = new HashMap<>();
    private final List<String> labels = new ArrayList<>();
    private long considered;
    private long matched;

    HotspotMerge(HotspotGrouping grouping, long minNs) {
        this.grouping = grouping;
        this.minNs = minNs;
    }

    /**
     * Adds the next file of the set.
     *
     * @param file the file, after those added before it in set order
     * @param part its hotspots from {@link HotspotAnalysis#file} or its fold; null leaves the
     *            file's figures out (a run of the set compared with another) but not its contents
     */
    public void add(TraceFile file, FileHotspots part) {
        int first = TraceContents.addLabels(file, labels);
        if (part != null) {
            part.addTo(bySymbol, byText, first);
            considered += part.considered();
            matched += part.matched();
        }
    }

    /**
     * @param symbols the set's symbols, every file's interned
     * @return the hotspots of the files added; a key counted by several files (or as a step
     *         function and an irq-off row function) is one hotspot
     */
    public HotspotReport report(Symbols symbols) {
        Map<String, FileHotspots.Merged> byName = new HashMap<>(byText.size() + bySymbol.size());
        byText.forEach((key, m) -> byName.computeIfAbsent(key, k -> new FileHotspots.Merged()).add(m));
        bySymbol.forEach((key, m) -> byName.computeIfAbsent(name(key.longValue(), symbols), k -> new FileHotspots.Merged()).add(m));
        List<String> all = List.copyOf(labels);
        List<Hotspot> hotspots = new ArrayList<>(byName.size());
        byName.forEach((key, m) -> hotspots
                .add(new Hotspot(key, m.count, m.total, m.max, TraceLabels.of(m.contents.stream().toArray(), all))));
        return HotspotReport.merged(grouping, minNs, hotspots, considered, matched);
    }

    private String name(long key, Symbols symbols) {
        return switch (grouping) {
            case CALLER -> symbols.name((int) (key >>> 32)) + " (" + (((int) key) < 0 ? "" : symbols.name((int) key)) + ")"; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            case MARKER -> symbols.name((int) (key >>> 32)) + " [" + (int) key + "]"; //$NON-NLS-1$ //$NON-NLS-2$
            default -> symbols.name((int) key);
        };
    }
}
