// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URL;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.latscope.formats.spi.TraceFormatProbe;
import org.latscope.formats.spi.TraceReaderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/**
 * The formats this bundle contributes to {@code org.latscope.formats.traceFormats}, read from
 * its own {@code plugin.xml} (and {@code plugin.properties} for the names) without the extension
 * registry: for a plain JVM such as a Spark executor, where there is no OSGi. Reading the same
 * file the registry reads keeps the two lists one list; {@code PluginTraceFormatsTest} checks
 * that they are equal in a running Eclipse. Formats other bundles contribute are not seen here.
 */
public final class PluginTraceFormats {

    private static final String PLUGIN_XML = "plugin.xml"; //$NON-NLS-1$
    private static final String PLUGIN_PROPERTIES = "plugin.properties"; //$NON-NLS-1$

    private PluginTraceFormats() {
    }

    /**
     * @return a new registry with this bundle's formats, in the order {@code plugin.xml} lists them
     * @throws UncheckedIOException when {@code plugin.xml} is missing or cannot be read
     */
    public static TraceFormatRegistry registry() {
        TraceFormatRegistry registry = new TraceFormatRegistry();
        formats().forEach(registry::add);
        return registry;
    }

    /**
     * @return this bundle's formats, in the order {@code plugin.xml} lists them
     * @throws UncheckedIOException when {@code plugin.xml} is missing or cannot be read
     */
    public static List<TraceFormat> formats() {
        Properties names = new Properties();
        try (InputStream in = open(PLUGIN_PROPERTIES)) {
            if (in != null) {
                names.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Document plugin = parse();
        List<TraceFormat> formats = new ArrayList<>();
        NodeList extensions = plugin.getDocumentElement().getElementsByTagName("extension"); //$NON-NLS-1$
        for (int e = 0; e < extensions.getLength(); e++) {
            Element extension = (Element) extensions.item(e);
            if (!ExtensionTraceFormats.EXTENSION_POINT.equals(extension.getAttribute("point"))) { //$NON-NLS-1$
                continue;
            }
            for (Element format : children(extension, "format")) { //$NON-NLS-1$
                if (!format.getAttribute("id").isEmpty()) { //$NON-NLS-1$
                    formats.add(listed(format, names));
                }
            }
        }
        return List.copyOf(formats);
    }

    private static Document parse() {
        try (InputStream in = open(PLUGIN_XML)) {
            if (in == null) {
                throw new UncheckedIOException(new IOException("no " + PLUGIN_XML + " beside " //$NON-NLS-1$ //$NON-NLS-2$
                        + PluginTraceFormats.class.getName()));
            }
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            DocumentBuilder builder = factory.newDocumentBuilder();
            Document plugin = builder.parse(in);
            if (!declaresThePoint(plugin)) {
                throw new UncheckedIOException(new IOException(PLUGIN_XML + " found for " + PluginTraceFormats.class.getName() //$NON-NLS-1$
                        + " is another bundle's: it declares no extension point traceFormats")); //$NON-NLS-1$
            }
            return plugin;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ParserConfigurationException | SAXException e) {
            throw new UncheckedIOException(new IOException(PLUGIN_XML + ": " + e.getMessage(), e)); //$NON-NLS-1$
        }
    }

    /**
     * Opens a file of this bundle's root. On a plain class path every bundle's jar has a
     * {@code plugin.xml} (the model's comes first), so it is taken beside this class: in its jar,
     * or two folders up from {@code target/classes} when the bundle runs from its project. In
     * OSGi the bundle's class loader finds its own.
     */
    private static InputStream open(String name) throws IOException {
        String tail = PluginTraceFormats.class.getName().replace('.', '/') + ".class"; //$NON-NLS-1$
        URL self = PluginTraceFormats.class.getClassLoader().getResource(tail);
        String at = self == null ? "" : self.toString(); //$NON-NLS-1$
        if (at.endsWith(tail) && (at.startsWith("jar:") || at.startsWith("file:"))) { //$NON-NLS-1$ //$NON-NLS-2$
            String base = at.substring(0, at.length() - tail.length());
            for (String candidate : at.startsWith("jar:") ? List.of(base + name) : List.of(base + name, base + "../../" + name)) { //$NON-NLS-1$ //$NON-NLS-2$
                try {
                    return URI.create(candidate).toURL().openStream();
                } catch (IOException | IllegalArgumentException e) {
                    // the next candidate
                }
            }
        }
        return PluginTraceFormats.class.getResourceAsStream("/" + name); //$NON-NLS-1$
    }

    private static boolean declaresThePoint(Document plugin) {
        NodeList points = plugin.getDocumentElement().getElementsByTagName("extension-point"); //$NON-NLS-1$
        for (int i = 0; i < points.getLength(); i++) {
            if (ExtensionTraceFormats.EXTENSION_POINT.endsWith("." + ((Element) points.item(i)).getAttribute("id"))) { //$NON-NLS-1$ //$NON-NLS-2$
                return true;
            }
        }
        return false;
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> list = new ArrayList<>();
        NodeList nodes = parent.getChildNodes();
        for (int i = 0; i < nodes.getLength(); i++) {
            if (nodes.item(i).getNodeType() == Node.ELEMENT_NODE && name.equals(nodes.item(i).getNodeName())) {
                list.add((Element) nodes.item(i));
            }
        }
        return list;
    }

    /** An attribute as the extension registry gives it: null when absent, a %key translated. */
    private static String attribute(Element element, String name, Properties names) {
        if (!element.hasAttribute(name)) {
            return null;
        }
        String value = element.getAttribute(name);
        return value.startsWith("%") ? names.getProperty(value.substring(1), value) : value; //$NON-NLS-1$
    }

    private static TraceFormat listed(Element format, Properties names) {
        String id = format.getAttribute("id"); //$NON-NLS-1$
        String label = attribute(format, "name", names); //$NON-NLS-1$
        String globs = attribute(format, "filePatterns", names); //$NON-NLS-1$
        List<String> patterns = globs == null || globs.isBlank() ? List.of()
                : Arrays.stream(globs.split(",")).map(String::trim).filter(s -> !s.isEmpty()).toList(); //$NON-NLS-1$
        List<TraceFormatVariant> variants = new ArrayList<>();
        for (Element child : children(format, "variant")) { //$NON-NLS-1$
            String variantId = attribute(child, "id", names); //$NON-NLS-1$
            if (variantId != null) {
                String variantName = attribute(child, "name", names); //$NON-NLS-1$
                String sample = attribute(child, "sample", names); //$NON-NLS-1$
                variants.add(new TraceFormatVariant(variantId, variantName == null ? variantId : variantName,
                        sample == null ? "" : sample)); //$NON-NLS-1$
            }
        }
        return new ListedFormat(id, label == null ? id : label, patterns, List.copyOf(variants),
                attribute(format, "probe", names), attribute(format, "reader", names)); //$NON-NLS-1$ //$NON-NLS-2$
    }

    /** A format listed in plugin.xml; its probe and reader factory are created on first use, as the registry's are. */
    private static final class ListedFormat implements TraceFormat {

        private final String id;
        private final String name;
        private final List<String> patterns;
        private final List<TraceFormatVariant> variants;
        private final String probeClass;
        private final String readerClass;
        private volatile TraceFormatProbe probe;
        private volatile TraceReaderFactory factory;

        ListedFormat(String id, String name, List<String> patterns, List<TraceFormatVariant> variants, String probeClass,
                String readerClass) {
            this.id = id;
            this.name = name;
            this.patterns = patterns;
            this.variants = variants;
            this.probeClass = probeClass;
            this.readerClass = readerClass;
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
        public List<TraceFormatVariant> variants() {
            return variants;
        }

        @Override
        public TraceFormatProbe probe() {
            TraceFormatProbe p = probe;
            if (p == null) {
                p = create(probeClass, "probe", TraceFormatProbe.class, (head, length, fileName) -> 0); //$NON-NLS-1$
                probe = p;
            }
            return p;
        }

        @Override
        public TraceReaderFactory readerFactory() {
            TraceReaderFactory f = factory;
            if (f == null) {
                f = create(readerClass, "reader", TraceReaderFactory.class, null); //$NON-NLS-1$
                factory = f;
            }
            return f;
        }

        private <T> T create(String className, String attribute, Class<T> type, T fallback) {
            try {
                if (className != null) {
                    Object created = Class.forName(className, true, PluginTraceFormats.class.getClassLoader())
                            .getDeclaredConstructor().newInstance();
                    if (type.isInstance(created)) {
                        return type.cast(created);
                    }
                }
            } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
                // fall through, as the registry's formats do
            }
            if (fallback == null) {
                throw new IllegalStateException(org.latscope.formats.internal.Messages.format("format.broken", id, attribute)); //$NON-NLS-1$
            }
            return fallback;
        }
    }
}
