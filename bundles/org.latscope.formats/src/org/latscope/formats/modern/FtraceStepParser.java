// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

/** Parses one step line of one ftrace text layout into reused fields. */
@FunctionalInterface
interface FtraceStepParser {

    /**
     * @param line a line
     * @param out receives the fields
     * @return whether the line is a step line of this layout
     */
    boolean parse(String line, FtraceLine out);
}
