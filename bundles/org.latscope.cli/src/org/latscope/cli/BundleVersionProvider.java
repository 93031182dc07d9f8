// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

import picocli.CommandLine.IVersionProvider;

/**
 * Prints the version of the installed CLI bundle and the Java runtime it runs on: the bundle's
 * in OSGi, its jar's {@code Bundle-Version} on a plain class path ({@link PlainMain}), where
 * the OSGi framework's classes are not there to ask.
 */
public final class BundleVersionProvider implements IVersionProvider {

    @Override
    public String[] getVersion() {
        String version = onPlainClassPath() ? manifestVersion() : bundleVersion();
        return new String[] { "Latscope " + (version == null ? "unknown" : version),
                "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")" };
    }

    private static boolean onPlainClassPath() {
        return BundleVersionProvider.class.getClassLoader() == ClassLoader.getSystemClassLoader();
    }

    private static String bundleVersion() {
        Bundle bundle = FrameworkUtil.getBundle(BundleVersionProvider.class);
        return bundle == null ? null : bundle.getVersion().toString();
    }

    /** @return the Bundle-Version of the jar this class is in, or null (a folder of classes, no manifest) */
    private static String manifestVersion() {
        CodeSource source = BundleVersionProvider.class.getProtectionDomain().getCodeSource();
        try {
            Path jar = Path.of(source.getLocation().toURI());
            if (!jar.toString().endsWith(".jar")) {
                return null;
            }
            try (JarFile file = new JarFile(jar.toFile(), false)) {
                Manifest manifest = file.getManifest();
                return manifest == null ? null : manifest.getMainAttributes().getValue("Bundle-Version");
            }
        } catch (IOException | URISyntaxException | RuntimeException e) {
            return null;
        }
    }
}
