// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.internal;

import org.latscope.formats.DiagnosticCode;
import org.latscope.formats.spi.ReadContext;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.Severity;

/** Writes a diagnostic of a given code with the reason of its (internal) message. */
public final class Diagnostics {

    private Diagnostics() {
    }

    /**
     * @param context the read context
     * @param line the 1-based line
     * @param code the code, whose first message key gives the reason
     * @param severity how bad it is
     * @param text the line or null
     * @param args the message's arguments
     * @return the diagnostic
     */
    public static ParseDiagnostic report(ReadContext context, int line, DiagnosticCode code, Severity severity,
            String text, Object... args) {
        return context.diagnostic(line, 0, Messages.format(code.messageKeys().get(0), args), severity, text);
    }

    /**
     * @param e why a file, stream or archive could not be read
     * @return the reason of its diagnostic: an {@link UnreadableInput}'s own (a damaged archive
     *         naming the entry, a decompression bomb), otherwise {@code read.ioError} with the
     *         exception's message
     */
    public static String readError(Exception e) {
        return e instanceof UnreadableInput ? e.getMessage() : Messages.format("read.ioError", String.valueOf(e.getMessage())); //$NON-NLS-1$
    }
}
