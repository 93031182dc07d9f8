// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

import org.latscope.model.TraceFile;

/** Groups a file's diagnostics under one tree node, so a noisy file does not bury its content. */
public record DiagnosticsNode(TraceFile file) {
}
