// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.latscope.model.steps.BufferDeltas;
import org.latscope.model.steps.StepTable;
import org.latscope.model.steps.StepTableBuilder;

/** Deltas derived per CPU buffer, set on steps added earlier, wide ones too. */
class BufferDeltasTest {

    @Test
    void eachStepLastsUntilTheNextOfItsCpuAndTheLastOnesUntilTheEnd() {
        StepTableBuilder b = new StepTableBuilder();
        BufferDeltas deltas = new BufferDeltas();
        long[] times = { 0, 5, 7, 3_000_000_000L, 3_000_000_010L, 9_000_000_000L };
        int[] cpus = { 0, 1, 0, 1, -1, 0 };
        for (int i = 0; i < times.length; i++) {
            b.cpu(cpus[i]).add(times[i], StepTable.NO_DELTA, -1, -1, 0);
            deltas.added(b, cpus[i], times[i]);
        }
        assertEquals(9_000_000_000L, deltas.lastTimeNs());
        assertEquals(0, deltas.firstTimeNs());
        deltas.finish(b, 9_000_000_100L);
        StepTable t = b.build();
        // CPU 0: 0 -> 7 -> 9 s -> end; CPU 1: 5 -> 3 s -> end; unknown CPU: its one step -> end.
        // The wide deltas (past 2.1 s) were set out of step order: the table still finds each.
        long[] expected = { 7, 3_000_000_000L - 5, 9_000_000_000L - 7, 6_000_000_100L, 6_000_000_090L, 100 };
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i], t.deltaNs(i), "step " + i);
        }
    }

    @Test
    void aPrintedDeltaIsNeverReplaced() {
        StepTableBuilder b = new StepTableBuilder();
        b.add(0, 12, -1, -1, 0);
        assertThrows(IllegalStateException.class, () -> b.delta(0, 5));
        assertThrows(IllegalArgumentException.class, () -> b.delta(1, 5));
    }
}
