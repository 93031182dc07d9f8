// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

import java.util.function.LongUnaryOperator;

import org.latscope.formats.tracedat.TraceDatCpu;

/**
 * The records of one CPU, page by page: pages read from the file one at a time, or from one
 * decompressed chunk at a time, and decoded as the ring buffer writes them ({@code kbuffer}):
 * a page header (timestamp, commit word with the missed-events flags), then events with a
 * 32-bit header (5-bit type/length, 27-bit time delta), time extends, absolute timestamps and
 * padding. A page or chunk that cannot be read ends the CPU's records with a problem; the other
 * CPUs go on.
 */
public final class CpuStream {

    private static final int TYPE_PADDING = 29;
    private static final int TYPE_TIME_EXTEND = 30;
    private static final int TYPE_TIME_STAMP = 31;
    private static final long MISSING_EVENTS = 1L << 31;
    private static final long MISSING_STORED = 1L << 30;
    private static final long COMMIT_MASK = (1L << 27) - 1;
    private static final long TS_MSB = 0xf8L << 56;

    private final int cpu;
    private final FileBytes file;
    private final Endian endian;
    private final int pageSize;
    private final int commitSize;
    private final TraceDatCpu where;
    private final ChunkReader chunks;
    private final LongUnaryOperator clock;
    private final Meta meta;

    private long nextPage; // file offset of the next page (uncompressed data)
    private byte[] chunk;
    private int chunkAt;

    private byte[] page;
    private int end; // the end of the page's events
    private int at; // the next event header
    private long timestamp;
    private long lost;
    private int pageStart;
    private boolean done;

    /**
     * @param where where the CPU's data are
     * @param file the file
     * @param meta the file's meta data (byte order, page size, codec; problems go there)
     * @param commitSize the size of the page header's commit word
     * @param clock turns ring-buffer time into the report's nanoseconds
     */
    public CpuStream(TraceDatCpu where, FileBytes file, Meta meta, int commitSize, LongUnaryOperator clock) {
        this.cpu = where.cpu();
        this.where = where;
        this.file = file;
        this.meta = meta;
        this.endian = meta.endian;
        this.pageSize = meta.pageSize;
        this.commitSize = commitSize;
        this.clock = clock;
        this.nextPage = where.offset();
        this.chunks = meta.cpuDataCompressed ? new ChunkReader(file, endian, meta.codec, where.offset()) : null;
    }

    /** @return the CPU */
    public int cpu() {
        return cpu;
    }

    /** @return the next record, or null when the CPU has no more */
    public RawRecord next() {
        while (!done) {
            if (page == null && !loadPage()) {
                done = true;
                return null;
            }
            RawRecord r = nextInPage();
            if (r != null) {
                return r;
            }
            page = null;
        }
        return null;
    }

    private boolean loadPage() {
        try {
            byte[] p = nextPageBytes();
            if (p == null) {
                return false;
            }
            page = p;
            int header = 8 + commitSize;
            timestamp = endian.u64(p, 0);
            long flags = endian.read(p, 8, commitSize);
            int size = (int) (flags & COMMIT_MASK);
            end = Math.min(header + size, p.length);
            if ((flags & MISSING_EVENTS) != 0) {
                if ((flags & MISSING_STORED) != 0 && header + size + commitSize <= p.length) {
                    lost = endian.read(p, header + size, commitSize);
                } else {
                    lost = -1;
                }
            } else {
                lost = 0;
            }
            at = header;
            pageStart = header;
            return true;
        } catch (BadData e) {
            meta.problem(e.offset(), Messages.format("tracedat.cpuData", Integer.toString(cpu), e.getMessage())); //$NON-NLS-1$
            return false;
        }
    }

    /**
     * @return the next page as the file holds it (decompressed), for copying it elsewhere; null
     *         after the last, or when it cannot be read (a problem then says why)
     */
    public byte[] nextRawPage() {
        try {
            return nextPageBytes();
        } catch (BadData e) {
            meta.problem(e.offset(), Messages.format("tracedat.cpuData", Integer.toString(cpu), e.getMessage())); //$NON-NLS-1$
            return null;
        }
    }

    private byte[] nextPageBytes() {
        if (chunks == null) {
            if (nextPage + pageSize > where.offset() + where.size()) {
                return null;
            }
            byte[] p = file.read(nextPage, pageSize);
            nextPage += pageSize;
            return p;
        }
        while (chunk == null || chunkAt + pageSize > chunk.length) {
            chunk = chunks.next();
            chunkAt = 0;
            if (chunk == null) {
                return null;
            }
        }
        byte[] p = new byte[pageSize];
        System.arraycopy(chunk, chunkAt, p, 0, pageSize);
        chunkAt += pageSize;
        return p;
    }

    private RawRecord nextInPage() {
        while (at + 4 <= end) {
            int recordAt = at;
            long header = endian.u32(page, at);
            int typeLen = endian.big() ? (int) (header >>> 27) : (int) (header & 31);
            long delta = endian.big() ? header & COMMIT_MASK : header >>> 5;
            int data = at + 4;
            int length;
            switch (typeLen) {
            case TYPE_PADDING:
                length = data + 4 <= end ? (int) endian.u32(page, data) : end;
                timestamp += delta;
                at = delta == 0 && length == 0 ? end : data + length;
                if (length <= 0) {
                    at = end;
                }
                continue;
            case TYPE_TIME_EXTEND:
            case TYPE_TIME_STAMP: {
                if (data + 4 > end) {
                    at = end;
                    continue;
                }
                long extend = endian.u32(page, data) << 27 | delta;
                timestamp = typeLen == TYPE_TIME_STAMP ? extend | timestamp & TS_MSB : timestamp + extend;
                at = data + 4;
                continue;
            }
            case 0:
                if (data + 4 > end) {
                    at = end;
                    continue;
                }
                length = (int) ((endian.u32(page, data) - 4 + 3) & ~3L);
                data += 4;
                break;
            default:
                length = typeLen * 4;
                break;
            }
            timestamp += delta;
            at = data + length;
            if (length < 0 || data + length > end) {
                meta.problem(where.offset(), Messages.format("tracedat.badRecord", Integer.toString(cpu), //$NON-NLS-1$
                        Integer.toString(data)));
                at = end;
                return null;
            }
            // as kbuffer: only an event at the very start of the page carries the lost count
            long missed = recordAt == pageStart ? lost : 0;
            return new RawRecord(cpu, clock.applyAsLong(timestamp), new Decoding.Data(page, data, length), missed);
        }
        return null;
    }
}
