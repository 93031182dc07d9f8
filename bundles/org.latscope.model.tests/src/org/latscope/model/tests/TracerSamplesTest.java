// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.latscope.model.events.TracerSamples;
import org.latscope.model.events.SampleKind;

/** Samples of timerlat, osnoise and hwlat as tracefs and as trace-cmd report print them. */
class TracerSamplesTest {

    private final List<String> read = new ArrayList<>();
    private final TracerSamples.Sink sink = new TracerSamples.Sink() {
        @Override
        public void sample(SampleKind kind, long valueNs) {
            read.add(kind.id() + "=" + valueNs);
        }

        @Override
        public void interference(long[] counts) {
            read.add(Arrays.toString(counts));
        }
    };

    @Test
    void timerlatInBothForms() {
        TracerSamples.read("timerlat", "#2     context    irq timer_latency    119280 ns", sink);
        TracerSamples.read("timerlat", "#2     context thread timer_latency    287910 ns", sink);
        TracerSamples.read("timerlat", "seq:26\tcontext:0\ttimer_latency:106440", sink);
        TracerSamples.read("timerlat", "seq:26\tcontext:1\ttimer_latency:530770", sink);
        assertEquals(List.of("timerlat_irq=119280", "timerlat_thread=287910", "timerlat_irq=106440", "timerlat_thread=530770"),
                read);
    }

    @Test
    void osnoiseInBothForms() {
        TracerSamples.read("osnoise", "1000000     116300  88.37000    6680    560      0    244      0     38", sink);
        TracerSamples.read("osnoise", "noise:107670\tmax_sample:8598\thw:497\tnmi:0\tirq:253\tsoftirq:0\tthread:59", sink);
        assertEquals(List.of("osnoise=116300000", "osnoise_max_single=6680000", "[560, 0, 244, 0, 38]", "osnoise=107670000",
                "osnoise_max_single=8598000", "[497, 0, 253, 0, 59]"), read);
    }

    @Test
    void hwlatInBothForms() {
        TracerSamples.read("hwlat", "#3     inner/outer(us): 1618/271   ts:1796660324.153729730 count:234", sink);
        TracerSamples.read("hwlat", "cnt:1\tts:1796660322.103823260\tinner:96\touter:99\tcount:202\tnmi-ts:0\tnmi-count:0", sink);
        assertEquals(List.of("hwlat=1618000", "hwlat_inner=1618000", "hwlat_outer=271000", "hwlat=99000", "hwlat_inner=96000",
                "hwlat_outer=99000"), read);
    }

    @Test
    void otherTextIsNoSample() {
        assertFalse(TracerSamples.read("timerlat", "#1 context user timer_latency 12 ns", sink));
        assertFalse(TracerSamples.read("osnoise", "1000000 116300", sink));
        assertFalse(TracerSamples.read("hwlat", "count:202", sink));
        assertFalse(TracerSamples.read("sched_switch", "noise:1", sink));
        assertEquals(List.of(), read);
    }
}
