// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.source;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.eclipse.osgi.util.NLS;
import org.latscope.analysis.calls.CallTree;
import org.latscope.analysis.calls.CallTreeAnalysis;
import org.latscope.analysis.hotspots.HotspotAnalysis;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.model.TraceSet;
import org.latscope.source.AnalysisRefs;
import org.latscope.source.KernelRelease;
import org.latscope.source.SourceCache;
import org.latscope.source.SourceLookup;
import org.latscope.source.SourceRefs;
import org.latscope.source.SourceReport;
import org.latscope.source.SourceTargets;
import org.latscope.source.SourceTree;
import org.latscope.ui.internal.AnalysisCache;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.OpenedTraceSet;

/**
 * A set's kernel source against some candidate trees: the key of the set's analysis cache, and
 * the computation, which is {@code latscope source}'s ({@link SourceLookup}: open the trees,
 * choose the nearest, resolve), over the call tree the Call Attribution view shows.
 *
 * @param trees the candidate trees, as {@link SourcePreferences#candidates} gives them
 * @param releases the releases that choose the tree, most frequent first; empty: the set's
 */
public record SourceRequest(List<Path> trees, List<KernelRelease> releases) {

    /**
     * @param set a loaded set
     * @return its source for its current candidate trees, computed once per set and trees in a Job
     */
    public static CompletableFuture<SetSource> of(OpenedTraceSet set) {
        return of(set, List.of());
    }

    /**
     * @param set a loaded set
     * @param releases the releases of the files a reference comes from (a worst-N file of 2.4
     *        among 2.6 traces gets the 2.4 tree); empty for the set's
     * @return its source, computed once per set, trees and releases in a Job
     */
    public static CompletableFuture<SetSource> of(OpenedTraceSet set, List<KernelRelease> releases) {
        SourceRequest request = new SourceRequest(new SourcePreferences().candidates(set.path()), List.copyOf(releases));
        AnalysisCache cache = set.analyses();
        return cache.get(request, Messages.Source_job, s -> request.compute(s, cache));
    }

    /**
     * @param set the set
     * @param cache its analyses (the call tree is shared with the Call Attribution view)
     * @return its source, or why there is none
     */
    SetSource compute(TraceSet set, AnalysisCache cache) {
        if (trees.isEmpty()) {
            return SetSource.none(Messages.Source_noTree);
        }
        for (Path p : trees) {
            if (!Files.exists(p)) {
                return SetSource.none(NLS.bind(Messages.Source_missingTree, p));
            }
        }
        try {
            SourceLookup lookup = new SourceLookup(SourceCache.ofUser());
            List<SourceTree> opened = lookup.open(trees);
            CallTree calls = cache.get(CallTreeAnalysis.class, Messages.Calls_job, s -> new CallTreeAnalysis().run(s)).join();
            SourceRefs refs = AnalysisRefs.of(set, calls, new HotspotAnalysis(HotspotGrouping.LOCATION, 0).run(set),
                    new HotspotAnalysis(HotspotGrouping.MARKER, 0).run(set));
            SourceReport report = releases.isEmpty() ? lookup.resolve(opened, set, refs) : lookup.resolve(opened, releases, refs);
            return new SetSource(report, refs, new SourceTargets(lookup.index(report.tree())), null);
        } catch (IOException | UncheckedIOException e) {
            return SetSource.none(NLS.bind(Messages.Source_ioError, e.getMessage()));
        }
    }
}
