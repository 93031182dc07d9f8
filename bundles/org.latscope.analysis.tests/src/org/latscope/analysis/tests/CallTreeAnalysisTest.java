// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.latscope.analysis.calls.CallNode;
import org.latscope.analysis.calls.CallTree;
import org.latscope.analysis.calls.CallTreeAnalysis;
import org.latscope.analysis.calls.FileCallTree;
import org.latscope.analysis.calls.NodeKind;
import org.latscope.model.TraceSet;
import org.latscope.model.steps.Symbols;
import org.latscope.model.support.TraceSets;

class CallTreeAnalysisTest {

    private final CallTreeAnalysis analysis = new CallTreeAnalysis();

    @Test
    void seed000FirstTraceAttributes549usToCopyToUserUnderFileReadActor() {
        CallTree tree = analysis.run(Seeds.classic(Seeds.SEED_000));
        // kmap_atomic, page_address, __copy_to_user_ll and kunmap_atomic are called by
        // file_read_actor; sub_preempt_count by kunmap_atomic, on the same path
        CallNode copy = tree.root().find("file_read_actor", "__copy_to_user_ll").orElseThrow();
        assertEquals(NodeKind.FUNCTION, copy.kind());
        assertEquals(549_000, copy.maxStepNs());
        assertTrue(copy.traces().contains("000_ccd2cb2fc6f710da.txt#1"), copy.traces().toString());
        CallNode sub = tree.root().find("file_read_actor", "kunmap_atomic", "sub_preempt_count").orElseThrow();
        assertTrue(sub.count() >= 1);
        // update_max_trace (check_preempt_timing): the parent is not on the stack, a new path
        assertTrue(tree.root().find("check_preempt_timing", "update_max_trace").isPresent());
        // the inverted view: __copy_to_user_ll, then its caller
        CallNode inverted = tree.inverted().find("__copy_to_user_ll", "file_read_actor").orElseThrow();
        assertTrue(inverted.totalNs() >= 549_000, String.valueOf(inverted));
    }

    @Test
    void seed000MarkOffsetTscStepsStayUnderTimerInterrupt() {
        CallTree tree = analysis.run(Seeds.classic(Seeds.SEED_000));
        CallNode tsc = tree.root().find("generic_handle_IRQ_event", "timer_interrupt", "mark_offset_tsc")
                .orElseThrow(() -> new AssertionError(dump(tree.root(), "")));
        // +0.131 ms [2], +0.145 ms [4], +0.004 [5], +0.002 [6], +0.046: 328 us in 12 steps
        assertEquals(328_000, tsc.selfNs());
        assertEquals(12, tsc.count());
        assertEquals(145_000, tsc.maxStepNs());
        CallNode root = tree.root();
        assertEquals(root.totalNs(), root.children().stream().mapToLong(CallNode::totalNs).sum());
    }

    @Test
    void filesAttributedApartMergePathByPathInSetOrder() {
        CallTree once = analysis.run(Seeds.detected(Seeds.SEED_000));
        // seed 000 twice, with seed 004's irq-off list between: each file attributed on its own
        TraceSet set = Seeds.detected(Seeds.SEED_000, Seeds.SEED_004, Seeds.SEED_000);
        List<FileCallTree> files = new ArrayList<>();
        Symbols symbols = TraceSets.symbols(set);
        CallTree tree = analysis.report(set, file -> {
            FileCallTree part = analysis.file(file, symbols);
            files.add(part);
            return part;
        });
        assertEquals(3, files.size());
        assertEquals(2 * once.steps(), tree.steps());
        assertEquals(20, tree.rows());
        assertEquals(2 * once.traces() + 1, tree.traces());
        CallNode copyOnce = once.root().find("file_read_actor", "__copy_to_user_ll").orElseThrow();
        CallNode copy = tree.root().find("file_read_actor", "__copy_to_user_ll").orElseThrow();
        assertEquals(2 * copyOnce.selfNs(), copy.selfNs());
        assertEquals(2 * copyOnce.count(), copy.count());
        assertEquals(copyOnce.maxStepNs(), copy.maxStepNs());
        assertEquals(2 * copyOnce.traces().size(), copy.traces().size());
        String first = copy.traces().get(0);
        String last = copy.traces().get(copy.traces().size() - 1);
        assertEquals(set.getFiles().get(0).getPath() + "#1", first, "set order");
        assertTrue(last.startsWith(set.getFiles().get(2).getPath() + "#"), last);
        assertEquals(113_036_000, tree.root().child("vprintk").orElseThrow().totalNs());
        assertEquals(2 * once.root().totalNs() + irqOffNs(tree), tree.root().totalNs(), "seed 000 twice, seed 004's rows");
        assertEquals(tree.root().children().size(),
                tree.root().children().stream().map(n -> n.kind() + n.name()).distinct().count(), "one node per path");
    }

    private static long irqOffNs(CallTree tree) {
        return tree.root().children().stream().filter(n -> n.kind() == NodeKind.IRQ_OFF).mapToLong(CallNode::totalNs).sum();
    }

    static String dump(CallNode node, String indent) {
        StringBuilder b = new StringBuilder(indent + node.name() + " self=" + node.selfNs() + " total=" + node.totalNs()
                + " n=" + node.count() + "\n");
        node.children().forEach(c -> b.append(dump(c, indent + "  ")));
        return b.toString();
    }

    @Test
    void seed004AttributesElevenOfTwentyIrqOffRowsAnd113msToVprintk() {
        CallTree tree = analysis.run(Seeds.classic(Seeds.SEED_004));
        CallNode vprintk = tree.root().children().stream()
                .filter(n -> n.kind() == NodeKind.IRQ_OFF && n.name().equals("vprintk")).findFirst().orElseThrow();
        assertEquals(11, vprintk.count());
        assertEquals(113_036_000, vprintk.selfNs());
        assertEquals(24_348_000, vprintk.maxStepNs());
        assertEquals(20, tree.rows());
        assertEquals(20, tree.root().children().stream().filter(n -> n.kind() == NodeKind.IRQ_OFF)
                .mapToLong(CallNode::count).sum());
    }

    @Test
    void seed001AttributesWorstRowsByCauseThenStartThenEnd() {
        CallTree tree = analysis.run(Seeds.classic(Seeds.SEED_001));
        assertEquals(140, tree.rows());
        CallNode first = tree.root().find("spin_lock", "start:1376/sched.c", "end:697/sched.c").orElseThrow();
        assertEquals(NodeKind.END, first.kind());
        assertTrue(first.maxStepNs() >= 5_664_000);
        CallNode bkl = tree.root().child("BKL").orElseThrow();
        assertEquals(NodeKind.CAUSE, bkl.kind());
        assertEquals(bkl.totalNs(), bkl.children().stream().mapToLong(CallNode::totalNs).sum());
        assertEquals(7, tree.traces());
    }
}
