// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.farm;

import java.io.IOException;
import java.util.List;
import java.util.Map;

import org.latscope.analysis.stats.Distribution;
import org.latscope.cli.summary.JsonWriter;

/**
 * {@code farm.json}: the index of a farm result that the explorer opens without Spark: each
 * group's folder, files and headline figures (p99 and maximum of its first kind with values),
 * where its JSON documents are, the kernels each machine lacks and each machine's kernel steps.
 */
final class FarmSummary {

    private final FarmLayout layout;
    private final FarmSettings settings;
    private final List<GroupResult> groups;
    private final List<KernelStep> steps;
    private final long failed;

    FarmSummary(FarmLayout layout, FarmSettings settings, List<GroupResult> groups, List<KernelStep> steps, long failed) {
        this.layout = layout;
        this.settings = settings;
        this.groups = groups;
        this.steps = steps;
        this.failed = failed;
    }

    void write(FarmOutput output) throws IOException {
        output.write("farm.json", out -> { //$NON-NLS-1$
            JsonWriter w = new JsonWriter(out).beginObject();
            w.name("by").value(settings.by()).name("min").value(settings.min()).name("unit").value(settings.unit()); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            w.name("files").value(layout.files().size()).name("failed_files").value(failed); //$NON-NLS-1$ //$NON-NLS-2$
            // the grid's rows and columns: machines by name, kernels in the order they were compared
            w.name("machines").beginArray(); //$NON-NLS-1$
            groups.stream().map(g -> g.group.machine()).distinct().sorted().forEach(w::value);
            w.endArray();
            w.name("kernels").beginArray(); //$NON-NLS-1$
            groups.stream().map(g -> g.group.kernel()).distinct().sorted(KernelOrder::compare).forEach(w::value);
            w.endArray();
            w.name("groups").beginArray(); //$NON-NLS-1$
            for (GroupResult g : groups) {
                Distribution d = g.headline();
                w.beginObject().name("machine").value(g.group.machine()).name("kernel").value(g.group.kernel()); //$NON-NLS-1$ //$NON-NLS-2$
                w.name("folder").value(g.group.folder()).name("files").value(g.files).name("bytes").value(g.bytes); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                w.name("understood").value(g.understood).name("diagnostics").value(g.diagnostics); //$NON-NLS-1$ //$NON-NLS-2$
                w.name("kind").value(d.kind().id()).name("count").value(d.count()); //$NON-NLS-1$ //$NON-NLS-2$
                w.name("p99_ns").value(d.p99Ns()).name("max_ns").value(d.maxNs()); //$NON-NLS-1$ //$NON-NLS-2$
                w.name("hotspots").value("groups/" + g.group.name() + "/hotspots.json"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                w.name("stats").value("groups/" + g.group.name() + "/stats.json"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                w.endObject();
            }
            w.endArray();
            w.name("missing").beginArray(); //$NON-NLS-1$
            for (Map.Entry<String, List<String>> m : layout.missingKernels().entrySet()) {
                for (String k : m.getValue()) {
                    w.beginObject().name("machine").value(m.getKey()).name("kernel").value(k).endObject(); //$NON-NLS-1$ //$NON-NLS-2$
                }
            }
            w.endArray();
            w.name("steps").beginArray(); //$NON-NLS-1$
            for (KernelStep s : steps) {
                w.beginObject().name("machine").value(s.machine()).name("kernel_a").value(s.kernelA()) //$NON-NLS-1$ //$NON-NLS-2$
                        .name("kernel_b").value(s.kernelB()).name("kind").value(s.kind()); //$NON-NLS-1$ //$NON-NLS-2$
                w.name("p99_a_ns").value(s.p99A()).name("p99_b_ns").value(s.p99B()); //$NON-NLS-1$ //$NON-NLS-2$
                w.name("max_a_ns").value(s.maxA()).name("max_b_ns").value(s.maxB()); //$NON-NLS-1$ //$NON-NLS-2$
                w.name("new_keys").value(s.newKeys()).name("vanished_keys").value(s.vanishedKeys()); //$NON-NLS-1$ //$NON-NLS-2$
                w.name("regression").value(s.regression()); //$NON-NLS-1$
                w.name("compare").value("compare/" + s.machine() + "/" + s.kernelA() + "..." + s.kernelB() + ".json"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$
                w.endObject();
            }
            w.endArray();
            w.name("outside").beginArray(); //$NON-NLS-1$
            for (String path : layout.outside()) {
                w.value(path);
            }
            w.endArray().endObject().finish();
        });
    }
}
