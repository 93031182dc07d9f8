// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ide.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspaceRoot;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.latscope.source.SourceCache;
import org.latscope.source.SourceTree;

/**
 * The kernel source trees of the workspace: folders (in projects, or linked into them) that
 * hold a kernel's top {@code Makefile}, at most {@link #DEPTH} levels below a project. The set's
 * tree is then chosen among them by release, as the command line chooses among {@code --source}
 * trees ({@link org.latscope.source.TreeChoice}).
 */
final class WorkspaceSourceTrees {

    /** How deep under a project a tree is looked for: {@code project/kernel-src/linux-2.6.9}. */
    static final int DEPTH = 3;

    private static final Pattern TREE_NAME = Pattern.compile("linux-(?:source-)?\\d+\\.\\d+.*"); //$NON-NLS-1$

    private final IWorkspaceRoot root;

    WorkspaceSourceTrees(IWorkspaceRoot root) {
        this.root = root;
    }

    /** @return the workspace folders that look like kernel trees (cheap: resource lookups, no file reads) */
    List<IContainer> folders() {
        List<IContainer> found = new ArrayList<>();
        for (IProject project : root.getProjects()) {
            if (project.isOpen()) {
                collect(project, 0, found);
            }
        }
        return found;
    }

    private static void collect(IContainer container, int depth, List<IContainer> found) {
        if (isTree(container)) {
            found.add(container);
            return;
        }
        if (depth >= DEPTH) {
            return;
        }
        try {
            for (IResource member : container.members()) {
                if (member instanceof IContainer child && !member.getName().startsWith(".")) { //$NON-NLS-1$
                    collect(child, depth + 1, found);
                }
            }
        } catch (CoreException e) {
            // a folder that cannot be listed holds no tree
        }
    }

    /** A kernel's top folder: a {@code Makefile} and {@code kernel/}, or a name such as {@code linux-2.6.9}. */
    private static boolean isTree(IContainer c) {
        return c.getType() != IResource.PROJECT && TREE_NAME.matcher(c.getName()).matches()
                || c.getFile(IPath.fromOSString("Makefile")).exists() && c.getFolder(IPath.fromOSString("kernel")).exists(); //$NON-NLS-1$ //$NON-NLS-2$
    }

    /**
     * @param folders workspace folders from {@link #folders()}
     * @param cache the source cache
     * @return the trees, opened (their Makefiles read): call off the UI thread
     */
    static List<SourceTree> open(List<IContainer> folders, SourceCache cache) throws IOException {
        List<SourceTree> trees = new ArrayList<>();
        for (IContainer folder : folders) {
            IPath location = folder.getLocation();
            if (location != null) {
                trees.add(SourceTree.open(location.toPath(), cache));
            }
        }
        return trees;
    }

    /** @return the workspace file of a tree's file, or null */
    IFile file(SourceTree tree, String relative) {
        Path path = tree.root().resolve(relative).normalize();
        for (IFile f : root.findFilesForLocationURI(path.toUri())) {
            if (f.isAccessible()) {
                return f;
            }
        }
        return null;
    }
}
