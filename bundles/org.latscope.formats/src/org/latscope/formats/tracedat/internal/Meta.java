// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.latscope.formats.tracedat.TraceDatCpu;

/**
 * The meta data of a trace.dat as {@link MetaReader} finds it: filled front to back, each part
 * left at its default when the file lacks it or it could not be read.
 */
public final class Meta {

    /** A problem of the file. @param offset the byte offset @param reason the reason */
    public record Problem(long offset, String reason) {
    }

    /** An option as stored. @param id the option id @param offset where its data starts @param data its data */
    public record Option(int id, long offset, byte[] data) {
    }

    /** The file version (6 or 7). */
    public int version;
    /** The byte order. */
    public Endian endian = new Endian(false);
    /** The long size of the recording user space, from the initial format. */
    public int fileLongSize = 8;
    /** The page size of the traced machine. */
    public int pageSize = 4096;
    /** The compression's name ({@code none} for version 6 and uncompressed version 7). */
    public String compression = "none"; //$NON-NLS-1$
    /** The compression's version. */
    public String compressionVersion = ""; //$NON-NLS-1$
    /** The codec, null for none. */
    public Codec codec;
    /** The {@code header_page} file. */
    public String headerPage = ""; //$NON-NLS-1$
    /** The {@code header_event} file. */
    public String headerEvent = ""; //$NON-NLS-1$
    /** The ftrace event format files. */
    public final List<String> ftraceFormats = new ArrayList<>();
    /** The other event format files, by system. */
    public final Map<String, List<String>> eventFormats = new LinkedHashMap<>();
    /** The kallsyms text. */
    public String kallsyms = ""; //$NON-NLS-1$
    /** The printk formats text. */
    public String printk = ""; //$NON-NLS-1$
    /** The saved cmdlines text. */
    public String cmdlines = ""; //$NON-NLS-1$
    /** The CPU count the file declares (version 6 header, version 7 CPUCOUNT option). */
    public int cpus;
    /** The options, in file order. */
    public final List<Option> options = new ArrayList<>();
    /** The top instance's CPU data. */
    public final List<TraceDatCpu> cpuData = new ArrayList<>();
    /** Whether the CPU data are compressed in chunks. */
    public boolean cpuDataCompressed;
    /** The latency text, or null. */
    public String latency;
    /** The trace clock file's text, or null. */
    public String traceClock;
    /** The clock of the top buffer (version 7). */
    public String bufferClock;
    /** The uname option. */
    public String uname;
    /** The trace-cmd version that wrote the file. */
    public String writerVersion;
    /** The nanoseconds added to every timestamp (DATE and OFFSET options). */
    public long timestampOffset;
    /** TSC2NSEC: multiplier, 0 for none. */
    public long tscMult;
    /** TSC2NSEC: shift. */
    public int tscShift;
    /** TSC2NSEC: offset. */
    public long tscOffset;
    /** The CPU stats options' text. */
    public final StringBuilder cpuStats = new StringBuilder();
    /** Names of buffer instances other than the top one. */
    public final List<String> instances = new ArrayList<>();
    /** The CPU data of the buffer instances whose data could be found, in file order. */
    public final List<Instance> instanceData = new ArrayList<>();

    /**
     * A buffer instance ({@code trace-cmd record -B NAME}).
     *
     * @param name its name
     * @param cpuData where each CPU's pages are
     * @param compressed whether they are compressed in chunks
     */
    public record Instance(String name, List<TraceDatCpu> cpuData, boolean compressed) {
    }
    /** Problems found, in file order. */
    public final List<Problem> problems = new ArrayList<>();

    /**
     * @param offset the byte offset
     * @param reason the reason
     */
    public void problem(long offset, String reason) {
        problems.add(new Problem(offset, reason));
    }
}
