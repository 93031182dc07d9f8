// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

/** Parses one step line of one ftrace text layout into reused fields. */
@FunctionalInterface
interface FtraceStepParser {

    /**
     * @param out the line, just reset, and what receives its fields
     * @return whether the line is a step line of this layout
     */
    boolean parse(FtraceLine out);
}
