// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.events;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

/** The pairing's set of pids holds what a {@code HashSet} holds, through adds, removals, growth and clears. */
class PidSetTest {

    @Test
    void holdsWhatAHashSetHolds() {
        Random random = new Random(7);
        PidSet pids = new PidSet();
        Set<Integer> expected = new HashSet<>();
        for (int round = 0; round < 200_000; round++) {
            int pid = 1 + random.nextInt(round < 100_000 ? 300 : 5_000); // few pids, then many: the table grows
            switch (random.nextInt(3)) {
                case 0 -> {
                    pids.add(pid);
                    expected.add(pid);
                }
                case 1 -> {
                    pids.remove(pid);
                    expected.remove(pid);
                }
                default -> assertEquals(expected.contains(pid), pids.contains(pid), "pid " + pid + " at " + round);
            }
            if (round == 150_000) {
                pids.clear();
                expected.clear();
            }
        }
        for (int pid = 1; pid <= 5_000; pid++) {
            assertEquals(expected.contains(pid), pids.contains(pid), "pid " + pid);
        }
    }
}
