// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import java.util.List;

import org.latscope.formats.TraceFormat;
import org.latscope.formats.internal.Messages;

/**
 * The classic formats as {@link TraceFormat}s, for code that runs without the extension
 * registry (benchmarks, tests). In OSGi the same formats come from {@code plugin.xml}.
 */
public final class ClassicFormats {

    private ClassicFormats() {
    }

    /** @return new instances of the six classic formats */
    public static List<TraceFormat> create() {
        VpLatencyFormat vp = new VpLatencyFormat();
        PreemptStatsFormat stats = new PreemptStatsFormat();
        IrqLatencyFormat irq = new IrqLatencyFormat();
        PrintkTimesFormat printk = new PrintkTimesFormat();
        LatencyTableFormat table = new LatencyTableFormat();
        LatencyHistFormat hist = new LatencyHistFormat();
        return List.of(
                TraceFormat.of(VpLatencyFormat.ID, Messages.format("format.vpLatency"), List.of("lt.*"), vp, vp), //$NON-NLS-1$ //$NON-NLS-2$
                TraceFormat.of(PreemptStatsFormat.ID, Messages.format("format.preemptStats"), List.of("latencytimes*"), stats, stats), //$NON-NLS-1$ //$NON-NLS-2$
                TraceFormat.of(IrqLatencyFormat.ID, Messages.format("format.irqLatency"), List.of("irq_latency*"), irq, irq), //$NON-NLS-1$ //$NON-NLS-2$
                TraceFormat.of(PrintkTimesFormat.ID, Messages.format("format.printkTimes"), List.of("dmesg*", "*.log"), printk, printk), //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                TraceFormat.of(LatencyTableFormat.ID, Messages.format("format.latencyTable"), List.of(), table, table), //$NON-NLS-1$
                TraceFormat.of(LatencyHistFormat.ID, Messages.format("format.latencyHist"), List.of("latency_hist*"), hist, hist)); //$NON-NLS-1$ //$NON-NLS-2$
    }
}
