// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.internal;

import java.util.function.BooleanSupplier;

import org.latscope.formats.DiagnosticCode;
import org.latscope.formats.spi.ReadContext;
import org.latscope.model.Severity;

/**
 * What readers do with a line holding a number too large for its field (past 64 bits, or past
 * 32 for pids and counts): the line is skipped with a diagnostic naming it, and reading goes on.
 */
public final class NumberGuard {

    private NumberGuard() {
    }

    /**
     * Reads one line through {@code reader}, turning a number that does not fit into a diagnostic.
     *
     * @param context the read context
     * @param line the line number
     * @param text the line
     * @param reader reads the line; true when it used it
     * @return what {@code reader} returned, false when a number did not fit
     */
    public static boolean line(ReadContext context, int line, String text, BooleanSupplier reader) {
        try {
            return reader.getAsBoolean();
        } catch (NumberFormatException e) {
            skipped(context, line, text);
            return false;
        }
    }

    /**
     * Reports a line skipped because a number in it does not fit its field.
     *
     * @param context the read context
     * @param line the line number
     * @param text the line
     */
    public static void skipped(ReadContext context, int line, String text) {
        Diagnostics.report(context, line, DiagnosticCode.NUMBER_TOO_LARGE, Severity.WARNING, text);
    }
}
