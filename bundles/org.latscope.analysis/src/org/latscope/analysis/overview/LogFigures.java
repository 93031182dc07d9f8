// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.overview;

import java.util.List;

import org.latscope.model.LogLine;
import org.latscope.model.PrintkLog;
import org.latscope.model.support.TraceSets;

/**
 * The figures of one kernel log, counted before its lines could be dropped: a headless command
 * lets the lines of a long log go once it has folded them.
 *
 * @param content the log's index among its file's contents
 * @param lines its log lines (wrapped lines joined)
 * @param measurements the {@code key=value} measurements in them
 * @param firstTimeNs the time of its first line, -1 when it has no line
 * @param lastTimeNs the time of its last line, -1 when it has no line
 */
public record LogFigures(int content, int lines, long measurements, long firstTimeNs, long lastTimeNs) {

    /**
     * @param content the log's index among its file's contents
     * @param log the log, its lines still there
     * @return its figures
     */
    public static LogFigures of(int content, PrintkLog log) {
        List<LogLine> lines = log.getLines();
        long measurements = 0;
        for (LogLine line : lines) {
            measurements += TraceSets.measurements(line).size();
        }
        return new LogFigures(content, lines.size(), measurements, lines.isEmpty() ? -1 : lines.get(0).getTimeNs(),
                lines.isEmpty() ? -1 : lines.get(lines.size() - 1).getTimeNs());
    }

    /** @return whether the log has a line, so that its first and last times mean something */
    public boolean hasLines() {
        return lines > 0;
    }
}
