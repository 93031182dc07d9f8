// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.events;

import java.util.Arrays;

/**
 * A set of positive ints (task ids) in one array, open addressing with linear probing: pairing
 * asks it for every switch and wakeup, and a {@code HashMap<Integer, ...>} boxed each id and made
 * a node for each insertion.
 */
final class PidSet {

    private static final int EMPTY = 0; // ids are positive

    private int[] slots = new int[64];
    private int size;

    /** @return whether {@code id} is in the set */
    boolean contains(int id) {
        int mask = slots.length - 1;
        for (int i = hash(id) & mask;; i = i + 1 & mask) {
            int s = slots[i];
            if (s == id) {
                return true;
            }
            if (s == EMPTY) {
                return false;
            }
        }
    }

    /** @param id a positive id to add */
    void add(int id) {
        int mask = slots.length - 1;
        for (int i = hash(id) & mask;; i = i + 1 & mask) {
            int s = slots[i];
            if (s == id) {
                return;
            }
            if (s == EMPTY) {
                slots[i] = id;
                if (++size * 2 > slots.length) {
                    grow();
                }
                return;
            }
        }
    }

    /** @param id an id to remove, if present */
    void remove(int id) {
        int mask = slots.length - 1;
        int i = hash(id) & mask;
        while (slots[i] != id) {
            if (slots[i] == EMPTY) {
                return;
            }
            i = i + 1 & mask;
        }
        // shift back the ids of the run after it that probed past its slot
        int hole = i;
        for (int j = hole + 1 & mask; slots[j] != EMPTY; j = j + 1 & mask) {
            int home = hash(slots[j]) & mask;
            // the id at j may fill the hole if its home is not cyclically within (hole, j]
            if (hole <= j ? home <= hole || home > j : home <= hole && home > j) {
                slots[hole] = slots[j];
                hole = j;
            }
        }
        slots[hole] = EMPTY;
        size--;
    }

    void clear() {
        Arrays.fill(slots, EMPTY);
        size = 0;
    }

    int size() {
        return size;
    }

    private void grow() {
        int[] old = slots;
        slots = new int[old.length * 2];
        size = 0;
        for (int id : old) {
            if (id != EMPTY) {
                add(id);
            }
        }
    }

    private static int hash(int id) {
        int h = id * 0x9E3779B9;
        return h ^ h >>> 16;
    }
}
