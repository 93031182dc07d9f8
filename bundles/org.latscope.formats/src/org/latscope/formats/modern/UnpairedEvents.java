// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.util.Arrays;

import org.latscope.formats.spi.ReadContext;
import org.latscope.model.Severity;
import org.latscope.model.events.EventFields;
import org.latscope.model.events.EventPairing;
import org.latscope.model.events.IntervalKind;

/**
 * Pairs a trace's events as it is read, only to say what cannot be paired: one diagnostic per
 * kind of interval and trace, at its first unpaired event, counting each reason. The analyses
 * pair the same events with the same {@link EventPairing} and leave those out.
 */
public final class UnpairedEvents {

    private final ReadContext context;
    // names of the symbol ids seen, by id modulo the cache's size: events repeat a few names
    private final int[] ids = new int[64];
    private final String[] names = new String[64];
    private EventPairing pairing;

    /** @param context where the diagnostics go */
    public UnpairedEvents(ReadContext context) {
        this.context = context;
        Arrays.fill(ids, -1);
    }

    /**
     * @param line the event's line
     * @param cpu its CPU, -1 when unknown
     * @param timeNs its time
     * @param nameId the symbol id of its name
     * @param l its fields, for the name when its id is not known yet, and its payload
     * @param payloadEnd where its payload ends, -1 when it has none
     */
    void event(int line, int cpu, long timeNs, int nameId, FtraceLine l, int payloadEnd) {
        String name = name(nameId, l);
        if (name != null && (payloadEnd < 0 || l.isText() || !fromBytes(name, line, cpu, timeNs, l.bytes, l.payloadStart, payloadEnd))) {
            pairing().event(line, cpu, timeNs, name, payloadEnd < 0 ? null : l.text(l.payloadStart, payloadEnd));
        }
    }

    private static final byte[] NEXT_PID = EventBytes.key("next_pid="); //$NON-NLS-1$
    private static final byte[] PREV_PID = EventBytes.key("prev_pid="); //$NON-NLS-1$
    private static final byte[] PREV_STATE = EventBytes.key("prev_state="); //$NON-NLS-1$
    private static final byte[] PID = EventBytes.key("pid="); //$NON-NLS-1$
    private static final byte[] PRIO = EventBytes.key("prio="); //$NON-NLS-1$
    private static final byte[] TARGET_CPU = EventBytes.key("target_cpu="); //$NON-NLS-1$
    private static final byte[] IRQ = EventBytes.key("irq="); //$NON-NLS-1$
    private static final byte[] VEC = EventBytes.key("vec="); //$NON-NLS-1$
    private static final byte[] HRTIMER = EventBytes.key("hrtimer="); //$NON-NLS-1$

    /**
     * Gives the pairing the fields of the events most traces are made of, read from the
     * payload's bytes as {@link EventPairing#event} reads them from its text: no String per
     * event. False when the payload is in another form (trace-cmd's compact sched text, an
     * odd timer id): then its text is read.
     */
    private boolean fromBytes(String name, int line, int cpu, long timeNs, byte[] s, int from, int to) {
        switch (name) {
            case "sched_switch" -> { //$NON-NLS-1$
                long next = EventBytes.number(s, from, to, NEXT_PID);
                if (next == EventFields.MISSING) {
                    return compactSwitch(line, cpu, timeNs, s, from, to);
                }
                long prev = EventBytes.number(s, from, to, PREV_PID);
                boolean prevRunnable = false;
                if (prev > 0 && prev <= Integer.MAX_VALUE) {
                    int state = EventBytes.keyAt(s, from, to, PREV_STATE);
                    prevRunnable = state >= 0 && state + PREV_STATE.length < to && s[state + PREV_STATE.length] == 'R';
                }
                pairing().schedSwitch(line, cpu, timeNs, prev, prevRunnable, next);
                return true;
            }
            case "sched_waking", "sched_wakeup", "sched_wakeup_new" -> { //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                long pid = EventBytes.number(s, from, to, PID);
                if (pid == EventFields.MISSING) {
                    return compactWakeup(line, cpu, timeNs, s, from, to);
                }
                long prio = pid <= 0 || pid > Integer.MAX_VALUE ? -1 : EventBytes.number(s, from, to, PRIO);
                long target = pid <= 0 || pid > Integer.MAX_VALUE ? -1 : EventBytes.number(s, from, to, TARGET_CPU);
                pairing().wakeup(line, cpu, timeNs, pid, prio == EventFields.MISSING ? -1 : (int) prio,
                        target == EventFields.MISSING ? -1 : target);
                return true;
            }
            case "irq_handler_entry" -> pairing().entry(IntervalKind.IRQ_HANDLER, line, cpu, timeNs, EventBytes.number(s, from, to, IRQ)); //$NON-NLS-1$
            case "irq_handler_exit" -> pairing().exit(IntervalKind.IRQ_HANDLER, line, cpu, timeNs, EventBytes.number(s, from, to, IRQ)); //$NON-NLS-1$
            case "softirq_entry" -> pairing().entry(IntervalKind.SOFTIRQ, line, cpu, timeNs, EventBytes.number(s, from, to, VEC)); //$NON-NLS-1$
            case "softirq_exit" -> pairing().exit(IntervalKind.SOFTIRQ, line, cpu, timeNs, EventBytes.number(s, from, to, VEC)); //$NON-NLS-1$
            case "hrtimer_expire_entry", "hrtimer_expire_exit" -> { //$NON-NLS-1$ //$NON-NLS-2$
                long id = EventBytes.hex(s, from, to, HRTIMER);
                if (id == EventBytes.NOT_HEX) {
                    return false;
                }
                if (name.equals("hrtimer_expire_entry")) { //$NON-NLS-1$
                    pairing().entry(IntervalKind.HRTIMER, line, cpu, timeNs, id); // NO_KEY is the pairing's NO_ID
                } else {
                    pairing().exit(IntervalKind.HRTIMER, line, cpu, timeNs, id);
                }
            }
            default -> {
                return false;
            }
        }
        return true;
    }

    /**
     * @param position the event's position, as its diagnostics give it (a line, an event number)
     * @param cpu its CPU, -1 when unknown
     * @param timeNs its time
     * @param name its name
     * @param payload its text, or null
     */
    public void event(int position, int cpu, long timeNs, String name, String payload) {
        if (EventPairing.pairs(name)) {
            pairing().event(position, cpu, timeNs, name, payload);
        }
    }

    /**
     * A sched_switch by its fields (see {@link EventPairing#schedSwitch(int, int, long, long, boolean, long)}).
     *
     * @param position the event's position
     * @param cpu its CPU
     * @param timeNs its time
     * @param prev the task switched out
     * @param prevRunnable whether its state is R
     * @param next the task switched in
     */
    public void schedSwitch(int position, int cpu, long timeNs, long prev, boolean prevRunnable, long next) {
        pairing().schedSwitch(position, cpu, timeNs, prev, prevRunnable, next);
    }

    /**
     * A wakeup by its fields (see {@link EventPairing#wakeup(int, int, long, long, int, long)}).
     *
     * @param position the event's position
     * @param cpu its CPU
     * @param timeNs its time
     * @param pid the woken task
     * @param prio its priority, -1 when not given
     * @param target the CPU it is bound for, -1 when not given
     */
    public void wakeup(int position, int cpu, long timeNs, long pid, int prio, long target) {
        pairing().wakeup(position, cpu, timeNs, pid, prio, target);
    }

    /**
     * @param line where the loss was said
     * @param cpu the CPU that lost events, -1 when not said
     */
    public void lost(int line, int cpu) {
        pairing().lost(line, cpu);
    }

    /** Ends the trace: says what could not be paired, and starts over for the next trace. */
    public void finish() {
        if (pairing == null) {
            return;
        }
        pairing.finish();
        for (IntervalKind kind : IntervalKind.values()) {
            long before = pairing.unpaired(kind, EventPairing.Unpaired.END_WITHOUT_BEGIN);
            long after = pairing.unpaired(kind, EventPairing.Unpaired.BEGIN_WITHOUT_END);
            long lost = pairing.unpaired(kind, EventPairing.Unpaired.LOST);
            if (before + after + lost > 0) {
                context.diagnostic(pairing.firstUnpaired(kind), 0, Messages.format("events.unpaired", kind.id(), //$NON-NLS-1$
                        Long.valueOf(before), kind.endEvent(), kind.beginEvent(), Long.valueOf(after), Long.valueOf(lost)),
                        Severity.INFO, null);
            }
        }
        pairing = null;
    }

    private EventPairing pairing() {
        if (pairing == null) {
            pairing = EventPairing.counting();
        }
        return pairing;
    }

    private final EventBytes.Task prev = new EventBytes.Task();
    private final EventBytes.Task next = new EventBytes.Task();
    private static final byte[] CPU = EventBytes.key("CPU:"); //$NON-NLS-1$

    /**
     * trace-cmd's compact sched_switch, {@code trace-cmd:153 [120] R ==> rcuc/0:19 [98]}, read
     * from the bytes for what its {@code key=value} form gives. Only a text without {@code =}
     * beyond its arrow: then no key can hide in a comm, prio or state of that form.
     */
    private boolean compactSwitch(int line, int cpu, long timeNs, byte[] s, int from, int to) {
        int arrow = EventBytes.arrow(s, from, to);
        if (arrow < 0 || EventBytes.contains(s, from, arrow, '=') || EventBytes.contains(s, arrow + 3, to, '=')
                || !EventBytes.compactTask(s, from, arrow, prev) || !EventBytes.compactTask(s, arrow + 3, to, next)) {
            return false;
        }
        long p = prev.pid;
        pairing().schedSwitch(line, cpu, timeNs, p, p > 0 && p <= Integer.MAX_VALUE && prev.state == 'R', next.pid);
        return true;
    }

    /** trace-cmd's compact wakeup, {@code rcuc/0:19 [98] CPU:000}, as {@link #compactSwitch}. */
    private boolean compactWakeup(int line, int cpu, long timeNs, byte[] s, int from, int to) {
        if (EventBytes.contains(s, from, to, '=') || !EventBytes.compactTask(s, from, to, next)) {
            return false;
        }
        long pid = next.pid;
        long target = EventBytes.number(s, from, to, CPU);
        pairing().wakeup(line, cpu, timeNs, pid, next.prio == EventFields.MISSING ? -1 : (int) next.prio,
                target == EventFields.MISSING ? -1 : target);
        return true;
    }

    /** @return the event's name when it is one the pairing reads, else null */
    private String name(int id, FtraceLine l) {
        if (id < 0) {
            return null;
        }
        int slot = id & (ids.length - 1);
        if (ids[slot] != id) {
            String name = l.text(l.nameStart, l.nameEnd);
            ids[slot] = id;
            names[slot] = EventPairing.pairs(name) ? name : null;
        }
        return names[slot];
    }
}
