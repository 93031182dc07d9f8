// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.analysis.hotspots.Hotspot;
import org.latscope.analysis.hotspots.HotspotAnalysis;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.analysis.nesting.StepContext;
import org.latscope.analysis.timegraph.CpuIntervals;
import org.latscope.analysis.timegraph.CpuLane;
import org.latscope.analysis.timegraph.CpuRows;
import org.latscope.analysis.timegraph.TimelineAnalysis;
import org.latscope.analysis.timegraph.TraceTimeline;
import org.latscope.model.TraceSet;
import org.latscope.testdata.TestData;

/**
 * The timeline's rows per CPU of a 6.18 events capture, each lane checked against the events
 * counted here from the text with a regex, and the RT kernels' flag columns as a hover decodes them.
 */
class CpuRowsTest {

    private static final String EVENTS = "samples/ftrace/events-default-format.txt";
    private static final Pattern EVENT = Pattern.compile(
            "^\\s*(.+)-(\\d+)\\s+\\[(\\d+)\\]\\s+\\S+\\s+(\\d+)\\.(\\d{6}):\\s+(\\w+):\\s*(.*)$");

    private static TraceTimeline eventsRow(TraceSet set) {
        List<TraceTimeline> rows = new TimelineAnalysis().run(set).rows();
        assertEquals(1, rows.size());
        return rows.get(0);
    }

    @Test
    void theEventsCaptureHasARowPerCpuWithTasksSoftirqsAndIrqHandlers() throws IOException {
        // per CPU: entries of each kind, and the times of its sched_switch events
        Map<Integer, int[]> entries = new TreeMap<>();
        Map<Integer, TreeSet<Long>> switches = new TreeMap<>();
        for (String line : Files.readAllLines(TestData.path(EVENTS), StandardCharsets.ISO_8859_1)) {
            Matcher m = EVENT.matcher(line);
            if (!m.find()) {
                continue;
            }
            int cpu = Integer.parseInt(m.group(3));
            long ns = Long.parseLong(m.group(4)) * 1_000_000_000L + Long.parseLong(m.group(5)) * 1_000;
            int[] n = entries.computeIfAbsent(cpu, k -> new int[2]);
            switch (m.group(6)) {
                case "irq_handler_entry" -> n[0]++;
                case "softirq_entry" -> n[1]++;
                case "sched_switch" -> switches.computeIfAbsent(cpu, k -> new TreeSet<>()).add(ns);
                default -> {
                    // other events only move the clock
                }
            }
        }
        TraceSet set = Seeds.detected(EVENTS);
        TraceTimeline row = eventsRow(set);
        CpuRows cpus = row.cpuRows();
        assertNotNull(cpus, "an events capture has rows per CPU");
        assertEquals(2, cpus.cpuCount());
        assertEquals(List.of(0, 1), List.of(cpus.cpu(0), cpus.cpu(1)));
        int irqs = 0;
        int softirqs = 0;
        for (int r = 0; r < cpus.cpuCount(); r++) {
            int cpu = cpus.cpu(r);
            // the sample's entries all have their exits (the statistics say so too)
            assertEquals(entries.get(cpu)[0], cpus.lane(r, CpuLane.IRQ).size(), "irq handlers on CPU " + cpu);
            assertEquals(entries.get(cpu)[1], cpus.lane(r, CpuLane.SOFTIRQ).size(), "softirqs on CPU " + cpu);
            irqs += cpus.lane(r, CpuLane.IRQ).size();
            softirqs += cpus.lane(r, CpuLane.SOFTIRQ).size();
            // tasks follow one another, each from a switch to the next one on its CPU
            CpuIntervals tasks = cpus.lane(r, CpuLane.TASK);
            TreeSet<Long> bounds = new TreeSet<>();
            for (int i = 0; i < tasks.size(); i++) {
                assertTrue(tasks.beginNs(i) < tasks.endNs(i));
                assertTrue(i == 0 || tasks.beginNs(i) >= tasks.endNs(i - 1), "tasks do not overlap");
                bounds.add(tasks.beginNs(i));
                bounds.add(tasks.endNs(i));
            }
            assertTrue(bounds.containsAll(switches.get(cpu)), "every switch of CPU " + cpu + " ends a task");
            // a softirq lies within a task's time, an irq handler the same
            for (CpuLane lane : new CpuLane[] { CpuLane.SOFTIRQ, CpuLane.IRQ }) {
                CpuIntervals in = cpus.lane(r, lane);
                for (int i = 0; i < in.size(); i++) {
                    long mid = (in.beginNs(i) + in.endNs(i)) / 2;
                    int found = in.at(mid);
                    // itself, or an interval nested in it that holds its middle
                    assertTrue(found == i || found > i && in.depth(found) > in.depth(i) && in.beginNs(found) <= mid
                            && in.endNs(found) > mid, lane + " " + i + " is found at its own middle, not " + found);
                }
            }
        }
        assertEquals(13, irqs);
        assertEquals(284, softirqs);
        assertTrue(cpus.lane(1, CpuLane.TASK).size() > 100);
        assertTrue(cpus.keyId("C1 CompilerThre-9255") >= 0);
    }

    @Test
    void zoomedOutEachPixelSaysWhichLanesItHolds() {
        TraceTimeline row = eventsRow(Seeds.detected(EVENTS));
        CpuRows cpus = row.cpuRows();
        int columns = 800;
        byte[] out = new byte[columns];
        for (int r = 0; r < cpus.cpuCount(); r++) {
            cpus.summarize(r, row.startNs(), row.endNs(), columns, out);
            double pixelNs = (double) row.spanNs() / columns;
            for (CpuLane lane : new CpuLane[] { CpuLane.IRQ, CpuLane.SOFTIRQ }) {
                CpuIntervals in = cpus.lane(r, lane);
                boolean[] expected = new boolean[columns];
                for (int i = 0; i < in.size(); i++) {
                    int c0 = (int) ((in.beginNs(i) - row.startNs()) / pixelNs);
                    int c1 = (int) ((in.endNs(i) - 1 - row.startNs()) / pixelNs);
                    for (int c = Math.max(0, c0); c <= Math.min(columns - 1, c1); c++) {
                        expected[c] = true;
                    }
                }
                int marked = 0;
                for (int c = 0; c < columns; c++) {
                    boolean present = (out[c] & lane.bit()) != 0;
                    // buckets are at most a pixel wide: a bucket may reach one column further
                    if (present && !expected[c]) {
                        assertTrue(c > 0 && expected[c - 1] || c + 1 < columns && expected[c + 1],
                                lane + " in column " + c + " of CPU row " + r + " without an interval near it");
                    }
                    if (expected[c]) {
                        assertTrue(present, lane + " missing in column " + c + " of CPU row " + r);
                        marked++;
                    }
                }
                assertTrue(in.size() == 0 || marked > 0);
            }
        }
    }

    @Test
    void aSelectedTasksLongestWakeupIsTheHotspotsMax() {
        TraceSet set = Seeds.detected(EVENTS);
        CpuRows cpus = eventsRow(set).cpuRows();
        List<Hotspot> tasks = new HotspotAnalysis(HotspotGrouping.TASK, 0).run(set).hotspots();
        assertTrue(tasks.size() > 3);
        int wakeups = 0;
        for (Hotspot task : tasks) {
            int longest = cpus.longestWakeup(task.key());
            assertTrue(longest >= 0, task.key());
            assertEquals(task.maxNs(), cpus.wakeupNs(longest), task.key());
            assertEquals(task.key(), cpus.key(cpus.wakeupKeyId(longest)));
            assertTrue(cpus.wakeupRow(longest) >= 0);
            wakeups += (int) task.count();
        }
        assertEquals(wakeups, cpus.wakeupCount());
        assertEquals(-1, cpus.longestWakeup("no-such-task-1"));
    }

    /**
     * The capture 40 times over, each copy 2 s after the last: the rows per CPU hold every
     * interval and wakeup in at most 40 bytes (columns, keys once, the summary), a fraction of
     * what the steps themselves hold.
     */
    @Test
    void memoryPerIntervalStaysSmall(@TempDir Path dir) throws IOException {
        int copies = 40;
        List<String> lines = Files.readAllLines(TestData.path(EVENTS), StandardCharsets.ISO_8859_1);
        Pattern time = Pattern.compile("(\\s)(\\d+)\\.(\\d{6}):");
        Path big = dir.resolve("events-40.txt");
        try (BufferedWriter out = Files.newBufferedWriter(big, StandardCharsets.ISO_8859_1)) {
            for (String line : lines) {
                if (line.startsWith("#")) {
                    out.write(line);
                    out.newLine();
                }
            }
            for (int k = 0; k < copies; k++) {
                for (String line : lines) {
                    Matcher m = time.matcher(line);
                    if (line.startsWith("#") || !m.find()) {
                        continue;
                    }
                    long us = Long.parseLong(m.group(2)) * 1_000_000 + Long.parseLong(m.group(3)) + k * 2_000_000L;
                    out.write(line.substring(0, m.start()) + m.group(1) + String.format("%d.%06d:", us / 1_000_000, us % 1_000_000)
                            + line.substring(m.end()));
                    out.newLine();
                }
            }
        }
        TraceSet set = Seeds.detected(big.toString());
        long started = System.nanoTime();
        TraceTimeline row = eventsRow(set);
        long ms = (System.nanoTime() - started) / 1_000_000;
        CpuRows cpus = row.cpuRows();
        long intervals = 0;
        int irqs = 0;
        for (int r = 0; r < cpus.cpuCount(); r++) {
            for (CpuLane lane : CpuLane.values()) {
                intervals += cpus.lane(r, lane).size();
            }
            irqs += cpus.lane(r, CpuLane.IRQ).size();
        }
        assertEquals(13 * copies, irqs, "every copy's irq handlers");
        long perInterval = cpus.residentBytes() / (intervals + cpus.wakeupCount());
        System.out.println("CpuRows of " + row.stepCount() + " steps: " + intervals + " intervals, " + cpus.wakeupCount()
                + " wakeups, " + cpus.residentBytes() + " bytes (" + perInterval + " per interval or wakeup), steps "
                + row.trace().getSteps().residentBytes() + " bytes; timeline row in " + ms + " ms");
        assertTrue(perInterval <= 40, perInterval + " bytes per interval or wakeup");
    }

    @Test
    void aLatencyTraceKeepsItsStepRow() {
        TraceSet set = Seeds.detected("samples/ftrace-6.1-rt/wakeup_rt.txt");
        TraceTimeline row = eventsRow(set);
        assertNull(row.cpuRows(), "a wakeup_rt trace declares its latency: its steps are shown");
    }

    @Test
    void theRtKernelsFlagColumnsAreDecoded() {
        // wakeup_rt.txt: "1dn.h612": CPU 1, irqs off, need-resched, no lazy resched, hard irq,
        // preempt 6, preempt-lazy 1, migrate-disable 2 (the header's 8-column legend)
        TraceTimeline row = eventsRow(Seeds.detected("samples/ftrace-6.1-rt/wakeup_rt.txt"));
        StepContext first = row.stepContext(0);
        assertEquals("irqs off, need-resched, hard irq, preempt 6, preempt-lazy 1, migrate-disable 2", first.description());
        // every step of the trace prints preempt-lazy 1 and migrate-disable 2 (x12): so do their hovers
        int steps = 0;
        for (int i = 0; i < row.stepCount(); i++) {
            if (row.isDrawable(i)) {
                String d = row.stepContext(i).description();
                assertTrue(d.endsWith("preempt-lazy 1, migrate-disable 2"), i + ": " + d);
                steps++;
            }
        }
        assertEquals(84, steps);
    }
}
