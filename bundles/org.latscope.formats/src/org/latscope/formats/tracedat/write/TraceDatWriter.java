// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.write;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;

/**
 * Writes a trace.dat, version 6 ({@code trace-cmd.dat.v6(5)}), from headers read off the traced
 * machine and each CPU's ring-buffer pages as {@code per_cpu/cpuN/trace_pipe_raw} gives them.
 * Pages are appended as they arrive (one thread per CPU may append at once) and spilled to a
 * temporary file per CPU beside the target; {@link #close()} writes the headers, the options
 * and the flyrecord's per-CPU offsets, then each CPU's pages page-aligned after them, as
 * {@code trace-cmd record} lays them out.
 * <p>
 * The target is created when the writer is, and never if it exists already: an existing file is
 * never overwritten. {@link #abort()} removes the target and the temporary files.
 */
public final class TraceDatWriter implements Closeable {

    private static final byte[] MAGIC = { 0x17, 0x08, 0x44, 't', 'r', 'a', 'c', 'i', 'n', 'g' };

    private final Path target;
    private final TraceDatHeaders headers;
    private final FileChannel out;
    private final CpuSpill[] cpus;
    private boolean closed;

    private TraceDatWriter(Path target, TraceDatHeaders headers, FileChannel out, CpuSpill[] cpus) {
        this.target = target;
        this.headers = headers;
        this.out = out;
        this.cpus = cpus;
    }

    /**
     * Creates the target and the writer.
     *
     * @param target the trace.dat to write; must not exist
     * @param headers the traced machine's headers
     * @return the writer, to which pages are appended
     * @throws FileAlreadyExistsException when the target exists (it is left alone)
     * @throws IOException when the target or a temporary file cannot be created
     */
    public static TraceDatWriter create(Path target, TraceDatHeaders headers) throws IOException {
        FileChannel out = FileChannel.open(target, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        CpuSpill[] spills = new CpuSpill[headers.latencyText() == null ? headers.cpus() : 0];
        try {
            Path dir = target.toAbsolutePath().getParent();
            for (int cpu = 0; cpu < spills.length; cpu++) {
                spills[cpu] = new CpuSpill(dir, "." + target.getFileName() + ".cpu" + cpu + "."); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            }
        } catch (IOException | RuntimeException e) {
            deleteSpills(spills);
            out.close();
            Files.deleteIfExists(target);
            throw e;
        }
        return new TraceDatWriter(target, headers, out, spills);
    }

    /** @return the file being written */
    public Path target() {
        return target;
    }

    /** @return the headers written */
    public TraceDatHeaders headers() {
        return headers;
    }

    /**
     * Appends ring-buffer pages of one CPU.
     *
     * @param cpu the CPU, from 0 to {@link TraceDatHeaders#cpus()} - 1
     * @param pages whole pages of {@link TraceDatHeaders#pageSize()} bytes each, as the kernel wrote them
     * @param offset where they start in {@code pages}
     * @param length how many bytes: a multiple of the page size
     * @throws IOException when the temporary file cannot take them
     */
    public void append(int cpu, byte[] pages, int offset, int length) throws IOException {
        if (closed) {
            throw new IllegalStateException("closed: " + target); //$NON-NLS-1$
        }
        if (cpu < 0 || cpu >= cpus.length) {
            throw new IllegalArgumentException("no CPU " + cpu + " of " + cpus.length + " in " + target); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
        }
        if (length % headers.pageSize() != 0) {
            throw new IllegalArgumentException(length + " bytes are not whole pages of " + headers.pageSize()); //$NON-NLS-1$
        }
        cpus[cpu].append(pages, offset, length);
    }

    /** @param cpu a CPU @param page one whole page @throws IOException as {@link #append(int, byte[], int, int)} */
    public void append(int cpu, byte[] page) throws IOException {
        append(cpu, page, 0, page.length);
    }

    /** @param cpu a CPU @return the bytes of pages appended for it so far */
    public long bytes(int cpu) {
        return cpus[cpu].size();
    }

    /**
     * Writes the file: headers, options, the flyrecord offsets and every CPU's pages; then removes
     * the temporary files. Closing twice does nothing.
     *
     * @throws IOException when the file cannot be written; it is then removed
     */
    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        boolean written = false;
        try {
            write();
            written = true;
        } finally {
            try {
                out.close();
                deleteSpills(cpus);
            } finally {
                if (!written) {
                    Files.deleteIfExists(target);
                }
            }
        }
    }

    /**
     * Gives up: removes the target and the temporary files.
     *
     * @throws IOException when they cannot be removed
     */
    public void abort() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        try {
            out.close();
            deleteSpills(cpus);
        } finally {
            Files.deleteIfExists(target);
        }
    }

    private static void deleteSpills(CpuSpill[] spills) throws IOException {
        IOException first = null;
        for (CpuSpill s : spills) {
            if (s == null) {
                continue;
            }
            try {
                s.delete();
            } catch (IOException e) {
                if (first == null) {
                    first = e;
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }

    private void write() throws IOException {
        TraceDatHeaders h = headers;
        HeaderBytes b = new HeaderBytes(h.bigEndian());
        b.bytes(MAGIC).cstring("6").u8(h.bigEndian() ? 1 : 0).u8(h.longSize()).u32(h.pageSize()); //$NON-NLS-1$
        b.cstring("header_page").u64(h.headerPage().length).bytes(h.headerPage()); //$NON-NLS-1$
        b.cstring("header_event").u64(h.headerEvent().length).bytes(h.headerEvent()); //$NON-NLS-1$
        b.u32(h.ftraceFormats().size());
        for (byte[] f : h.ftraceFormats()) {
            b.u64(f.length).bytes(f);
        }
        b.u32(h.eventFormats().size());
        for (Map.Entry<String, List<byte[]>> system : h.eventFormats().entrySet()) {
            b.cstring(system.getKey()).u32(system.getValue().size());
            for (byte[] f : system.getValue()) {
                b.u64(f.length).bytes(f);
            }
        }
        b.u32(h.kallsyms().length).bytes(h.kallsyms());
        b.u32(h.printkFormats().length).bytes(h.printkFormats());
        b.u64(h.savedCmdlines().length).bytes(h.savedCmdlines());
        b.u32(h.cpus());
        b.bytes(TraceDatHeaders.bytes("options  \0")); //$NON-NLS-1$
        if (h.traceClock() != null && h.latencyText() == null) {
            // trace-cmd then reads a clock after the "latency" mark too, and would take text for it
            option(b, TraceDatHeaders.OPTION_TRACECLOCK, TraceDatHeaders.bytes(h.traceClock() + '\0'));
        }
        if (h.uname() != null) {
            option(b, TraceDatHeaders.OPTION_UNAME, TraceDatHeaders.bytes(h.uname() + '\0'));
        }
        for (TraceDatHeaders.Option o : h.options()) {
            option(b, o.id(), o.data());
        }
        b.u16(0);
        if (h.latencyText() != null) {
            b.bytes(TraceDatHeaders.bytes("latency  \0")).bytes(TraceDatHeaders.bytes(h.latencyText())); //$NON-NLS-1$
            writeAll(b.buffer());
            return;
        }
        b.bytes(TraceDatHeaders.bytes("flyrecord\0")); //$NON-NLS-1$
        int offsets = b.size();
        for (int cpu = 0; cpu < cpus.length; cpu++) {
            b.u64(0).u64(0);
        }
        if (h.traceClock() != null) {
            // trace-cmd reads the clock in use from the trace_clock text after the offsets
            byte[] clock = TraceDatHeaders.bytes(h.traceClock());
            b.u64(clock.length).bytes(clock);
        }
        long at = align(b.size());
        for (int cpu = 0; cpu < cpus.length; cpu++) {
            long size = cpus[cpu].size();
            b.patchU64(offsets + 16 * cpu, at);
            b.patchU64(offsets + 16 * cpu + 8, size);
            at = align(at + size);
        }
        writeAll(b.buffer());
        for (CpuSpill cpu : cpus) {
            out.position(align(out.position()));
            cpu.copyTo(out);
        }
        out.force(false);
    }

    private static void option(HeaderBytes b, int id, byte[] data) {
        b.u16(id).u32(data.length).bytes(data);
    }

    private long align(long offset) {
        long page = headers.pageSize();
        return (offset + page - 1) / page * page;
    }

    private void writeAll(ByteBuffer buffer) throws IOException {
        while (buffer.hasRemaining()) {
            out.write(buffer);
        }
    }
}
