// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat;

import java.io.Closeable;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.LongUnaryOperator;
import java.util.function.Supplier;

import org.latscope.formats.tracedat.internal.CpuStream;
import org.latscope.formats.tracedat.internal.Decoding;
import org.latscope.formats.tracedat.internal.EventFormat;
import org.latscope.formats.tracedat.internal.FileBytes;
import org.latscope.formats.tracedat.internal.FormatParser;
import org.latscope.formats.tracedat.internal.Kallsyms;
import org.latscope.formats.tracedat.internal.Merger;
import org.latscope.formats.tracedat.internal.Messages;
import org.latscope.formats.tracedat.internal.Meta;
import org.latscope.formats.tracedat.internal.MetaReader;
import org.latscope.formats.tracedat.internal.PrintkFormats;
import org.latscope.formats.tracedat.internal.ReadAhead;
import org.latscope.formats.tracedat.write.TraceDatHeaders;

/**
 * A trace.dat written by {@code trace-cmd record}, version 6 or 7 (uncompressed, zstd or zlib),
 * opened for reading: its meta data are read at once, its events on demand through
 * {@link #records()}, page by page (or chunk by chunk), so a file of any size is never in
 * memory whole. Bad content never throws: each part that cannot be read is a
 * {@link TraceDatProblem} with its byte offset, and the rest is read.
 */
public final class TraceDatFile implements Closeable {

    /** Options that hold no offsets into the file nor what {@link #headers()} names otherwise. */
    private static final Set<Integer> PASSED_OPTIONS = Set.of(1, 2, 6, 7, 9, 10, 11, 12, 13, 14);

    private final Path path;
    private final FileChannel channel;
    private final FileBytes bytes;
    private final Meta meta;
    private final Map<Integer, EventFormat> events = new HashMap<>();
    /** The formats by id, for ids up to 65,535 (common_type is 16 bits): no boxing per record. */
    private final EventFormat[] byId;
    private final List<TraceDatProblem> formatProblems = new ArrayList<>();
    private final Decoding decoding;
    private final int commitSize;
    private final boolean inMicroseconds;
    /** Reads the CPUs' next blocks or chunks while the current ones are decoded. */
    private final ReadAhead readAhead = new ReadAhead();
    private EventFormat commonLayout;
    private org.latscope.formats.tracedat.internal.Field commonType;

    private TraceDatFile(Path path, FileChannel channel, FileBytes bytes, Meta meta) {
        this.path = path;
        this.channel = channel;
        this.bytes = bytes;
        this.meta = meta;
        this.commitSize = FormatParser.commitSize(meta.headerPage, meta.fileLongSize == 4 ? 4 : 8);
        for (String text : meta.ftraceFormats) {
            addFormat("ftrace", text); //$NON-NLS-1$
        }
        meta.eventFormats.forEach((system, list) -> list.forEach(text -> addFormat(system, text)));
        int most = -1;
        for (int id : events.keySet()) {
            if (id >= 0 && id < 1 << 16) {
                most = Math.max(most, id);
            }
        }
        this.byId = new EventFormat[most + 1];
        events.forEach((id, f) -> {
            if (id >= 0 && id < byId.length) {
                byId[id] = f;
            }
        });
        // libtraceevent's long is the recording user space's (the initial format's), not the kernel's
        this.decoding = new Decoding(meta.endian, meta.fileLongSize == 4 ? 4 : 8, kallsyms(meta),
                PrintkFormats.parse(meta.printk));
        this.inMicroseconds = microseconds(meta);
    }

    /**
     * @param head a file's first bytes
     * @param length how many of them are valid
     * @return whether they start with trace.dat's magic, {@code \x17\x08\x44tracing}
     */
    public static boolean hasMagic(byte[] head, int length) {
        if (length < MetaReader.MAGIC.length || head.length < MetaReader.MAGIC.length) {
            return false;
        }
        for (int i = 0; i < MetaReader.MAGIC.length; i++) {
            if (head[i] != MetaReader.MAGIC[i]) {
                return false;
            }
        }
        return true;
    }

    /**
     * Opens a trace.dat and reads its meta data.
     *
     * @param path the file
     * @return the open file; its {@link #problems()} say what could not be read
     * @throws IOException only when the file cannot be opened or read at all
     */
    public static TraceDatFile open(Path path) throws IOException {
        FileChannel channel = FileChannel.open(path, StandardOpenOption.READ);
        try {
            FileBytes bytes = new FileBytes(channel);
            return new TraceDatFile(path, channel, bytes, MetaReader.read(bytes));
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    private static Kallsyms kallsyms(Meta meta) {
        return meta.kallsyms.isEmpty() ? Kallsyms.NONE : Kallsyms.lazy(meta.kallsyms);
    }

    /** trace-cmd prints microseconds unless the clock counts something other than time. */
    private static boolean microseconds(Meta meta) {
        if (meta.tscMult != 0 || meta.traceClock == null) {
            return true;
        }
        int open = meta.traceClock.indexOf('[');
        int close = meta.traceClock.indexOf(']', open + 1);
        if (open < 0 || close < 0) {
            return true;
        }
        String clock = meta.traceClock.substring(open + 1, close);
        return clock.equals("local") || clock.equals("global") || clock.equals("uptime") //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                || clock.equals("perf") || clock.startsWith("mono") || clock.equals("tsc2nsec") //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                || clock.equals("tai"); //$NON-NLS-1$
    }

    private void addFormat(String system, String text) {
        try {
            EventFormat f = FormatParser.event(system, text);
            events.put(f.id(), f);
            if (commonLayout == null && f.field("common_type") != null) { //$NON-NLS-1$
                commonLayout = f;
            }
        } catch (IllegalArgumentException e) {
            formatProblems.add(new TraceDatProblem(0, Messages.format("tracedat.format", system, //$NON-NLS-1$
                    String.valueOf(e.getMessage()))));
        }
    }

    /** @return the file's path */
    public Path path() {
        return path;
    }

    /** @return the file version, 6 or 7 (0 when the initial format could not be read) */
    public int version() {
        return meta.version;
    }

    /** @return whether numbers are big endian */
    public boolean bigEndian() {
        return meta.endian.big();
    }

    /** @return the long size of the recording user space, from the initial format */
    public int fileLongSize() {
        return meta.fileLongSize;
    }

    /** @return the kernel's long size (the page header's commit word) */
    public int kernelLongSize() {
        return commitSize;
    }

    /** @return the traced machine's page size */
    public int pageSize() {
        return meta.pageSize;
    }

    /** @return the compression: {@code none}, {@code zstd} or {@code zlib} */
    public String compression() {
        return meta.compression;
    }

    /** @return the number of CPUs the file declares, which {@code trace-cmd report} prints first */
    public int cpus() {
        return meta.cpus;
    }

    /** @return the number of CPUs with data */
    public int cpusWithData() {
        return meta.cpuData.size();
    }

    /** @return where each CPU's ring-buffer data are, by CPU */
    public List<TraceDatCpu> cpuData() {
        return Collections.unmodifiableList(meta.cpuData);
    }

    /** @return the uname option (kernel release and machine), or null */
    public String uname() {
        return meta.uname;
    }

    /** @return the trace clock's name, or null */
    public String clock() {
        if (meta.traceClock != null) {
            int open = meta.traceClock.indexOf('[');
            int close = meta.traceClock.indexOf(']', open + 1);
            if (open >= 0 && close > open) {
                return meta.traceClock.substring(open + 1, close);
            }
        }
        return meta.bufferClock;
    }

    /** @return the nanoseconds added to every timestamp (DATE and OFFSET options) */
    public long timestampOffset() {
        return meta.timestampOffset;
    }

    /** @return whether {@code trace-cmd report} prints times in microseconds (else raw counts) */
    public boolean inMicroseconds() {
        return inMicroseconds;
    }

    /** @return the latency tracer's text, or null when the file holds ring-buffer data */
    public String latencyText() {
        return meta.latency;
    }

    /** @return the names of buffer instances other than the top one */
    public List<String> instances() {
        return Collections.unmodifiableList(meta.instances);
    }

    /** @return the saved command lines text */
    public String savedCmdlines() {
        return meta.cmdlines;
    }

    /** @return the number of event formats read */
    public int eventFormatCount() {
        return events.size();
    }

    /** @return the number of kernel symbols read */
    public int symbolCount() {
        return decoding.kallsyms().size();
    }

    /** @return the CPU stats options' text */
    public String cpuStats() {
        return meta.cpuStats.toString();
    }

    /**
     * @return what could not be read so far, in the order found (the meta data's at once, the
     *         records' as {@link #records()} reaches them)
     */
    public List<TraceDatProblem> problems() {
        List<TraceDatProblem> all = new ArrayList<>(formatProblems);
        for (Meta.Problem p : List.copyOf(meta.problems)) {
            all.add(new TraceDatProblem(p.offset(), p.reason()));
        }
        return all;
    }

    /**
     * @param id an event id
     * @return its format, or null (internal use)
     */
    public EventFormat event(int id) {
        if (id >= 0 && id < byId.length) {
            return byId[id];
        }
        return events.get(id);
    }

    /** @return the decoding context of this file (internal use) */
    public Decoding decoding() {
        return decoding;
    }

    /**
     * @param data a record's payload
     * @return its event id ({@code common_type}), -1 when no format names that field
     */
    public int eventId(Decoding.Data data) {
        if (commonLayout == null) {
            return -1;
        }
        if (commonType == null) {
            commonType = commonLayout.field("common_type"); //$NON-NLS-1$
        }
        return (int) decoding.number(data, commonType);
    }

    /**
     * @param b the array holding a record's payload
     * @param offset where it starts
     * @param length its length
     * @return its event id ({@code common_type}), -1 when no format names that field
     */
    public int eventId(byte[] b, int offset, int length) {
        if (commonLayout == null) {
            return -1;
        }
        if (commonType == null) {
            commonType = commonLayout.field("common_type"); //$NON-NLS-1$
        }
        int at = commonType.offset();
        int size = commonType.size();
        return at < 0 || at + size > length ? 0 : (int) decoding.endian().read(b, offset + at, size);
    }

    /**
     * @param data a record's payload
     * @param name a common field ({@code common_pid}, {@code common_flags}, ...)
     * @return its value, sign-extended when signed; 0 when there is no such field
     */
    public long common(Decoding.Data data, String name) {
        var f = commonLayout == null ? null : commonLayout.field(name);
        if (f == null) {
            return 0;
        }
        long v = decoding.number(data, f);
        if (f.signed() && f.size() < 8) {
            int shift = 64 - 8 * f.size();
            v = v << shift >> shift;
        }
        return v;
    }

    /** @return whether a record payload has the named common field */
    public boolean hasCommon(String name) {
        return commonLayout != null && commonLayout.field(name) != null;
    }

    /**
     * A new pass over the records of all CPUs of all buffers in time order, as {@code trace-cmd
     * report} merges them: the top buffer's CPUs first among equal times, then each instance's.
     *
     * @return the merged records
     */
    public Merger records() {
        List<CpuStream> streams = new ArrayList<>();
        for (int b = 0; b < buffers(); b++) {
            streams.addAll(streams(b));
        }
        return new Merger(streams);
    }

    /**
     * A new pass over one buffer's records in time order.
     *
     * @param buffer 0 for the top buffer, 1 + an index into {@link #instances()} for an instance
     *            whose data were found
     * @return the merged records of its CPUs
     */
    public Merger records(int buffer) {
        return new Merger(streams(buffer));
    }

    private List<CpuStream> streams(int buffer) {
        LongUnaryOperator clock = this::clock;
        List<CpuStream> streams = new ArrayList<>();
        List<TraceDatCpu> cpus = buffer == 0 ? meta.cpuData : meta.instanceData.get(buffer - 1).cpuData();
        boolean compressed = buffer == 0 ? meta.cpuDataCompressed : meta.instanceData.get(buffer - 1).compressed();
        for (TraceDatCpu d : cpus) {
            streams.add(new CpuStream(d, bytes, meta, compressed, buffer, commitSize, clock, readAhead));
        }
        return streams;
    }

    /**
     * @return how many buffers hold events: the top one and each instance ({@code trace-cmd
     *         record -B NAME}) whose data were found
     */
    public int buffers() {
        return 1 + meta.instanceData.size();
    }

    /**
     * @param buffer a buffer, as {@link #records(int)} numbers them
     * @return its instance's name, null for the top buffer
     */
    public String bufferName(int buffer) {
        return buffer == 0 ? null : meta.instanceData.get(buffer - 1).name();
    }

    /**
     * The pages of one CPU, one at a time, as the ring buffer wrote them (decompressed), to copy
     * them into another file.
     *
     * @param index an index into {@link #cpuData()}
     * @return a supplier of the pages, giving null after the last
     */
    public Supplier<byte[]> pages(int index) {
        CpuStream s = new CpuStream(meta.cpuData.get(index), bytes, meta, commitSize, LongUnaryOperator.identity());
        return s::nextRawPage;
    }

    /**
     * The file's headers, to write another file with its pages: every header and text as read,
     * and the options that hold no offsets into this file (date, offset, CPU stats, version,
     * TSC conversion and the like) as they are.
     *
     * @return the headers
     */
    public TraceDatHeaders headers() {
        TraceDatHeaders.Builder b = TraceDatHeaders.builder().bigEndian(meta.endian.big()).longSize(meta.fileLongSize)
                .pageSize(meta.pageSize).cpus(Math.max(1, meta.cpus))
                .headerPage(TraceDatHeaders.bytes(meta.headerPage))
                .headerEvent(TraceDatHeaders.bytes(meta.headerEvent))
                .kallsyms(TraceDatHeaders.bytes(meta.kallsyms)).printkFormats(TraceDatHeaders.bytes(meta.printk))
                .savedCmdlines(TraceDatHeaders.bytes(meta.cmdlines)).uname(meta.uname).latencyText(meta.latency);
        meta.ftraceFormats.forEach(f -> b.ftraceFormat(TraceDatHeaders.bytes(f)));
        meta.eventFormats.forEach((system, list) -> list.forEach(f -> b.eventFormat(system, TraceDatHeaders.bytes(f))));
        String clock = meta.traceClock;
        if ((clock == null || clock.indexOf('[') < 0) && meta.bufferClock != null) {
            clock = '[' + meta.bufferClock + ']';
        }
        b.traceClock(clock);
        for (Meta.Option o : meta.options) {
            if (PASSED_OPTIONS.contains(o.id())) {
                b.option(o.id(), o.data());
            }
        }
        return b.build();
    }

    /** As trace-cmd's {@code timestamp_calc}: TSC conversion, then the file's offset. */
    private long clock(long ts) {
        long t = ts;
        if (meta.tscMult != 0) {
            long high = Math.unsignedMultiplyHigh(t, meta.tscMult);
            long low = t * meta.tscMult;
            t = meta.tscShift == 0 ? low : high << (64 - meta.tscShift) | low >>> meta.tscShift;
        }
        return t + meta.timestampOffset;
    }

    /** @return a one-line description for logs */
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "trace.dat v%d %s %d cpus", meta.version, meta.compression, meta.cpus); //$NON-NLS-1$
    }

    @Override
    public void close() throws IOException {
        readAhead.close();
        channel.close();
    }
}
