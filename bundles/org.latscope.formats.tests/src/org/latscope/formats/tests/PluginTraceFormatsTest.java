// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.eclipse.core.runtime.RegistryFactory;
import org.junit.jupiter.api.Test;
import org.latscope.formats.ExtensionTraceFormats;
import org.latscope.formats.PluginTraceFormats;
import org.latscope.formats.TraceFormat;
import org.latscope.formats.TraceFormatRegistry;

/**
 * The formats a plain JVM (the farm's Spark executors) finds without the extension registry
 * are those the registry holds in a running Eclipse: same order, ids, names, patterns,
 * variants, probes and readers.
 */
class PluginTraceFormatsTest {

    @Test
    void withoutTheRegistryTheSameFormatsAreFound() {
        List<TraceFormat> plain = PluginTraceFormats.registry().formats(); // sorted by id, as the registry's
        try (ExtensionTraceFormats extensions = new ExtensionTraceFormats(RegistryFactory.getRegistry())) {
            List<TraceFormat> installed = extensions.registry().formats();
            assertEquals(describe(installed), describe(plain));
            assertTrue(describe(plain).stream().map(d -> d.substring(0, d.indexOf(' '))).toList()
                    .containsAll(List.of("vp-latency", "ftrace", "cyclictest", "perf-script", "trace-dat")), describe(plain).toString());
        }
    }

    @Test
    void theirProbesAndReadersAreTheRegistrysClasses() {
        List<TraceFormat> plain = PluginTraceFormats.formats();
        try (ExtensionTraceFormats extensions = new ExtensionTraceFormats(RegistryFactory.getRegistry())) {
            TraceFormatRegistry installed = extensions.registry();
            for (TraceFormat format : plain) {
                TraceFormat registered = installed.find(format.id()).orElseThrow();
                assertEquals(registered.probe().getClass(), format.probe().getClass(), format.id());
                assertEquals(registered.readerFactory().getClass(), format.readerFactory().getClass(), format.id());
            }
        }
        byte[] head = "preemption latency trace v1.0.5 on 2.6.9\n".getBytes(StandardCharsets.US_ASCII);
        assertEquals("vp-latency", PluginTraceFormats.registry().detect(head, head.length, "lt.28").orElseThrow().format().id());
    }

    private static List<String> describe(List<TraceFormat> formats) {
        return formats.stream().map(f -> f.id() + " | " + f.name() + " | " + f.filePatterns() + " | " + f.variants()).toList();
    }
}
