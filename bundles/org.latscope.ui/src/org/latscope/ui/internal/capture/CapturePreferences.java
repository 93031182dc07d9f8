// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.capture;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.osgi.service.prefs.BackingStoreException;

/**
 * The capture targets the user reached, newest first, with the key file and host-key policy
 * each was reached with, and the folder run folders were last made in; kept in the instance
 * preferences of the UI bundle. Never a password: those go to secure storage.
 */
final class CapturePreferences {

    static final int MAX_TARGETS = 10;
    private static final String NODE = "org.latscope.ui/capture"; //$NON-NLS-1$
    private static final String TARGETS = "targets"; //$NON-NLS-1$
    private static final String RUNS_FOLDER = "runsFolder"; //$NON-NLS-1$
    private static final char SEPARATOR = '\n';

    private final IEclipsePreferences node;

    /** The preferences of the running instance. */
    CapturePreferences() {
        this(InstanceScope.INSTANCE.getNode(NODE));
    }

    /** @param node where to keep them (tests give their own) */
    CapturePreferences(IEclipsePreferences node) {
        this.node = node;
    }

    /** @return the targets used, newest first; {@code local} when none was */
    List<String> targets() {
        String kept = node.get(TARGETS, ""); //$NON-NLS-1$
        List<String> targets = kept.isEmpty() ? new ArrayList<>() : new ArrayList<>(Arrays.asList(kept.split(String.valueOf(SEPARATOR))));
        if (!targets.contains("local")) { //$NON-NLS-1$
            targets.add("local"); //$NON-NLS-1$
        }
        return targets;
    }

    /** @return how {@code target} was last reached (no key file, host keys added when new, by default) */
    TargetConnection connection(String target) {
        String identity = node.node(key(target)).get("identity", ""); //$NON-NLS-1$ //$NON-NLS-2$
        boolean strict = node.node(key(target)).getBoolean("strictHostKeys", false); //$NON-NLS-1$
        return new TargetConnection(identity.isEmpty() ? null : Path.of(identity), strict);
    }

    /** Remembers a target that was reached, first in the list. */
    void used(String target, TargetConnection connection) {
        List<String> targets = new ArrayList<>(targets());
        targets.remove(target);
        targets.add(0, target);
        while (targets.size() > MAX_TARGETS) {
            targets.remove(targets.size() - 1);
        }
        node.put(TARGETS, String.join(String.valueOf(SEPARATOR), targets));
        node.node(key(target)).put("identity", //$NON-NLS-1$
                connection.identity() == null ? "" : connection.identity().toString()); //$NON-NLS-1$
        node.node(key(target)).putBoolean("strictHostKeys", connection.strictHostKeys()); //$NON-NLS-1$
        flush();
    }

    /** @return where the last run folder was made, or the user's home */
    Path runsFolder() {
        return Path.of(node.get(RUNS_FOLDER, System.getProperty("user.home"))); //$NON-NLS-1$
    }

    void runsFolder(Path folder) {
        node.put(RUNS_FOLDER, folder.toString());
        flush();
    }

    /** A preference node's name may not hold '/': the target's URL is encoded. */
    private static String key(String target) {
        return "target-" + Integer.toHexString(target.hashCode()) + "-" + target.replaceAll("[^A-Za-z0-9@.:_-]", "_"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
    }

    private void flush() {
        try {
            node.flush();
        } catch (BackingStoreException e) {
            // kept in memory for this session; the next flush retries
        }
    }
}
