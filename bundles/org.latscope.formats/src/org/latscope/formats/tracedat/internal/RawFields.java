// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

/**
 * An event's own fields as {@code name=value} pairs, as libtraceevent prints an event whose
 * print format it cannot evaluate: text for printable char arrays, {@code ARRAY[..]} bytes for
 * other arrays, hex for pointers and longs, decimal otherwise.
 */
public final class RawFields {

    private RawFields() {
    }

    /**
     * @param out where the text goes
     * @param event the event
     * @param data the record's payload
     * @param decoding the file's decoding context
     */
    public static void print(StringBuilder out, EventFormat event, Decoding.Data data, Decoding decoding) {
        for (Field f : event.fields()) {
            if (f.name().startsWith("common_")) { //$NON-NLS-1$
                continue;
            }
            out.append(' ').append(f.name()).append('=');
            value(out, f, data, decoding);
        }
    }

    private static void value(StringBuilder out, Field f, Decoding.Data data, Decoding decoding) {
        if (f.array()) {
            // a fixed array prints its declared size (none for buf[]), a dynamic one its data
            int[] span = f.dataLoc() || f.relLoc() ? decoding.span(data, f)
                    : new int[] { f.offset(), Math.max(0, Math.min(f.size(), data.length() - f.offset())) };
            if (f.string() && printable(data, span[0], span[1])) {
                out.append(Decoding.text(data, span[0], data.length() - span[0]));
                return;
            }
            out.append("ARRAY["); //$NON-NLS-1$
            for (int i = 0; i < span[1]; i++) {
                if (i > 0) {
                    out.append(", "); //$NON-NLS-1$
                }
                int b = data.bytes()[data.offset() + span[0] + i] & 0xff;
                out.append(Character.forDigit(b >> 4, 16)).append(Character.forDigit(b & 15, 16));
            }
            out.append(']');
            return;
        }
        long v = decoding.number(data, f);
        boolean isLong = f.type().equals("long") || f.type().equals("unsigned long"); //$NON-NLS-1$ //$NON-NLS-2$
        if (f.pointer()) {
            out.append("0x").append(Long.toHexString(v)); //$NON-NLS-1$
        } else if (f.signed()) {
            switch (f.size()) {
            case 4:
                out.append(isLong ? "0x" + Integer.toHexString((int) v) : Integer.toString((int) v)); //$NON-NLS-1$
                break;
            case 2:
                out.append(String.format("%2d", (short) v)); //$NON-NLS-1$
                break;
            case 1:
                out.append((byte) v);
                break;
            default:
                out.append(v);
                break;
            }
        } else {
            out.append(isLong ? "0x" + Long.toHexString(v) : Long.toUnsignedString(v)); //$NON-NLS-1$
        }
    }

    /** libtraceevent's {@code is_printable_array}: printable or white space up to a NUL. */
    private static boolean printable(Decoding.Data data, int offset, int length) {
        byte[] b = data.bytes();
        for (int i = 0; i < length; i++) {
            int c = b[data.offset() + offset + i] & 0xff;
            if (c == 0) {
                return true;
            }
            boolean space = c == ' ' || c >= '\t' && c <= '\r';
            if (!space && (c < 0x20 || c >= 0x7f)) {
                return false;
            }
        }
        return true;
    }
}
