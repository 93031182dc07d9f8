// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.events;

/**
 * A set of positive pids without boxing them: every switch and wakeup asks it. Open
 * addressing, linear probing, removal by shifting the run back (no tombstones).
 */
final class PidSet {
    private int[] slots = new int[64]; // 0 is empty: pids are positive
    private int size;

    boolean contains(int pid) {
        int mask = slots.length - 1;
        for (int i = mix(pid) & mask;; i = (i + 1) & mask) {
            int p = slots[i];
            if (p == pid) {
                return true;
            }
            if (p == 0) {
                return false;
            }
        }
    }

    void add(int pid) {
        int mask = slots.length - 1;
        int i = mix(pid) & mask;
        while (slots[i] != 0) {
            if (slots[i] == pid) {
                return;
            }
            i = (i + 1) & mask;
        }
        slots[i] = pid;
        if (++size * 2 > slots.length) {
            int[] old = slots;
            slots = new int[old.length * 2];
            size = 0;
            for (int p : old) {
                if (p != 0) {
                    add(p);
                }
            }
        }
    }

    void remove(int pid) {
        int mask = slots.length - 1;
        int i = mix(pid) & mask;
        while (slots[i] != pid) {
            if (slots[i] == 0) {
                return;
            }
            i = (i + 1) & mask;
        }
        slots[i] = 0;
        size--;
        // shift back the entries of the run after it that no longer find their slot
        for (int j = (i + 1) & mask; slots[j] != 0; j = (j + 1) & mask) {
            int p = slots[j];
            int home = mix(p) & mask;
            if (((j - home) & mask) >= ((j - i) & mask)) {
                slots[i] = p;
                slots[j] = 0;
                i = j;
            }
        }
    }

    void clear() {
        java.util.Arrays.fill(slots, 0);
        size = 0;
    }

    private static int mix(int pid) {
        int x = pid * 0x9E3779B9;
        return x ^ (x >>> 16);
    }
}
