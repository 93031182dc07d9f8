// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

import org.latscope.formats.modern.UnpairedEvents;

/**
 * Gives event pairing a {@code sched_switch} or {@code sched_wakeup} by the record's fields: the
 * same pids, state (R or not) and target CPU that pairing reads from the sched plugin's compact
 * text, without rendering it and parsing it back. Where that text
 * would not be read as its fields are (a field missing, a comm with characters the compact form's
 * parser takes for its own), it gives null and the event is rendered as before.
 */
public final class PairingText {

    /** An event's fields that pairing reads, found once per event format. */
    private record Fields(EventFormat event, boolean switchEvent, Field pid, Field nextPid, Field state, Field comm,
            Field nextComm, Field prio, Field target, boolean usable) {
    }

    /** [ ] = > and blanks, control characters and bytes past ASCII: the compact parser reads them. */
    private static final boolean[] READ_BY_PARSER = new boolean[256];

    static {
        for (int c = 0; c < 256; c++) {
            READ_BY_PARSER[c] = c <= ' ' || c >= 0x7f || c == '[' || c == ']' || c == '=' || c == '>';
        }
    }

    private final Decoding decoding;
    private final java.util.Map<EventFormat, Fields> fields = new java.util.IdentityHashMap<>();
    private Fields last;

    /** @param decoding the file's decoding */
    public PairingText(Decoding decoding) {
        this.decoding = decoding;
    }

    /**
     * Gives pairing a {@code sched_switch} or {@code sched_wakeup} by its fields.
     *
     * @param unpaired the pairing
     * @param position the event's position
     * @param cpu its CPU
     * @param timeNs its time
     * @param event the record's event
     * @param data the record's payload
     * @return whether it was given; false: render the event and give its text
     */
    public boolean feed(UnpairedEvents unpaired, int position, int cpu, long timeNs, EventFormat event, Decoding.Data data) {
        Fields f = last != null && last.event() == event ? last : fields.computeIfAbsent(event, PairingText::fields);
        last = f;
        if (!f.usable() || !plain(data, f.comm()) || f.nextComm() != null && !plain(data, f.nextComm())) {
            return false;
        }
        if (f.switchEvent()) {
            // the sched plugin prints R when none of the state bits SDTtZXxW is set
            unpaired.schedSwitch(position, cpu, timeNs, decoding.number(data, f.pid()),
                    (decoding.number(data, f.state()) & 0xff) == 0, decoding.number(data, f.nextPid()));
        } else {
            unpaired.wakeup(position, cpu, timeNs, decoding.number(data, f.pid()), (int) decoding.number(data, f.prio()),
                    f.target() == null ? -1 : decoding.number(data, f.target()));
        }
        return true;
    }

    private static Fields fields(EventFormat event) {
        String name = event.system().equals("sched") ? event.name() : ""; //$NON-NLS-1$ //$NON-NLS-2$
        switch (name) {
        case "sched_switch": { //$NON-NLS-1$
            Field prev = event.field("prev_pid"); //$NON-NLS-1$
            Field next = event.field("next_pid"); //$NON-NLS-1$
            Field state = event.field("prev_state"); //$NON-NLS-1$
            Field comm = event.field("prev_comm"); //$NON-NLS-1$
            Field nextComm = event.field("next_comm"); //$NON-NLS-1$
            boolean usable = prev != null && next != null && state != null && comm != null && nextComm != null
                    && event.field("prev_prio") != null && event.field("next_prio") != null; //$NON-NLS-1$ //$NON-NLS-2$
            return new Fields(event, true, prev, next, state, comm, nextComm, null, null, usable);
        }
        case "sched_wakeup", "sched_wakeup_new": { //$NON-NLS-1$ //$NON-NLS-2$
            Field pid = event.field("pid"); //$NON-NLS-1$
            Field prio = event.field("prio"); //$NON-NLS-1$
            Field comm = event.field("comm"); //$NON-NLS-1$
            return new Fields(event, false, pid, null, null, comm, null, prio, event.field("target_cpu"), //$NON-NLS-1$
                    pid != null && prio != null && comm != null);
        }
        default:
            return new Fields(event, false, null, null, null, null, null, null, null, false);
        }
    }

    /** @return whether the comm field holds none of the characters the compact form's parser reads */
    private static boolean plain(Decoding.Data data, Field f) {
        byte[] b = data.bytes();
        int from = data.offset() + f.offset();
        int limit = data.offset() + Math.min(f.offset() + f.size(), data.length());
        if (from >= limit || b[from] == ' ' || b[from] == 0) {
            return false;
        }
        for (int i = from; i < limit; i++) {
            byte c = b[i];
            if (c == 0) {
                return true;
            }
            if (READ_BY_PARSER[c & 0xff]) {
                return false;
            }
        }
        return true;
    }
}
