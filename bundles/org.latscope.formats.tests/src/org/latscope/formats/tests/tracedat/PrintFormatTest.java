// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.tracedat;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.zip.Deflater;

import org.junit.jupiter.api.Test;
import org.latscope.formats.tracedat.internal.BadData;
import org.latscope.formats.tracedat.internal.CFormat;
import org.latscope.formats.tracedat.internal.Codec;
import org.latscope.formats.tracedat.internal.Decoding;
import org.latscope.formats.tracedat.internal.Endian;
import org.latscope.formats.tracedat.internal.EventFormat;
import org.latscope.formats.tracedat.internal.FormatParser;
import org.latscope.formats.tracedat.internal.Kallsyms;
import org.latscope.formats.tracedat.internal.PrintkFormats;

/** The pieces that turn fields into text, each on its own: C conversions, print formats, zlib, symbols. */
class PrintFormatTest {

    private static final String TIMER_START = """
            name: timer_start
            ID: 384
            format:
            \tfield:unsigned short common_type;\toffset:0;\tsize:2;\tsigned:0;
            \tfield:unsigned char common_flags;\toffset:2;\tsize:1;\tsigned:0;
            \tfield:unsigned char common_preempt_count;\toffset:3;\tsize:1;\tsigned:0;
            \tfield:int common_pid;\toffset:4;\tsize:4;\tsigned:1;

            \tfield:void * timer;\toffset:8;\tsize:8;\tsigned:0;
            \tfield:unsigned int flags;\toffset:16;\tsize:4;\tsigned:0;
            \tfield:int delta;\toffset:20;\tsize:4;\tsigned:1;
            \tfield:char comm[16];\toffset:24;\tsize:16;\tsigned:0;
            \tfield:__data_loc char[] name;\toffset:40;\tsize:4;\tsigned:0;

            print fmt: "timer=%p flags=%s idx=%u delta=%ld/%d comm=%-6s| name=%s %c%%", REC->timer, \
            __print_flags(REC->flags & (0x00040000 | 0x00080000 | 0x00100000), "|", { 0x00040000, "M" }, \
            { 0x00080000, "D" }, { 0x00100000, "P" }), REC->flags >> 22, (long)REC->delta, REC->delta, \
            REC->comm, __get_str(name)
            """;

    private static final Decoding DECODING = new Decoding(new Endian(false), 8,
            Kallsyms.parse("ffffffff81000000 T _stext\nffffffff81000100 t tick_sched_timer\nffffffff81000200 T next\n"), //$NON-NLS-1$
            PrintkFormats.parse("")); //$NON-NLS-1$

    private static Decoding.Data record(long timer, int flags, int delta, String comm, String name) {
        ByteBuffer b = ByteBuffer.allocate(64).order(ByteOrder.LITTLE_ENDIAN);
        b.putShort(0, (short) 384).putInt(4, 42).putLong(8, timer).putInt(16, flags).putInt(20, delta);
        byte[] c = comm.getBytes(StandardCharsets.ISO_8859_1);
        b.put(24, c);
        byte[] n = (name + '\0').getBytes(StandardCharsets.ISO_8859_1);
        b.putInt(40, n.length << 16 | 44);
        b.put(44, n);
        return new Decoding.Data(b.array(), 0, 64);
    }

    private static String render(EventFormat event, Decoding.Data data) {
        StringBuilder out = new StringBuilder();
        event.print().render(out, event, data, DECODING);
        return out.toString();
    }

    @Test
    void rendersAsLibtraceeventQuirksIncluded() {
        EventFormat event = FormatParser.event("timer", TIMER_START); //$NON-NLS-1$
        // flags = idx 100, M only: libtraceevent rotates "x & (M | D | P)" into "(x & M) | D | P"
        String text = render(event, record(0, 100 << 22 | 0x40000, -3, "ktimers", "eth0")); //$NON-NLS-1$ //$NON-NLS-2$
        assertEquals("timer=(nil) flags=M|D|P idx=100 delta=4294967293/-3 comm=ktimers| name=eth0 >c<%", text); //$NON-NLS-1$
        String other = render(event, record(0xffff8e8b3ea239a0L, 0, 7, "sh", "")); //$NON-NLS-1$ //$NON-NLS-2$
        assertEquals("timer=0xffff8e8b3ea239a0 flags=D|P idx=0 delta=7/7 comm=sh    | name= >c<%", other); //$NON-NLS-1$
    }

    @Test
    void unknownHelperLeavesThePrintFormatUnparsed() {
        EventFormat event = FormatParser.event("x", TIMER_START.replace("__get_str(name)", "jiffies_to_msecs(REC->flags)")); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
        assertNull(event.print());
    }

    @Test
    void conversionsWriteAsGlibc() {
        assertEquals("  007", integer("%5.3d", 7)); //$NON-NLS-1$ //$NON-NLS-2$
        assertEquals("-0042", integer("%05d", -42)); //$NON-NLS-1$ //$NON-NLS-2$
        assertEquals("0x1f  ", integer("%-#6x", 31)); //$NON-NLS-1$ //$NON-NLS-2$
        assertEquals("000", integer("%03d", 0)); //$NON-NLS-1$ //$NON-NLS-2$
        StringBuilder out = new StringBuilder();
        CFormat.parse("%.*s").withStar(3).string(out, "abcdef"); //$NON-NLS-1$ //$NON-NLS-2$
        assertEquals("abc", out.toString()); //$NON-NLS-1$
    }

    private static String integer(String spec, long v) {
        StringBuilder out = new StringBuilder();
        CFormat.parse(spec).integer(out, v, 32);
        return out.toString();
    }

    @Test
    void symbolsResolveAsLibtraceeventDoes() {
        Kallsyms k = DECODING.kallsyms();
        assertEquals("tick_sched_timer", k.name(k.find(0xffffffff81000180L))); //$NON-NLS-1$
        assertEquals("_stext", k.name(k.find(0xffffffff81000000L))); //$NON-NLS-1$
        assertEquals("next", k.name(k.find(0xffffffff81000200L))); //$NON-NLS-1$
        assertEquals(-1, k.find(0xffffffff81000201L)); // past the last symbol: no match, as libtraceevent
        assertEquals(-1, k.find(0x1000L));
    }

    @Test
    void zlibChunksInflateAndBadOnesAreProblems() {
        byte[] plain = new byte[8192];
        for (int i = 0; i < plain.length; i++) {
            plain[i] = (byte) (i * 31 % 251);
        }
        Deflater deflater = new Deflater();
        deflater.setInput(plain);
        deflater.finish();
        byte[] buf = new byte[16384];
        int n = deflater.deflate(buf);
        deflater.end();
        byte[] compressed = java.util.Arrays.copyOf(buf, n);
        Codec zlib = Codec.of("zlib"); //$NON-NLS-1$
        assertArrayEquals(plain, zlib.decompress(compressed, plain.length, 100));
        compressed[n / 2] ^= 0x55;
        BadData bad = assertThrows(BadData.class, () -> zlib.decompress(compressed, plain.length, 100));
        assertEquals(100, bad.offset());
        assertNull(Codec.of("lz4")); //$NON-NLS-1$
    }
}
