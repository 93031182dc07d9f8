// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ide.tests;

import java.io.InputStream;
import java.nio.file.Files;
import java.util.List;

import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.ui.PlatformUI;
import org.latscope.testdata.TestData;

/** A workspace project with one folder of real traces copied from the test data; deleted by {@link #delete()}. */
final class TraceProject {

    final IProject project;
    final IFolder folder;

    /**
     * @param name the project's name
     * @param folderName the trace folder's name in it
     * @param files the files to copy into it, relative to the test data ({@code seeds/000_....txt})
     */
    TraceProject(String name, String folderName, List<String> files) throws Exception {
        project = ResourcesPlugin.getWorkspace().getRoot().getProject(name);
        project.create(null);
        project.open(null);
        folder = project.getFolder(folderName);
        folder.create(true, true, null);
        for (String file : files) {
            try (InputStream in = Files.newInputStream(TestData.path(file))) {
                folder.getFile(TestData.path(file).getFileName().toString()).create(in, true, null);
            }
        }
    }

    /** Closes every editor and deletes the project with its files (a linked folder's files stay where they are). */
    void delete() throws CoreException {
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().closeAllEditors(false);
        project.delete(true, true, new NullProgressMonitor());
    }
}
