// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.util.ArrayList;
import java.util.List;

/**
 * The columns of a {@code perf sched latency} row pasted without its header, named as the
 * header of the same layout names them, from the prefixes of the cells: {@code avg:},
 * {@code max:}, {@code max at:} (2009 to 2024) or {@code max start:} and {@code max end:}
 * (since 2024).
 */
final class PerfSchedColumns {

    private PerfSchedColumns() {
    }

    /**
     * @param cells a row split at {@code |}, the task first
     * @return the metric names of its cells, or an empty list when the cells are not those of a
     *         {@code perf sched latency} row
     */
    static List<String> infer(String[] cells) {
        List<String> names = new ArrayList<>();
        boolean startEnd = false;
        for (int i = 1; i < cells.length; i++) {
            String c = cells[i].strip();
            if (c.startsWith("max start:") || c.startsWith("max end:")) { //$NON-NLS-1$ //$NON-NLS-2$
                startEnd = true;
            }
        }
        for (int i = 1; i < cells.length; i++) {
            String c = cells[i].strip();
            if (c.isEmpty() && i == cells.length - 1) {
                break;
            }
            String name = name(c, i, startEnd);
            if (name == null) {
                return List.of();
            }
            names.add(name);
        }
        return names.size() >= 4 ? names : List.of();
    }

    private static String name(String cell, int column, boolean startEnd) {
        if (cell.startsWith("avg:")) { //$NON-NLS-1$
            return startEnd ? "Avg delay ms" : "Average delay ms"; //$NON-NLS-1$ //$NON-NLS-2$
        }
        if (cell.startsWith("max at:")) { //$NON-NLS-1$
            return "Maximum delay at"; //$NON-NLS-1$
        }
        if (cell.startsWith("max start:")) { //$NON-NLS-1$
            return "Max delay start"; //$NON-NLS-1$
        }
        if (cell.startsWith("max end:")) { //$NON-NLS-1$
            return "Max delay end"; //$NON-NLS-1$
        }
        if (cell.startsWith("max:")) { //$NON-NLS-1$
            return startEnd ? "Max delay ms" : "Maximum delay ms"; //$NON-NLS-1$ //$NON-NLS-2$
        }
        if (column == 1 && cell.endsWith(" ms")) { //$NON-NLS-1$
            return "Runtime ms"; //$NON-NLS-1$
        }
        if (column == 2 && !cell.isEmpty() && cell.chars().allMatch(Character::isDigit)) {
            return "Switches"; //$NON-NLS-1$
        }
        return null;
    }
}
