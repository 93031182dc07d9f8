// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.internal;

import org.latscope.model.Severity;

/** Where the line machinery reports what it found while decoding and cleaning lines. */
public interface LineProblems {

    /**
     * @param line the 1-based line number
     * @param reason a user-visible reason
     * @param text the line or its beginning, or null
     * @param severity how bad it is
     */
    void lineProblem(int line, String reason, String text, Severity severity);
}
