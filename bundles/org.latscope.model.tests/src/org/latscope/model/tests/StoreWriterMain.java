// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.tests;

import java.nio.file.Path;

import org.latscope.model.TraceSet;
import org.latscope.model.persistence.TraceSetStore;

/**
 * The writer process of {@link KilledWriterTest}: saves generation after generation of a trace
 * set to one file until killed. Generation {@code g} is labelled {@code generation g} and holds
 * {@code g + 1} copies of seed 000's files, steps included (so the sidecar changes too). Prints
 * {@code saving g} before and {@code saved g} after each save.
 */
public final class StoreWriterMain {

    private StoreWriterMain() {
    }

    /**
     * @param args the file to save to, and the copies of the seed per generation step
     * @throws Exception when a save fails (the test then sees the process end on its own)
     */
    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        int copies = Integer.parseInt(args[1]);
        for (int generation = 0;; generation++) {
            TraceSet set = generation(generation, copies);
            System.out.println("saving " + generation);
            System.out.flush();
            TraceSetStore.save(set, file);
            System.out.println("saved " + generation);
            System.out.flush();
        }
    }

    /** @return the set of one generation, as the writer saves it */
    static TraceSet generation(int generation, int copies) {
        TraceSet set = SeedFixtures.traceSet();
        set.setLabel("generation " + generation);
        for (int k = 0; k < copies * (1 + generation % 3); k++) {
            SeedFixtures.latencyV1(set);
        }
        return set;
    }
}
