// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.model.LatencyTrace;
import org.latscope.model.TraceSet;
import org.latscope.model.persistence.StoreFormat;
import org.latscope.model.persistence.TraceSetStore;
import org.latscope.model.steps.StepKind;
import org.latscope.model.steps.DelayMark;
import org.latscope.model.steps.StepTable;
import org.latscope.model.steps.StepTableBuilder;

/** Payloads are stored dictionary coded; every text comes back as it was given, also after a save. */
class PayloadTextTest {

    @TempDir
    Path dir;

    private static List<String> texts() {
        List<String> texts = new ArrayList<>();
        texts.add("prev_comm=java prev_pid=9240 prev_prio=120 prev_state=R ==> next_comm=C1 CompilerThre next_pid=9255");
        texts.add("hrtimer=000000002575b435 function=tick_nohz_handler now=273896020030");
        texts.add("");
        texts.add("0");
        texts.add("007 0x0 00 1234567890123456789012345 999999999999999999 9223372036854775807");
        texts.add("caf\u00e9 \u00b5s \u4e2d\u6587 \ud83d\ude00 \u0000 \r\n\t end");
        texts.add("x".repeat(5_000_000)); // a 5 MB line
        texts.add("a".repeat(100) + "1" + "b".repeat(47));
        for (int i = 0; i < 70_000; i++) { // more distinct tokens than the dictionary holds
            texts.add("tok" + Integer.toString(i, 36).replaceAll("[0-9]", "z") + "=0" + i + " [action=RCU]");
        }
        return texts;
    }

    private static StepTable table(List<String> texts) {
        StepTableBuilder b = new StepTableBuilder();
        for (int i = 0; i < texts.size(); i++) {
            b.add(i * 1000L, StepTable.NO_DELTA, 1, -1, 0, StepKind.EVENT, DelayMark.NONE);
            if (i % 7 == 3) {
                continue; // steps without payload between them
            }
            if (i % 5 == 0) {
                b.payload("replaced " + i); // the last payload given for a step wins
            }
            b.payload(texts.get(i));
        }
        return b.build();
    }

    private static void check(List<String> texts, StepTable t) {
        for (int i = 0; i < texts.size(); i++) {
            if (i % 7 == 3) {
                assertNull(t.payload(i));
            } else {
                assertEquals(texts.get(i), t.payload(i), "step " + i);
            }
        }
    }

    @Test
    void givesBackEveryText() {
        List<String> texts = texts();
        StepTable t = table(texts);
        check(texts, t);
        assertEquals(t, table(texts));
        assertTrue(t.residentBytes() > 5_000_000);
    }

    /** A text given as ASCII bytes is stored as the same text given as a String, in the same bytes. */
    @Test
    void bytesGiveTheSameTexts() {
        List<String> texts = new ArrayList<>();
        for (String t : texts()) {
            if (t.chars().allMatch(c -> c < 128)) {
                texts.add(t);
            }
        }
        for (int i = 0; i < 300; i++) { // more items than one byte counts
            texts.add("a1".repeat(i));
        }
        StepTableBuilder b = new StepTableBuilder();
        for (int i = 0; i < texts.size(); i++) {
            b.add(i * 1000L, StepTable.NO_DELTA, 1, -1, 0, StepKind.EVENT, DelayMark.NONE);
            if (i % 7 == 3) {
                continue;
            }
            if (i % 5 == 0) {
                b.payload("replaced " + i);
            }
            if (i % 3 == 0) {
                b.payload(texts.get(i)); // both ways into one dictionary
            } else {
                byte[] line = ("  [001] name: " + texts.get(i) + " \n").getBytes(StandardCharsets.US_ASCII);
                b.payload(line, 14, line.length - 2);
            }
        }
        StepTable t = b.build();
        check(texts, t);
        StepTable strings = table(texts);
        assertEquals(strings, t);
        assertEquals(strings.residentBytes(), t.residentBytes());
    }

    @Test
    void schedSwitchTakesFewBytes() {
        StepTableBuilder b = new StepTableBuilder();
        int n = 100_000;
        for (int i = 0; i < n; i++) {
            b.add(i * 1000L, StepTable.NO_DELTA, 1, -1, 0, StepKind.EVENT, DelayMark.NONE)
                    .payload("prev_comm=java prev_pid=" + (9000 + i % 300) + " prev_prio=120 prev_state=R ==> next_comm=C1 CompilerThre next_pid="
                            + (9255 + i % 7) + " next_prio=120");
        }
        StepTable payloads = b.build();
        long perStep = (payloads.residentBytes() - new StepTableBuilder().build().residentBytes()) / n;
        assertTrue(perStep < 48, () -> perStep + " bytes per step with its payload");
    }

    @Test
    void survivesSaveAndLoad() throws Exception {
        List<String> texts = texts();
        for (StoreFormat format : StoreFormat.values()) {
            TraceSet set = SeedFixtures.ftrace();
            firstTrace(set).setSteps(table(texts));
            Path file = dir.resolve("set-" + format + "." + format.extension());
            TraceSetStore.save(set, file);
            TraceSet loaded = TraceSetStore.load(file);
            check(texts, firstTrace(loaded).getSteps());
        }
    }

    private static LatencyTrace firstTrace(TraceSet set) {
        var all = EcoreUtil.<Object>getAllContents(set, true);
        while (all.hasNext()) {
            if (all.next() instanceof LatencyTrace trace) {
                return trace;
            }
        }
        throw new AssertionError("no latency trace");
    }
}
