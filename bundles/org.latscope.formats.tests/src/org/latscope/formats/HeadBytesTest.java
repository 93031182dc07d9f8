// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.latscope.formats.classic.ClassicFormats;
import org.latscope.formats.spi.TraceFormatProbe;
import org.latscope.model.TraceFile;
import org.latscope.model.support.TraceSets;
import org.latscope.testdata.TestData;

/**
 * The head read for detection: a file that ends within it is read once, with no system call
 * after its end (a folder of small files paid fstat, lseek and a read after the end per file).
 */
class HeadBytesTest {

    /** A file's bytes that count the reads asked of them after they said the end was reached. */
    private static final class Counting extends ByteArrayInputStream {
        private boolean ended;
        int readsAfterEnd;
        int availableCalls;

        Counting(byte[] bytes) {
            super(bytes);
        }

        @Override
        public synchronized int read(byte[] b, int off, int len) {
            if (ended) {
                readsAfterEnd++;
            }
            int r = super.read(b, off, len);
            ended |= r < 0;
            return r;
        }

        @Override
        public synchronized int read() {
            if (ended) {
                readsAfterEnd++;
            }
            int r = super.read();
            ended |= r < 0;
            return r;
        }

        @Override
        public synchronized int available() {
            availableCalls++;
            return super.available();
        }
    }

    private static byte[] bytes(int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) (i % 61 == 60 ? '\n' : 'a' + i % 26);
        }
        return b;
    }

    @Test
    void aSmallFileIsReadWholeIntoTheHeadAndTheStreamIsNotReadAfterItsEnd() throws IOException {
        Path seed = TestData.path("seeds/000_ccd2cb2fc6f710da.txt");
        byte[] content = Files.readAllBytes(seed);
        TraceFormatRegistry registry = new TraceFormatRegistry();
        ClassicFormats.create().forEach(registry::add);
        TraceSetReader reader = new TraceSetReader(registry, 1);
        Counting in = new Counting(content);

        TraceFile fromStream = reader.readStream("seed.txt", "seed.txt", in, TraceSets.create("stream"));
        TraceFile fromDisk = reader.read(List.of(seed), "disk").getFiles().get(0);

        assertTrue(content.length < TraceFormatProbe.MAX_HEAD, "the seed fits the head");
        assertEquals(0, in.readsAfterEnd);
        assertNotNull(fromStream.getFormatId());
        assertEquals(fromDisk.getFormatId(), fromStream.getFormatId());
        assertEquals(fromDisk.getLinesRead(), fromStream.getLinesRead());
        assertEquals(fromDisk.getLinesUsed(), fromStream.getLinesUsed());
        assertEquals(fromDisk.getDiagnostics().size(), fromStream.getDiagnostics().size());
        assertEquals(content.length, fromStream.getSize());
        assertEquals(content.length, fromDisk.getSize());
    }

    @Test
    void aKnownSizeSizesTheHeadWithoutAskingTheStream() {
        Counting in = new Counting(bytes(12));

        HeadBytes head = HeadBytes.read(in, 12);

        assertEquals(0, in.availableCalls);
        assertEquals(13, head.bytes().length, "the size and one byte to see the end");
        assertEquals(12, head.length());
        assertTrue(head.ended());
        assertEquals(0, in.readsAfterEnd);
    }

    @Test
    void aWrongSizeStillGivesTheWholeHead() {
        byte[] big = bytes(200_000);
        HeadBytes grown = HeadBytes.read(new Counting(big), 0);
        assertEquals(TraceFormatProbe.MAX_HEAD, grown.length());
        assertFalse(grown.ended(), "the head stops at its limit before the end");
        assertArrayEquals(Arrays.copyOf(big, TraceFormatProbe.MAX_HEAD), Arrays.copyOf(grown.bytes(), grown.length()));

        byte[] small = bytes(5_000);
        HeadBytes oversized = HeadBytes.read(new Counting(small), 1L << 40);
        assertEquals(5_000, oversized.length());
        assertTrue(oversized.ended());
        assertArrayEquals(small, Arrays.copyOf(oversized.bytes(), oversized.length()));
    }

    @Test
    void anUnknownSizeAsksTheStream() {
        Counting in = new Counting(bytes(3_000));

        HeadBytes head = HeadBytes.read(in, -1);

        assertEquals(1, in.availableCalls);
        assertEquals(3_000, head.length());
        assertTrue(head.ended());
    }
}
