// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.explorer;

import java.nio.file.Path;

import org.eclipse.core.runtime.jobs.Job;
import org.latscope.bench.timeline.PluginXmlRegistry;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.Severity;
import org.latscope.model.TraceFile;
import org.latscope.ui.internal.FormatsTraceSetLoader;
import org.latscope.ui.internal.OpenTraceSetJob;
import org.latscope.ui.internal.OpenedTraceSet;

/**
 * Opens one path as the explorer's Trace Set editor does (its job, its loader, its analyses),
 * without a window, and prints what each file kept and its errors: the child process of
 * {@link AnalysesMemoryTest}.
 */
public final class HeadlessOpen {

    private HeadlessOpen() {
    }

    public static void main(String[] args) throws Exception {
        PluginXmlRegistry.install();
        OpenedTraceSet opened = new OpenedTraceSet(Path.of(args[0]));
        try (FormatsTraceSetLoader loader = new FormatsTraceSetLoader()) {
            Job job = new OpenTraceSetJob(opened, loader);
            job.schedule();
            job.join();
        }
        System.out.println("problem: " + opened.problem());
        for (TraceFile file : opened.traceSet().getFiles()) {
            System.out.println("file: " + file.getPath() + " items " + file.getContents().size());
            for (ParseDiagnostic d : file.getDiagnostics()) {
                if (d.getSeverity() == Severity.ERROR) {
                    System.out.println("error: " + d.getReason());
                }
            }
        }
        System.exit(0); // the job manager's workers are not daemons
    }
}
