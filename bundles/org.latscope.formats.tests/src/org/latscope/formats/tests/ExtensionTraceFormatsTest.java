// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.eclipse.core.runtime.IExtension;
import org.eclipse.core.runtime.IExtensionPoint;
import org.eclipse.core.runtime.RegistryFactory;
import org.junit.jupiter.api.Test;
import org.latscope.formats.ExtensionTraceFormats;
import org.latscope.formats.InstalledTraceFormats;
import org.latscope.formats.TraceFormat;
import org.latscope.formats.TraceFormatRegistry;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.ServiceReference;

class ExtensionTraceFormatsTest {

    @Test
    void contributedFormatsComeAndGoWithTheirExtensions() {
        try (ExtensionTraceFormats formats = new ExtensionTraceFormats(RegistryFactory.getRegistry())) {
            TraceFormatRegistry registry = formats.registry();
            List<String> ids = registry.formats().stream().map(TraceFormat::id).toList();
            assertTrue(ids.containsAll(List.of("vp-latency", "preempt-stats", "irq-latency", "printk-times",
                    "latency-table", "latency-hist")), ids.toString());
            IExtensionPoint point = RegistryFactory.getRegistry().getExtensionPoint(ExtensionTraceFormats.EXTENSION_POINT);
            IExtension classic = List.of(point.getExtensions()).stream()
                    .filter(e -> "org.latscope.formats.classic".equals(e.getUniqueIdentifier())).findFirst().orElseThrow();
            formats.removed(new IExtension[] { classic });
            assertTrue(registry.find("vp-latency").isEmpty());
            formats.added(new IExtension[] { classic });
            TraceFormat vp = registry.find("vp-latency").orElseThrow();
            byte[] head = "preemption latency trace v1.0.5 on 2.6.9\n".getBytes(StandardCharsets.US_ASCII);
            assertEquals("vp-latency", registry.detect(head, head.length, "lt.28").orElseThrow().format().id());
            assertEquals(90, vp.probe().confidence(head, head.length, "lt.28"));
        }
    }

    @Test
    void theFormatsServiceHoldsTheInstalledFormats() {
        // Declarative Services creates the component on first request; the test runtime starts SCR
        // because the formats bundle requires the osgi.component extender.
        BundleContext context = FrameworkUtil.getBundle(ExtensionTraceFormats.class).getBundleContext();
        ServiceReference<ExtensionTraceFormats> reference = context.getServiceReference(ExtensionTraceFormats.class);
        assertNotNull(reference, "the org.latscope.formats.traceFormats component is registered");
        ExtensionTraceFormats service = context.getService(reference);
        try {
            List<String> ids = service.registry().formats().stream().map(TraceFormat::id).toList();
            assertTrue(ids.containsAll(List.of("vp-latency", "ftrace-latency", "ftrace", "function-graph",
                    "cyclictest", "rtla", "perf-sched")), ids.toString());
            ServiceReference<ExtensionTraceFormats> again = context.getServiceReference(ExtensionTraceFormats.class);
            assertSame(service, context.getService(again), "one registry for everyone");
            context.ungetService(again);
            try (InstalledTraceFormats installed = new InstalledTraceFormats(ExtensionTraceFormatsTest.class)) {
                assertTrue(installed.fromService());
                assertSame(service.registry(), installed.registry(), "a client shares the service's registry");
            }
        } finally {
            context.ungetService(reference);
        }
    }

    @Test
    void withoutTheServiceAClientReadsTheExtensionsItself() {
        // A class outside every bundle cannot reach the OSGi service registry.
        try (InstalledTraceFormats installed = new InstalledTraceFormats(String.class)) {
            assertFalse(installed.fromService());
            TraceFormatRegistry registry = installed.registry();
            assertTrue(registry.find("function-graph").isPresent());
            assertSame(registry, installed.registry(), "read once, then kept");
        }
    }

    @Test
    void aThrowingProbeDoesNotStopDetection() {
        TraceFormatRegistry registry = new TraceFormatRegistry();
        registry.add(TraceFormat.of("broken", "broken", List.of(), (h, n, f) -> {
            throw new IllegalStateException();
        }, () -> null));
        registry.add(TraceFormat.of("any", "any", List.of("*.x"), (h, n, f) -> 50, () -> null));
        assertEquals("any", registry.detect(new byte[1], 1, "a.x").orElseThrow().format().id());
        assertEquals(55, registry.detect(new byte[1], 1, "a.x").orElseThrow().confidence());
        assertTrue(registry.remove("any"));
        assertTrue(registry.detect(new byte[1], 1, "a.x").isEmpty());
    }
}
