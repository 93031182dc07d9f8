// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HeadlessManifestCheckTest {

    private final HeadlessManifestCheck check = new HeadlessManifestCheck();

    @Test
    void failsOnAHeadlessBundleThatRequiresSwt(@TempDir Path bundles) throws IOException {
        write(bundles, "org.latscope.formats", "Require-Bundle: org.latscope.model;bundle-version=\"[0.1.0,0.2.0)\",\n"
                + " org.eclipse.swt;bundle-version=\"[3.135.0,4.0.0)\"\n");
        write(bundles, "org.latscope.analysis", "Import-Package: org.eclipse.jface.viewers,\n org.osgi.framework\n");
        write(bundles, "org.latscope.report", "Require-Bundle: org.eclipse.ui.workbench\n");
        List<HeadlessManifestCheck.Violation> violations = check.check(bundles);
        assertEquals(List.of(
                new HeadlessManifestCheck.Violation("org.latscope.analysis", "Import-Package", "org.eclipse.jface.viewers"),
                new HeadlessManifestCheck.Violation("org.latscope.formats", "Require-Bundle", "org.eclipse.swt"),
                new HeadlessManifestCheck.Violation("org.latscope.report", "Require-Bundle", "org.eclipse.ui.workbench")), violations);
    }

    @Test
    void uiBundlesAndTestFragmentsMayNameTheUi(@TempDir Path bundles) throws IOException {
        write(bundles, "org.latscope.ui", "Require-Bundle: org.eclipse.ui\n");
        write(bundles, "org.latscope.ide", "Require-Bundle: org.eclipse.ui.navigator\n");
        write(bundles, "org.latscope.rcp", "Require-Bundle: org.eclipse.swt\n");
        write(bundles, "org.latscope.ui.tests", "Require-Bundle: org.eclipse.swt\n");
        write(bundles, "org.latscope.model", "Require-Bundle: org.eclipse.emf.ecore,\n org.eclipse.uml2\n");
        assertTrue(check.check(bundles).isEmpty());
    }

    @Test
    void quotedVersionRangesDoNotSplitClauses() {
        assertEquals(List.of("a;bundle-version=\"[1,2)\"", "b"), HeadlessManifestCheck.splitClauses("a;bundle-version=\"[1,2)\",b"));
    }

    private static void write(Path bundles, String name, String headers) throws IOException {
        Path dir = Files.createDirectories(bundles.resolve(name).resolve("META-INF"));
        Files.writeString(dir.resolve("MANIFEST.MF"), "Manifest-Version: 1.0\nBundle-SymbolicName: " + name + "\n" + headers);
    }
}
