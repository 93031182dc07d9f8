// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

/**
 * The text event pairing reads of a {@code sched_switch} or {@code sched_wakeup}, straight from
 * the record's fields in the kernel's {@code key=value} form: the same pids, state and target CPU
 * that the sched plugin's compact text gives pairing, without rendering comms. Where that text
 * would not be read as its fields are (a field missing, a comm with characters the compact form's
 * parser takes for its own), it gives null and the event is rendered as before.
 */
public final class PairingText {

    private final Decoding decoding;
    private final StringBuilder text = new StringBuilder(64);

    /** @param decoding the file's decoding */
    public PairingText(Decoding decoding) {
        this.decoding = decoding;
    }

    /**
     * @param event the record's event
     * @param data the record's payload
     * @return the text pairing reads, or null to render the event
     */
    public String of(EventFormat event, Decoding.Data data) {
        if (!event.system().equals("sched")) { //$NON-NLS-1$
            return null;
        }
        switch (event.name()) {
        case "sched_switch": //$NON-NLS-1$
            return schedSwitch(event, data);
        case "sched_wakeup", "sched_wakeup_new": //$NON-NLS-1$ //$NON-NLS-2$
            return wakeup(event, data);
        default:
            return null;
        }
    }

    private String schedSwitch(EventFormat event, Decoding.Data data) {
        Field prevPid = event.field("prev_pid"); //$NON-NLS-1$
        Field nextPid = event.field("next_pid"); //$NON-NLS-1$
        Field state = event.field("prev_state"); //$NON-NLS-1$
        if (prevPid == null || nextPid == null || state == null || event.field("prev_prio") == null //$NON-NLS-1$
                || event.field("next_prio") == null || !plain(event, data, "prev_comm") || !plain(event, data, "next_comm")) { //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            return null;
        }
        long s = decoding.number(data, state);
        text.setLength(0);
        // the sched plugin prints R when none of the state bits SDTtZXxW is set
        text.append("prev_pid=").append(decoding.number(data, prevPid)).append(" prev_state=") //$NON-NLS-1$ //$NON-NLS-2$
                .append((s & 0xff) == 0 ? 'R' : 'S').append(" ==> next_pid=").append(decoding.number(data, nextPid)); //$NON-NLS-1$
        return text.toString();
    }

    private String wakeup(EventFormat event, Decoding.Data data) {
        Field pid = event.field("pid"); //$NON-NLS-1$
        Field prio = event.field("prio"); //$NON-NLS-1$
        if (pid == null || prio == null || !plain(event, data, "comm")) { //$NON-NLS-1$
            return null;
        }
        text.setLength(0);
        text.append("pid=").append(decoding.number(data, pid)).append(" prio=").append(decoding.number(data, prio)); //$NON-NLS-1$ //$NON-NLS-2$
        Field target = event.field("target_cpu"); //$NON-NLS-1$
        if (target != null) {
            text.append(" target_cpu=").append(Long.parseLong(Long.toUnsignedString(decoding.number(data, target)))); //$NON-NLS-1$
        }
        return text.toString();
    }

    /** @return whether the comm field is there and holds none of the characters the compact form's parser reads */
    private static boolean plain(EventFormat event, Decoding.Data data, String name) {
        Field f = event.field(name);
        if (f == null) {
            return false;
        }
        byte[] b = data.bytes();
        int from = data.offset() + f.offset();
        int limit = data.offset() + Math.min(f.offset() + f.size(), data.length());
        if (from >= limit || b[from] == ' ' || b[from] == 0) {
            return false;
        }
        for (int i = from; i < limit && b[i] != 0; i++) {
            byte c = b[i];
            if (c == '[' || c == ']' || c == '=' || c == '>' || c == ' ' || c < 0x20) {
                return false;
            }
        }
        return true;
    }
}
