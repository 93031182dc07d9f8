// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

/**
 * What decoding a record needs besides its event format: the file's byte order and long size,
 * its kernel symbols and printk formats.
 *
 * @param endian the file's byte order
 * @param longSize the kernel's long size in bytes (4 or 8)
 * @param kallsyms the kernel symbols
 * @param printk the trace_printk formats
 */
public record Decoding(Endian endian, int longSize, Kallsyms kallsyms, PrintkFormats printk) {

    /**
     * One record's payload: a view into a page, not a copy.
     *
     * @param bytes the array holding it
     * @param offset where it starts
     * @param length its length in bytes
     */
    public record Data(byte[] bytes, int offset, int length) {
    }

    /**
     * @param data a record's payload
     * @param field one of its fields
     * @return the field's value, zero-extended; 0 when the field lies outside the payload
     */
    public long number(Data data, Field field) {
        return number(data, field.offset(), field.size());
    }

    /**
     * @param data a record's payload
     * @param at an offset in the payload
     * @param size 1, 2, 4 or 8
     * @return the number there, zero-extended; 0 outside the payload
     */
    public long number(Data data, int at, int size) {
        if (at < 0 || at + size > data.length()) {
            return 0;
        }
        return endian.read(data.bytes(), data.offset() + at, size);
    }

    /**
     * Where a field's bytes are: its own place, or the dynamic data a {@code __data_loc} or
     * {@code __rel_loc} field points to.
     *
     * @param data a record's payload
     * @param field the field
     * @return {offset in the payload, length}, clamped to the payload
     */
    public int[] span(Data data, Field field) {
        int offset = field.offset();
        int length = field.size();
        if (field.dataLoc() || field.relLoc()) {
            long loc = number(data, field.offset(), Math.min(4, field.size()));
            offset = (int) (loc & 0xffff);
            length = (int) (loc >>> 16 & 0xffff);
            if (field.relLoc()) {
                offset += field.offset() + field.size();
            }
        } else if (length == 0) {
            length = data.length() - offset; // a zero size means the rest of the record
        }
        offset = Math.max(0, Math.min(offset, data.length()));
        length = Math.max(0, Math.min(length, data.length() - offset));
        return new int[] { offset, length };
    }

    /**
     * @param data a record's payload
     * @param offset where the text starts in the payload
     * @param length the most bytes it may have
     * @return the text up to its first NUL (Latin-1)
     */
    public static String text(Data data, int offset, int length) {
        byte[] b = data.bytes();
        int from = Math.max(0, Math.min(offset, data.length()));
        int start = data.offset() + from;
        int limit = start + Math.max(0, Math.min(length, data.length() - from));
        int end = start;
        while (end < limit && b[end] != 0) {
            end++;
        }
        return new String(b, start, end - start, java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    /**
     * @param address an address
     * @return the symbol's name, or null
     */
    public String symbol(long address) {
        int i = kallsyms.find(address);
        return i < 0 ? null : kallsyms.name(i);
    }
}
