// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.events;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Pairs the events of a capture into intervals, one CPU at a time, the way the kernel nests
 * them: an irq handler inside a softirq inside a task. Events are given in the order of the
 * trace; each {@link IntervalKind} has its rule:
 * <ul>
 * <li>irq handlers, softirqs and hrtimer expiries nest per CPU: an exit ends the innermost open
 * entry of the same irq, vector or timer, and entries opened inside it are closed unpaired;</li>
 * <li>irq-off and preempt-off sections (preemptirq events) are one open section per CPU;</li>
 * <li>a wakeup latency runs from a task's first {@code sched_waking} or {@code sched_wakeup}
 * to the {@code sched_switch} that runs it, on whatever CPU; the idle task is left out, and so
 * is the wakeup of a task last seen switched in or preempted ({@code prev_state=R}): it is still
 * on a runqueue and waits for no switch, as perf sched latency has it;</li>
 * <li>a task runs on a CPU from the switch that runs it to the switch that takes it off.</li>
 * </ul>
 * What cannot be paired is counted, never guessed into a duration: an end whose beginning fell
 * before the buffer started, a beginning still open when the trace ends (a wakeup never followed
 * by its switch), and whatever was open on a CPU that lost events.
 *
 * <p>Positions are opaque to the pairing: a reader passes line numbers, an analysis step indices.
 */
public final class EventPairing {

    /** Why an event found no partner. */
    public enum Unpaired {
        /** An end whose beginning is not in the trace (before the buffer started). */
        END_WITHOUT_BEGIN,
        /** A beginning whose end is not in the trace (after it ended). */
        BEGIN_WITHOUT_END,
        /** Open when its CPU lost events. */
        LOST
    }

    /** Receives the intervals found. */
    @FunctionalInterface
    public interface Intervals {
        /**
         * @param kind what the interval measures
         * @param cpu the CPU it ended on
         * @param begin the position of its first event
         * @param beginNs the time of its first event
         * @param end the position of its last event
         * @param endNs the time of its last event
         * @param key what it is of, as the trace spells it: {@code irq=29 name=ens3}, {@code RCU},
         *            {@code C1 CompilerThre-9255}, a caller function, a timer function
         * @param depth how many intervals of its kind were open around it on its CPU
         * @param prio the woken task's priority for a wakeup latency, else -1
         */
        void interval(IntervalKind kind, int cpu, int begin, long beginNs, int end, long endNs, String key, int depth,
                int prio);
    }

    /** An interval begun and not yet ended. */
    private record Open(int position, long timeNs, long id, String key, int prio) {
    }

    /** What is open on one CPU. */
    private static final class Cpu {
        final List<Open> irqs = new ArrayList<>(2);
        final List<Open> softirqs = new ArrayList<>(2);
        final List<Open> hrtimers = new ArrayList<>(2);
        Open irqOff;
        Open preemptOff;
        int firstPosition = -1;
        long firstNs;
        Open running;
        int lastPosition;
        long lastNs;
    }

    private static final long NO_ID = Long.MIN_VALUE;
    private static final String PREV_STATE = "prev_state="; //$NON-NLS-1$

    private final Intervals out;
    // false when only what cannot be paired is counted: no key (comm, irq name) is read then
    private final boolean keys;
    // false when no RUNNING interval is wanted: switches then only end wakeups
    private final boolean running;
    private final Map<Integer, Cpu> cpus = new HashMap<>();
    /** The same CPUs by number, for the lookup every event makes (the map boxes its key). */
    private Cpu[] byNumber = new Cpu[8];
    private final Map<Integer, Open> wakeups = new HashMap<>();
    // tasks last switched in (running) or switched out runnable (preempted): their wakeups wake nothing
    private final PidSet onRunqueue = new PidSet();
    private final Map<IntervalKind, long[]> unpaired = new EnumMap<>(IntervalKind.class);
    private final Map<IntervalKind, Integer> firstUnpaired = new EnumMap<>(IntervalKind.class);

    /** @param out receives the intervals, of every kind */
    public EventPairing(Intervals out) {
        this(out, true, true);
    }

    private EventPairing(Intervals out, boolean keys, boolean running) {
        this.out = out;
        this.keys = keys;
        this.running = running;
    }

    /**
     * @param out receives the intervals
     * @return a pairing that gives every latency but no {@link IntervalKind#RUNNING} interval: a
     *         task's comm is then read only for its wakeups, not for each switch (statistics,
     *         hotspots)
     */
    public static EventPairing latencies(Intervals out) {
        return new EventPairing(out, true, false);
    }

    /** @return a pairing that only counts what it cannot pair, for a reader's diagnostics */
    public static EventPairing counting() {
        return new EventPairing((kind, cpu, begin, beginNs, end, endNs, key, depth, prio) -> {
            // counted only
        }, false, false);
    }

    /**
     * @param name an event name
     * @return whether {@link #event} does anything with events of that name
     */
    public static boolean pairs(String name) {
        if (name == null) {
            return false;
        }
        return switch (name) {
            case "irq_handler_entry", "irq_handler_exit", "softirq_entry", "softirq_exit", "hrtimer_expire_entry", //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$
                    "hrtimer_expire_exit", "irq_disable", "irq_enable", "preempt_disable", "preempt_enable", //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$
                    "sched_waking", "sched_wakeup", "sched_wakeup_new", "sched_switch" -> true; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
            default -> false;
        };
    }

    /**
     * Takes the next event of the trace.
     *
     * @param position where it is (line or step)
     * @param cpu its CPU, -1 when unknown
     * @param timeNs its time
     * @param name its name ({@code irq_handler_entry}); events of other names only move the clock
     * @param payload its text after the name, or null
     */
    public void event(int position, int cpu, long timeNs, String name, String payload) {
        Cpu c = cpu(cpu, position, timeNs);
        if (name == null || payload == null) {
            return;
        }
        switch (name) {
            case "irq_handler_entry" -> push(c.irqs, position, timeNs, EventFields.number(payload, "irq="), keys ? payload.strip() : null); //$NON-NLS-1$ //$NON-NLS-2$
            case "irq_handler_exit" -> pop(IntervalKind.IRQ_HANDLER, c.irqs, cpu, position, timeNs, //$NON-NLS-1$
                    EventFields.number(payload, "irq=")); //$NON-NLS-1$
            case "softirq_entry" -> push(c.softirqs, position, timeNs, EventFields.number(payload, "vec="), //$NON-NLS-1$ //$NON-NLS-2$
                    keys ? softirqName(payload) : null);
            case "softirq_exit" -> pop(IntervalKind.SOFTIRQ, c.softirqs, cpu, position, timeNs, //$NON-NLS-1$
                    EventFields.number(payload, "vec=")); //$NON-NLS-1$
            case "hrtimer_expire_entry" -> push(c.hrtimers, position, timeNs, timerId(payload), keys ? timerName(payload) : null); //$NON-NLS-1$
            case "hrtimer_expire_exit" -> pop(IntervalKind.HRTIMER, c.hrtimers, cpu, position, timeNs, timerId(payload)); //$NON-NLS-1$
            case "irq_disable" -> c.irqOff = begin(IntervalKind.IRQ_OFF, c.irqOff, position, timeNs, payload); //$NON-NLS-1$
            case "irq_enable" -> c.irqOff = end(IntervalKind.IRQ_OFF, c.irqOff, cpu, position, timeNs); //$NON-NLS-1$
            case "preempt_disable" -> c.preemptOff = begin(IntervalKind.PREEMPT_OFF, c.preemptOff, position, timeNs, payload); //$NON-NLS-1$
            case "preempt_enable" -> c.preemptOff = end(IntervalKind.PREEMPT_OFF, c.preemptOff, cpu, position, timeNs); //$NON-NLS-1$
            case "sched_waking", "sched_wakeup", "sched_wakeup_new" -> wakeup(position, timeNs, payload); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            case "sched_switch" -> schedSwitch(c, cpu, position, timeNs, payload); //$NON-NLS-1$
            default -> {
                // not an event that begins or ends an interval
            }
        }
    }

    /**
     * A CPU lost events: whatever was open on it is counted as {@link Unpaired#LOST}, and so are
     * the wakeups of tasks bound for it.
     *
     * @param position where the loss was said
     * @param cpu the CPU, -1 when the trace did not say (then every CPU)
     */
    public void lost(int position, int cpu) {
        for (Map.Entry<Integer, Cpu> e : cpus.entrySet()) {
            if (cpu < 0 || e.getKey() == cpu) {
                Cpu c = e.getValue();
                count(IntervalKind.IRQ_HANDLER, Unpaired.LOST, c.irqs.size(), position);
                count(IntervalKind.SOFTIRQ, Unpaired.LOST, c.softirqs.size(), position);
                count(IntervalKind.HRTIMER, Unpaired.LOST, c.hrtimers.size(), position);
                count(IntervalKind.IRQ_OFF, Unpaired.LOST, c.irqOff == null ? 0 : 1, position);
                count(IntervalKind.PREEMPT_OFF, Unpaired.LOST, c.preemptOff == null ? 0 : 1, position);
                c.irqs.clear();
                c.softirqs.clear();
                c.hrtimers.clear();
                c.irqOff = null;
                c.preemptOff = null;
                c.running = null;
                c.firstPosition = -1;
            }
        }
        for (Iterator<Open> i = wakeups.values().iterator(); i.hasNext();) {
            Open w = i.next();
            if (cpu < 0 || w.id() == cpu) {
                count(IntervalKind.WAKEUP_LATENCY, Unpaired.LOST, 1, position);
                i.remove();
            }
        }
    }

    /**
     * Ends the trace: each CPU's running task runs to its last event, and what is still open is
     * counted as {@link Unpaired#BEGIN_WITHOUT_END}.
     */
    public void finish() {
        for (Map.Entry<Integer, Cpu> e : cpus.entrySet()) {
            Cpu c = e.getValue();
            if (c.running != null && c.lastNs > c.running.timeNs()) {
                out.interval(IntervalKind.RUNNING, e.getKey(), c.running.position(), c.running.timeNs(), c.lastPosition,
                        c.lastNs, c.running.key(), 0, -1);
            }
            count(IntervalKind.IRQ_HANDLER, Unpaired.BEGIN_WITHOUT_END, c.irqs, c.irqs.size());
            count(IntervalKind.SOFTIRQ, Unpaired.BEGIN_WITHOUT_END, c.softirqs, c.softirqs.size());
            count(IntervalKind.HRTIMER, Unpaired.BEGIN_WITHOUT_END, c.hrtimers, c.hrtimers.size());
            if (c.irqOff != null) {
                count(IntervalKind.IRQ_OFF, Unpaired.BEGIN_WITHOUT_END, 1, c.irqOff.position());
            }
            if (c.preemptOff != null) {
                count(IntervalKind.PREEMPT_OFF, Unpaired.BEGIN_WITHOUT_END, 1, c.preemptOff.position());
            }
        }
        for (Open w : wakeups.values()) {
            count(IntervalKind.WAKEUP_LATENCY, Unpaired.BEGIN_WITHOUT_END, 1, w.position());
        }
        cpus.clear();
        java.util.Arrays.fill(byNumber, null);
        wakeups.clear();
        onRunqueue.clear();
    }

    /**
     * @param kind a kind of interval
     * @param why why
     * @return how many of its events found no partner for that reason
     */
    public long unpaired(IntervalKind kind, Unpaired why) {
        long[] n = unpaired.get(kind);
        return n == null ? 0 : n[why.ordinal()];
    }

    /**
     * @param kind a kind of interval
     * @return the position of its first event without a partner, or -1
     */
    public int firstUnpaired(IntervalKind kind) {
        Integer p = firstUnpaired.get(kind);
        return p == null ? -1 : p;
    }

    private Cpu cpu(int cpu, int position, long timeNs) {
        Cpu c = cpu >= 0 && cpu < byNumber.length ? byNumber[cpu] : null;
        if (c == null) {
            c = cpus.computeIfAbsent(cpu, k -> new Cpu());
            if (cpu >= 0 && cpu < 4096) {
                if (cpu >= byNumber.length) {
                    byNumber = java.util.Arrays.copyOf(byNumber, Math.max(cpu + 1, byNumber.length * 2));
                }
                byNumber[cpu] = c;
            }
        }
        if (c.firstPosition < 0) {
            c.firstPosition = position;
            c.firstNs = timeNs;
        }
        c.lastPosition = position;
        c.lastNs = timeNs;
        return c;
    }

    private static void push(List<Open> stack, int position, long timeNs, long id, String key) {
        stack.add(new Open(position, timeNs, id, key, -1));
    }

    private void pop(IntervalKind kind, List<Open> stack, int cpu, int position, long timeNs, long id) {
        for (int k = stack.size() - 1; k >= 0; k--) {
            Open o = stack.get(k);
            if (o.id() == id || id == NO_ID || o.id() == NO_ID) {
                // entries opened inside it and never closed lost their exits
                count(kind, Unpaired.BEGIN_WITHOUT_END, stack.size() - 1 - k, stack.get(stack.size() - 1).position());
                stack.subList(k, stack.size()).clear();
                out.interval(kind, cpu, o.position(), o.timeNs(), position, timeNs, o.key(), k, -1);
                return;
            }
        }
        count(kind, Unpaired.END_WITHOUT_BEGIN, 1, position);
    }

    private Open begin(IntervalKind kind, Open open, int position, long timeNs, String payload) {
        if (open != null) {
            count(kind, Unpaired.BEGIN_WITHOUT_END, 1, open.position());
        }
        if (!keys) {
            return new Open(position, timeNs, NO_ID, null, -1);
        }
        String caller = EventFields.word(payload, "caller="); //$NON-NLS-1$
        return new Open(position, timeNs, NO_ID, caller == null ? payload.strip() : EventFields.function(caller), -1);
    }

    private Open end(IntervalKind kind, Open open, int cpu, int position, long timeNs) {
        if (open == null) {
            count(kind, Unpaired.END_WITHOUT_BEGIN, 1, position);
        } else {
            out.interval(kind, cpu, open.position(), open.timeNs(), position, timeNs, open.key(), 0, -1);
        }
        return null;
    }

    private void wakeup(int position, long timeNs, String text) {
        String payload = text;
        long pid = EventFields.number(payload, "pid="); //$NON-NLS-1$
        if (pid == EventFields.MISSING && (payload = CompactSched.wakeupText(text)) != null) {
            pid = EventFields.number(payload, "pid="); //$NON-NLS-1$ // trace-cmd's sched plugin
        }
        if (pid <= 0 || pid > Integer.MAX_VALUE) {
            return; // the idle task, or a tracer's own text without fields
        }
        Integer key = (int) pid;
        if (wakeups.containsKey(key) || onRunqueue.contains(key)) {
            // sched_wakeup after its sched_waking: the latency counts from the first; a task still
            // on its CPU or runqueue (woken before it got to sleep, or preempted) waits for no switch
            return;
        }
        String task = null;
        if (keys) {
            String comm = EventFields.comm(payload, "comm=", "pid="); //$NON-NLS-1$ //$NON-NLS-2$
            task = (comm == null ? "" : comm) + '-' + pid; //$NON-NLS-1$
        }
        long prio = EventFields.number(payload, "prio="); //$NON-NLS-1$
        long target = EventFields.number(payload, "target_cpu="); //$NON-NLS-1$
        woken(key, position, timeNs, task, prio == EventFields.MISSING ? -1 : (int) prio,
                target == EventFields.MISSING ? -1 : target);
    }

    private void woken(Integer key, int position, long timeNs, String task, int prio, long target) {
        wakeups.put(key, new Open(position, timeNs, target, task, prio));
    }

    /**
     * A wakeup given by its fields rather than its text, for a pairing that only counts (a
     * binary trace's records): as {@link #event} with the text {@code pid=PID prio=PRIO
     * target_cpu=TARGET}.
     *
     * @param position where it is
     * @param cpu its CPU
     * @param timeNs its time
     * @param pid the woken task
     * @param prio its priority, -1 when not given
     * @param target the CPU it is bound for, -1 when not given
     */
    public void wakeup(int position, int cpu, long timeNs, long pid, int prio, long target) {
        if (keys) {
            throw new IllegalStateException("a pairing with keys reads the wakeup's comm from its text"); //$NON-NLS-1$
        }
        cpu(cpu, position, timeNs);
        if (pid <= 0 || pid > Integer.MAX_VALUE) {
            return;
        }
        Integer key = (int) pid;
        if (wakeups.containsKey(key) || onRunqueue.contains(key)) {
            return; // as the text's wakeup
        }
        woken(key, position, timeNs, null, prio, target);
    }

    /**
     * A switch given by its fields rather than its text, for a pairing that only counts: as
     * {@link #event} with the text {@code prev_pid=PREV prev_state=R|S ==> next_pid=NEXT}.
     *
     * @param position where it is
     * @param cpu its CPU
     * @param timeNs its time
     * @param prev the task switched out
     * @param prevRunnable whether its state is R (preempted, still on the runqueue)
     * @param next the task switched in
     */
    public void schedSwitch(int position, int cpu, long timeNs, long prev, boolean prevRunnable, long next) {
        if (running) {
            throw new IllegalStateException("running intervals take the tasks' comms from the switch's text"); //$NON-NLS-1$
        }
        cpu(cpu, position, timeNs);
        switched(cpu, position, timeNs, prev, prevRunnable, next);
    }

    /**
     * An irq handler, softirq or hrtimer entry given by its id rather than its text, for a
     * pairing that only counts: as {@link #event} with the text {@code irq=ID},
     * {@code vec=ID} or {@code hrtimer=ID} ({@link EventFields#MISSING} when the text has none).
     *
     * @param kind {@link IntervalKind#IRQ_HANDLER}, {@link IntervalKind#SOFTIRQ} or {@link IntervalKind#HRTIMER}
     * @param position where it is
     * @param cpu its CPU
     * @param timeNs its time
     * @param id the irq, vector or timer
     */
    public void entry(IntervalKind kind, int position, int cpu, long timeNs, long id) {
        push(nesting(kind, cpu(cpu, position, timeNs)), position, timeNs, id, null);
    }

    /**
     * The exit that ends an {@link #entry}, given by its id.
     *
     * @param kind {@link IntervalKind#IRQ_HANDLER}, {@link IntervalKind#SOFTIRQ} or {@link IntervalKind#HRTIMER}
     * @param position where it is
     * @param cpu its CPU
     * @param timeNs its time
     * @param id the irq, vector or timer
     */
    public void exit(IntervalKind kind, int position, int cpu, long timeNs, long id) {
        pop(kind, nesting(kind, cpu(cpu, position, timeNs)), cpu, position, timeNs, id);
    }

    /** @return the stack of open intervals of a nesting kind on a CPU */
    private List<Open> nesting(IntervalKind kind, Cpu c) {
        if (keys) {
            throw new IllegalStateException("a pairing with keys reads them from the event's text"); //$NON-NLS-1$
        }
        return switch (kind) {
            case IRQ_HANDLER -> c.irqs;
            case SOFTIRQ -> c.softirqs;
            case HRTIMER -> c.hrtimers;
            default -> throw new IllegalArgumentException(kind + " does not nest"); //$NON-NLS-1$
        };
    }

    private void schedSwitch(Cpu c, int cpu, int position, long timeNs, String text) {
        String payload = text;
        long next = EventFields.number(payload, "next_pid="); //$NON-NLS-1$
        if (next == EventFields.MISSING) {
            payload = CompactSched.switchText(text); // trace-cmd's sched plugin, perf
            if (payload == null) {
                return; // the sched_switch tracer's own text, not the event
            }
            next = EventFields.number(payload, "next_pid="); //$NON-NLS-1$
        }
        long prev = EventFields.number(payload, "prev_pid="); //$NON-NLS-1$
        if (running) {
            tasks(c, cpu, position, timeNs, payload, prev, next);
        }
        boolean prevRunnable = false;
        if (prev > 0 && prev <= Integer.MAX_VALUE) {
            int state = EventFields.keyAt(payload, PREV_STATE);
            prevRunnable = state >= 0 && payload.startsWith("R", state + PREV_STATE.length()); //$NON-NLS-1$
        }
        switched(cpu, position, timeNs, prev, prevRunnable, next);
    }

    /** What a switch does to the runqueue and the wakeups waiting, from its pids. */
    private void switched(int cpu, int position, long timeNs, long prev, boolean prevRunnable, long next) {
        if (prev > 0 && prev <= Integer.MAX_VALUE) {
            if (prevRunnable) {
                onRunqueue.add((int) prev);
            } else {
                onRunqueue.remove((int) prev);
            }
        }
        if (next > 0 && next <= Integer.MAX_VALUE) {
            onRunqueue.add((int) next);
        }
        Open woken = next > 0 && next <= Integer.MAX_VALUE && !wakeups.isEmpty() ? wakeups.remove((int) next) : null;
        if (woken != null) {
            out.interval(IntervalKind.WAKEUP_LATENCY, cpu, woken.position(), woken.timeNs(), position, timeNs,
                    woken.key(), 0, woken.prio());
        }
    }

    /** Ends the running interval of the task a switch takes off its CPU and starts the next one's. */
    private void tasks(Cpu c, int cpu, int position, long timeNs, String payload, long prev, long next) {
        Open current = c.running;
        long from = current != null ? current.timeNs() : c.firstNs;
        int fromPosition = current != null ? current.position() : c.firstPosition;
        if (timeNs > from) {
            String prevTask = current != null ? current.key()
                    : keys ? EventFields.comm(payload, "prev_comm=", "prev_pid=") + '-' + prev : null; //$NON-NLS-1$ //$NON-NLS-2$
            out.interval(IntervalKind.RUNNING, cpu, fromPosition, from, position, timeNs, prevTask, 0, -1);
        }
        String nextTask = keys ? EventFields.comm(payload, "next_comm=", "next_pid=") + '-' + next : null; //$NON-NLS-1$ //$NON-NLS-2$
        long nextPrio = EventFields.number(payload, "next_prio="); //$NON-NLS-1$
        c.running = new Open(position, timeNs, next, nextTask, nextPrio == EventFields.MISSING ? -1 : (int) nextPrio);
    }

    private void count(IntervalKind kind, Unpaired why, int n, int position) {
        if (n <= 0) {
            return;
        }
        unpaired.computeIfAbsent(kind, k -> new long[Unpaired.values().length])[why.ordinal()] += n;
        firstUnpaired.putIfAbsent(kind, position);
    }

    private void count(IntervalKind kind, Unpaired why, List<Open> open, int n) {
        if (n > 0) {
            count(kind, why, n, open.get(0).position());
        }
    }

    /** {@code vec=9 [action=RCU]} gives {@code RCU}; without an action, {@code vec=9}. */
    static String softirqName(String payload) {
        String action = EventFields.word(payload, "action="); //$NON-NLS-1$
        if (action != null && !action.isEmpty()) {
            return action;
        }
        long vec = EventFields.number(payload, "vec="); //$NON-NLS-1$
        return vec == EventFields.MISSING ? payload.strip() : "vec=" + vec; //$NON-NLS-1$
    }

    /** {@code hrtimer=000000002575b435 function=...}: the timer's address. */
    private static long timerId(String payload) {
        String hex = EventFields.word(payload, "hrtimer="); //$NON-NLS-1$
        if (hex == null) {
            return NO_ID;
        }
        try {
            return Long.parseUnsignedLong(hex.startsWith("0x") ? hex.substring(2) : hex, 16); //$NON-NLS-1$
        } catch (NumberFormatException e) {
            return hex.hashCode();
        }
    }

    /** {@code function=tick_nohz_handler}: the timer's callback. */
    private static String timerName(String payload) {
        String f = EventFields.word(payload, "function="); //$NON-NLS-1$
        return f == null ? payload.strip() : EventFields.function(f);
    }
}
