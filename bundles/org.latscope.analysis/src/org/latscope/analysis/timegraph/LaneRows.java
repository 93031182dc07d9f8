// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timegraph;

/**
 * The columns the two kinds of {@link TimelineLane} share: a time per row (a duration or a
 * tick), its text and its line in the file.
 */
abstract class LaneRows {

    private final String label;
    final long[] times;
    private final String[] texts;
    private final int[] lines;

    LaneRows(String label, long[] times, String[] texts, int[] lines) {
        this.label = label;
        this.times = times;
        this.texts = texts;
        this.lines = lines;
    }

    /** @return the content's label ({@link org.latscope.analysis.TraceContents#label}) */
    public String label() {
        return label;
    }

    /** @return the number of rows or ticks */
    public int size() {
        return times.length;
    }

    /**
     * @param i a row or tick index, below {@link #size()}
     * @return its text
     */
    public String text(int i) {
        return texts[i];
    }

    /**
     * @param i a row or tick index, below {@link #size()}
     * @return its line in its file, 0 when unknown
     */
    public int line(int i) {
        return lines[i];
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "[" + label + ", " + size() + "]"; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
    }
}
