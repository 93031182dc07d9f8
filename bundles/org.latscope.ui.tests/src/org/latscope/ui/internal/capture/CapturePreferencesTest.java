// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.capture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The capture targets kept in preferences: newest first, at most ten, each with how it was reached, never a secret. */
class CapturePreferencesTest {

    private final IEclipsePreferences node = InstanceScope.INSTANCE.getNode("org.latscope.ui.tests/capturePreferences");

    @AfterEach
    void clear() throws Exception {
        node.removeNode();
    }

    @Test
    void targetsAreKeptNewestFirstWithHowTheyWereReached() {
        CapturePreferences preferences = new CapturePreferences(node);
        assertEquals(List.of("local"), preferences.targets(), "this machine is always offered");
        preferences.used("ssh://root@rt-box:2222", new TargetConnection(Path.of("/home/me/.ssh/id_rt"), true));
        preferences.used("ssh://me@lab/x", new TargetConnection(null, false));
        CapturePreferences again = new CapturePreferences(node);
        assertEquals(List.of("ssh://me@lab/x", "ssh://root@rt-box:2222", "local"), again.targets());
        assertEquals(new TargetConnection(Path.of("/home/me/.ssh/id_rt"), true), again.connection("ssh://root@rt-box:2222"));
        assertNull(again.connection("ssh://me@lab/x").identity());
        assertFalse(again.connection("ssh://never@seen").strictHostKeys());
        again.used("ssh://root@rt-box:2222", new TargetConnection(null, false));
        assertEquals("ssh://root@rt-box:2222", again.targets().get(0), "used again: first");
    }

    @Test
    void atMostTenTargetsAreKept() {
        CapturePreferences preferences = new CapturePreferences(node);
        for (int i = 0; i < 15; i++) {
            preferences.used("ssh://root@host" + i, new TargetConnection(null, false));
        }
        List<String> targets = preferences.targets();
        assertEquals("ssh://root@host14", targets.get(0));
        assertTrue(targets.size() <= CapturePreferences.MAX_TARGETS + 1, targets.toString()); // + local
        assertFalse(targets.contains("ssh://root@host0"), targets.toString());
    }
}
