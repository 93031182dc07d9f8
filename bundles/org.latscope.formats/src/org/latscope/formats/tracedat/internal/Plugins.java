// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

/**
 * The event texts {@code trace-cmd report} takes from plugins rather than from print formats:
 * libtraceevent's sched_switch/sched_wakeup, hrtimer, kmem and function plugins (the function
 * tracer's events, {@code func_repeats}, kernel stacks) and its binary printk ({@code bprint}),
 * trace-cmd's function_graph handlers (a graph entry directly
 * followed by its exit prints as one leaf).
 */
public final class Plugins {

    /** Gives the function_graph handler the record after the one being printed. */
    public interface Lookahead {
        /** @return the next record in time order, or null */
        RawRecord peek();

        /** Consumes the record {@link #peek()} returned. */
        void consume();

        /** @return the event id of a record */
        int eventId(RawRecord r);

        /** @return the pid of a record */
        long pid(RawRecord r);
    }

    private final Decoding decoding;
    private final Comms comms;
    private final EventFormat graphExit;
    private final java.util.function.LongFunction<String> repeatTime;
    private final java.util.Map<Integer, java.util.List<String>> callStacks = new java.util.HashMap<>();
    private final Bprint bprint = new Bprint();

    /**
     * @param decoding the file's decoding context
     * @param comms the task names, which sched events add to
     * @param graphExit the {@code funcgraph_exit} format, or null
     * @param repeatTime writes a time as the report writes it, without its colon
     */
    public Plugins(Decoding decoding, Comms comms, EventFormat graphExit, java.util.function.LongFunction<String> repeatTime) {
        this.decoding = decoding;
        this.comms = comms;
        this.graphExit = graphExit;
        this.repeatTime = repeatTime;
    }

    /**
     * @param out where the text goes
     * @param event the record's event
     * @param record the record
     * @param next the records after it
     * @return true when a plugin wrote the text, false when the print format should
     */
    public boolean print(StringBuilder out, EventFormat event, RawRecord record, Lookahead next) {
        switch (event.system() + '/' + event.name()) {
        case "sched/sched_switch": //$NON-NLS-1$
            return schedSwitch(out, event, record.data());
        case "sched/sched_wakeup", "sched/sched_wakeup_new": //$NON-NLS-1$ //$NON-NLS-2$
            return schedWakeup(out, event, record.data());
        case "timer/hrtimer_expire_entry": //$NON-NLS-1$
            return hrtimerExpire(out, event, record.data());
        case "timer/hrtimer_start": //$NON-NLS-1$
            return hrtimerStart(out, event, record.data());
        case "ftrace/function": //$NON-NLS-1$
            return function(out, event, record);
        case "ftrace/func_repeats": //$NON-NLS-1$
            return funcRepeats(out, event, record);
        case "ftrace/kernel_stack": //$NON-NLS-1$
            return kernelStack(out, event, record.data());
        case "ftrace/funcgraph_entry": //$NON-NLS-1$
            return graphEntry(out, event, record, next);
        case "ftrace/funcgraph_exit": //$NON-NLS-1$
            return graphExit(out, event, record.data());
        case "ftrace/bprint": //$NON-NLS-1$
            return bprint.render(out, event, record.data(), decoding);
        case "kmem/kfree", "kmem/kmalloc", "kmem/kmalloc_node", "kmem/kmem_cache_alloc", //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
                "kmem/kmem_cache_alloc_node", "kmem/kmem_cache_free": //$NON-NLS-1$ //$NON-NLS-2$
            callSite(out, event, record.data());
            return false;
        default:
            return false;
        }
    }

    /** libtraceevent's kmem plugin: the allocation's caller before the print format's text. */
    private void callSite(StringBuilder out, EventFormat event, Decoding.Data data) {
        Long site = value(event, data, "call_site"); //$NON-NLS-1$
        if (site == null) {
            return;
        }
        int i = decoding.kallsyms().find(site);
        if (i >= 0) {
            out.append('(').append(decoding.kallsyms().name(i)).append("+0x") //$NON-NLS-1$
                    .append(Integer.toHexString((int) (site - decoding.kallsyms().address(i)))).append(") "); //$NON-NLS-1$
        }
    }

    private Long value(EventFormat event, Decoding.Data data, String name) {
        Field f = event.field(name);
        return f == null ? null : decoding.number(data, f);
    }

    private void comm(StringBuilder out, EventFormat event, Decoding.Data data, String field, long pid) {
        Field f = event.field(field);
        if (f == null) {
            return;
        }
        String comm = Decoding.text(data, f.offset(), Math.min(f.size(), data.length() - f.offset()));
        out.append(comm);
        comms.register((int) pid, comm);
        out.append(':');
    }

    private boolean schedSwitch(StringBuilder out, EventFormat event, Decoding.Data data) {
        Long prevPid = value(event, data, "prev_pid"); //$NON-NLS-1$
        if (prevPid == null) {
            out.append('!');
            return true;
        }
        comm(out, event, data, "prev_comm", prevPid); //$NON-NLS-1$
        out.append((long) prevPid).append(' ');
        Long prio = value(event, data, "prev_prio"); //$NON-NLS-1$
        if (prio != null) {
            out.append('[').append((int) (long) prio).append("] "); //$NON-NLS-1$
        }
        Long state = value(event, data, "prev_state"); //$NON-NLS-1$
        if (state != null) {
            writeState(out, state);
        }
        out.append(" ==> "); //$NON-NLS-1$
        Long nextPid = value(event, data, "next_pid"); //$NON-NLS-1$
        if (nextPid == null) {
            out.append('!');
            return true;
        }
        comm(out, event, data, "next_comm", nextPid); //$NON-NLS-1$
        out.append((long) nextPid);
        Long nextPrio = value(event, data, "next_prio"); //$NON-NLS-1$
        if (nextPrio != null) {
            out.append(" [").append((int) (long) nextPrio).append(']'); //$NON-NLS-1$
        }
        return true;
    }

    private static void writeState(StringBuilder out, long state) {
        String states = "SDTtZXxW"; //$NON-NLS-1$
        boolean found = false;
        for (int i = 0; i < states.length(); i++) {
            if ((state & 1L << i) == 0) {
                continue;
            }
            if (found) {
                out.append('|');
            }
            found = true;
            out.append(states.charAt(i));
        }
        if (!found) {
            out.append('R');
        }
    }

    private boolean schedWakeup(StringBuilder out, EventFormat event, Decoding.Data data) {
        Long pid = value(event, data, "pid"); //$NON-NLS-1$
        if (pid == null) {
            out.append('!');
            return true;
        }
        comm(out, event, data, "comm", pid); //$NON-NLS-1$
        out.append((long) pid);
        Long prio = value(event, data, "prio"); //$NON-NLS-1$
        if (prio != null) {
            out.append(" [").append((long) prio).append(']'); //$NON-NLS-1$
        }
        Long success = value(event, data, "success"); //$NON-NLS-1$
        if (success != null) {
            out.append(" success=").append((long) success); //$NON-NLS-1$
        }
        Long target = value(event, data, "target_cpu"); //$NON-NLS-1$
        if (target != null) {
            out.append(" CPU:"); //$NON-NLS-1$
            String t = Long.toUnsignedString(target);
            for (int i = t.length(); i < 3; i++) {
                out.append('0');
            }
            out.append(t);
        }
        return true;
    }

    private void hrtimerAddress(StringBuilder out, EventFormat event, Decoding.Data data) {
        out.append("hrtimer="); //$NON-NLS-1$
        Long timer = value(event, data, "timer"); //$NON-NLS-1$
        if (timer == null) {
            timer = value(event, data, "hrtimer"); //$NON-NLS-1$
        }
        if (timer != null) {
            out.append("0x").append(Long.toHexString(timer)); //$NON-NLS-1$
        } else {
            out.append("CAN'T FIND FIELD \"hrtimer\""); //$NON-NLS-1$
        }
    }

    private void number(StringBuilder out, EventFormat event, Decoding.Data data, String name) {
        Long v = value(event, data, name);
        out.append(v == null ? "CAN'T FIND FIELD \"" + name + '"' : Long.toUnsignedString(v)); //$NON-NLS-1$
    }

    /** libtraceevent's {@code tep_print_func_field}, with its {@code addr - value} offset. */
    private void functionField(StringBuilder out, EventFormat event, Decoding.Data data, String name) {
        Long v = value(event, data, name);
        if (v == null) {
            return;
        }
        int i = decoding.kallsyms().find(v);
        out.append(" function="); //$NON-NLS-1$
        if (i >= 0) {
            out.append(decoding.kallsyms().name(i)).append("/0x") //$NON-NLS-1$
                    .append(Long.toHexString(decoding.kallsyms().address(i) - v));
        } else {
            String hex = Long.toHexString(v);
            out.append("0x"); //$NON-NLS-1$
            for (int k = hex.length(); k < 8; k++) {
                out.append('0');
            }
            out.append(hex);
        }
    }

    private boolean hrtimerExpire(StringBuilder out, EventFormat event, Decoding.Data data) {
        hrtimerAddress(out, event, data);
        out.append(" now="); //$NON-NLS-1$
        number(out, event, data, "now"); //$NON-NLS-1$
        functionField(out, event, data, "function"); //$NON-NLS-1$
        return true;
    }

    private boolean hrtimerStart(StringBuilder out, EventFormat event, Decoding.Data data) {
        hrtimerAddress(out, event, data);
        functionField(out, event, data, "function"); //$NON-NLS-1$
        out.append(" expires="); //$NON-NLS-1$
        number(out, event, data, "expires"); //$NON-NLS-1$
        out.append(" softexpires="); //$NON-NLS-1$
        number(out, event, data, "softexpires"); //$NON-NLS-1$
        return true;
    }

    private void functionName(StringBuilder out, long address, String hexPrefix) {
        String name = decoding.symbol(address);
        out.append(name != null ? name : hexPrefix + Long.toHexString(address));
    }

    /**
     * libtraceevent's function plugin, which trace-cmd loads after its own function handler and
     * which therefore prints the function tracer's events: the function, indented three spaces
     * per level of the calls seen on its CPU (a per-CPU stack of names that a parent found at
     * level i sets level i + 1 of), without its parent.
     */
    private boolean function(StringBuilder out, EventFormat event, RawRecord record) {
        Long ip = value(event, record.data(), "ip"); //$NON-NLS-1$
        if (ip == null) {
            out.append('!');
            return true;
        }
        String func = decoding.symbol(ip);
        Long parentIp = value(event, record.data(), "parent_ip"); //$NON-NLS-1$
        if (parentIp == null) {
            out.append('!');
            return true;
        }
        String parent = decoding.symbol(parentIp);
        int index = parent == null ? 0 : indent(parent, func, record.cpu());
        for (int i = 0; i < index * 3; i++) {
            out.append(' ');
        }
        out.append(func != null ? func : "0x" + Long.toHexString(ip)); //$NON-NLS-1$
        return true;
    }

    /** The plugin's {@code add_and_get_index}: stale deeper levels stay, as there. */
    private int indent(String parent, String child, int cpu) {
        java.util.List<String> stack = callStacks.computeIfAbsent(cpu, c -> new java.util.ArrayList<>());
        for (int i = 0; i < stack.size() && stack.get(i) != null; i++) {
            if (parent.equals(stack.get(i))) {
                setLevel(stack, child, i + 1);
                return i;
            }
        }
        setLevel(stack, parent, 0);
        setLevel(stack, child, 1);
        return 0;
    }

    private static void setLevel(java.util.List<String> stack, String name, int level) {
        if (name == null) {
            return;
        }
        while (stack.size() <= level) {
            stack.add(null);
        }
        stack.set(level, name);
    }

    /** The function plugin's {@code func_repeats}: the function, then the count and the first call's time. */
    private boolean funcRepeats(StringBuilder out, EventFormat event, RawRecord record) {
        function(out, event, record);
        Long count = value(event, record.data(), "count"); //$NON-NLS-1$
        Long top = value(event, record.data(), "top_delta_ts"); //$NON-NLS-1$
        Long bottom = value(event, record.data(), "bottom_delta_ts"); //$NON-NLS-1$
        if (count == null || top == null || bottom == null) {
            out.append('!');
            return true;
        }
        out.append(" (count: ").append(count).append("  last_ts: "); //$NON-NLS-1$ //$NON-NLS-2$
        out.append(repeatTime.apply(record.timestamp() - (top << 32 | bottom)));
        out.append(')');
        return true;
    }

    /** The function plugin's kernel stack: one {@code => function (address)} line per frame. */
    private boolean kernelStack(StringBuilder out, EventFormat event, Decoding.Data data) {
        Field caller = event.field("caller"); //$NON-NLS-1$
        if (caller == null) {
            out.append("<CANT FIND FIELD caller>"); //$NON-NLS-1$
            return true;
        }
        out.append("<stack trace >\n"); //$NON-NLS-1$
        int size = decoding.longSize();
        for (int at = caller.offset(); at + size <= data.length(); at += size) {
            long addr = decoding.number(data, at, size);
            if (size == 8 && addr == -1 || (int) addr == -1) {
                break;
            }
            String func = decoding.symbol(addr);
            if (func != null) {
                out.append("=> ").append(func).append(" (").append(Long.toHexString(addr)).append(")\n"); //$NON-NLS-1$ //$NON-NLS-2$
            } else {
                out.append("=> ").append(Long.toHexString(addr)).append('\n'); //$NON-NLS-1$
            }
        }
        return true;
    }

    private static void overhead(StringBuilder out, long duration) {
        if (Long.compareUnsigned(duration, 1_000_000_000L) > 0) {
            out.append("$ "); //$NON-NLS-1$
        } else if (Long.compareUnsigned(duration, 1_000_000L) > 0) {
            out.append("# "); //$NON-NLS-1$
        } else if (Long.compareUnsigned(duration, 100_000L) > 0) {
            out.append("! "); //$NON-NLS-1$
        } else if (Long.compareUnsigned(duration, 10_000L) > 0) {
            out.append("+ "); //$NON-NLS-1$
        } else {
            out.append("  "); //$NON-NLS-1$
        }
    }

    private static void duration(StringBuilder out, long duration) {
        String usecs = Long.toUnsignedString(Long.divideUnsigned(duration, 1000));
        int len = usecs.length();
        out.append(usecs);
        if (len < 7) {
            long nsecs = Long.remainderUnsigned(duration, 1000);
            out.append('.');
            if (nsecs < 100) {
                out.append(nsecs < 10 ? "00" : "0"); //$NON-NLS-1$ //$NON-NLS-2$
            }
            out.append(nsecs);
            len += 4;
        }
        out.append(" us "); //$NON-NLS-1$
        for (int i = len; i < 7; i++) {
            out.append(' ');
        }
        out.append("|  "); //$NON-NLS-1$
    }

    private static void indent(StringBuilder out, long depth) {
        for (long i = 0; i < depth * 2 && i < 4096; i++) {
            out.append(' ');
        }
    }

    private boolean graphEntry(StringBuilder out, EventFormat event, RawRecord record, Lookahead next) {
        Decoding.Data data = record.data();
        Long func = value(event, data, "func"); //$NON-NLS-1$
        Long depth = value(event, data, "depth"); //$NON-NLS-1$
        if (func == null || depth == null || graphExit == null) {
            out.append('!');
            return true;
        }
        RawRecord ret = next.peek();
        if (ret != null && next.eventId(ret) == graphExit.id() && next.pid(ret) == next.pid(record)
                && func.equals(value(graphExit, ret.data(), "func"))) { //$NON-NLS-1$
            next.consume();
            long d = value(graphExit, ret.data(), "rettime") - value(graphExit, ret.data(), "calltime"); //$NON-NLS-1$ //$NON-NLS-2$
            overhead(out, d);
            duration(out, d);
            indent(out, (int) (long) depth);
            functionName(out, func, ""); //$NON-NLS-1$
            out.append("();"); //$NON-NLS-1$
        } else {
            out.append("  "); //$NON-NLS-1$
            out.append("           |  "); //$NON-NLS-1$
            indent(out, (int) (long) depth);
            functionName(out, func, ""); //$NON-NLS-1$
            out.append("() {"); //$NON-NLS-1$
        }
        return true;
    }

    private boolean graphExit(StringBuilder out, EventFormat event, Decoding.Data data) {
        Long rettime = value(event, data, "rettime"); //$NON-NLS-1$
        Long calltime = value(event, data, "calltime"); //$NON-NLS-1$
        Long depth = value(event, data, "depth"); //$NON-NLS-1$
        if (rettime == null || calltime == null || depth == null) {
            out.append('!');
            return true;
        }
        long d = rettime - calltime;
        overhead(out, d);
        duration(out, d);
        indent(out, (int) (long) depth);
        out.append('}');
        return true;
    }
}
