// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.latscope.formats.modern.FtraceFlagLayout;
import org.latscope.formats.modern.FtraceFlagLayout.Column;
import org.latscope.formats.modern.FtraceFlags;

class FtraceFlagsTest {

    @Test
    void fiveColumnEventFlags() {
        FtraceFlags f = FtraceFlagLayout.forWidth(5).decode("dNh.2");
        assertTrue(f.irqsOff());
        assertFalse(f.bhOff());
        assertTrue(f.needResched());
        assertTrue(f.hardirq());
        assertFalse(f.softirq());
        assertEquals(0, f.preemptDepth());
        assertEquals(2, f.migrateDisable());
        assertTrue(f.valid());
        FtraceFlags g = FtraceFlagLayout.forWidth(5).decode("d..2.");
        assertEquals(2, g.preemptDepth());
        assertEquals(0, g.migrateDisable());
    }

    @Test
    void softirqBottomHalvesAndNmi() {
        FtraceFlagLayout four = FtraceFlagLayout.forWidth(4);
        FtraceFlags soft = four.decode(".Ns.");
        assertFalse(soft.irqsOff());
        assertTrue(soft.softirq());
        assertFalse(soft.hardirq());
        FtraceFlags both = four.decode("DnH3");
        assertTrue(both.irqsOff());
        assertTrue(both.bhOff());
        assertTrue(both.hardirq());
        assertTrue(both.softirq());
        assertEquals(3, both.preemptDepth());
        assertTrue(four.decode("d.z.").nmi());
        assertTrue(four.decode("b...").bhOff());
        assertFalse(four.decode("b...").irqsOff());
        assertEquals(15, four.decode("d..f").preemptDepth());
    }

    @Test
    void preemptRtSevenColumnsFromLegend() {
        FtraceFlagLayout legend = FtraceFlagLayout.fromLegend(List.of("irqs-off", "need-resched",
                "need-resched_lazy", "hardirq/softirq", "preempt-depth", "preempt-lazy-depth", "migrate-disable"));
        assertEquals(FtraceFlagLayout.forWidth(7), legend);
        assertEquals(Column.NEED_RESCHED_LAZY, legend.column(2));
        FtraceFlags f = legend.decode("dN.h3..");
        assertTrue(f.irqsOff());
        assertTrue(f.needResched());
        assertTrue(f.hardirq());
        assertEquals(3, f.preemptDepth());
        assertEquals(0, f.migrateDisable());
        assertTrue(f.valid());
        assertEquals(1, legend.decode("d...1.1").migrateDisable());
    }

    @Test
    void garbageIsInvalidNotAnException() {
        assertFalse(FtraceFlagLayout.forWidth(5).decode("x?!").valid());
        assertFalse(FtraceFlagLayout.forWidth(4).decode("d..2.").valid());
    }
}
