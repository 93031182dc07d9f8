// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats;

import java.util.List;

import org.latscope.formats.spi.TraceFormatProbe;
import org.latscope.formats.spi.TraceReaderFactory;

/**
 * One installed trace format: what the extension point {@code org.latscope.formats.traceFormats}
 * contributes, or what a test or benchmark builds with {@link #of}.
 */
public interface TraceFormat {

    /** @return the stable id, such as {@code vp-latency} */
    String id();

    /** @return the name shown to users */
    String name();

    /** @return file name globs such as {@code lt.*}, possibly empty */
    List<String> filePatterns();

    /** @return the probe (created on first use for contributed formats) */
    TraceFormatProbe probe();

    /** @return the reader factory (created on first use for contributed formats) */
    TraceReaderFactory readerFactory();

    /** @return the layouts and generations the reader knows, each with its sample; empty when none are declared */
    default List<TraceFormatVariant> variants() {
        return List.of();
    }

    /**
     * @param id the id
     * @param name the name
     * @param patterns file name globs
     * @param probe the probe
     * @param factory the reader factory
     * @return a format made of the given parts
     */
    static TraceFormat of(String id, String name, List<String> patterns, TraceFormatProbe probe,
            TraceReaderFactory factory) {
        return new SimpleTraceFormat(id, name, List.copyOf(patterns), probe, factory);
    }

    /** A format made of given parts. */
    record SimpleTraceFormat(String id, String name, List<String> filePatterns, TraceFormatProbe probe,
            TraceReaderFactory readerFactory) implements TraceFormat {
    }
}
