// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.capture;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Resolves the events a user names against {@code available_events}. */
final class EventNames {

    private EventNames() {
    }

    /**
     * @param wanted {@code system:event}, {@code system:*}, {@code event} or {@code system}
     * @param available the lines of {@code available_events}
     * @return the names as {@code set_event} takes them
     * @throws CaptureException naming the target and the events it lacks
     */
    static List<String> resolve(String target, List<String> wanted, List<String> available) throws CaptureException {
        Set<String> all = new LinkedHashSet<>(available);
        Set<String> systems = new LinkedHashSet<>();
        for (String a : available) {
            systems.add(a.substring(0, Math.max(0, a.indexOf(':'))));
        }
        List<String> resolved = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (String w : wanted) {
            String name = w.strip();
            if (name.isEmpty()) {
                continue;
            }
            int colon = name.indexOf(':');
            if (colon >= 0) {
                String event = name.substring(colon + 1);
                if (all.contains(name) || ("*".equals(event) && systems.contains(name.substring(0, colon)))) { //$NON-NLS-1$
                    resolved.add(name);
                } else {
                    missing.add(name);
                }
                continue;
            }
            List<String> byEvent = available.stream().filter(a -> a.endsWith(':' + name)).toList();
            if (byEvent.size() == 1) {
                resolved.add(byEvent.get(0));
            } else if (systems.contains(name)) {
                resolved.add(name + ":*"); //$NON-NLS-1$
            } else if (byEvent.size() > 1) {
                throw new CaptureException(Messages.format("events.ambiguous", target, name, String.join(", ", byEvent))); //$NON-NLS-1$ //$NON-NLS-2$
            } else {
                missing.add(name);
            }
        }
        if (!missing.isEmpty()) {
            throw new CaptureException(Messages.format("events.missing", target, String.join(", ", missing))); //$NON-NLS-1$ //$NON-NLS-2$
        }
        return resolved;
    }
}
