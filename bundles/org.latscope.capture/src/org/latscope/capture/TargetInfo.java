// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.capture;

import java.util.List;

/**
 * What a target's tracefs offers and holds when probed: where it is mounted, the kernel
 * release, the tracers, whether the user may write it, and the state a capture will restore.
 *
 * @param target the target's name
 * @param root the tracefs mount point
 * @param kernelRelease {@code uname -r}
 * @param user the user the commands run as
 * @param tracers {@code available_tracers}
 * @param writable whether {@code current_tracer} and {@code tracing_on} may be written
 * @param state the state found
 */
public record TargetInfo(String target, String root, String kernelRelease, String user, List<String> tracers, boolean writable,
        TracefsState state) {
}
