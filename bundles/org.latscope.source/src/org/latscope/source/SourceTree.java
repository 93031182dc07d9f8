// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.latscope.source.internal.TreeArchive;

/**
 * A kernel source tree: a folder, or a {@code .tar.xz}/{@code .tar.gz} archive that is
 * extracted once into the cache folder, and its release.
 *
 * @param location the folder or archive as given
 * @param root the folder that holds the tree's {@code Makefile} (for an archive, in the cache)
 * @param release the release from the top {@code Makefile}, else from the name; may be null
 */
public record SourceTree(Path location, Path root, KernelRelease release) {

    private static final Pattern NAME = Pattern.compile("linux-(?:source-)?(\\d+\\.\\d+(?:\\.\\d+)*)(?:\\.tar|\\.t[gx]z|$)"); //$NON-NLS-1$

    /**
     * Opens a folder, or extracts an archive into {@code cache} unless already there.
     *
     * @param location a folder or a {@code .tar.xz}, {@code .txz}, {@code .tar.gz} or {@code .tgz}
     * @param cache the cache folder (see {@link SourceCache})
     * @return the tree
     * @throws IOException when it cannot be read
     */
    public static SourceTree open(Path location, SourceCache cache) throws IOException {
        Path root = Files.isDirectory(location) ? location : TreeArchive.extract(location, cache.trees());
        KernelRelease release = makefileRelease(root)
                .or(() -> nameRelease(location)).orElse(null);
        return new SourceTree(location, root, release);
    }

    /**
     * A tree's release without opening it: from the {@code Makefile} of a folder, else from the
     * name.
     *
     * @param location a folder or an archive
     * @param root the folder that holds the {@code Makefile}, null for an archive (not extracted)
     * @return the release, null when neither gives one
     */
    static KernelRelease release(Path location, Path root) {
        Optional<KernelRelease> made = Optional.empty();
        if (root != null) {
            try {
                made = makefileRelease(root);
            } catch (IOException e) {
                // an unreadable Makefile: the name may still tell
            }
        }
        return made.or(() -> nameRelease(location)).orElse(null);
    }

    /** The release that {@code VERSION}, {@code PATCHLEVEL}, {@code SUBLEVEL} and {@code EXTRAVERSION} give. */
    static Optional<KernelRelease> makefileRelease(Path root) throws IOException {
        Path makefile = root.resolve("Makefile"); //$NON-NLS-1$
        if (!Files.isRegularFile(makefile)) {
            return Optional.empty();
        }
        Map<String, String> vars = new HashMap<>();
        int read = 0;
        for (String line : Files.readAllLines(makefile, StandardCharsets.ISO_8859_1)) {
            if (++read > 40) {
                break;
            }
            int eq = line.indexOf('=');
            if (eq > 0) {
                vars.putIfAbsent(line.substring(0, eq).trim(), line.substring(eq + 1).trim());
            }
        }
        String version = vars.get("VERSION"); //$NON-NLS-1$
        String patch = vars.get("PATCHLEVEL"); //$NON-NLS-1$
        if (version == null || patch == null) {
            return Optional.empty();
        }
        String sub = vars.getOrDefault("SUBLEVEL", ""); //$NON-NLS-1$ //$NON-NLS-2$
        String text = version + "." + patch + (sub.isEmpty() ? "" : "." + sub) + vars.getOrDefault("EXTRAVERSION", ""); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$
        return KernelRelease.parse(text);
    }

    /**
     * The release in a name such as {@code linux-2.6.9}, {@code linux-source-6.1.tar.xz}, or of
     * the folder above {@code /lib/modules/6.1.0-18-amd64/build}.
     */
    private static Optional<KernelRelease> nameRelease(Path location) {
        String name = location.getFileName() == null ? "" : location.getFileName().toString(); //$NON-NLS-1$
        if ((name.equals("build") || name.equals("source")) && location.getParent() != null //$NON-NLS-1$ //$NON-NLS-2$
                && location.getParent().getFileName() != null) {
            name = location.getParent().getFileName().toString();
        }
        Matcher m = NAME.matcher(name);
        return m.lookingAt() ? KernelRelease.parse(m.group(1)) : KernelRelease.find(name);
    }

    /** The tree's name: its folder's or archive's file name. */
    public String name() {
        return location.getFileName() == null ? location.toString() : location.getFileName().toString();
    }
}
