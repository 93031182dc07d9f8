// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.modern;

import java.util.LinkedHashMap;
import java.util.Map;

import org.latscope.formats.modern.CyclictestProbe;
import org.latscope.formats.modern.FtraceLatencyProbe;
import org.latscope.formats.modern.FtraceProbe;
import org.latscope.formats.modern.FunctionGraphProbe;
import org.latscope.formats.modern.PerfSchedProbe;
import org.latscope.formats.modern.PerfScriptProbe;
import org.latscope.formats.modern.RtlaProbe;
import org.latscope.formats.spi.TraceFormatProbe;

/** The modern families' probes by id, and which sample belongs to which family. */
final class ModernFormats {

    private ModernFormats() {
    }

    static Map<String, TraceFormatProbe> probes() {
        Map<String, TraceFormatProbe> probes = new LinkedHashMap<>();
        probes.put("ftrace-latency", new FtraceLatencyProbe());
        probes.put("ftrace", new FtraceProbe());
        probes.put("function-graph", new FunctionGraphProbe());
        probes.put("cyclictest", new CyclictestProbe());
        probes.put("rtla", new RtlaProbe());
        probes.put("perf-sched", new PerfSchedProbe());
        probes.put("perf-script", new PerfScriptProbe());
        return probes;
    }

    /** @return the family of a file of samples/public, or null if not a modern family */
    static String familyOfSample(String name) {
        if (name.startsWith("function_graph_") || name.startsWith("tracecmd_")
                || name.startsWith("ftrace_rst_function_graph")) {
            return "function-graph";
        }
        if (name.equals("ftrace_rst_hwlat.txt") || name.equals("ftrace_txt2628_sched_switch.txt")) {
            return "ftrace";
        }
        if (name.startsWith("ftrace_")) {
            return "ftrace-latency";
        }
        if (name.startsWith("cyclictest_")) {
            return "cyclictest";
        }
        if (name.startsWith("rtla_")) {
            return "rtla";
        }
        if (name.startsWith("perf_script_")) {
            return "perf-script";
        }
        if (name.startsWith("perf_sched_")) {
            return "perf-sched";
        }
        return null;
    }
}
