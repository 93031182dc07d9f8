// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The kernel source a distribution installs, found without configuration: Debian's
 * {@code linux-source-*} packages ({@code /usr/src/linux-source-6.1.tar.xz}, or the folder a
 * user unpacked from it), other {@code /usr/src/linux-*} folders, the {@code linux-headers-*}
 * packages, and each installed kernel's {@code /lib/modules/RELEASE/build} (usually a link to
 * its headers, then listed once). The two roots are arguments so that tests can point them at
 * a folder of their own.
 *
 * @param src the source folder, {@code /usr/src} on the host
 * @param modules the modules folder, {@code /lib/modules} on the host
 */
public record SystemTrees(Path src, Path modules) {

    /**
     * A tree found on the system.
     *
     * @param location the folder or archive
     * @param release its release, from a folder's {@code Makefile} or the name (an archive is
     *        not extracted to list it); null when neither gives one
     * @param headers whether it is a headers tree, which holds no {@code .c} file
     */
    public record Found(Path location, KernelRelease release, boolean headers) {
    }

    private static final String SOURCE = "linux-source-"; //$NON-NLS-1$
    private static final String HEADERS = "linux-headers-"; //$NON-NLS-1$

    /** The host's {@code /usr/src} and {@code /lib/modules}. */
    public static SystemTrees ofHost() {
        return new SystemTrees(Path.of("/usr/src"), Path.of("/lib/modules")); //$NON-NLS-1$ //$NON-NLS-2$
    }

    /** @return the trees found, sources first, each kind sorted by name; empty when there are none */
    public List<Found> find() {
        List<Found> sources = new ArrayList<>();
        List<Found> headers = new ArrayList<>();
        Set<Path> seen = new HashSet<>();
        for (Path p : list(src)) {
            String name = p.getFileName().toString();
            boolean folder = Files.isDirectory(p);
            if (name.startsWith(HEADERS) && folder) {
                add(headers, seen, p, true);
            } else if (name.startsWith(SOURCE) && (folder || archive(name))
                    || folder && name.startsWith("linux-") && name.length() > 6 && Character.isDigit(name.charAt(6))) { //$NON-NLS-1$
                add(sources, seen, p, false);
            }
        }
        for (Path release : list(modules)) {
            Path build = release.resolve("build"); //$NON-NLS-1$
            if (Files.isDirectory(build)) {
                add(headers, seen, build, true);
            }
        }
        sources.addAll(headers);
        return sources;
    }

    /**
     * The trees a set looks its source up in when nothing is configured: the full source trees;
     * the headers trees only when there is none, since a {@code LINE/FILE} or a function
     * resolves only where the {@code .c} files are.
     *
     * @return their locations, possibly none
     */
    public List<Path> lookupTrees() {
        List<Found> found = find();
        boolean anySource = found.stream().anyMatch(f -> !f.headers());
        return found.stream().filter(f -> !anySource || !f.headers()).map(Found::location).toList();
    }

    private static void add(List<Found> into, Set<Path> seen, Path location, boolean headers) {
        Path real;
        try {
            real = location.toRealPath();
        } catch (IOException e) {
            return; // a dangling build link (its headers removed) is no tree
        }
        if (seen.add(real)) {
            into.add(new Found(location, SourceTree.release(location, Files.isDirectory(location) ? location : null), headers));
        }
    }

    private static boolean archive(String name) {
        return name.endsWith(".tar.xz") || name.endsWith(".txz") || name.endsWith(".tar.gz") || name.endsWith(".tgz"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
    }

    private static List<Path> list(Path folder) {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.sorted().toList();
        } catch (IOException e) {
            return List.of(); // an unreadable folder offers no tree
        }
    }
}
