// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views;

import java.util.ArrayList;
import java.util.List;

import org.latscope.analysis.compare.Comparison;
import org.latscope.analysis.compare.DistributionComparison;
import org.latscope.analysis.stats.LatencyKind;
import org.latscope.analysis.stats.LogBins;
import org.latscope.ui.internal.chart.ChartModel;
import org.latscope.ui.internal.preferences.AnalysisPreferences;

/**
 * A comparison as the Compare view shows it: figure rows for A and B per kind, and a chart of
 * one kind with both distributions overlaid.
 *
 * @param comparison what {@link org.latscope.analysis.compare.RunComparison} computed
 * @param nameA the label of A
 * @param nameB the label of B
 */
record CompareInput(Comparison comparison, String nameA, String nameB) {

    /** @return two rows (A, B) per kind either side lists */
    List<FiguresTableModel.Row> rows() {
        String[] labels = StatisticsInput.kindLabels();
        List<FiguresTableModel.Row> rows = new ArrayList<>();
        for (DistributionComparison d : comparison.distributions()) {
            if (!d.a().listed() && !d.b().listed()) {
                continue;
            }
            rows.add(new FiguresTableModel.Row(labels[d.kind().ordinal()] + " A", d.a())); //$NON-NLS-1$
            rows.add(new FiguresTableModel.Row(labels[d.kind().ordinal()] + " B", d.b())); //$NON-NLS-1$
        }
        return rows;
    }

    /** @return the first kind either side has values of */
    LatencyKind firstKind() {
        for (DistributionComparison d : comparison.distributions()) {
            if (d.a().count() > 0 || d.b().count() > 0) {
                return d.kind();
            }
        }
        return LatencyKind.TRACE_LATENCY;
    }

    /** @return A's and B's distributions of a kind as overlaid bars, with their p50 and p99 */
    ChartModel chart(int kind, AnalysisPreferences preferences) {
        DistributionComparison d = comparison.distributions().get(kind);
        List<ChartModel.Layer> layers = List.of(new ChartModel.Layer("A: " + nameA, LogBins.of(d.a()), true, 0), //$NON-NLS-1$
                new ChartModel.Layer("B: " + nameB, LogBins.of(d.b()), true, 1)); //$NON-NLS-1$
        List<ChartModel.Mark> marks = new ArrayList<>();
        List<ChartModel.Mark> pa = StatisticsInput.percentiles(d.a(), " A", 0, preferences); //$NON-NLS-1$
        List<ChartModel.Mark> pb = StatisticsInput.percentiles(d.b(), " B", 1, preferences); //$NON-NLS-1$
        for (int p : new int[] { 0, 2 }) { // p50 and p99 of each
            if (p < pa.size()) {
                marks.add(pa.get(p));
            }
            if (p < pb.size()) {
                marks.add(pb.get(p));
            }
        }
        return ChartModel.of(layers, marks);
    }
}
