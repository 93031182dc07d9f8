// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.timeline;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;

import org.eclipse.core.runtime.ContributorFactorySimple;
import org.eclipse.core.runtime.IExtensionRegistry;
import org.eclipse.core.runtime.RegistryFactory;
import org.eclipse.core.runtime.spi.RegistryStrategy;
import org.latscope.formats.classic.ClassicFormats;

/**
 * An extension registry outside OSGi holding the formats bundle's own {@code plugin.xml}, made
 * the default registry, so that the editor's {@code FormatsTraceSetLoader} finds the installed
 * trace formats in the benchmark just as in the product (there through the formats service;
 * here, the client being in no bundle, through {@code RegistryFactory.getRegistry()}).
 * Readers and probes are created by class name, as the registry's non-OSGi strategy does.
 */
public final class PluginXmlRegistry {

    private static final Object MASTER = new Object();

    private PluginXmlRegistry() {
    }

    /** Installs the registry as the default, once per JVM. */
    public static synchronized void install() throws Exception {
        if (RegistryFactory.getRegistry() != null) {
            return;
        }
        IExtensionRegistry registry = RegistryFactory.createRegistry(new RegistryStrategy(null, null), MASTER, null);
        URL jar = ClassicFormats.class.getProtectionDomain().getCodeSource().getLocation();
        try (URLClassLoader only = new URLClassLoader(new URL[] { jar }, null)) {
            URL xml = only.findResource("plugin.xml");
            if (xml == null) {
                throw new IOException("no plugin.xml in " + jar);
            }
            try (InputStream in = xml.openStream()) {
                if (!registry.addContribution(in, ContributorFactorySimple.createContributor("org.latscope.formats"), false,
                        "org.latscope.formats", null, MASTER)) {
                    throw new IOException("the registry did not take " + xml);
                }
            }
        }
        RegistryFactory.setDefaultRegistryProvider(() -> registry);
    }
}
