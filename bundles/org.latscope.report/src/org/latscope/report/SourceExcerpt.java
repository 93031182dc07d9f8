// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report;

import java.util.List;

import org.latscope.source.SourceReport;

/**
 * A few lines of a kernel source file around hot lines: what the records and steps point at,
 * with a little context.
 *
 * @param id an anchor id ({@code src-3}) hotspots link to
 * @param file the file, relative to the tree
 * @param firstLine the number of the first line of {@code text}
 * @param text the lines
 * @param hot the hot lines among them, with their records
 * @param function the function defined at the excerpt's hot line, null when it is a referenced line
 */
public record SourceExcerpt(String id, String file, int firstLine, List<String> text, List<SourceReport.Line> hot,
        String function) {

    /** Copies the lists. */
    public SourceExcerpt {
        text = List.copyOf(text);
        hot = List.copyOf(hot);
    }

    /**
     * @param line a line number
     * @return the hot line with that number, null when it is context
     */
    public SourceReport.Line hotLine(int line) {
        for (SourceReport.Line h : hot) {
            if (h.line() == line) {
                return h;
            }
        }
        return null;
    }
}
