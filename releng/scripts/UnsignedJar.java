// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Enumeration;
import java.util.Locale;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

/**
 * Copies a jar without its signature: the signature files under META-INF and the manifest's
 * per-entry digests go, every class and resource stays byte for byte.
 *
 * <p>The headless command line loads the OSGi framework from such a copy. The JDK verifies a
 * signed jar that a URL class loader reads, hashing each class as it loads: for
 * org.eclipse.osgi that was 0.3 s of a 0.9 s start, on every command, and it kept the class-data
 * archive from holding the framework's classes. Equinox does not check bundle signatures unless
 * told to, and the product's own start-up keeps the signed jars.
 *
 * <pre>java releng/scripts/UnsignedJar.java SIGNED.jar COPY.jar</pre>
 * Run as a source file by {@code releng/scripts/common.sh}; it is not part of any bundle.
 */
public final class UnsignedJar {

    private UnsignedJar() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: java UnsignedJar.java SIGNED.jar COPY.jar"); //$NON-NLS-1$
            System.exit(2);
        }
        Path source = Path.of(args[0]);
        Path target = Path.of(args[1]);
        Path partial = target.resolveSibling(target.getFileName() + ".partial"); //$NON-NLS-1$
        try (JarFile jar = new JarFile(source.toFile(), false)) {
            Manifest manifest = jar.getManifest();
            Manifest main = new Manifest();
            if (manifest != null) {
                main.getMainAttributes().putAll(manifest.getMainAttributes());
            }
            try (OutputStream file = Files.newOutputStream(partial); JarOutputStream out = new JarOutputStream(file, main)) {
                for (Enumeration<JarEntry> entries = jar.entries(); entries.hasMoreElements();) {
                    JarEntry entry = entries.nextElement();
                    if (isManifestOrSignature(entry.getName())) {
                        continue;
                    }
                    JarEntry copy = new JarEntry(entry.getName());
                    copy.setTime(entry.getTime());
                    out.putNextEntry(copy);
                    try (InputStream in = jar.getInputStream(entry)) {
                        in.transferTo(out);
                    }
                    out.closeEntry();
                }
            }
        }
        // a half-written copy is never taken for the framework
        Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** The manifest (written anew) and what signs the jar: *.SF, *.RSA, *.DSA, *.EC, SIG-* in META-INF. */
    static boolean isManifestOrSignature(String name) {
        String upper = name.toUpperCase(Locale.ROOT);
        if (!upper.startsWith("META-INF/") || upper.indexOf('/', 9) >= 0) { //$NON-NLS-1$
            return false;
        }
        String file = upper.substring(9);
        return file.equals("MANIFEST.MF") || file.endsWith(".SF") || file.endsWith(".RSA") || file.endsWith(".DSA") //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
                || file.endsWith(".EC") || file.startsWith("SIG-"); //$NON-NLS-1$ //$NON-NLS-2$
    }
}
