// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.source;

import java.nio.file.Path;
import java.util.Objects;

import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IPersistableElement;
import org.latscope.model.TraceSet;
import org.latscope.source.FileAnnotations;
import org.latscope.source.SourceTree;

/**
 * A file of a kernel source tree, shown for a trace set: the tree (its folder, or the archive's
 * extraction in the cache), the file, what it carries for the set and why the tree was chosen.
 * Two inputs are equal when they name the same file of the same tree, so opening a file again
 * brings its editor to the top.
 *
 * @param tree the tree
 * @param file the file, relative to the tree
 * @param annotations what the file carries for the set
 * @param choice why the tree was chosen
 * @param traceSet the trace set whose records the side list shows, null for none
 */
public record SourceEditorInput(SourceTree tree, String file, FileAnnotations annotations, String choice, TraceSet traceSet) implements IEditorInput {

    /** @return the file on disk */
    public Path path() {
        return tree.root().resolve(file);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SourceEditorInput other && other.tree.root().equals(tree.root()) && other.file.equals(file);
    }

    @Override
    public int hashCode() {
        return Objects.hash(tree.root(), file);
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        return null;
    }

    @Override
    public boolean exists() {
        return false; // not offered in the recently opened list: it needs its trace set
    }

    @Override
    public ImageDescriptor getImageDescriptor() {
        return ImageDescriptor.getMissingImageDescriptor();
    }

    @Override
    public String getName() {
        return path().getFileName().toString();
    }

    @Override
    public IPersistableElement getPersistable() {
        return null;
    }

    @Override
    public String getToolTipText() {
        return tree.name() + '/' + file;
    }
}
