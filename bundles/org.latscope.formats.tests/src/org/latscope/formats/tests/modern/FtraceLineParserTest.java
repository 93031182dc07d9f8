// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.latscope.formats.modern.FtraceDefaultLineParser;
import org.latscope.formats.modern.FtraceLatencyLineParser;
import org.latscope.formats.modern.FtraceLine;
import org.latscope.formats.modern.FtraceLine.BodyKind;

class FtraceLineParserTest {

    private final FtraceLatencyLineParser latency = new FtraceLatencyLineParser();
    private final FtraceDefaultLineParser standard = new FtraceDefaultLineParser();
    private final FtraceLine line = new FtraceLine();

    @Test
    void latencyEventWithCommHoldingSpaces() {
        assertTrue(latency.parse("C1 Compi-9255      1d..2. 20456us#: sched_switch: prev_comm=C1 CompilerThre", line));
        assertEquals("C1 Compi", line.comm());
        assertEquals(9255, line.pid());
        assertEquals(1, line.cpu());
        assertEquals("d..2.", line.flags());
        assertEquals(20_456_000L, line.timeNs());
        assertEquals('#', line.mark());
        assertEquals(BodyKind.EVENT, line.kind());
        assertEquals("sched_switch", line.name());
        assertEquals("prev_comm=C1 CompilerThre", line.payload());
    }

    @Test
    void latencyFunctionWithFusedThreeDigitCpuAndUnknownComm() {
        assertTrue(latency.parse("   <...>-233851 159dN.. 451726us+: _raw_spin_unlock_irqrestore <-wake_up_page_bit",
                line));
        assertEquals("<...>", line.comm());
        assertEquals(233851, line.pid());
        assertEquals(159, line.cpu());
        assertEquals("dN..", line.flags());
        assertEquals(BodyKind.FUNCTION, line.kind());
        assertEquals("_raw_spin_unlock_irqrestore", line.name());
        assertEquals("wake_up_page_bit", line.parent());
    }

    @Test
    void latencyOldCallerInParenthesesAndGarbledMicroseconds() {
        assertTrue(latency.parse("    bash-3730  1d..1    1\u00b5s+: _write_unlock_irq (sys_setpgid)", line));
        assertEquals(1000L, line.timeNs());
        assertEquals('+', line.mark());
        assertEquals("_write_unlock_irq", line.name());
        assertEquals("sys_setpgid", line.parent());
        assertTrue(latency.parse("    bash-3730  1d..1    7\ufffds : f (g)", line));
        assertEquals(7000L, line.timeNs());
        assertEquals(' ', line.mark());
    }

    @Test
    void latencyWrappedCallerAndStackTrace() {
        assertTrue(latency.parse("    sshd-1991    1d.h.    0us+: irq_enter", line));
        assertEquals(BodyKind.FUNCTION, line.kind());
        assertFalse(line.hasParent());
        assertTrue(latency.parse("    sshd-1991    1d..1   52us : <stack trace>", line));
        assertEquals(BodyKind.STACK, line.kind());
    }

    @Test
    void notLatencyLines() {
        assertFalse(latency.parse("# tracer: nop", line));
        assertFalse(latency.parse(" => unlock_page", line));
        assertFalse(latency.parse("            java-9240    [001] d.h..   273.924508: softirq_raise: vec=9", line));
        assertFalse(latency.parse("", line));
    }

    @Test
    void defaultFormatWithFullTaskName() {
        assertTrue(standard.parse(" C1 CompilerThre-9255    [001] d..2.   273.925074: sched_switch: prev_comm=C1",
                line));
        assertEquals("C1 CompilerThre", line.comm());
        assertEquals(9255, line.pid());
        assertEquals(1, line.cpu());
        assertEquals("d..2.", line.flags());
        assertEquals(273_925_074_000L, line.timeNs());
        assertEquals("sched_switch", line.name());
    }

    @Test
    void defaultFormatWithoutFlagsAndWithTgid() {
        assertTrue(standard.parse("            bash-3997  [01]   240.132281:   3997:120:R   +  4055:120:R", line));
        assertEquals("", line.flags());
        assertEquals(BodyKind.TEXT, line.kind());
        assertEquals("3997:120:R   +  4055:120:R", line.payload());
        assertTrue(standard.parse("            bash-1977  (   1977) [000] .... 17284.993652: sys_close <-system_call",
                line));
        assertEquals("bash", line.comm());
        assertEquals(1977, line.pid());
        assertEquals("sys_close", line.name());
        assertEquals("system_call", line.parent());
        assertNull(line.payload());
    }

    @Test
    void notDefaultLines() {
        assertFalse(standard.parse("    java-9240      1d..2. 19933us!: sched_switch: prev_comm=java", line));
        assertFalse(standard.parse("[...]", line));
        assertFalse(standard.parse("cpus=8", line));
    }
}
