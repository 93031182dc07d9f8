// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.editor;

import java.nio.file.Path;
import java.util.Objects;

import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IPersistableElement;

/**
 * A folder, file or archive of traces, as the Trace Set editor opens it. Two inputs on the
 * same path are equal, so opening a set twice activates its editor instead of reading it
 * again.
 */
public final class TraceSetEditorInput implements IEditorInput {

    private final Path path;

    /** @param path the folder, file or archive; made absolute and normal */
    public TraceSetEditorInput(Path path) {
        this.path = path.toAbsolutePath().normalize();
    }

    /** @return the folder, file or archive this input reads */
    public Path path() {
        return path;
    }

    @Override
    public boolean exists() {
        return false; // not in the most-recently-used list: sets are reopened from their path
    }

    @Override
    public ImageDescriptor getImageDescriptor() {
        return ImageDescriptor.getMissingImageDescriptor();
    }

    @Override
    public String getName() {
        Path name = path.getFileName();
        return name == null ? path.toString() : name.toString();
    }

    @Override
    public IPersistableElement getPersistable() {
        return null;
    }

    @Override
    public String getToolTipText() {
        return path.toString();
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        return adapter == Path.class ? adapter.cast(path) : null;
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof TraceSetEditorInput other && path.equals(other.path);
    }

    @Override
    public int hashCode() {
        return Objects.hash(path);
    }
}
