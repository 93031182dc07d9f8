// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

import org.latscope.formats.internal.ByteWords;
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
        return feed(unpaired, position, cpu, timeNs, event, data.bytes(), data.offset(), data.length());
    }

    /**
     * As {@link #feed(UnpairedEvents, int, int, long, EventFormat, Decoding.Data)}, the payload
     * given where it lies.
     *
     * @param unpaired the pairing
     * @param position the event's position
     * @param cpu its CPU
     * @param timeNs its time
     * @param event the record's event
     * @param b the array holding the payload
     * @param offset where it starts
     * @param length its length
     * @return whether it was given; false: render the event and give its text
     */
    public boolean feed(UnpairedEvents unpaired, int position, int cpu, long timeNs, EventFormat event, byte[] b,
            int offset, int length) {
        Fields f = last != null && last.event() == event ? last : fields.computeIfAbsent(event, PairingText::fields);
        last = f;
        boolean inside = f.switchEvent();
        if (!f.usable() || !plain(b, offset, length, f.comm(), inside)
                || f.nextComm() != null && !plain(b, offset, length, f.nextComm(), inside)) {
            return false;
        }
        if (f.switchEvent()) {
            // the sched plugin prints R when none of the state bits SDTtZXxW is set
            unpaired.schedSwitch(position, cpu, timeNs, number(b, offset, length, f.pid()),
                    (number(b, offset, length, f.state()) & 0xff) == 0, number(b, offset, length, f.nextPid()));
        } else {
            unpaired.wakeup(position, cpu, timeNs, number(b, offset, length, f.pid()),
                    (int) number(b, offset, length, f.prio()), f.target() == null ? -1 : number(b, offset, length, f.target()));
        }
        return true;
    }

    /** As {@link Decoding#number(Decoding.Data, Field)}. */
    private long number(byte[] b, int offset, int length, Field f) {
        int at = f.offset();
        int size = f.size();
        if (at < 0 || at + size > length) {
            return 0;
        }
        return decoding.endian().read(b, offset + at, size);
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

    /**
     * @param inside whether a blank may stand inside the comm (not first): a switch's compact
     *            form is cut at {@code " ["} and its pid taken after the comm's last colon, so
     *            a blank reads back as it is; a wakeup's form is searched for {@code CPU:} too
     * @return whether the comm field holds none of the characters the compact form's parser reads
     */
    private static boolean plain(byte[] b, int offset, int length, Field f, boolean inside) {
        int from = offset + f.offset();
        int limit = offset + Math.min(f.offset() + f.size(), length);
        if (from >= limit || b[from] == ' ' || b[from] == 0) {
            return false;
        }
        int i = from;
        // eight bytes at a time: a comm is 16 bytes, and this ran for every switch
        for (; i + 8 <= limit; i += 8) {
            long v = ByteWords.load(b, i);
            long zero = ~((v & LOW7) + LOW7 | v | LOW7);
            long bad = (below(v, inside ? ' ' : ' ' + 1) | v & ByteWords.HIGH_BITS | equal(v, 0x7f) | equal(v, '[') | equal(v, ']')
                    | equal(v, '=') | equal(v, '>')) & ~zero;
            if (zero != 0) {
                return (bad & (zero & -zero) - 1) == 0; // nothing read by the parser before the NUL
            }
            if (bad != 0) {
                return false;
            }
        }
        for (; i < limit; i++) {
            byte c = b[i];
            if (c == 0) {
                return true;
            }
            if (READ_BY_PARSER[c & 0xff] && !(inside && c == ' ')) {
                return false;
            }
        }
        return true;
    }

    // exact in every byte, unlike ByteWords.zeroBytes: a comm's bytes after its first stop count too
    private static final long LOW7 = 0x7f7f7f7f7f7f7f7fL;

    /** @return the high bit of each byte of {@code v} below 0x80 and below {@code n} (n at most 0x80) */
    private static long below(long v, int n) {
        return ~((v & LOW7) + (0x80 - n) * ByteWords.LOW_BITS) & ~v & ByteWords.HIGH_BITS;
    }

    /** @return the high bit of each byte of {@code v} equal to {@code c} */
    private static long equal(long v, int c) {
        long x = v ^ c * ByteWords.LOW_BITS;
        return ~((x & LOW7) + LOW7 | x | LOW7);
    }
}
