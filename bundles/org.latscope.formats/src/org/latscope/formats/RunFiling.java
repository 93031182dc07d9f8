// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.latscope.model.Batch;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.Run;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;

/**
 * Files each trace of a set under its run and batch, the two folders above it ({@code run/batch/trace}),
 * folders inside an archive counted. Used by the thread that takes the read files in order, under
 * the set's lock.
 */
final class RunFiling {

    private final TraceSet set;
    private final Map<String, Run> runs = new LinkedHashMap<>();

    /** @param set the set whose runs are made */
    RunFiling(TraceSet set) {
        this.set = set;
    }

    /**
     * Files a trace in its run and batch, when there are two folders above it. An archive entry
     * refused for its absolute or {@code ..} path was never read: it has no run ({@code ../..} and
     * {@code /etc} are not folders of the set).
     *
     * @param jobFolders the folders above the file or archive read, from the folder opened
     * @param file the trace, its path {@code archive!/entry} when it was read from an archive
     */
    void file(List<String> jobFolders, TraceFile file) {
        List<String> folders = new ArrayList<>(jobFolders);
        String path = file.getPath();
        int inArchive = path.indexOf(TraceSetReader.ARCHIVE_SEPARATOR);
        if (inArchive >= 0) {
            String entry = path.substring(inArchive + TraceSetReader.ARCHIVE_SEPARATOR.length());
            if (!ArchiveEntryNames.safe(entry)) {
                return;
            }
            String[] parts = entry.split("/"); //$NON-NLS-1$
            for (int k = 0; k < parts.length - 1; k++) {
                folders.add(parts[k]);
            }
        }
        if (folders.size() < 2) {
            return;
        }
        String runName = folders.get(folders.size() - 2);
        String batchName = folders.get(folders.size() - 1);
        Run run = runs.computeIfAbsent(runName, name -> {
            Run r = LatscopeFactory.eINSTANCE.createRun();
            r.setName(name);
            set.getRuns().add(r);
            return r;
        });
        Batch batch = run.getBatches().stream().filter(b -> b.getName().equals(batchName)).findFirst().orElseGet(() -> {
            Batch b = LatscopeFactory.eINSTANCE.createBatch();
            b.setName(batchName);
            run.getBatches().add(b);
            return b;
        });
        file.setBatch(batch);
    }
}
