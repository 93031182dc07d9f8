// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ide.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.content.IContentDescription;
import org.eclipse.core.runtime.content.IContentType;
import org.eclipse.jface.viewers.IDecoration;
import org.eclipse.jface.viewers.ILightweightLabelDecorator;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.osgi.util.NLS;
import org.latscope.analysis.overview.FileOverview;
import org.latscope.analysis.overview.OverviewAnalysis;
import org.latscope.formats.InstalledTraceFormats;
import org.latscope.formats.TraceSetReader;
import org.latscope.model.TraceSet;

/**
 * Decorates trace files (files of a Latscope content type) with their format and worst latency,
 * as the Overview page computes them ({@link OverviewAnalysis}). Lightweight decorators run in
 * the decorator manager's background job, so the file is read there, never on the UI thread;
 * the result is kept per file and modification stamp, so a changed file is read again. Files
 * over {@link #READ_LIMIT} show their format only.
 */
public final class TraceFileDecorator extends LabelProvider implements ILightweightLabelDecorator {

    /** The base content type of every trace format, as in plugin.xml: each format's is {@code CONTENT_TYPE.formatId}. */
    static final String CONTENT_TYPE = "org.latscope.ide.trace"; //$NON-NLS-1$
    /** Larger files show their format only: their worst latency would cost a whole read in the decorator's job. */
    static final long READ_LIMIT = 64L << 20;

    private record Stamped(long stamp, String suffix) {
    }

    private final InstalledTraceFormats formats = new InstalledTraceFormats(TraceFileDecorator.class);
    private final Map<IPath, Stamped> cache = new ConcurrentHashMap<>();

    @Override
    public void decorate(Object element, IDecoration decoration) {
        if (!(element instanceof IFile file) || !file.isAccessible() || file.getLocation() == null) {
            return;
        }
        String suffix = suffix(file);
        if (suffix != null && !suffix.isEmpty()) {
            decoration.addSuffix(suffix);
        }
    }

    private String suffix(IFile file) {
        long stamp = file.getModificationStamp();
        Stamped known = cache.get(file.getFullPath());
        if (known != null && known.stamp() == stamp) {
            return known.suffix();
        }
        String format = traceFormat(file);
        Path path = file.getLocation().toPath();
        String suffix;
        if (format == null) {
            suffix = ""; //$NON-NLS-1$
        } else if (path.toFile().length() > READ_LIMIT) {
            suffix = NLS.bind(Messages.Decorator_suffixNoLatency, format);
        } else {
            suffix = read(path);
        }
        cache.put(file.getFullPath(), new Stamped(stamp, suffix));
        return suffix;
    }

    /** @return the format id of a file of a Latscope content type (from its type's id), else null */
    private static String traceFormat(IFile file) {
        try {
            IContentDescription description = file.getContentDescription();
            IContentType type = description == null ? null : description.getContentType();
            if (type != null && type.getBaseType() != null && type.getBaseType().getId().equals(CONTENT_TYPE)) {
                return type.getId().substring(CONTENT_TYPE.length() + 1);
            }
        } catch (CoreException e) {
            // unreadable: no decoration
        }
        return null;
    }

    private String read(Path path) {
        try {
            TraceSet set = new TraceSetReader(formats.registry(), 1).read(List.of(path), path.getFileName().toString());
            if (set.getFiles().isEmpty()) {
                return ""; //$NON-NLS-1$
            }
            FileOverview overview = new OverviewAnalysis().run(set).files().get(0);
            if (overview.formatId() == null) {
                return ""; //$NON-NLS-1$
            }
            return overview.worst() == null ? NLS.bind(Messages.Decorator_suffixNoLatency, overview.formatId())
                    : NLS.bind(Messages.Decorator_suffix, overview.formatId(), Long.toString(overview.worst().ns() / 1000));
        } catch (IOException | RuntimeException e) {
            return ""; //$NON-NLS-1$
        }
    }

    @Override
    public void dispose() {
        formats.close();
        cache.clear();
        super.dispose();
    }
}
