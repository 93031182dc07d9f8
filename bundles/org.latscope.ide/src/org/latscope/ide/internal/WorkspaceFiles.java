// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ide.internal;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IWorkspaceRoot;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;

/**
 * Where a trace set's files are in the workspace: a set is read from file-system paths, the
 * workspace knows them as resources (of a project, or through a linked folder).
 */
final class WorkspaceFiles {

    private final IWorkspaceRoot root;

    WorkspaceFiles(IWorkspaceRoot root) {
        this.root = root;
    }

    /** @return the workspace files at a location, accessible ones only (several when folders are linked twice) */
    List<IFile> files(Path location) {
        List<IFile> files = new ArrayList<>();
        for (IFile f : root.findFilesForLocationURI(location.toUri())) {
            if (f.isAccessible()) {
                files.add(f);
            }
        }
        return files;
    }

    /** @return the workspace folders or projects at a location */
    List<IContainer> containers(Path location) {
        List<IContainer> containers = new ArrayList<>();
        for (IContainer c : root.findContainersForLocationURI(location.toUri())) {
            if (c.isAccessible() && c != root) {
                containers.add(c);
            }
        }
        return containers;
    }

    /** @return whether the path, a folder or a file, is in the workspace */
    boolean contains(Path location) {
        return !(Files.isDirectory(location) ? containers(location) : files(location)).isEmpty();
    }

    /** @return the file-system location of one file of a set, which holds paths relative to its location */
    static Path location(TraceSet set, TraceFile file) {
        Path base = Path.of(set.getLocation());
        return Files.isDirectory(base) ? base.resolve(file.getPath()).normalize() : base;
    }
}
