// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source;

import java.util.Collection;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * Which of several trees a trace set gets: the one whose release is nearest to the releases in
 * the set's headers (the most frequent one first), and what to say about it.
 *
 * @param tree the chosen tree
 * @param reason why it was chosen
 * @param drift the release-drift note for every annotation, null when the releases agree
 */
public record TreeChoice(SourceTree tree, String reason, String drift) {

    /**
     * @param trees the candidate trees, at least one
     * @param releases the set's releases, most frequent first; may be empty
     * @param resolved for sets without a release: how many references a tree resolves
     * @return the choice
     */
    public static TreeChoice choose(List<SourceTree> trees, Collection<KernelRelease> releases,
            ToIntFunction<SourceTree> resolved) {
        if (trees.isEmpty()) {
            throw new IllegalArgumentException("no source tree"); //$NON-NLS-1$
        }
        KernelRelease wanted = releases.isEmpty() ? null : releases.iterator().next();
        SourceTree best = trees.get(0);
        String reason;
        if (wanted != null) {
            long bestDistance = Long.MAX_VALUE;
            for (SourceTree t : trees) {
                long d = t.release() == null ? Long.MAX_VALUE - 1 : t.release().distance(wanted);
                if (d < bestDistance) {
                    bestDistance = d;
                    best = t;
                }
            }
            reason = trees.size() == 1 ? Messages.format("choice.only", best.name(), release(best)) //$NON-NLS-1$
                    : Messages.format("choice.nearest", wanted, best.name(), release(best)); //$NON-NLS-1$
        } else if (trees.size() == 1) {
            reason = Messages.format("choice.only", best.name(), release(best)); //$NON-NLS-1$
        } else {
            int most = -1;
            for (SourceTree t : trees) {
                int n = resolved.applyAsInt(t);
                if (n > most) {
                    most = n;
                    best = t;
                }
            }
            reason = Messages.format("choice.noRelease", best.name(), release(best)); //$NON-NLS-1$
        }
        String drift;
        if (wanted == null) {
            drift = Messages.format("noRelease"); //$NON-NLS-1$
        } else if (best.release() != null && best.release().same(wanted)) {
            drift = null;
        } else {
            drift = Messages.format("drift", release(best), wanted); //$NON-NLS-1$
        }
        return new TreeChoice(best, reason, drift);
    }

    private static String release(SourceTree t) {
        return t.release() == null ? "?" : t.release().text(); //$NON-NLS-1$
    }
}
