// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Enumeration;
import java.util.Locale;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;

/**
 * Copies the jars of the command line's plain class path that the JDK's ahead-of-time cache
 * (and class-data archive) would leave out, so that their classes go into it:
 * <ul>
 * <li>a signed jar (EMF, equinox.common): the JDK caches no class of one; the copy has no
 * signature files and no per-entry digests, every class and resource byte for byte;</li>
 * <li>a jar of classes older than class file version 50 (picocli's are 49): the JDK caches
 * no such class once it is linked; the copy's classes get the stack map frames version 50
 * asks for, computed by ASM, and version 50 (should a frame be wrong, the JVM verifies a
 * version 50 class the old way, as before).</li>
 * </ul>
 * Other jars are not copied (the caller keeps the original).
 *
 * <pre>java -cp org.objectweb.asm.jar releng/scripts/CacheableJar.java JAR COPY [JAR COPY ...]</pre>
 * Run as a source file by {@code releng/scripts/common.sh}, one JVM for every jar; it is not part
 * of any bundle.
 */
public final class CacheableJar {

    private static final int FRAMES_VERSION = 50;

    private CacheableJar() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2 || args.length % 2 != 0) {
            System.err.println("usage: java -cp ASM.jar CacheableJar.java JAR COPY [JAR COPY ...]"); //$NON-NLS-1$
            System.exit(2);
        }
        for (int i = 0; i < args.length; i += 2) {
            copyIfNeeded(Path.of(args[i]), Path.of(args[i + 1]));
        }
    }

    private static void copyIfNeeded(Path source, Path target) throws IOException {
        boolean signed = false;
        boolean old = false;
        try (JarFile jar = new JarFile(source.toFile(), false)) {
            for (Enumeration<JarEntry> entries = jar.entries(); entries.hasMoreElements();) {
                JarEntry entry = entries.nextElement();
                if (isSignature(entry.getName())) {
                    signed = true;
                } else if (!old && entry.getName().endsWith(".class")) { //$NON-NLS-1$
                    try (InputStream in = jar.getInputStream(entry)) {
                        old = version(in.readNBytes(8)) < FRAMES_VERSION;
                    }
                }
            }
        }
        if (signed || old) {
            copy(source, target, old);
        }
    }

    private static void copy(Path source, Path target, boolean frames) throws IOException {
        Path partial = target.resolveSibling(target.getFileName() + ".partial"); //$NON-NLS-1$
        try (JarFile jar = new JarFile(source.toFile(), false);
                URLClassLoader classes = new URLClassLoader(new URL[] { source.toUri().toURL() })) {
            Manifest manifest = jar.getManifest();
            Manifest main = new Manifest();
            if (manifest != null) {
                main.getMainAttributes().putAll(manifest.getMainAttributes());
            }
            try (OutputStream file = Files.newOutputStream(partial); JarOutputStream out = new JarOutputStream(file, main)) {
                for (Enumeration<JarEntry> entries = jar.entries(); entries.hasMoreElements();) {
                    JarEntry entry = entries.nextElement();
                    if (entry.getName().equalsIgnoreCase("META-INF/MANIFEST.MF") || isSignature(entry.getName())) { //$NON-NLS-1$
                        continue;
                    }
                    byte[] bytes;
                    try (InputStream in = jar.getInputStream(entry)) {
                        bytes = in.readAllBytes();
                    }
                    if (frames && entry.getName().endsWith(".class") && version(bytes) < FRAMES_VERSION) { //$NON-NLS-1$
                        bytes = withFrames(bytes, classes);
                    }
                    JarEntry copy = new JarEntry(entry.getName());
                    copy.setTime(entry.getTime());
                    out.putNextEntry(copy);
                    out.write(bytes);
                    out.closeEntry();
                }
            }
        }
        // a half-written copy is never put on the class path
        Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** @return the class at version 50 with stack map frames; the jar's own classes resolve common super classes */
    private static byte[] withFrames(byte[] bytes, ClassLoader classes) {
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
            @Override
            protected ClassLoader getClassLoader() {
                return classes;
            }
        };
        new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public void visit(int version, int access, String name, String signature, String superName, String[] interfaces) {
                super.visit(FRAMES_VERSION, access, name, signature, superName, interfaces);
            }
        }, ClassReader.SKIP_FRAMES);
        return writer.toByteArray();
    }

    private static int version(byte[] head) {
        return head.length < 8 ? Integer.MAX_VALUE : (head[6] & 0xff) << 8 | head[7] & 0xff;
    }

    /** What signs a jar: *.SF, *.RSA, *.DSA, *.EC, SIG-* in META-INF. */
    private static boolean isSignature(String name) {
        String upper = name.toUpperCase(Locale.ROOT);
        if (!upper.startsWith("META-INF/") || upper.indexOf('/', 9) >= 0) { //$NON-NLS-1$
            return false;
        }
        String file = upper.substring(9);
        return file.endsWith(".SF") || file.endsWith(".RSA") || file.endsWith(".DSA") || file.endsWith(".EC") //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
                || file.startsWith("SIG-"); //$NON-NLS-1$
    }
}
