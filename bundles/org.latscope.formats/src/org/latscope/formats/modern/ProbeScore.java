// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

/** The shared confidence rule of the probes: share of recognised lines plus a header bonus. */
final class ProbeScore {

    /** The highest score, for a header and at least half the lines recognised. */
    static final int MAX = 95;

    private ProbeScore() {
    }

    /**
     * @param recognised lines the format's parser read
     * @param candidates lines that were no comment or blank
     * @param header whether a header typical of the format was seen
     * @return 0..100
     */
    static int score(int recognised, int candidates, boolean header) {
        if (recognised == 0) {
            return header ? 40 : 0;
        }
        double share = recognised / (double) Math.max(1, candidates);
        int score = (int) Math.round(30 + 50 * share) + (header ? 15 : 0);
        if (recognised < 2 && !header) {
            score = Math.min(score, 40);
        }
        return Math.max(0, Math.min(score, header && share >= 0.5 ? MAX : 90));
    }
}
