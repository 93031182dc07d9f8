// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.persistence;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32C;

import org.latscope.model.steps.ColumnSink;
import org.latscope.model.steps.ColumnSource;
import org.latscope.model.steps.StepTable;
import org.latscope.model.steps.StepTableCodec;

/**
 * The binary file that holds the step columns of a saved trace set.
 *
 * <pre>
 * magic "LSSTEPS\n" | int format version | int columns version | string token
 * | int trace count | per trace: string URI fragment, int present, columns (StepTableCodec)
 * | long CRC-32C of every byte before it
 * </pre>
 *
 * Little-endian, written and read through a 1 MiB buffer with bulk array copies, so that
 * saving and loading run near disk speed.
 */
final class StepSidecar {

    static final byte[] MAGIC = "LSSTEPS\n".getBytes(StandardCharsets.US_ASCII); //$NON-NLS-1$
    static final int VERSION = 1;
    private static final int BUFFER = 1 << 20;

    /** One trace's entry: its URI fragment in the resource and its table (null when it had none). */
    record Entry(String fragment, StepTable table) {
    }

    private StepSidecar() {
    }

    /** Writes {@code entries} to {@code file} and forces it to disk. */
    static void write(Path file, String token, List<Entry> entries) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            Sink sink = new Sink(channel);
            sink.put(MAGIC);
            sink.writeInt(VERSION);
            sink.writeInt(StepTableCodec.COLUMNS_VERSION);
            sink.writeString(token);
            sink.writeInt(entries.size());
            for (Entry entry : entries) {
                sink.writeString(entry.fragment());
                sink.writeInt(entry.table() == null ? 0 : 1);
                if (entry.table() != null) {
                    StepTableCodec.write(entry.table(), sink);
                }
            }
            sink.finish();
            channel.force(true);
        }
    }

    /**
     * Reads a sidecar, checking magic, versions, token and checksum.
     *
     * @throws IOException with a short reason when the file is damaged or foreign
     */
    static List<Entry> read(Path file, String token) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = channel.size();
            if (size < MAGIC.length + 8) {
                throw new IOException("too short"); //$NON-NLS-1$
            }
            Source source = new Source(channel, size);
            if (!Arrays.equals(source.take(MAGIC.length), MAGIC)) {
                throw new IOException("not a step file"); //$NON-NLS-1$
            }
            int version = source.readInt();
            int columns = source.readInt();
            if (version != VERSION || columns < 1 || columns > StepTableCodec.COLUMNS_VERSION) {
                throw new IOException("unsupported version " + version + "." + columns); //$NON-NLS-1$ //$NON-NLS-2$
            }
            String fileToken = source.readString();
            if (!token.equals(fileToken)) {
                throw new IOException("token " + fileToken + " instead of " + token); //$NON-NLS-1$ //$NON-NLS-2$
            }
            int count = source.readInt();
            if (count < 0 || count > size) {
                throw new IOException("bad trace count " + count); //$NON-NLS-1$
            }
            List<Entry> entries = new ArrayList<>(count);
            for (int k = 0; k < count; k++) {
                String fragment = source.readString();
                int present = source.readInt();
                entries.add(new Entry(fragment, present == 0 ? null : StepTableCodec.read(source, columns)));
            }
            long computed = source.checksum();
            long stored = source.readLong();
            if (source.remaining() != 0) {
                throw new IOException("trailing bytes"); //$NON-NLS-1$
            }
            if (computed != stored) {
                throw new IOException("checksum mismatch"); //$NON-NLS-1$
            }
            return entries;
        } catch (RuntimeException e) {
            // Corrupt lengths can surface as array or buffer exceptions: report them as damage.
            throw new IOException(e.toString(), e);
        }
    }

    /** Buffered little-endian writer that checksums everything it writes. */
    private static final class Sink implements ColumnSink {
        private final FileChannel channel;
        private final ByteBuffer buffer = ByteBuffer.allocateDirect(BUFFER).order(ByteOrder.LITTLE_ENDIAN);
        private final CRC32C crc = new CRC32C();

        Sink(FileChannel channel) {
            this.channel = channel;
        }

        void put(byte[] bytes) throws IOException {
            int offset = 0;
            while (offset < bytes.length) {
                room(1);
                int n = Math.min(buffer.remaining(), bytes.length - offset);
                buffer.put(bytes, offset, n);
                offset += n;
            }
        }

        @Override
        public void writeInt(int value) throws IOException {
            room(4);
            buffer.putInt(value);
        }

        @Override
        public void writeLong(long value) throws IOException {
            room(8);
            buffer.putLong(value);
        }

        @Override
        public void writeString(String value) throws IOException {
            if (value == null) {
                writeInt(-1);
                return;
            }
            byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
            writeInt(bytes.length);
            put(bytes);
        }

        @Override
        public void writeInts(int[] values, int length) throws IOException {
            int offset = 0;
            while (offset < length) {
                room(4);
                int n = Math.min(buffer.remaining() / 4, length - offset);
                buffer.asIntBuffer().put(values, offset, n);
                buffer.position(buffer.position() + n * 4);
                offset += n;
            }
        }

        @Override
        public void writeLongs(long[] values, int length) throws IOException {
            int offset = 0;
            while (offset < length) {
                room(8);
                int n = Math.min(buffer.remaining() / 8, length - offset);
                buffer.asLongBuffer().put(values, offset, n);
                buffer.position(buffer.position() + n * 8);
                offset += n;
            }
        }

        /** Appends the checksum of everything written so far and flushes. */
        void finish() throws IOException {
            drain();
            buffer.putLong(crc.getValue());
            buffer.flip();
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
            buffer.clear();
        }

        private void room(int bytes) throws IOException {
            if (buffer.remaining() < bytes) {
                drain();
            }
        }

        private void drain() throws IOException {
            buffer.flip();
            crc.update(buffer.duplicate());
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
            buffer.clear();
        }
    }

    /** Buffered little-endian reader that checksums every byte before the trailing checksum. */
    private static final class Source implements ColumnSource {
        private final FileChannel channel;
        private final long checksummedEnd;
        private final ByteBuffer buffer = ByteBuffer.allocateDirect(BUFFER).order(ByteOrder.LITTLE_ENDIAN);
        private final CRC32C crc = new CRC32C();
        private final long size;
        private long filePosition; // file offset of the byte after the buffer's limit

        Source(FileChannel channel, long size) {
            this.channel = channel;
            this.size = size;
            this.checksummedEnd = size - 8;
            buffer.limit(0);
        }

        long remaining() {
            return size - filePosition + buffer.remaining();
        }

        long checksum() {
            return crc.getValue();
        }

        byte[] take(int n) throws IOException {
            byte[] bytes = new byte[n];
            int offset = 0;
            while (offset < n) {
                need(1);
                int k = Math.min(buffer.remaining(), n - offset);
                buffer.get(bytes, offset, k);
                offset += k;
            }
            return bytes;
        }

        @Override
        public int readInt() throws IOException {
            need(4);
            return buffer.getInt();
        }

        @Override
        public long readLong() throws IOException {
            need(8);
            return buffer.getLong();
        }

        @Override
        public String readString() throws IOException {
            int length = readInt();
            if (length == -1) {
                return null;
            }
            check(length, 1);
            return new String(take(length), StandardCharsets.UTF_8);
        }

        @Override
        public int[] readInts(int length) throws IOException {
            check(length, 4);
            int[] values = new int[length];
            int offset = 0;
            while (offset < length) {
                need(4);
                int n = Math.min(buffer.remaining() / 4, length - offset);
                buffer.asIntBuffer().get(values, offset, n);
                buffer.position(buffer.position() + n * 4);
                offset += n;
            }
            return values;
        }

        @Override
        public long[] readLongs(int length) throws IOException {
            check(length, 8);
            long[] values = new long[length];
            int offset = 0;
            while (offset < length) {
                need(8);
                int n = Math.min(buffer.remaining() / 8, length - offset);
                buffer.asLongBuffer().get(values, offset, n);
                buffer.position(buffer.position() + n * 8);
                offset += n;
            }
            return values;
        }

        /** Refuses lengths the rest of the file cannot hold, before allocating for them. */
        private void check(int length, int width) throws IOException {
            if (length < 0 || (long) length * width > remaining()) {
                throw new IOException("length " + length + " beyond end of file"); //$NON-NLS-1$ //$NON-NLS-2$
            }
        }

        private void need(int bytes) throws IOException {
            if (buffer.remaining() >= bytes) {
                return;
            }
            buffer.compact();
            while (buffer.position() < bytes) {
                int start = buffer.position();
                int n = channel.read(buffer);
                if (n < 0) {
                    throw new EOFException("unexpected end of file"); //$NON-NLS-1$
                }
                // checksum the new bytes that lie before the trailing checksum
                long from = filePosition;
                long to = Math.min(filePosition + n, checksummedEnd);
                if (to > from) {
                    ByteBuffer fresh = buffer.duplicate();
                    fresh.position(start).limit(start + (int) (to - from));
                    crc.update(fresh);
                }
                filePosition += n;
            }
            buffer.flip();
        }
    }
}
