// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.source;

import org.latscope.source.FileAnnotations;
import org.latscope.source.SourceRefs;
import org.latscope.source.SourceReport;
import org.latscope.source.SourceTargets;

/**
 * A trace set's kernel source, as {@link SourceRequest} computed it: the references resolved
 * against the chosen tree (what {@code latscope source} prints), the references as counted, and
 * the tree's index for opening any reference; or why there is none.
 *
 * @param report the resolved references, null when {@code problem} is set
 * @param refs the references as counted
 * @param targets where a reference leads in the chosen tree
 * @param problem why the set has no source, null when it has
 */
public record SetSource(SourceReport report, SourceRefs refs, SourceTargets targets, String problem) {

    /** @return a set without source, and why */
    static SetSource none(String problem) {
        return new SetSource(null, null, null, problem);
    }

    /**
     * @param file a file of the chosen tree
     * @return what it carries for the set
     */
    public FileAnnotations annotations(String file) {
        return FileAnnotations.of(report, refs, file);
    }

    /**
     * @param key a reference as keyed
     * @return its figures as counted for the set, null for a function or an unknown key
     */
    public SourceRefs.Counted counted(String key) {
        for (var list : java.util.List.of(refs.lines(), refs.markers(), refs.points())) {
            for (SourceRefs.Counted c : list) {
                if (c.key().equals(key)) {
                    return c;
                }
            }
        }
        return null;
    }
}
