// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExtension;
import org.eclipse.core.runtime.IExtensionPoint;
import org.eclipse.core.runtime.IExtensionRegistry;
import org.eclipse.core.runtime.IRegistryEventListener;
import org.latscope.formats.spi.TraceFormatProbe;
import org.latscope.formats.spi.TraceReaderFactory;

/**
 * Reads the extension point {@code org.latscope.formats.traceFormats} once into a
 * {@link TraceFormatRegistry} and keeps it current as extensions are added and removed.
 * Probes and reader factories are created on first use. Whoever creates it owns it and
 * {@link #close() closes} it: in a running Eclipse the DS component
 * {@code org.latscope.formats.traceFormats} offers one as an OSGi service for everyone; the
 * explorer's loader and the command line reach it through {@link InstalledTraceFormats}.
 */
public final class ExtensionTraceFormats implements IRegistryEventListener, AutoCloseable {

    /** The id of the extension point. */
    public static final String EXTENSION_POINT = "org.latscope.formats.traceFormats"; //$NON-NLS-1$

    private static final String ELEMENT_FORMAT = "format"; //$NON-NLS-1$
    private static final String ATT_ID = "id"; //$NON-NLS-1$
    private static final String ATT_NAME = "name"; //$NON-NLS-1$
    private static final String ATT_PATTERNS = "filePatterns"; //$NON-NLS-1$
    private static final String ATT_READER = "reader"; //$NON-NLS-1$
    private static final String ATT_PROBE = "probe"; //$NON-NLS-1$
    private static final String ELEMENT_VARIANT = "variant"; //$NON-NLS-1$
    private static final String ATT_SAMPLE = "sample"; //$NON-NLS-1$

    private final IExtensionRegistry extensions;
    private final TraceFormatRegistry registry = new TraceFormatRegistry();
    private final Map<IExtension, List<String>> idsByExtension = new ConcurrentHashMap<>();

    /**
     * Reads the extension point and starts listening.
     *
     * @param extensions the extension registry (from {@code RegistryFactory.getRegistry()})
     */
    public ExtensionTraceFormats(IExtensionRegistry extensions) {
        this.extensions = extensions;
        extensions.addListener(this, EXTENSION_POINT);
        IExtensionPoint point = extensions.getExtensionPoint(EXTENSION_POINT);
        if (point != null) {
            added(point.getExtensions());
        }
    }

    /** @return the registry this reader keeps current */
    public TraceFormatRegistry registry() {
        return registry;
    }

    @Override
    public void added(IExtension[] added) {
        for (IExtension extension : added) {
            List<String> ids = new ArrayList<>();
            for (IConfigurationElement element : extension.getConfigurationElements()) {
                if (ELEMENT_FORMAT.equals(element.getName()) && element.getAttribute(ATT_ID) != null) {
                    ContributedFormat format = new ContributedFormat(element);
                    registry.add(format);
                    ids.add(format.id());
                }
            }
            idsByExtension.put(extension, ids);
        }
    }

    @Override
    public void removed(IExtension[] removed) {
        for (IExtension extension : removed) {
            List<String> ids = idsByExtension.remove(extension);
            if (ids != null) {
                ids.forEach(registry::remove);
            }
        }
    }

    @Override
    public void added(IExtensionPoint[] points) {
        // the point itself is ours
    }

    @Override
    public void removed(IExtensionPoint[] points) {
        // the point itself is ours
    }

    @Override
    public void close() {
        extensions.removeListener(this);
    }

    /** A format read from one {@code <format>} element; classes are created lazily. */
    private static final class ContributedFormat implements TraceFormat {

        private final IConfigurationElement element;
        private final String id;
        private final String name;
        private final List<String> patterns;
        private final List<TraceFormatVariant> variants;
        private volatile TraceFormatProbe probe;
        private volatile TraceReaderFactory factory;

        ContributedFormat(IConfigurationElement element) {
            this.element = element;
            this.id = element.getAttribute(ATT_ID);
            String label = element.getAttribute(ATT_NAME);
            this.name = label == null ? id : label;
            String globs = element.getAttribute(ATT_PATTERNS);
            this.patterns = globs == null || globs.isBlank() ? List.of()
                    : Arrays.stream(globs.split(",")).map(String::trim).filter(s -> !s.isEmpty()).toList(); //$NON-NLS-1$
            this.variants = variants(element);
        }

        private static List<TraceFormatVariant> variants(IConfigurationElement element) {
            List<TraceFormatVariant> list = new ArrayList<>();
            for (IConfigurationElement child : element.getChildren(ELEMENT_VARIANT)) {
                String variantId = child.getAttribute(ATT_ID);
                if (variantId != null) {
                    String label = child.getAttribute(ATT_NAME);
                    String sample = child.getAttribute(ATT_SAMPLE);
                    list.add(new TraceFormatVariant(variantId, label == null ? variantId : label, sample == null ? "" : sample)); //$NON-NLS-1$
                }
            }
            return List.copyOf(list);
        }

        @Override
        public List<TraceFormatVariant> variants() {
            return variants;
        }

        @Override
        public String id() {
            return id;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public List<String> filePatterns() {
            return patterns;
        }

        @Override
        public TraceFormatProbe probe() {
            TraceFormatProbe p = probe;
            if (p == null) {
                p = create(ATT_PROBE, TraceFormatProbe.class, (head, length, fileName) -> 0);
                probe = p;
            }
            return p;
        }

        @Override
        public TraceReaderFactory readerFactory() {
            TraceReaderFactory f = factory;
            if (f == null) {
                f = create(ATT_READER, TraceReaderFactory.class, null);
                factory = f;
            }
            return f;
        }

        private <T> T create(String attribute, Class<T> type, T fallback) {
            try {
                Object created = element.createExecutableExtension(attribute);
                if (type.isInstance(created)) {
                    return type.cast(created);
                }
            } catch (CoreException | RuntimeException e) {
                // fall through
            }
            if (fallback == null) {
                throw new IllegalStateException(
                        org.latscope.formats.internal.Messages.format("format.broken", id, attribute)); //$NON-NLS-1$
            }
            return fallback;
        }
    }
}
