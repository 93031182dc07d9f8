// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

/**
 * One C conversion ({@code %-20s}, {@code %03d}, {@code %#llx}, {@code %.*s}) as glibc's
 * printf writes it, for the integer and string conversions print formats use. Length
 * modifiers are not applied here: the caller casts the value first, as libtraceevent does.
 */
public final class CFormat {

    private boolean left;
    private boolean zero;
    private boolean plus;
    private boolean space;
    private boolean alternate;
    private int width = -1;
    private int precision = -1;
    private boolean starWidth;
    private boolean starPrecision;
    private char conversion;

    private CFormat() {
    }

    /**
     * @param spec a conversion from {@code %} to its conversion letter
     * @return the parsed conversion
     */
    public static CFormat parse(String spec) {
        CFormat f = new CFormat();
        int i = 1;
        int n = spec.length();
        for (; i < n; i++) {
            char c = spec.charAt(i);
            if (c == '-') {
                f.left = true;
            } else if (c == '0') {
                f.zero = true;
            } else if (c == '+') {
                f.plus = true;
            } else if (c == ' ') {
                f.space = true;
            } else if (c == '#') {
                f.alternate = true;
            } else {
                break;
            }
        }
        if (i < n && spec.charAt(i) == '*') {
            f.starWidth = true;
            i++;
        } else {
            int w = 0;
            boolean any = false;
            while (i < n && Character.isDigit(spec.charAt(i))) {
                w = w * 10 + spec.charAt(i++) - '0';
                any = true;
            }
            f.width = any ? w : -1;
        }
        if (i < n && spec.charAt(i) == '.') {
            i++;
            if (i < n && spec.charAt(i) == '*') {
                f.starPrecision = true;
                i++;
            } else {
                int p = 0;
                while (i < n && Character.isDigit(spec.charAt(i))) {
                    p = p * 10 + spec.charAt(i++) - '0';
                }
                f.precision = p;
            }
        }
        f.conversion = spec.charAt(n - 1);
        return f;
    }

    /** @return whether a {@code *} takes its value from an argument */
    public boolean star() {
        return starWidth || starPrecision;
    }

    /**
     * @param value the value of the {@code *} argument
     * @return this conversion with the value in place of the star
     */
    public CFormat withStar(int value) {
        CFormat f = copy();
        if (starWidth) {
            if (value < 0) {
                f.left = true;
                f.width = -value;
            } else {
                f.width = value;
            }
        } else if (starPrecision) {
            f.precision = value < 0 ? -1 : value;
        }
        return f;
    }

    private CFormat copy() {
        CFormat f = new CFormat();
        f.left = left;
        f.zero = zero;
        f.plus = plus;
        f.space = space;
        f.alternate = alternate;
        f.width = width;
        f.precision = precision;
        f.conversion = conversion;
        return f;
    }

    /**
     * @param out where the text goes
     * @param s the string
     */
    public void string(StringBuilder out, String s) {
        String v = precision >= 0 && precision < s.length() ? s.substring(0, precision) : s;
        pad(out, v, false);
    }

    /**
     * Writes an integer the caller cast to its C type already.
     *
     * @param out where the text goes
     * @param value the value
     * @param bits the width printf converts it to: 8 ({@code hh}), 16 ({@code h}), 32 or 64;
     *            signed conversions sign-extend from it, unsigned ones take its low bits
     */
    public void integer(StringBuilder out, long value, int bits) {
        String digits;
        String sign = ""; //$NON-NLS-1$
        String prefix = ""; //$NON-NLS-1$
        long v = value;
        if (bits < 64) {
            int shift = 64 - bits;
            v = conversion == 'd' || conversion == 'i' ? value << shift >> shift : value << shift >>> shift;
        }
        switch (conversion) {
        case 'd':
        case 'i':
            if (v < 0) {
                sign = "-"; //$NON-NLS-1$
                digits = v == Long.MIN_VALUE ? "9223372036854775808" : Long.toString(-v); //$NON-NLS-1$
            } else {
                sign = plus ? "+" : space ? " " : ""; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                digits = Long.toString(v);
            }
            break;
        case 'x':
            digits = Long.toHexString(v);
            prefix = alternate && v != 0 ? "0x" : ""; //$NON-NLS-1$ //$NON-NLS-2$
            break;
        case 'X':
            digits = Long.toHexString(v).toUpperCase(java.util.Locale.ROOT);
            prefix = alternate && v != 0 ? "0X" : ""; //$NON-NLS-1$ //$NON-NLS-2$
            break;
        case 'o':
            digits = Long.toOctalString(v);
            prefix = alternate && v != 0 ? "0" : ""; //$NON-NLS-1$ //$NON-NLS-2$
            break;
        default:
            digits = Long.toUnsignedString(v);
            break;
        }
        if (precision >= 0) {
            if (precision == 0 && v == 0) {
                digits = ""; //$NON-NLS-1$
            }
            StringBuilder z = new StringBuilder();
            for (int k = digits.length(); k < precision; k++) {
                z.append('0');
            }
            digits = z.append(digits).toString();
        }
        String head = sign + prefix;
        if (zero && !left && precision < 0 && width > head.length() + digits.length()) {
            StringBuilder b = new StringBuilder(head);
            for (int k = head.length() + digits.length(); k < width; k++) {
                b.append('0');
            }
            pad(out, b.append(digits).toString(), true);
        } else {
            pad(out, head + digits, true);
        }
    }

    private void pad(StringBuilder out, String v, boolean number) {
        int fill = width - v.length();
        if (left) {
            out.append(v);
        }
        for (int k = 0; k < fill; k++) {
            out.append(' ');
        }
        if (!left) {
            out.append(v);
        }
    }
}
