// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.analysis;

import org.latscope.analysis.Durations;

/**
 * The time unit of an analysis command's output ({@code --unit}, microseconds by default):
 * JSON fields are named {@code total_us}, {@code total_ms}, ... after it.
 *
 * @param id {@code ns}, {@code us}, {@code ms} or {@code s}
 */
record Unit(String id) {

    Unit {
        Durations.nanosPer(id); // rejects unknown units
    }

    /** @return nanoseconds in this unit, as a JSON number */
    double value(long ns) {
        return ns / (double) Durations.nanosPer(id);
    }

    /** @return nanoseconds in this unit, as text with up to three decimals */
    String text(long ns) {
        return Durations.format(ns, id);
    }

    /** @return {@code base_unit}, e.g. {@code max_us} */
    String field(String base) {
        return base + "_" + id; //$NON-NLS-1$
    }
}
