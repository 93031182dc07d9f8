// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.xmi.XMIResource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.model.TraceSet;
import org.latscope.model.persistence.TraceSetStore;
import org.latscope.model.support.TraceSets;

/**
 * Saved state survives a killed writer: a separate JVM ({@link StoreWriterMain}, on the classes
 * of this test's bundles) saves generation after generation; it is killed ({@code kill -9},
 * {@link Process#destroyForcibly()}) while a save is under way, and the next load reads a whole
 * generation: the last one saved, or the one being saved when its rename had happened.
 */
class KilledWriterTest {

    private static final int KILLS = 6;

    @Test
    void aKillDuringASaveLeavesThePreviousGoodState(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("set.latscope");
        Random random = new Random(23);
        int midSave = 0;
        for (int kill = 0; kill < KILLS; kill++) {
            Process writer = new ProcessBuilder(java(), "-cp", classPath(), StoreWriterMain.class.getName(),
                    file.toString(), "40").redirectError(ProcessBuilder.Redirect.DISCARD).start();
            int saved = -1;
            String last = null;
            try (BufferedReader out = new BufferedReader(
                    new InputStreamReader(writer.getInputStream(), StandardCharsets.US_ASCII))) {
                int goal = 2 + random.nextInt(3);
                String line;
                while ((line = out.readLine()) != null) {
                    last = line;
                    if (line.startsWith("saved ")) {
                        saved = Integer.parseInt(line.substring(6));
                    } else if (saved >= goal) {
                        // "saving N": let the save run for 0 to 20 ms, then kill -9
                        Thread.sleep(random.nextInt(21));
                        break;
                    }
                }
                writer.destroyForcibly();
                assertTrue(writer.waitFor(30, TimeUnit.SECONDS));
            }
            assertTrue(saved >= 0, "the writer saved nothing: " + last);
            if (last != null && last.startsWith("saving ")) {
                midSave++;
            }
            TraceSet loaded = TraceSetStore.load(file);
            int generation = Integer.parseInt(loaded.getLabel().substring("generation ".length()));
            // the writer goes on saving while this thread sleeps before the kill, so a later
            // generation than the last one read may be the good state; never an earlier one
            assertTrue(generation >= saved, "loaded generation " + generation + " after saved " + saved);
            TraceSet expected = StoreWriterMain.generation(generation, 40);
            assertEquals(expected.getFiles().size(), loaded.getFiles().size());
            assertEquals(TraceSets.latencyTraces(expected).size(), TraceSets.latencyTraces(loaded).size());
            assertTrue(TraceSets.latencyTraces(loaded).stream().allMatch(t -> t.getSteps() != null),
                    "every trace has its steps from the sidecar");
        }
        // a kill can land between two saves too; the point is that most land inside one
        assertTrue(midSave * 2 >= KILLS, midSave + " of " + KILLS + " kills came while a save was under way");
    }

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** The writer's class path: the folders or jars of this fragment, its host and EMF. */
    private static String classPath() throws URISyntaxException {
        Set<String> entries = new LinkedHashSet<>();
        List<Class<?>> classes = new ArrayList<>(List.of(StoreWriterMain.class, TraceSetStore.class, EObject.class,
                URI.class, XMIResource.class));
        for (Class<?> c : classes) {
            entries.add(Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
        }
        return String.join(File.pathSeparator, entries);
    }
}
