// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.source;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.latscope.source.SourceLookup;
import org.latscope.source.SystemTrees;
import org.osgi.service.prefs.BackingStoreException;

/**
 * The kernel source trees in the preferences: the list of trees (folders or archives) the
 * Source Trees page edits, and each set's own tree, which overrides the choice by release.
 */
public final class SourcePreferences {

    /** The preference node, the UI bundle's. */
    public static final String QUALIFIER = "org.latscope.ui"; //$NON-NLS-1$
    /** The trees, one path a line. */
    public static final String KEY_TREES = "source.trees"; //$NON-NLS-1$
    /** A set's tree: this prefix and the set's path. */
    public static final String KEY_SET_TREE = "source.tree:"; //$NON-NLS-1$

    private final IEclipsePreferences node;
    private final SystemTrees system;

    /** Reads and writes the instance preferences of the UI bundle; the system's trees are the host's. */
    public SourcePreferences() {
        this(InstanceScope.INSTANCE.getNode(QUALIFIER), SystemTrees.ofHost());
    }

    /**
     * @param node where the preferences live
     * @param system where the distribution's kernel source is looked for
     */
    public SourcePreferences(IEclipsePreferences node, SystemTrees system) {
        this.node = node;
        this.system = system;
    }

    /** @return the kernel source installed on the system, listed with the preferences' trees */
    public SystemTrees system() {
        return system;
    }

    /** @return the trees of the preferences, in their order */
    public List<Path> trees() {
        List<Path> trees = new ArrayList<>();
        for (String line : node.get(KEY_TREES, "").split("\n")) { //$NON-NLS-1$ //$NON-NLS-2$
            if (!line.isBlank()) {
                trees.add(Path.of(line.trim()));
            }
        }
        return trees;
    }

    /** @param trees the trees to keep */
    public void setTrees(List<Path> trees) {
        node.put(KEY_TREES, String.join("\n", trees.stream().map(Path::toString).toList())); //$NON-NLS-1$
        flush();
    }

    /**
     * @param set a set's path
     * @return the set's own tree, null when the set picks by release
     */
    public Path setTree(Path set) {
        String tree = node.get(KEY_SET_TREE + set.toAbsolutePath().normalize(), null);
        return tree == null || tree.isBlank() ? null : Path.of(tree);
    }

    /**
     * @param set a set's path
     * @param tree its own tree, null to pick by release again
     */
    public void setSetTree(Path set, Path tree) {
        String key = KEY_SET_TREE + set.toAbsolutePath().normalize();
        if (tree == null) {
            node.remove(key);
        } else {
            node.put(key, tree.toString());
        }
        flush();
    }

    /**
     * The trees a set chooses from: its own tree alone, else the preferences' trees and the
     * {@code kernel-src} trees in or above the set (the bundled sample folder has some), else the
     * kernel source installed on the system ({@link SystemTrees#lookupTrees()}), so that a
     * Debian user's {@code linux-source} package serves without configuration.
     *
     * @param set a set's path
     * @return the candidate trees, possibly none
     */
    public List<Path> candidates(Path set) {
        Path own = setTree(set);
        if (own != null) {
            return List.of(own);
        }
        Set<Path> all = new LinkedHashSet<>(trees());
        all.addAll(SourceLookup.discover(List.of(set)));
        if (all.isEmpty()) {
            all.addAll(system.lookupTrees());
        }
        return List.copyOf(all);
    }

    private void flush() {
        try {
            node.flush();
        } catch (BackingStoreException e) {
            // kept in memory for this session; the workbench flushes again on exit
        }
    }
}
