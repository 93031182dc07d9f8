// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

import java.util.concurrent.Future;
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
    private final ReadAhead ahead;
    private final int buffer;
    /** The next block (its file offset {@link #nextBlockAt}) or chunk, being read on the read-ahead thread. */
    private Future<byte[]> next;
    private long nextBlockAt = -1;

    /** How many bytes of pages are read at once (uncompressed data). */
    private static final int BLOCK = 1 << 18;

    private long nextPage; // file offset of the next page (uncompressed data)
    private byte[] block;
    private long blockStart;
    private int blockLength;
    private byte[] chunk;
    private int chunkAt;

    private byte[] page; // the block or chunk holding the current page
    private int pageBase; // where the current page starts in it
    private int end; // the end of the page's events
    private int at; // the next event header
    private long timestamp;
    private long lost;
    private int pageStart;
    private boolean done;

    // the current record
    private long time;
    private int dataAt;
    private int dataLength;
    private long missed;

    /**
     * @param where where the CPU's data are
     * @param file the file
     * @param meta the file's meta data (byte order, page size, codec; problems go there)
     * @param commitSize the size of the page header's commit word
     * @param clock turns ring-buffer time into the report's nanoseconds
     */
    public CpuStream(TraceDatCpu where, FileBytes file, Meta meta, int commitSize, LongUnaryOperator clock) {
        this(where, file, meta, commitSize, clock, null);
    }

    /**
     * @param where where the CPU's data are
     * @param file the file
     * @param meta the file's meta data (byte order, page size, codec; problems go there)
     * @param commitSize the size of the page header's commit word
     * @param clock turns ring-buffer time into the report's nanoseconds
     * @param ahead reads the next block or chunk while this one is decoded; null: none
     */
    public CpuStream(TraceDatCpu where, FileBytes file, Meta meta, int commitSize, LongUnaryOperator clock,
            ReadAhead ahead) {
        this(where, file, meta, meta.cpuDataCompressed, 0, commitSize, clock, ahead);
    }

    /**
     * @param where where the CPU's data are
     * @param file the file
     * @param meta the file's meta data (byte order, page size, codec; problems go there)
     * @param compressed whether the data are compressed in chunks
     * @param buffer the buffer it belongs to: 0 for the top one, 1 + the index of an instance
     * @param commitSize the size of the page header's commit word
     * @param clock turns ring-buffer time into the report's nanoseconds
     * @param ahead reads the next block or chunk while this one is decoded; null: none
     */
    public CpuStream(TraceDatCpu where, FileBytes file, Meta meta, boolean compressed, int buffer, int commitSize,
            LongUnaryOperator clock, ReadAhead ahead) {
        this.buffer = buffer;
        this.cpu = where.cpu();
        this.where = where;
        this.file = file;
        this.meta = meta;
        this.endian = meta.endian;
        this.pageSize = meta.pageSize;
        this.commitSize = commitSize;
        this.clock = clock;
        this.nextPage = where.offset();
        // a codec of its own: a decompressor keeps state, and streams may decompress on two threads
        this.chunks = compressed ? new ChunkReader(file, endian,
                meta.codec == null ? null : Codec.of(meta.codec.name()), where.offset()) : null;
        // a CPU of less than a block gains nothing from a thread
        this.ahead = where.size() > BLOCK ? ahead : null;
    }

    /** @return the CPU */
    public int cpu() {
        return cpu;
    }

    /** @return the buffer: 0 for the top one, 1 + the index of an instance */
    public int buffer() {
        return buffer;
    }

    /** @return the next record, or null when the CPU has no more */
    public RawRecord next() {
        return advance() ? record() : null;
    }

    /**
     * Moves to the next record, which {@link #time()}, {@link #bytes()}, {@link #offset()},
     * {@link #length()} and {@link #missed()} then describe: a pass that only looks at a few
     * fields of each record allocates nothing per record.
     *
     * @return false when the CPU has no more
     */
    public boolean advance() {
        while (!done) {
            if (page == null && !loadPage()) {
                done = true;
                return false;
            }
            if (nextInPage()) {
                return true;
            }
            page = null;
        }
        return false;
    }

    /** @return the current record as an object, its payload a view that later records leave intact */
    public RawRecord record() {
        return new RawRecord(cpu, time, new Decoding.Data(page, dataAt, dataLength), missed);
    }

    /** @return the current record's time in nanoseconds */
    public long time() {
        return time;
    }

    /** @return the array holding the current record's payload (never written again) */
    public byte[] bytes() {
        return page;
    }

    /** @return where the current record's payload starts in {@link #bytes()} */
    public int offset() {
        return dataAt;
    }

    /** @return the current record's payload length */
    public int length() {
        return dataLength;
    }

    /** @return the events lost before the current record: a count, -1 for unknown, 0 for none */
    public long missed() {
        return missed;
    }

    private boolean loadPage() {
        try {
            if (!nextPageView()) {
                return false;
            }
            byte[] p = page;
            int base = pageBase;
            int header = 8 + commitSize;
            timestamp = endian.u64(p, base);
            long flags = endian.read(p, base + 8, commitSize);
            int size = (int) (flags & COMMIT_MASK);
            end = base + Math.min(header + size, pageSize);
            if ((flags & MISSING_EVENTS) != 0) {
                if ((flags & MISSING_STORED) != 0 && header + size + commitSize <= pageSize) {
                    lost = endian.read(p, base + header + size, commitSize);
                } else {
                    lost = -1;
                }
            } else {
                lost = 0;
            }
            at = base + header;
            pageStart = at;
            return true;
        } catch (BadData e) {
            page = null;
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
            return nextPageView() ? java.util.Arrays.copyOfRange(page, pageBase, pageBase + pageSize) : null;
        } catch (BadData e) {
            meta.problem(e.offset(), Messages.format("tracedat.cpuData", Integer.toString(cpu), e.getMessage())); //$NON-NLS-1$
            return null;
        }
    }

    /**
     * Reads the pages of the CPU's data from {@code at} at once, up to {@link #BLOCK} bytes: a read
     * per page was a system call per 4 KiB. A block never reaches past the file's end, so that the
     * pages before a truncation are read and the one it cuts fails as it would alone. Each block is
     * a new array, never refilled: records handed out stay views into it.
     */
    private byte[] readBlock(long at) {
        long end = Math.min(where.offset() + where.size(), file.size());
        long pages = Math.max(0, (end - at) / pageSize);
        int length = (int) Math.min(Math.max(1, BLOCK / pageSize), Math.max(1, pages)) * pageSize;
        if (pages == 0) {
            file.read(at, pageSize); // past the end: says where
        }
        byte[] b = new byte[length];
        file.read(at, b, 0, length);
        return b;
    }

    /** The block at {@code at}: read ahead when it was, the one after it then asked for. */
    private void fillBlock(long at) {
        byte[] b;
        if (next != null && nextBlockAt == at) {
            b = ReadAhead.take(next);
        } else {
            b = readBlock(at);
        }
        next = null;
        block = b;
        blockStart = at;
        blockLength = b.length;
        long following = at + b.length;
        if (ahead != null && following + pageSize <= where.offset() + where.size()) {
            next = ahead.submit(() -> readBlock(following));
            nextBlockAt = following;
        }
    }

    /** The next chunk: read and decompressed ahead when it was, the one after it then asked for. */
    private byte[] nextChunk() {
        byte[] c;
        if (next != null) {
            c = ReadAhead.take(next);
            next = null;
        } else {
            c = chunks.next();
        }
        if (c != null && ahead != null) {
            next = ahead.submit(chunks::next); // the reader is used by one thread at a time, in turn
        }
        return c;
    }

    /** Points {@link #page} and {@link #pageBase} at the next page, in its block or chunk. */
    private boolean nextPageView() {
        if (chunks == null) {
            if (nextPage + pageSize > where.offset() + where.size()) {
                return false;
            }
            if (block == null || nextPage < blockStart || nextPage + pageSize > blockStart + blockLength) {
                fillBlock(nextPage);
            }
            page = block;
            pageBase = (int) (nextPage - blockStart);
            nextPage += pageSize;
            return true;
        }
        while (chunk == null || chunkAt + pageSize > chunk.length) {
            chunk = nextChunk();
            chunkAt = 0;
            if (chunk == null) {
                return false;
            }
        }
        page = chunk;
        pageBase = chunkAt;
        chunkAt += pageSize;
        return true;
    }

    /** Decodes the page's next event into the current record's fields; false at the page's end. */
    private boolean nextInPage() {
        byte[] page = this.page;
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
                        Integer.toString(data - pageBase)));
                at = end;
                return false;
            }
            // as kbuffer: only an event at the very start of the page carries the lost count
            missed = recordAt == pageStart ? lost : 0;
            time = clock.applyAsLong(timestamp);
            dataAt = data;
            dataLength = length;
            return true;
        }
        return false;
    }
}
