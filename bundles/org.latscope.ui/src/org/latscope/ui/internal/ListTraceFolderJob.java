// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.osgi.util.NLS;

/** Lists the regular files below an opened path, with progress and cancel. */
public final class ListTraceFolderJob extends Job {

    private final TraceFolder folder;
    private final Runnable done;

    public ListTraceFolderJob(TraceFolder folder, Runnable done) {
        super(NLS.bind(Messages.ListTraceFolderJob_name, folder.path()));
        this.folder = folder;
        this.done = done;
        setUser(true);
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        SubMonitor progress = SubMonitor.convert(monitor, IProgressMonitor.UNKNOWN);
        Path root = folder.path();
        List<TraceFolder.Entry> entries = new ArrayList<>();
        try (Stream<Path> files = Files.isDirectory(root) ? Files.walk(root) : Stream.of(root)) {
            for (Path file : (Iterable<Path>) files.filter(Files::isRegularFile).sorted(Comparator.naturalOrder())::iterator) {
                if (progress.isCanceled()) {
                    return Status.CANCEL_STATUS;
                }
                Path relative = Files.isDirectory(root) ? root.relativize(file) : file.getFileName();
                entries.add(new TraceFolder.Entry(folder, relative, Files.size(file)));
                progress.split(1);
            }
            folder.setEntries(entries);
        } catch (IOException | UncheckedIOException e) {
            folder.setProblem(NLS.bind(Messages.ListTraceFolderJob_unreadable, root, e.getMessage()));
        } finally {
            done.run();
        }
        return Status.OK_STATUS;
    }
}
