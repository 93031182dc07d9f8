// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.latscope.analysis.calls.CallTree;
import org.latscope.analysis.calls.CallTreeAnalysis;
import org.latscope.analysis.hotspots.Hotspot;
import org.latscope.analysis.hotspots.HotspotAnalysis;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.analysis.hotspots.HotspotReport;
import org.latscope.analysis.stats.Distribution;
import org.latscope.analysis.stats.LatencyKind;
import org.latscope.analysis.stats.Statistics;
import org.latscope.analysis.stats.StatisticsAnalysis;
import org.latscope.model.TraceSet;
import org.latscope.testdata.TestData;

/**
 * What today's tracers measure, on real captures of a Debian 6.1 PREEMPT_RT kernel and a 6.18
 * events capture, each figure checked against a count made here from the text with regexes:
 * nothing of the readers or analyses is shared with the check.
 */
class ModernLatenciesTest {

    private static final String RT = "samples/ftrace-6.1-rt/";
    private static final String EVENTS = "samples/ftrace/events-default-format.txt";
    private static final Pattern LATENCY_STEP = Pattern.compile("^\\s*\\S.*?\\s+\\d\\S{7}\\s+(\\d+)us[ +!#*@$]:");
    private static final Pattern EVENT = Pattern.compile(
            "^\\s*(.+)-(\\d+)\\s+\\[(\\d+)\\]\\s+\\S+\\s+(\\d+)\\.(\\d{6}):\\s+(\\w+):\\s*(.*)$");

    // ---- deltas -------------------------------------------------------------------------------

    @Test
    void wakeupRtFunctionsTakeTheWholeSpanOfTheTrace() throws IOException {
        TraceSet set = Seeds.detected(RT + "wakeup_rt.txt");
        HotspotReport report = new HotspotAnalysis(HotspotGrouping.FUNCTION, 0).run(set);
        long sum = report.hotspots().stream().mapToLong(Hotspot::totalNs).sum();
        // the span: from the first step's time to the latency the header declares, which the
        // tracer took after its last line (3142 us, the closing <stack trace>)
        List<Long> times = new ArrayList<>();
        long latencyUs = -1;
        for (String line : lines(RT + "wakeup_rt.txt")) {
            Matcher m = LATENCY_STEP.matcher(line);
            if (m.find()) {
                times.add(Long.parseLong(m.group(1)));
            }
            Matcher l = Pattern.compile("# latency: (\\d+) us").matcher(line);
            if (l.find()) {
                latencyUs = Long.parseLong(l.group(1));
            }
        }
        assertEquals(84, times.size());
        assertEquals(3145, latencyUs);
        assertEquals(3142, times.get(times.size() - 1));
        assertEquals((latencyUs - times.get(0)) * 1_000, sum);
        // 0us#: read_hpet, then 2730us: the longest step of the trace
        Hotspot hpet = report.find("read_hpet").orElseThrow();
        assertEquals(2_730_000, hpet.maxNs());
        // the call tree is built from the same deltas
        CallTree tree = new CallTreeAnalysis().run(set);
        assertEquals(sum, tree.root().children().stream().mapToLong(n -> n.totalNs()).sum());
    }

    @Test
    void stepDeltasOfModernLatencyTracesAreCounted() {
        Statistics stats = new StatisticsAnalysis().run(Seeds.detected(RT + "wakeup.txt", RT + "wakeup_rt.txt"));
        Distribution steps = stats.of(LatencyKind.STEP_DELTA);
        assertTrue(steps.count() > 100, String.valueOf(steps));
        assertEquals(2_730_000, steps.maxNs());
    }

    // ---- tracer samples -----------------------------------------------------------------------

    @Test
    void timerlatSamplesOfEachContextAreCountedWithTheirPercentiles() throws IOException {
        Map<String, List<Long>> byContext = new TreeMap<>();
        Map<String, List<Long>> byCpu = new TreeMap<>();
        Pattern sample = Pattern.compile("\\[(\\d{3})\\].*#\\d+\\s+context\\s+(irq|thread)\\s+timer_latency\\s+(\\d+) ns");
        for (String line : lines(RT + "timerlat.txt")) {
            Matcher m = sample.matcher(line);
            if (m.find()) {
                long ns = Long.parseLong(m.group(3));
                byContext.computeIfAbsent(m.group(2), k -> new ArrayList<>()).add(ns);
                if (m.group(2).equals("irq")) {
                    byCpu.computeIfAbsent("CPU " + Integer.parseInt(m.group(1)), k -> new ArrayList<>()).add(ns);
                }
            }
        }
        assertEquals(8_085, byContext.get("irq").size() + byContext.get("thread").size());
        Statistics stats = new StatisticsAnalysis().run(Seeds.detected(RT + "timerlat.txt"));
        check(byContext.get("irq"), stats.of(LatencyKind.TIMERLAT_IRQ));
        check(byContext.get("thread"), stats.of(LatencyKind.TIMERLAT_THREAD));
        List<Statistics.Series> series = stats.seriesOf(LatencyKind.TIMERLAT_IRQ);
        assertEquals(byCpu.keySet(), new java.util.TreeSet<>(series.stream().map(Statistics.Series::name).toList()));
        for (Statistics.Series s : series) {
            check(byCpu.get(s.name()), s.distribution());
        }
    }

    @Test
    void hwlatSamplesGiveInnerOuterAndTheLargerOfBoth() throws IOException {
        List<Long> inner = new ArrayList<>();
        List<Long> outer = new ArrayList<>();
        List<Long> larger = new ArrayList<>();
        Pattern sample = Pattern.compile("inner/outer\\(us\\):\\s+(\\d+)/(\\d+)");
        for (String line : lines(RT + "hwlat.txt")) {
            Matcher m = sample.matcher(line);
            if (m.find()) {
                long i = Long.parseLong(m.group(1)) * 1_000;
                long o = Long.parseLong(m.group(2)) * 1_000;
                inner.add(i);
                outer.add(o);
                larger.add(Math.max(i, o));
            }
        }
        Statistics stats = new StatisticsAnalysis().run(Seeds.detected(RT + "hwlat.txt"));
        assertEquals(3, larger.size());
        check(larger, stats.of(LatencyKind.HWLAT));
        check(inner, stats.of(LatencyKind.HWLAT_INNER));
        check(outer, stats.of(LatencyKind.HWLAT_OUTER));
        assertEquals(1_618_000, stats.of(LatencyKind.HWLAT).maxNs());
    }

    @Test
    void osnoiseSamplesGiveNoiseSingleNoiseAndInterference() throws IOException {
        List<Long> noise = new ArrayList<>();
        List<Long> single = new ArrayList<>();
        Map<Integer, long[]> interference = new TreeMap<>();
        Pattern sample = Pattern.compile("\\[(\\d{3})\\]\\s+\\S+\\s+[\\d.]+:\\s+(\\d+)\\s+(\\d+)\\s+([\\d.]+)\\s+(\\d+)"
                + "\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)\\s*$");
        for (String line : lines(RT + "osnoise.txt")) {
            Matcher m = sample.matcher(line);
            if (m.find()) {
                noise.add(Long.parseLong(m.group(3)) * 1_000);
                single.add(Long.parseLong(m.group(5)) * 1_000);
                long[] sum = interference.computeIfAbsent(Integer.parseInt(m.group(1)), c -> new long[5]);
                for (int k = 0; k < 5; k++) {
                    sum[k] += Long.parseLong(m.group(6 + k));
                }
            }
        }
        Statistics stats = new StatisticsAnalysis().run(Seeds.detected(RT + "osnoise.txt"));
        assertEquals(4, noise.size());
        check(noise, stats.of(LatencyKind.OSNOISE));
        check(single, stats.of(LatencyKind.OSNOISE_MAX_SINGLE));
        assertEquals(interference.size(), stats.interference().size());
        for (Statistics.Interference i : stats.interference()) {
            assertEquals(Arrays.toString(interference.get(i.cpu())), Arrays.toString(i.counts()), "CPU " + i.cpu());
        }
    }

    // ---- events -------------------------------------------------------------------------------

    @Test
    void irqHandlersAndSoftirqsOfAnEventsCaptureNestPerCpu() throws IOException {
        Map<String, List<Long>> irqs = new TreeMap<>();
        Map<String, List<Long>> softirqs = new TreeMap<>();
        Map<Integer, Deque<long[]>> openIrq = new HashMap<>();
        Map<Integer, Deque<long[]>> openSoftirq = new HashMap<>();
        Map<Integer, Deque<String>> irqNames = new HashMap<>();
        for (String line : lines(EVENTS)) {
            Matcher m = EVENT.matcher(line);
            if (!m.find()) {
                continue;
            }
            int cpu = Integer.parseInt(m.group(3));
            long ns = Long.parseLong(m.group(4)) * 1_000_000_000L + Long.parseLong(m.group(5)) * 1_000;
            String payload = m.group(7);
            switch (m.group(6)) {
                case "irq_handler_entry" -> {
                    openIrq.computeIfAbsent(cpu, c -> new ArrayDeque<>()).push(new long[] { ns, field(payload, "irq") });
                    irqNames.computeIfAbsent(cpu, c -> new ArrayDeque<>()).push(payload.strip());
                }
                case "irq_handler_exit" -> {
                    Deque<long[]> open = openIrq.getOrDefault(cpu, new ArrayDeque<>());
                    if (!open.isEmpty() && open.peek()[1] == field(payload, "irq")) {
                        irqs.computeIfAbsent(irqNames.get(cpu).pop(), k -> new ArrayList<>()).add(ns - open.pop()[0]);
                    }
                }
                case "softirq_entry" -> openSoftirq.computeIfAbsent(cpu, c -> new ArrayDeque<>())
                        .push(new long[] { ns, field(payload, "vec") });
                case "softirq_exit" -> {
                    Deque<long[]> open = openSoftirq.getOrDefault(cpu, new ArrayDeque<>());
                    if (!open.isEmpty() && open.peek()[1] == field(payload, "vec")) {
                        String action = payload.replaceAll(".*action=(\\w+)\\].*", "$1");
                        softirqs.computeIfAbsent(action, k -> new ArrayList<>()).add(ns - open.pop()[0]);
                    }
                }
                default -> {
                    // other events
                }
            }
        }
        TraceSet set = Seeds.detected(EVENTS);
        Statistics stats = new StatisticsAnalysis().run(set);
        check(all(irqs), stats.of(LatencyKind.IRQ_HANDLER));
        check(all(softirqs), stats.of(LatencyKind.SOFTIRQ));
        assertEquals(softirqs.keySet(), names(stats.seriesOf(LatencyKind.SOFTIRQ)));
        for (Statistics.Series s : stats.seriesOf(LatencyKind.SOFTIRQ)) {
            check(softirqs.get(s.name()), s.distribution());
        }
        for (Statistics.Series s : stats.seriesOf(LatencyKind.IRQ_HANDLER)) {
            check(irqs.get(s.name()), s.distribution());
        }
        // the hotspots by softirq are the same durations, keyed as the trace spells the vectors
        HotspotReport bySoftirq = new HotspotAnalysis(HotspotGrouping.SOFTIRQ, 0).run(set);
        for (Map.Entry<String, List<Long>> e : softirqs.entrySet()) {
            Hotspot h = bySoftirq.find(e.getKey()).orElseThrow();
            assertEquals(e.getValue().size(), h.count(), e.getKey());
            assertEquals(e.getValue().stream().mapToLong(Long::longValue).sum(), h.totalNs(), e.getKey());
            assertEquals(e.getValue().stream().mapToLong(Long::longValue).max().orElseThrow(), h.maxNs(), e.getKey());
        }
    }

    @Test
    void wakeupLatenciesRunFromTheFirstWakeupToTheSwitchThatRunsTheTask() throws IOException {
        // a task woken while on a runqueue (running, or switched out with prev_state=R) waits for no switch
        Map<Integer, long[]> pending = new HashMap<>();
        Set<Integer> onRunqueue = new HashSet<>();
        List<Long> rt = new ArrayList<>();
        List<Long> normal = new ArrayList<>();
        Map<String, List<Long>> byTask = new TreeMap<>();
        Map<Integer, String> names = new HashMap<>();
        Pattern wake = Pattern.compile("comm=(.*) pid=(\\d+) prio=(-?\\d+)");
        Pattern sw = Pattern.compile("prev_pid=(\\d+) .*prev_state=(\\S+) ==> next_comm=.* next_pid=(\\d+)");
        for (String line : lines(EVENTS)) {
            Matcher m = EVENT.matcher(line);
            if (!m.find()) {
                continue;
            }
            long ns = Long.parseLong(m.group(4)) * 1_000_000_000L + Long.parseLong(m.group(5)) * 1_000;
            String event = m.group(6);
            if (event.equals("sched_waking") || event.equals("sched_wakeup")) {
                Matcher w = wake.matcher(m.group(7));
                assertTrue(w.find(), line);
                int pid = Integer.parseInt(w.group(2));
                if (pid != 0 && !pending.containsKey(pid) && !onRunqueue.contains(pid)) {
                    pending.put(pid, new long[] { ns, Long.parseLong(w.group(3)) });
                    names.put(pid, w.group(1) + "-" + pid);
                }
            } else if (event.equals("sched_switch")) {
                Matcher s = sw.matcher(m.group(7));
                assertTrue(s.find(), line);
                int prev = Integer.parseInt(s.group(1));
                int next = Integer.parseInt(s.group(3));
                if (s.group(2).startsWith("R")) {
                    onRunqueue.add(prev);
                } else {
                    onRunqueue.remove(prev);
                }
                onRunqueue.add(next);
                long[] woken = pending.remove(next);
                if (woken != null) {
                    long latency = ns - woken[0];
                    (woken[1] < 100 ? rt : normal).add(latency);
                    byTask.computeIfAbsent(names.get(next), k -> new ArrayList<>()).add(latency);
                }
            }
        }
        assertEquals(1, pending.size(), "a wakeup whose switch the capture did not hold");
        TraceSet set = Seeds.detected(EVENTS);
        Statistics stats = new StatisticsAnalysis().run(set);
        List<Long> both = new ArrayList<>(rt);
        both.addAll(normal);
        check(both, stats.of(LatencyKind.WAKEUP_LATENCY));
        check(rt, stats.of(LatencyKind.WAKEUP_LATENCY_RT));
        check(normal, stats.of(LatencyKind.WAKEUP_LATENCY_NORMAL));
        assertEquals(1, stats.unpairedOf(LatencyKind.WAKEUP_LATENCY));
        HotspotReport byTaskHotspots = new HotspotAnalysis(HotspotGrouping.TASK, 0).run(set);
        for (Map.Entry<String, List<Long>> e : byTask.entrySet()) {
            Hotspot h = byTaskHotspots.find(e.getKey()).orElseThrow(() -> new AssertionError(e.getKey()));
            assertEquals(e.getValue().size(), h.count(), e.getKey());
            assertEquals(e.getValue().stream().mapToLong(Long::longValue).max().orElseThrow(), h.maxNs(), e.getKey());
        }
        // the reader says what it could not pair, once for the kind and the file
        assertEquals(1, set.getFiles().get(0).getDiagnostics().stream()
                .filter(d -> d.getReason().startsWith("Events of wakeup_latency without a partner")).count());
    }

    @Test
    void latencyFormatAndDefaultFormatOfOneCaptureGiveTheSameDurations() {
        Statistics text = new StatisticsAnalysis().run(Seeds.detected(EVENTS));
        Statistics latency = new StatisticsAnalysis().run(Seeds.detected("samples/ftrace/events-latency-format.txt"));
        for (LatencyKind kind : new LatencyKind[] { LatencyKind.IRQ_HANDLER, LatencyKind.SOFTIRQ, LatencyKind.WAKEUP_LATENCY,
                LatencyKind.HRTIMER }) {
            assertEquals(text.of(kind).count(), latency.of(kind).count(), kind.id());
            // the latency format prints relative microseconds, the default format absolute ones
            assertEquals(text.of(kind).maxNs(), latency.of(kind).maxNs(), 1_000, kind.id());
        }
    }

    /** trace-cmd's report prints sched_wakeup and sched_switch in its plugin's compact form: they pair alike. */
    @Test
    void aTraceDatRecordingAndItsReportTextGiveTheSameLatencies(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws IOException {
        java.nio.file.Path text = dir.resolve("events.report");
        try (var in = new java.util.zip.GZIPInputStream(
                Files.newInputStream(TestData.path("trace-dat/expected/v7zstd_6.1rt_events.report.gz")))) {
            Files.write(text, in.readAllBytes());
        }
        Statistics fromDat = new StatisticsAnalysis().run(Seeds.detected("trace-dat/v7zstd_6.1rt_events.dat"));
        TraceSet report;
        try (org.latscope.formats.ExtensionTraceFormats formats = new org.latscope.formats.ExtensionTraceFormats(
                org.eclipse.core.runtime.RegistryFactory.getRegistry())) {
            report = new org.latscope.formats.TraceSetReader(formats.registry(), 1).read(List.of(text), "report");
        }
        Statistics fromText = new StatisticsAnalysis().run(report);
        long waking = lines(text).stream().filter(l -> l.contains(" sched_waking: ")).count();
        assertTrue(fromDat.of(LatencyKind.WAKEUP_LATENCY).count() > waking / 2, fromDat.of(LatencyKind.WAKEUP_LATENCY).toString());
        for (LatencyKind kind : new LatencyKind[] { LatencyKind.WAKEUP_LATENCY, LatencyKind.SOFTIRQ, LatencyKind.HRTIMER }) {
            assertEquals(fromText.of(kind).count(), fromDat.of(kind).count(), kind.id());
            assertTrue(fromDat.of(kind).count() > 0, kind.id());
            // the report prints microseconds, the recording nanoseconds
            assertEquals(fromText.of(kind).maxNs(), fromDat.of(kind).maxNs(), 1_000, kind.id());
        }
    }

    // ---- helpers ------------------------------------------------------------------------------

    private static long field(String payload, String key) {
        Matcher m = Pattern.compile("(?:^|\\s)" + key + "=(\\d+)").matcher(payload);
        return m.find() ? Long.parseLong(m.group(1)) : -1;
    }

    private static List<Long> all(Map<String, List<Long>> byKey) {
        List<Long> all = new ArrayList<>();
        byKey.values().forEach(all::addAll);
        return all;
    }

    private static Set<String> names(List<Statistics.Series> series) {
        return new java.util.TreeSet<>(series.stream().map(Statistics.Series::name).toList());
    }

    /** Count, min, max and nearest-rank p50, p99 and p99.9 of the values against a distribution. */
    private static void check(List<Long> values, Distribution d) {
        long[] v = values.stream().mapToLong(Long::longValue).sorted().toArray();
        String kind = d.kind().id();
        assertEquals(v.length, d.count(), kind + " count");
        assertTrue(v.length > 0, kind);
        assertEquals(v[0], d.minNs(), kind + " min");
        assertEquals(v[v.length - 1], d.maxNs(), kind + " max");
        assertEquals(rank(v, 50), d.p50Ns(), kind + " p50");
        assertEquals(rank(v, 99), d.p99Ns(), kind + " p99");
        assertEquals(rank(v, 99.9), d.p999Ns(), kind + " p99.9");
    }

    private static long rank(long[] sorted, double percent) {
        int r = (int) Math.ceil(percent / 100 * sorted.length - 1e-9);
        return sorted[Math.max(0, Math.min(sorted.length, r) - 1)];
    }

    private static List<String> lines(String path) throws IOException {
        return lines(TestData.path(path));
    }

    private static List<String> lines(java.nio.file.Path path) throws IOException {
        return Files.readAllLines(path, StandardCharsets.ISO_8859_1);
    }
}
