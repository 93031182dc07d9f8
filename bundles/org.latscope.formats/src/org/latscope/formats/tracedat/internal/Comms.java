// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

import java.util.HashMap;
import java.util.Map;

/**
 * Task names by pid: the saved cmdlines, then the names sched events carry as they are
 * printed (a pid keeps the first name it was given), as libtraceevent keeps them.
 */
public final class Comms {

    private final Map<Integer, String> names = new HashMap<>();

    /**
     * @param savedCmdlines the file's saved cmdlines ({@code PID COMM} per line)
     */
    public Comms(String savedCmdlines) {
        for (String line : savedCmdlines.split("\n")) { //$NON-NLS-1$
            String t = line.stripLeading();
            int space = t.indexOf(' ');
            if (space <= 0) {
                continue;
            }
            try {
                register(Integer.parseInt(t.substring(0, space)), t.substring(space + 1));
            } catch (NumberFormatException e) {
                // not a cmdline: libtraceevent stops at it too, but a later good line does no harm
            }
        }
    }

    /**
     * @param pid a pid
     * @param comm its name, kept unless the pid has one
     */
    public void register(int pid, String comm) {
        if (pid != 0) {
            names.putIfAbsent(pid, comm);
        }
    }

    /**
     * @param pid a pid
     * @return its name, {@code <idle>} for 0, {@code <...>} when unknown
     */
    public String name(int pid) {
        if (pid == 0) {
            return "<idle>"; //$NON-NLS-1$
        }
        String n = names.get(pid);
        return n == null ? "<...>" : n; //$NON-NLS-1$
    }
}
