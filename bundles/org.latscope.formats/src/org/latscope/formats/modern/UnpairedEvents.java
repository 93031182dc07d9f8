// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.util.Arrays;

import org.latscope.formats.spi.ReadContext;
import org.latscope.model.Severity;
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
     * @param l its fields, for the name when its id is not known yet
     * @param payload its text, or null
     */
    void event(int line, int cpu, long timeNs, int nameId, FtraceLine l, String payload) {
        String name = name(nameId, l);
        if (name != null) {
            pairing().event(line, cpu, timeNs, name, payload);
        }
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
