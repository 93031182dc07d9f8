// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.internal;

import static org.latscope.formats.internal.ByteWords.HIGH_BITS;
import static org.latscope.formats.internal.ByteWords.NEWLINES;
import static org.latscope.formats.internal.ByteWords.firstByte;
import static org.latscope.formats.internal.ByteWords.load;
import static org.latscope.formats.internal.ByteWords.zeroBytes;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

import org.latscope.formats.LineDecoder;
import org.latscope.formats.spi.LineScanner;

/**
 * Splits a byte stream into lines at {@code \n} without holding more than two buffers and
 * two (capped) lines. A line longer than the cap keeps its first {@code maxLine} bytes; the
 * rest is skipped and {@link #fullLength()} tells how long it really was.
 *
 * <p>A line stays where it is until the call of {@link #next()} after the next one: each read
 * of the stream goes to the other of two buffers (carrying the start of a line that the
 * last one cut), so that {@link StreamLineSource} can look one line ahead without copying
 * every line (the copy was a twentieth of reading a v1.0.5 trace).
 */
public final class ByteLineReader {

    private static final int START = 16 * 1024;
    private static final int MAX_BUFFER = 256 * 1024;

    private final InputStream in;
    private final int maxLine;
    private byte[] buffer;
    /** The buffer before {@link #buffer}, which holds the line returned last; read into next. */
    private byte[] spare;
    private int pos;
    private int limit;
    private boolean eof;

    private byte[] line = new byte[256];
    /** The other line array: a cut line is kept while the next one is assembled. */
    private byte[] lineSpare = new byte[256];
    private byte[] lineArray;
    private int lineOffset;
    private int lineLength;
    private long fullLength;
    private long bytesRead;
    private boolean scanPlain;
    private boolean linePlain;

    /**
     * @param in the stream, read to its end but not closed
     * @param maxLine the longest line kept, in bytes
     */
    public ByteLineReader(InputStream in, int maxLine) {
        this.in = in;
        this.maxLine = maxLine;
        // 16 KB (less when the stream says it holds less), grown to 256 KB while reads fill it:
        // 256 KB zeroed per file was most of what summary allocated over 100,000 small files (a
        // quarter of its time went to collecting it), and 16 KB per file of a few hundred bytes
        // still a third
        this.buffer = new byte[firstSize(in)];
    }

    /**
     * Lines of bytes already read whole, split in place: a small file's head is the file, and
     * copying it through a stream into a buffer of its own was one more copy of every file.
     *
     * @param bytes the content; only the first {@code length} bytes are read, none modified
     * @param length how many bytes are content
     * @param maxLine the longest line kept, in bytes
     */
    public ByteLineReader(byte[] bytes, int length, int maxLine) {
        this.in = InputStream.nullInputStream();
        this.maxLine = maxLine;
        this.buffer = bytes;
        this.limit = length;
        this.bytesRead = length;
        this.eof = true;
    }

    /** @return room for what the stream says it holds now and one more byte, 64 bytes to 16 KB */
    private static int firstSize(InputStream in) {
        try {
            return (int) Math.max(64, Math.min(START, in.available() + 1L));
        } catch (IOException e) {
            return START;
        }
    }

    /**
     * @return false at the end of the stream
     * @throws IOException when the stream fails
     */
    public boolean next() throws IOException {
        if (pos < limit) {
            int nl = indexOf(buffer, pos, limit);
            if (nl >= 0 && nl - pos <= maxLine) {
                takeInBuffer(nl, scanPlain); // fast path: the whole line is inside the buffer
                return true;
            }
        }
        return nextSlow();
    }

    /**
     * Takes the next line as {@code scanner} finds it in the buffer, without looking for its
     * newline (see {@link LineScanner}).
     *
     * @param scanner reads the line in place and finds its end, or declines
     * @return false when the scanner declined or the buffer does not hold the line whole:
     *         nothing is taken then, and {@link #next()} takes the line
     */
    public boolean nextScanned(LineScanner scanner) {
        int from = pos;
        if (from >= limit) {
            return false;
        }
        int nl = scanner.scan(buffer, from, limit);
        if (nl < from || nl >= limit || buffer[nl] != '\n' || nl - from > maxLine) {
            return false;
        }
        takeInBuffer(nl, true);
        return true;
    }

    /** Takes the line from {@code pos} to the newline at {@code nl}, where it lies in the buffer. */
    private void takeInBuffer(int nl, boolean plain) {
        lineArray = buffer;
        lineOffset = pos;
        lineLength = nl - pos;
        fullLength = nl - pos;
        linePlain = plain;
        pos = nl + 1;
    }

    /**
     * A line that the buffer does not hold whole: its start is carried to the start of a buffer
     * and the stream read after it; a line longer than half a buffer (or than the cap) is
     * assembled in a line array of its own.
     */
    private boolean nextSlow() throws IOException {
        int kept = 0;
        long total = 0;
        boolean any = false;
        while (true) {
            if (pos >= limit) {
                if (!refill(0)) {
                    if (!any) {
                        return false;
                    }
                    finishKept(kept, total);
                    return true;
                }
            }
            any = true;
            int nl = indexOf(buffer, pos, limit);
            int end = nl < 0 ? limit : nl;
            int chunk = end - pos;
            if (nl >= 0 && kept == 0 && total == 0 && chunk <= maxLine) {
                lineArray = buffer;
                lineOffset = pos;
                lineLength = chunk;
                fullLength = chunk;
                linePlain = scanPlain;
                pos = nl + 1;
                return true;
            }
            if (nl < 0 && kept == 0 && total == 0 && !eof && chunk <= maxLine && chunk <= nextSize() / 2) {
                if (refill(chunk)) {
                    continue; // the line's start is at 0 of the new buffer, the stream's next bytes after it
                }
                // the stream ended: the line is what was carried
                lineArray = buffer;
                lineOffset = 0;
                lineLength = chunk;
                fullLength = chunk;
                linePlain = LineDecoder.isPlainAscii(buffer, 0, chunk);
                pos = limit = chunk;
                return true;
            }
            int room = maxLine - kept;
            int copy = Math.min(room, chunk);
            if (copy > 0) {
                ensure(kept + copy);
                System.arraycopy(buffer, pos, line, kept, copy);
                kept += copy;
            }
            total += chunk;
            if (nl >= 0) {
                pos = nl + 1;
                finishKept(kept, total);
                return true;
            }
            pos = limit;
        }
    }

    /** Finishes a line assembled in {@link #line}; the next one is assembled in the other array. */
    private void finishKept(int kept, long total) {
        finish(line, 0, kept, total);
        byte[] swap = line;
        line = lineSpare;
        lineSpare = swap;
    }

    private void finish(byte[] array, int offset, int length, long total) {
        lineArray = array;
        lineOffset = offset;
        lineLength = length;
        fullLength = total;
        linePlain = LineDecoder.isPlainAscii(array, offset, length);
    }

    private void ensure(int size) {
        if (size > line.length) {
            line = Arrays.copyOf(line, Math.max(size, Math.min(maxLine, line.length * 2)));
        }
    }

    /** @return the size of the buffer the next read goes to */
    private int nextSize() {
        // the last read filled the buffer: a large stream
        return limit == buffer.length && buffer.length < MAX_BUFFER ? Math.min(MAX_BUFFER, buffer.length * 4)
                : buffer.length;
    }

    /**
     * Reads the stream after the {@code carry} bytes before {@link #limit}, which it copies to
     * the start of the buffer read into: the other buffer when this one holds the line
     * returned last (which stays there), else this one.
     *
     * @return false at the end of the stream (the carried bytes are then at 0 of the buffer)
     */
    private boolean refill(int carry) throws IOException {
        if (eof) {
            return false;
        }
        int size = nextSize();
        byte[] next;
        if (lineArray == buffer) {
            next = spare;
            if (next == null || next.length < size) {
                next = new byte[size];
            }
            spare = buffer;
        } else {
            next = size > buffer.length ? new byte[size] : buffer;
        }
        System.arraycopy(buffer, limit - carry, next, 0, carry);
        buffer = next;
        pos = 0;
        limit = carry;
        int n = in.read(buffer, carry, buffer.length - carry);
        while (n == 0) {
            n = in.read(buffer, carry, buffer.length - carry);
        }
        if (n < 0) {
            eof = true;
            return false;
        }
        bytesRead += n;
        limit = carry + n;
        return true;
    }

    /**
     * The first {@code \n}, eight bytes at a time (the lowest zero byte of
     * {@code word ^ NEWLINES}); notes on the way whether the bytes before it are plain ASCII
     * (no high bit, no NUL), so that the line source need not look at them again.
     */
    private int indexOf(byte[] bytes, int from, int to) {
        long bad = 0;
        int i = from;
        // sixteen bytes a round: one branch for both words (lines are some 60 bytes)
        for (; i + 16 <= to; i += 16) {
            long raw = load(bytes, i);
            long raw2 = load(bytes, i + 8);
            long word = raw ^ NEWLINES;
            long word2 = raw2 ^ NEWLINES;
            long zero = zeroBytes(word) & HIGH_BITS;
            long zero2 = zeroBytes(word2) & HIGH_BITS;
            if ((zero | zero2) != 0) {
                if (zero == 0) {
                    bad |= notPlain(raw);
                    return found(i + 8, raw2, zero2, bad);
                }
                return found(i, raw, zero, bad);
            }
            bad |= notPlain(raw) | notPlain(raw2);
        }
        for (; i + 8 <= to; i += 8) {
            long raw = load(bytes, i);
            long word = raw ^ NEWLINES;
            long zero = zeroBytes(word) & HIGH_BITS;
            if (zero != 0) {
                return found(i, raw, zero, bad);
            }
            bad |= notPlain(raw);
        }
        for (; i < to; i++) {
            byte b = bytes[i];
            if (b == '\n') {
                scanPlain = bad == 0;
                return i;
            }
            bad |= b <= 0 ? 1 : 0;
        }
        return -1;
    }

    /**
     * @return the high bits of the bytes that have their high bit set or are NUL (exact below
     *         the lowest NUL, which is all that matters: a NUL makes the line not plain)
     */
    private static long notPlain(long raw) {
        return (raw | zeroBytes(raw)) & HIGH_BITS;
    }

    /** The newline in the word at {@code i} whose zero-byte mask is {@code zero}; notes plainness. */
    private int found(int i, long raw, long zero, long bad) {
        int at = firstByte(zero);
        scanPlain = (bad | notPlain(raw) & ((1L << (at << 3)) - 1)) == 0;
        return i + at;
    }

    /**
     * @return whether the current line is plain ASCII: no byte with the high bit set and no
     *         NUL (a carriage return counts as plain)
     */
    public boolean isPlainAscii() {
        return linePlain;
    }

    /** @return the array holding the current line (valid until the call of next after the next one) */
    public byte[] array() {
        return lineArray;
    }

    /** @return where the current line starts in {@link #array()} */
    public int offset() {
        return lineOffset;
    }

    /** @return the kept length of the current line, without the terminator */
    public int length() {
        return lineLength;
    }

    /** @return the real length of the current line, larger than {@link #length()} when cut */
    public long fullLength() {
        return fullLength;
    }

    /** @return the bytes read from the stream so far */
    public long bytesRead() {
        return bytesRead;
    }
}
