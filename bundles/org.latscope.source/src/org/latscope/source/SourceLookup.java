// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.latscope.formats.TraceSetReader;
import org.latscope.model.TraceSet;

/**
 * A set's way to its kernel source: the candidate trees (given, or the {@code kernel-src}
 * folder in or above the traces, else the system's kernel source), the one nearest to the set's release, and the set's
 * references resolved against it. The command line, the explorer and the reports share it,
 * so they pick the same tree and print the same lines.
 */
public final class SourceLookup {

    private final SourceCache cache;
    private final SystemTrees system;

    /** @param cache where extracted archives and indexes live (never beside the traces) */
    public SourceLookup(SourceCache cache) {
        this(cache, SystemTrees.ofHost());
    }

    /**
     * @param cache where extracted archives and indexes live (never beside the traces)
     * @param system where the distribution's kernel source is looked for
     */
    public SourceLookup(SourceCache cache, SystemTrees system) {
        this.cache = cache;
        this.system = system;
    }

    /**
     * The trees of a set that names none: those of a {@code kernel-src} folder in or above the
     * paths ({@link #discover}), else the kernel source installed on the system
     * ({@link SystemTrees#lookupTrees()}), so that a Debian user's {@code linux-source} package
     * is found without configuration.
     *
     * @param paths the trace paths of a set
     * @return the tree folders or archives; empty when there are none
     */
    public List<Path> defaultTrees(List<Path> paths) {
        List<Path> near = discover(paths);
        return near.isEmpty() ? system.lookupTrees() : near;
    }

    /**
     * The trees of the first {@code kernel-src} folder in or above the paths: its subfolders.
     *
     * @param paths the trace paths of a set
     * @return the tree folders, sorted by name; empty when there is no such folder
     */
    public static List<Path> discover(List<Path> paths) {
        Set<Path> trees = new LinkedHashSet<>();
        for (Path p : paths) {
            for (Path dir = p.toAbsolutePath().normalize(); dir != null && trees.isEmpty(); dir = dir.getParent()) {
                Path src = dir.resolve(TraceSetReader.SOURCE_FOLDER);
                if (Files.isDirectory(src)) {
                    try (Stream<Path> list = Files.list(src)) {
                        list.filter(Files::isDirectory).sorted().forEach(trees::add);
                    } catch (IOException e) {
                        // an unreadable folder offers no tree
                    }
                }
            }
        }
        return new ArrayList<>(trees);
    }

    /**
     * Opens the trees (archives are extracted once into the cache).
     *
     * @param locations folders or {@code .tar.xz}/{@code .tar.gz} archives
     * @return the trees, in the given order
     * @throws IOException when one cannot be read
     */
    public List<SourceTree> open(List<Path> locations) throws IOException {
        List<SourceTree> trees = new ArrayList<>(locations.size());
        for (Path p : locations) {
            trees.add(SourceTree.open(p, cache));
        }
        return trees;
    }

    /**
     * Picks the tree nearest to the set's release and resolves the references against it.
     *
     * @param trees the candidates, at least one
     * @param set the set whose releases decide
     * @param refs the set's references ({@link AnalysisRefs#of})
     * @return the resolved report, carrying the choice and the drift note
     * @throws IOException when a tree cannot be indexed
     */
    public SourceReport resolve(List<SourceTree> trees, TraceSet set, SourceRefs refs) throws IOException {
        return resolve(trees, AnalysisRefs.releases(set), refs);
    }

    /**
     * Picks the tree nearest to some releases and resolves the references against it: for a
     * reference that only some files of a set carry, their releases
     * ({@link AnalysisRefs#releases(java.util.Collection)}) rather than the set's.
     *
     * @param trees the candidates, at least one
     * @param releases the releases that decide, most frequent first; may be empty
     * @param refs the set's references
     * @return the resolved report, carrying the choice and the drift note
     * @throws IOException when a tree cannot be indexed
     */
    public SourceReport resolve(List<SourceTree> trees, List<KernelRelease> releases, SourceRefs refs) throws IOException {
        try {
            TreeChoice choice = TreeChoice.choose(trees, releases, t -> new SourceResolver(index(t)).resolvable(refs));
            return new SourceResolver(index(choice.tree())).resolve(refs, choice.reason(), choice.drift());
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /**
     * @param tree a tree
     * @return its index, from the cache when the tree did not change
     * @throws UncheckedIOException when the tree cannot be read
     */
    public SourceIndex index(SourceTree tree) {
        try {
            return SourceIndex.build(tree, cache);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
