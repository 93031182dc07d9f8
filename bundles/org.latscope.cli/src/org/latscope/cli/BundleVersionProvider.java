// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

import picocli.CommandLine.IVersionProvider;

/** Prints the version of the installed CLI bundle and the Java runtime it runs on. */
public final class BundleVersionProvider implements IVersionProvider {

    @Override
    public String[] getVersion() {
        Bundle bundle = FrameworkUtil.getBundle(BundleVersionProvider.class);
        String version = bundle == null ? "unknown" : bundle.getVersion().toString();
        return new String[] { "Latscope " + version,
                "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")" };
    }
}
