// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source;

import java.nio.file.Path;
import java.util.Map;

/**
 * The user's cache folder for source indexes and extracted archives:
 * {@code $XDG_CACHE_HOME/latscope}, else {@code ~/.cache/latscope}; never next to the traces or
 * in a tree.
 *
 * @param folder the {@code latscope} cache folder
 */
public record SourceCache(Path folder) {

    /** The cache folder of this user, from the environment. */
    public static SourceCache ofUser() {
        return of(System.getenv(), System.getProperty("user.home")); //$NON-NLS-1$
    }

    /** The cache folder that {@code env} and {@code home} give. */
    public static SourceCache of(Map<String, String> env, String home) {
        String xdg = env.get("XDG_CACHE_HOME"); //$NON-NLS-1$
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(home, ".cache"); //$NON-NLS-1$
        return new SourceCache(base.resolve("latscope")); //$NON-NLS-1$
    }

    /** Where indexes are kept, one file per tree. */
    public Path indexes() {
        return folder.resolve("source-index"); //$NON-NLS-1$
    }

    /** Where archives are extracted, one folder per archive. */
    public Path trees() {
        return folder.resolve("source-trees"); //$NON-NLS-1$
    }
}
