// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.capture;

import java.nio.file.Path;

import org.latscope.capture.CaptureSettings;

/**
 * What the Capture wizard asks for: where, how, and into which run folder.
 *
 * @param target {@code local} or {@code ssh://user@host[:port]}
 * @param connection how to reach an SSH target
 * @param settings the tracer, events and stop condition
 * @param runFolder the run folder, new or empty
 */
record CaptureRequest(String target, TargetConnection connection, CaptureSettings settings, Path runFolder) {
}
