// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.checks;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.Manifest;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Fails when a headless bundle's manifest names SWT, JFace or the workbench: the model,
 * formats, analyses, source index, reports and command line must run without a display.
 * UI bundles ({@code *.ui}, {@code *.ide}, {@code *.rcp}) and test fragments are exempt.
 */
public final class HeadlessManifestCheck {

    /** One offending manifest entry. */
    public record Violation(String bundle, String header, String entry) {
        @Override
        public String toString() {
            return bundle + ": " + header + " names " + entry + " (headless bundles must not depend on SWT, JFace or org.eclipse.ui)";
        }
    }

    private static final Pattern UI = Pattern.compile("(org\\.eclipse\\.swt|org\\.eclipse\\.jface|org\\.eclipse\\.ui)(\\..*)?");
    private static final Pattern UI_BUNDLE = Pattern.compile(".*\\.(ui|ide|rcp)(\\..*)?|.*\\.tests");
    private static final String[] HEADERS = { "Require-Bundle", "Import-Package", "Fragment-Host", "DynamicImport-Package" };

    /** Checks every bundle folder below {@code bundlesDir}. */
    public List<Violation> check(Path bundlesDir) throws IOException {
        List<Violation> violations = new ArrayList<>();
        try (Stream<Path> dirs = Files.list(bundlesDir)) {
            for (Path dir : dirs.sorted().toList()) {
                Path manifest = dir.resolve("META-INF/MANIFEST.MF");
                String bundle = dir.getFileName().toString();
                if (Files.isRegularFile(manifest) && !UI_BUNDLE.matcher(bundle).matches()) {
                    violations.addAll(checkManifest(bundle, manifest));
                }
            }
        }
        return violations;
    }

    List<Violation> checkManifest(String bundle, Path manifestFile) throws IOException {
        Manifest manifest;
        try (InputStream in = Files.newInputStream(manifestFile)) {
            manifest = new Manifest(in);
        }
        Attributes main = manifest.getMainAttributes();
        List<Violation> violations = new ArrayList<>();
        for (String header : HEADERS) {
            String value = main.getValue(header);
            if (value == null) {
                continue;
            }
            for (String entry : splitClauses(value)) {
                String name = entry.split(";", 2)[0].trim();
                if (UI.matcher(name).matches()) {
                    violations.add(new Violation(bundle, header, name));
                }
            }
        }
        return violations;
    }

    /** Splits a manifest header at the commas between clauses, not those inside quotes. */
    static List<String> splitClauses(String value) {
        List<String> clauses = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        boolean quoted = false;
        for (char c : value.toCharArray()) {
            if (c == '"') {
                quoted = !quoted;
            }
            if (c == ',' && !quoted) {
                clauses.add(current.toString());
                current.setLength(0);
            } else {
                current.append(c);
            }
        }
        clauses.add(current.toString());
        return clauses;
    }

    /** Usage: {@code HeadlessManifestCheck BUNDLES_DIR}; exits 1 and lists each violation. */
    public static void main(String[] args) throws IOException {
        Path bundles = Path.of(args.length > 0 ? args[0] : "bundles");
        List<Violation> violations = new HeadlessManifestCheck().check(bundles);
        violations.forEach(v -> System.err.println("headless check: " + v));
        if (!violations.isEmpty()) {
            throw new IllegalStateException(violations.size() + " headless bundle manifest(s) name the UI; see above");
        }
        System.out.println("headless check: no headless bundle below " + bundles + " names SWT, JFace or org.eclipse.ui");
    }
}
