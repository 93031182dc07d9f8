// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.latscope.model.events.EventPairing;
import org.latscope.model.events.EventPairing.Unpaired;
import org.latscope.model.events.IntervalKind;

/** How events pair into intervals, and what is counted instead of guessed. */
class EventPairingTest {

    private final List<String> found = new ArrayList<>();
    private final EventPairing pairing = new EventPairing(
            (kind, cpu, begin, beginNs, end, endNs, key, depth, prio) -> found.add(kind.id() + " cpu" + cpu + " " + begin + "-" + end
                    + " " + (endNs - beginNs) + "ns " + key + " depth" + depth + (prio >= 0 ? " prio" + prio : "")));

    @Test
    void anIrqInsideASoftirqInsideATaskNestsPerCpu() {
        pairing.event(1, 0, 100, "softirq_entry", "vec=9 [action=RCU]");
        pairing.event(2, 1, 105, "irq_handler_entry", "irq=30 name=eth0"); // another CPU
        pairing.event(3, 0, 110, "irq_handler_entry", "irq=29 name=ens3");
        pairing.event(4, 0, 130, "irq_handler_exit", "irq=29 ret=handled");
        pairing.event(5, 0, 150, "softirq_exit", "vec=9 [action=RCU]");
        pairing.event(6, 1, 160, "irq_handler_exit", "irq=30 ret=handled");
        pairing.finish();
        assertEquals(List.of("irq_handler cpu0 3-4 20ns irq=29 name=ens3 depth0", "softirq cpu0 1-5 50ns RCU depth0",
                "irq_handler cpu1 2-6 55ns irq=30 name=eth0 depth0"), found);
    }

    @Test
    void anExitWithoutItsEntryAndAnEntryWithoutItsExitAreCountedNotMeasured() {
        pairing.event(1, 0, 100, "softirq_exit", "vec=1 [action=TIMER]");
        pairing.event(2, 0, 110, "hrtimer_expire_entry", "hrtimer=00000000deadbeef function=tick_nohz_handler now=1");
        pairing.event(3, 0, 120, "hrtimer_expire_entry", "hrtimer=00000000cafe0000 function=hrtimer_wakeup now=2");
        pairing.event(4, 0, 130, "hrtimer_expire_exit", "hrtimer=00000000deadbeef");
        pairing.finish();
        // the inner timer never exited: the outer one is measured, the inner one counted
        assertEquals(List.of("hrtimer cpu0 2-4 20ns tick_nohz_handler depth0"), found);
        assertEquals(1, pairing.unpaired(IntervalKind.SOFTIRQ, Unpaired.END_WITHOUT_BEGIN));
        assertEquals(1, pairing.unpaired(IntervalKind.HRTIMER, Unpaired.BEGIN_WITHOUT_END));
        assertEquals(1, pairing.firstUnpaired(IntervalKind.SOFTIRQ));
        assertEquals(3, pairing.firstUnpaired(IntervalKind.HRTIMER));
    }

    @Test
    void aWakeupRunsToTheSwitchThatRunsTheTaskAndAWokenRunningTaskWaitsForNothing() {
        pairing.event(1, 0, 100, "sched_waking", "comm=cyclictest pid=42 prio=19 target_cpu=001");
        pairing.event(2, 0, 101, "sched_wakeup", "comm=cyclictest pid=42 prio=19 target_cpu=001");
        pairing.event(3, 1, 150, "sched_switch",
                "prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=R ==> next_comm=cyclictest next_pid=42 next_prio=19");
        // woken while it still runs (it set its state but had not switched out): no latency
        pairing.event(4, 0, 200, "sched_waking", "comm=cyclictest pid=42 prio=19 target_cpu=001");
        pairing.event(5, 1, 300, "sched_switch",
                "prev_comm=cyclictest prev_pid=42 prev_prio=19 prev_state=S ==> next_comm=C1 CompilerThre next_pid=7 next_prio=120");
        pairing.event(6, 0, 400, "sched_waking", "comm=cyclictest pid=42 prio=19 target_cpu=001");
        pairing.finish();
        assertEquals(List.of("wakeup_latency cpu1 1-3 50ns cyclictest-42 depth0 prio19",
                "running cpu1 3-5 150ns cyclictest-42 depth0"), found);
        assertEquals(1, pairing.unpaired(IntervalKind.WAKEUP_LATENCY, Unpaired.BEGIN_WITHOUT_END));
        assertEquals(6, pairing.firstUnpaired(IntervalKind.WAKEUP_LATENCY));
    }

    @Test
    void whatWasOpenOnACpuThatLostEventsIsCountedAsLost() {
        pairing.event(1, 0, 100, "irq_disable", "caller=_raw_spin_lock_irqsave+0x1f/0x50 parent=0x0");
        pairing.event(2, 1, 100, "preempt_disable", "caller=migrate_disable+0x10/0x20 parent=0x0");
        pairing.lost(3, 0);
        pairing.event(4, 0, 300, "irq_enable", "caller=_raw_spin_unlock_irqrestore+0x1f/0x50 parent=0x0");
        pairing.event(5, 1, 400, "preempt_enable", "caller=migrate_enable+0x10/0x20 parent=0x0");
        pairing.finish();
        assertEquals(List.of("preempt_off cpu1 2-5 300ns migrate_disable depth0"), found);
        assertEquals(1, pairing.unpaired(IntervalKind.IRQ_OFF, Unpaired.LOST));
        assertEquals(1, pairing.unpaired(IntervalKind.IRQ_OFF, Unpaired.END_WITHOUT_BEGIN));
    }

    @Test
    void theCompactFormsOfTraceCmdsSchedPluginPairAlike() {
        pairing.event(1, 0, 100, "sched_wakeup", "C1 CompilerThre:9255 [120] CPU:000");
        pairing.event(2, 0, 130, "sched_switch", "kworker/0:1:170 [120] S ==> C1 CompilerThre:9255 [120]");
        pairing.event(3, 0, 160, "sched_wakeup", "rcuc/0:19 [98] success=1 CPU:000");
        pairing.event(4, 0, 200, "sched_switch", "C1 CompilerThre:9255 [120] R+ ==> rcuc/0:19 [98]");
        // the sched_switch tracer's own lines of an old wakeup trace are no event of these forms
        pairing.event(5, 0, 210, "sched_wakeup", "182:120:Z   + [001]      27: 98:R rcuc/1");
        pairing.finish();
        assertEquals(List.of("running cpu0 1-2 30ns kworker/0:1-170 depth0",
                "wakeup_latency cpu0 1-2 30ns C1 CompilerThre-9255 depth0 prio120",
                "running cpu0 2-4 70ns C1 CompilerThre-9255 depth0", "wakeup_latency cpu0 3-4 40ns rcuc/0-19 depth0 prio98",
                "running cpu0 4-5 10ns rcuc/0-19 depth0"), found);
    }
}
