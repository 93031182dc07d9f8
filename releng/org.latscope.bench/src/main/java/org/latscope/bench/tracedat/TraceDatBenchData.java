// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.tracedat;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.latscope.formats.tracedat.TraceDatFile;
import org.latscope.formats.tracedat.internal.Merger;
import org.latscope.formats.tracedat.write.TraceDatWriter;

/**
 * A large trace.dat made of a sample's ring-buffer pages repeated, each repetition shifted in time
 * past the one before (the page headers' timestamps and any absolute timestamp record), so that
 * every CPU's time stays monotonic; written with {@link TraceDatWriter} as a capture writes.
 */
final class TraceDatBenchData {

    private static final int TYPE_PADDING = 29;
    private static final int TYPE_TIME_EXTEND = 30;
    private static final int TYPE_TIME_STAMP = 31;

    /** What was written. @param file the file @param events its events @param repeats the sample's repetitions */
    record Made(Path file, long events, int repeats) {
    }

    private TraceDatBenchData() {
    }

    /**
     * @param sample a version 6 or 7 trace.dat of little-endian pages
     * @param target the file to write, reused when it is there already
     * @param bytes about how many bytes of pages to write
     * @return the file and its number of events
     */
    static Made repeat(Path sample, Path target, long bytes) throws IOException {
        long events = 0;
        long first = Long.MAX_VALUE;
        long last = Long.MIN_VALUE;
        List<List<byte[]>> pages = new ArrayList<>();
        long pageBytes = 0;
        try (TraceDatFile f = TraceDatFile.open(sample)) {
            if (f.bigEndian()) {
                throw new IOException("big-endian samples are not shifted: " + sample);
            }
            Merger m = f.records();
            for (var r = m.next(); r != null; r = m.next()) {
                events++;
                first = Math.min(first, r.timestamp());
                last = Math.max(last, r.timestamp());
            }
            for (int i = 0; i < f.cpuData().size(); i++) {
                List<byte[]> cpu = new ArrayList<>();
                Supplier<byte[]> s = f.pages(i);
                for (byte[] p = s.get(); p != null; p = s.get()) {
                    cpu.add(p);
                    pageBytes += p.length;
                }
                pages.add(cpu);
            }
            int repeats = (int) Math.max(1, bytes / pageBytes);
            Made made = new Made(target, events * repeats, repeats);
            if (Files.exists(target)) {
                return made;
            }
            long span = last - first + 1_000_000; // a millisecond between repetitions
            int commitSize = f.kernelLongSize();
            Path partial = target.resolveSibling(target.getFileName() + ".partial");
            Files.deleteIfExists(partial);
            try (TraceDatWriter w = TraceDatWriter.create(partial, f.headers())) {
                for (int k = 0; k < repeats; k++) {
                    for (int i = 0; i < pages.size(); i++) {
                        int cpu = f.cpuData().get(i).cpu();
                        for (byte[] p : pages.get(i)) {
                            w.append(cpu, shifted(p, k * span, commitSize));
                        }
                    }
                }
            }
            Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE);
            return made;
        }
    }

    /** @return a copy of the page with its time moved {@code shift} later */
    private static byte[] shifted(byte[] page, long shift, int commitSize) {
        byte[] copy = page.clone();
        ByteBuffer b = ByteBuffer.wrap(copy).order(ByteOrder.LITTLE_ENDIAN);
        b.putLong(0, b.getLong(0) + shift);
        int header = 8 + commitSize;
        int end = Math.min(copy.length, header + (int) (b.getInt(8) & (1 << 27) - 1));
        int at = header;
        while (at + 4 <= end) {
            int word = b.getInt(at);
            int type = word & 31;
            int data = at + 4;
            switch (type) {
            case TYPE_PADDING: { // discarded events, or the rest of the page
                int length = data + 4 <= end ? b.getInt(data) : 0;
                if (length <= 0) {
                    return copy;
                }
                at = data + length;
                break;
            }
            case TYPE_TIME_EXTEND:
                at = data + 4;
                break;
            case TYPE_TIME_STAMP: { // absolute: 59 bits, the low 27 in the header word
                long ts = (b.getInt(data) & 0xffffffffL) << 27 | (word & 0xffffffffL) >>> 5;
                ts += shift;
                b.putInt(at, (int) (ts << 5 | type));
                b.putInt(data, (int) (ts >>> 27));
                at = data + 4;
                break;
            }
            case 0:
                at = data + 4 + ((b.getInt(data) - 4 + 3) & ~3);
                break;
            default:
                at = data + type * 4;
                break;
            }
        }
        return copy;
    }
}
