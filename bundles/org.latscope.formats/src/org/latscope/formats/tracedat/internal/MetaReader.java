// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.latscope.formats.tracedat.TraceDatCpu;

/**
 * Reads the meta data of a trace.dat, version 6 (one header front to back) or version 7
 * (options sections pointing at sections, possibly compressed), as {@code trace-cmd.dat.v6(5)}
 * and {@code trace-cmd.dat.v7(5)} describe them. Each part that cannot be read becomes a
 * problem with its byte offset and the rest is still read.
 */
public final class MetaReader {

    /** The file's first ten bytes: {@code \x17\x08\x44tracing}. */
    public static final byte[] MAGIC = { 0x17, 0x08, 0x44, 't', 'r', 'a', 'c', 'i', 'n', 'g' };

    private static final int OPTION_DONE = 0;
    private static final int OPTION_DATE = 1;
    private static final int OPTION_CPUSTAT = 2;
    private static final int OPTION_BUFFER = 3;
    private static final int OPTION_TRACECLOCK = 4;
    private static final int OPTION_UNAME = 5;
    private static final int OPTION_OFFSET = 7;
    private static final int OPTION_CPUCOUNT = 8;
    private static final int OPTION_VERSION = 9;
    private static final int OPTION_TSC2NSEC = 14;
    private static final int OPTION_HEADER_INFO = 16;
    private static final int OPTION_CMDLINES = 21;
    private static final int OPTION_BUFFER_TEXT = 22;

    private final FileBytes file;
    private final Meta meta = new Meta();

    private MetaReader(FileBytes file) {
        this.file = file;
    }

    /**
     * @param file the file
     * @return what could be read, with the problems found
     */
    public static Meta read(FileBytes file) {
        MetaReader r = new MetaReader(file);
        try {
            r.read();
        } catch (BadData e) {
            r.meta.problem(e.offset(), e.getMessage());
        }
        return r.meta;
    }

    private void read() {
        long size = file.size();
        if (size < MAGIC.length) {
            throw new BadData(0, Messages.format("tracedat.tooShort", Long.toString(size))); //$NON-NLS-1$
        }
        byte[] magic = file.read(0, MAGIC.length);
        for (int i = 0; i < MAGIC.length; i++) {
            if (magic[i] != MAGIC[i]) {
                throw new BadData(i, Messages.format("tracedat.magic")); //$NON-NLS-1$
            }
        }
        Cursor c = new Cursor.OnFile(file, meta.endian, MAGIC.length);
        String version = c.cstring();
        try {
            meta.version = Integer.parseInt(version);
        } catch (NumberFormatException e) {
            throw new BadData(MAGIC.length, Messages.format("tracedat.version", version)); //$NON-NLS-1$
        }
        if (meta.version < 6 || meta.version > 7) {
            throw new BadData(MAGIC.length, Messages.format("tracedat.version", version)); //$NON-NLS-1$
        }
        byte[] b = c.take(2);
        meta.endian = new Endian(b[0] != 0);
        meta.fileLongSize = b[1];
        c = new Cursor.OnFile(file, meta.endian, c.position());
        meta.pageSize = (int) c.u32();
        if (meta.pageSize <= 0 || meta.pageSize > 1 << 24) {
            throw new BadData(c.position() - 4, Messages.format("tracedat.pageSize", Integer.toString(meta.pageSize))); //$NON-NLS-1$
        }
        if (meta.version == 6) {
            readVersion6(c);
        } else {
            readVersion7(c);
        }
    }

    // ---- version 6 -------------------------------------------------------------------------

    private void readVersion6(Cursor c) {
        headerInfo(c);
        ftraceFormats(c);
        eventFormats(c);
        meta.kallsyms = c.text(c.u32());
        meta.printk = c.text(c.u32());
        meta.cmdlines = c.text(c.u64());
        meta.cpus = (int) c.u32();
        String kind = new String(c.take(10), StandardCharsets.ISO_8859_1);
        if (kind.startsWith("options")) { //$NON-NLS-1$
            while (true) {
                long at = c.position();
                int id = c.u16();
                if (id == OPTION_DONE) {
                    break;
                }
                byte[] data = c.take(c.checkedSize(c.u32()));
                option(new Meta.Option(id, at, data));
            }
            kind = new String(c.take(10), StandardCharsets.ISO_8859_1);
        }
        if (kind.startsWith("latency")) { //$NON-NLS-1$
            meta.latency = c.text(file.size() - c.position());
        } else if (kind.startsWith("flyrecord")) { //$NON-NLS-1$
            for (int cpu = 0; cpu < meta.cpus; cpu++) {
                meta.cpuData.add(new TraceDatCpu(cpu, c.u64(), c.u64()));
            }
            if (meta.traceClock != null || hasOption(OPTION_TRACECLOCK)) {
                long at = c.position();
                try {
                    meta.traceClock = c.text(c.u64());
                } catch (BadData e) {
                    meta.problem(at, e.getMessage());
                }
            }
        } else {
            throw new BadData(c.position() - 10, Messages.format("tracedat.dataKind", kind.trim())); //$NON-NLS-1$
        }
    }

    private boolean hasOption(int id) {
        for (Meta.Option o : meta.options) {
            if (o.id() == id) {
                return true;
            }
        }
        return false;
    }

    private void headerInfo(Cursor c) {
        expectString(c, "header_page"); //$NON-NLS-1$
        meta.headerPage = c.text(c.u64());
        expectString(c, "header_event"); //$NON-NLS-1$
        meta.headerEvent = c.text(c.u64());
    }

    private void expectString(Cursor c, String expected) {
        long at = c.position();
        String s = new String(c.take(expected.length() + 1), StandardCharsets.ISO_8859_1);
        if (!s.equals(expected + '\0')) {
            throw new BadData(at, Messages.format("tracedat.expected", expected)); //$NON-NLS-1$
        }
    }

    private void ftraceFormats(Cursor c) {
        long count = c.u32();
        for (long i = 0; i < count; i++) {
            meta.ftraceFormats.add(c.text(c.u64()));
        }
    }

    private void eventFormats(Cursor c) {
        long systems = c.u32();
        for (long s = 0; s < systems; s++) {
            String system = c.cstring();
            long count = c.u32();
            List<String> list = meta.eventFormats.computeIfAbsent(system, k -> new ArrayList<>());
            for (long i = 0; i < count; i++) {
                list.add(c.text(c.u64()));
            }
        }
    }

    // ---- options (both versions) -----------------------------------------------------------

    private void option(Meta.Option o) {
        meta.options.add(o);
        Cursor c = new Cursor.InMemory(o.data(), meta.endian, o.offset());
        try {
            switch (o.id()) {
            case OPTION_DATE:
                meta.timestampOffset += strtoll(cstring(o.data())) * 1000;
                break;
            case OPTION_OFFSET:
                meta.timestampOffset += strtoll(cstring(o.data()));
                break;
            case OPTION_CPUSTAT:
                meta.cpuStats.append(cstring(o.data())).append('\n');
                break;
            case OPTION_BUFFER:
                buffer(c);
                break;
            case OPTION_BUFFER_TEXT:
                latencyBuffer(c);
                break;
            case OPTION_TRACECLOCK:
                meta.traceClock = cstring(o.data());
                break;
            case OPTION_UNAME:
                meta.uname = cstring(o.data());
                break;
            case OPTION_VERSION:
                meta.writerVersion = cstring(o.data());
                break;
            case OPTION_CPUCOUNT:
                meta.cpus = (int) c.u32();
                break;
            case OPTION_TSC2NSEC:
                meta.tscMult = c.u32();
                meta.tscShift = (int) c.u32();
                meta.tscOffset = c.u64();
                break;
            default:
                break;
            }
        } catch (BadData e) {
            meta.problem(o.offset(), Messages.format("tracedat.option", Integer.toString(o.id()), e.getMessage())); //$NON-NLS-1$
        }
    }

    private static String cstring(byte[] data) {
        int end = 0;
        while (end < data.length && data[end] != 0) {
            end++;
        }
        return new String(data, 0, end, StandardCharsets.ISO_8859_1);
    }

    /** C's {@code strtoll(s, NULL, 0)}: decimal, {@code 0x} hex or {@code 0} octal, up to the first bad character. */
    static long strtoll(String s) {
        String t = s.trim();
        boolean negative = t.startsWith("-"); //$NON-NLS-1$
        if (negative || t.startsWith("+")) { //$NON-NLS-1$
            t = t.substring(1);
        }
        int radix = 10;
        if (t.startsWith("0x") || t.startsWith("0X")) { //$NON-NLS-1$ //$NON-NLS-2$
            radix = 16;
            t = t.substring(2);
        } else if (t.startsWith("0") && t.length() > 1) { //$NON-NLS-1$
            radix = 8;
        }
        long v = 0;
        for (int i = 0; i < t.length(); i++) {
            int d = Character.digit(t.charAt(i), radix);
            if (d < 0) {
                break;
            }
            v = v * radix + d;
        }
        return negative ? -v : v;
    }

    private void buffer(Cursor c) {
        long offset = c.u64();
        String name = c.cstring();
        if (meta.version < 7) {
            if (!name.isEmpty()) {
                meta.instances.add(name);
                instance6(name, offset);
            }
            return;
        }
        String clock = c.cstring();
        c.u32(); // the buffer's page size: the same as the file's
        long count = c.u32();
        if (!name.isEmpty()) {
            meta.instances.add(name);
        } else {
            meta.bufferClock = clock;
        }
        List<TraceDatCpu> list = new ArrayList<>();
        for (long i = 0; i < count; i++) {
            list.add(new TraceDatCpu((int) c.u32(), c.u64(), c.u64()));
        }
        Section s = sectionHeader(offset);
        list.sort((x, y) -> Integer.compare(x.cpu(), y.cpu()));
        if (name.isEmpty()) {
            meta.cpuDataCompressed = s.compressed();
            meta.cpuData.addAll(list);
        } else {
            meta.instanceData.add(new Meta.Instance(name, List.copyOf(list), s.compressed()));
        }
    }

    /**
     * A version 6 instance's data, as trace-cmd reads them at the option's offset: its own
     * options (skipped), then {@code flyrecord} and each CPU's offset and size.
     */
    private void instance6(String name, long offset) {
        Cursor c = new Cursor.OnFile(file, meta.endian, offset);
        String kind = new String(c.take(10), StandardCharsets.ISO_8859_1);
        if (kind.startsWith("options")) { //$NON-NLS-1$
            while (c.u16() != OPTION_DONE) {
                c.take(c.checkedSize(c.u32()));
            }
            kind = new String(c.take(10), StandardCharsets.ISO_8859_1);
        }
        if (!kind.startsWith("flyrecord")) { //$NON-NLS-1$
            throw new BadData(c.position() - 10, Messages.format("tracedat.dataKind", kind.trim())); //$NON-NLS-1$
        }
        List<TraceDatCpu> list = new ArrayList<>();
        for (int cpu = 0; cpu < meta.cpus; cpu++) {
            list.add(new TraceDatCpu(cpu, c.u64(), c.u64()));
        }
        meta.instanceData.add(new Meta.Instance(name, List.copyOf(list), false));
    }

    private void latencyBuffer(Cursor c) {
        long offset = c.u64();
        String name = c.cstring();
        if (meta.version < 7 || !name.isEmpty()) {
            return;
        }
        meta.bufferClock = c.cstring();
        Section s = sectionHeader(offset);
        if (!s.compressed()) {
            meta.latency = new Cursor.OnFile(file, meta.endian, s.dataOffset()).text(s.size());
            return;
        }
        StringBuilder text = new StringBuilder();
        ChunkReader chunks = new ChunkReader(file, meta.endian, meta.codec, s.dataOffset());
        byte[] chunk;
        while ((chunk = chunks.next()) != null) {
            text.append(new String(chunk, StandardCharsets.ISO_8859_1));
        }
        int end = text.indexOf("\0"); //$NON-NLS-1$
        meta.latency = end >= 0 ? text.substring(0, end) : text.toString();
    }

    // ---- version 7 -------------------------------------------------------------------------

    /** A section header. @param id its id @param compressed whether it is @param size its size @param dataOffset where its data start */
    private record Section(int id, boolean compressed, long size, long dataOffset) {
    }

    private Section sectionHeader(long offset) {
        Cursor c = new Cursor.OnFile(file, meta.endian, offset);
        int id = c.u16();
        int flags = c.u16();
        c.u32(); // the description's string id
        long size = c.u64();
        return new Section(id, (flags & 1) != 0, size, c.position());
    }

    /** @return a cursor over the section's (decompressed) content */
    private Cursor section(long offset, int expectedId) {
        Section s = sectionHeader(offset);
        if (s.id() != expectedId) {
            throw new BadData(offset, Messages.format("tracedat.sectionId", Integer.toString(s.id()), //$NON-NLS-1$
                    Integer.toString(expectedId)));
        }
        if (!s.compressed()) {
            return new Cursor.OnFile(file, meta.endian, s.dataOffset());
        }
        if (meta.codec == null) {
            throw new BadData(offset, Messages.format("tracedat.codec", meta.compression)); //$NON-NLS-1$
        }
        Cursor c = new Cursor.OnFile(file, meta.endian, s.dataOffset());
        int compressed = c.checkedSize(c.u32());
        int plain = c.checkedSize(c.u32());
        long at = c.position();
        return new Cursor.InMemory(meta.codec.decompress(c.take(compressed), plain, at), meta.endian, at);
    }

    private void readVersion7(Cursor c) {
        meta.compression = c.cstring();
        meta.compressionVersion = c.cstring();
        if (!meta.compression.equals("none")) { //$NON-NLS-1$
            meta.codec = Codec.of(meta.compression);
            if (meta.codec == null) {
                meta.problem(c.position(), Messages.format("tracedat.codec", meta.compression)); //$NON-NLS-1$
            }
        }
        long next = c.u64();
        Set<Long> seen = new HashSet<>();
        List<long[]> sections = new ArrayList<>();
        while (next != 0 && seen.add(next)) {
            long at = next;
            next = 0;
            try {
                Cursor o = section(at, 0);
                while (true) {
                    long optionAt = o.position();
                    int id = o.u16();
                    byte[] data = o.take(o.checkedSize(o.u32()));
                    if (id == OPTION_DONE) {
                        next = data.length >= 8 ? meta.endian.u64(data, 0) : 0;
                        break;
                    }
                    if (id >= OPTION_HEADER_INFO && id <= OPTION_CMDLINES && data.length >= 8) {
                        sections.add(new long[] { id, meta.endian.u64(data, 0) });
                        meta.options.add(new Meta.Option(id, optionAt, data));
                    } else {
                        option(new Meta.Option(id, optionAt, data));
                    }
                }
            } catch (BadData e) {
                meta.problem(e.offset(), e.getMessage());
            }
        }
        sections.sort((x, y) -> Long.compare(x[0], y[0]));
        for (long[] s : sections) {
            try {
                readSection((int) s[0], s[1]);
            } catch (BadData e) {
                meta.problem(e.offset(), e.getMessage());
            }
        }
    }

    private void readSection(int id, long offset) {
        Cursor c = section(offset, id);
        switch (id) {
        case OPTION_HEADER_INFO:
            headerInfo(c);
            break;
        case OPTION_HEADER_INFO + 1:
            ftraceFormats(c);
            break;
        case OPTION_HEADER_INFO + 2:
            eventFormats(c);
            break;
        case OPTION_HEADER_INFO + 3:
            meta.kallsyms = c.text(c.u32());
            break;
        case OPTION_HEADER_INFO + 4:
            meta.printk = c.text(c.u32());
            break;
        default:
            meta.cmdlines = c.text(c.u64());
            break;
        }
    }
}
