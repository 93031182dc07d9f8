// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

/**
 * The network addresses of the printk pointer extensions as libtraceevent 1.7 prints them:
 * {@code %pM} and {@code %pm} (MAC), {@code %pI4} and {@code %pi4}, {@code %pI6}, {@code %pi6}
 * and {@code %pI6c} (compressed, RFC 5952 as the kernel does it), from the bytes of a record.
 */
final class AddressText {

    private AddressText() {
    }

    /**
     * @param spec the letters after {@code %p}: {@code M}, {@code m}, {@code MF}, {@code MR}, {@code mR}
     * @param b the bytes
     * @param at where the six bytes start
     */
    static void mac(StringBuilder out, String spec, byte[] b, int at) {
        String delim = spec.charAt(0) == 'm' ? "" : spec.length() > 1 && spec.charAt(1) == 'F' ? "-" : ":"; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
        boolean reverse = spec.length() > 1 && spec.charAt(1) == 'R';
        for (int i = 0; i < 6; i++) {
            if (i > 0) {
                out.append(delim);
            }
            hex2(out, b[at + (reverse ? 5 - i : i)] & 0xff);
        }
    }

    /** @param zeros whether each part has three digits ({@code %pi4}) */
    static void ip4(StringBuilder out, boolean zeros, boolean reverse, byte[] b, int at) {
        for (int i = 0; i < 4; i++) {
            if (i > 0) {
                out.append('.');
            }
            int v = b[at + (reverse ? 3 - i : i)] & 0xff;
            if (zeros && v < 100) {
                out.append(v < 10 ? "00" : "0"); //$NON-NLS-1$ //$NON-NLS-2$
            }
            out.append(v);
        }
    }

    /** @param colons {@code %pI6} (colons) or {@code %pi6} (none) */
    static void ip6(StringBuilder out, boolean colons, byte[] b, int at) {
        for (int j = 0; j < 16; j += 2) {
            hex2(out, b[at + j] & 0xff);
            hex2(out, b[at + j + 1] & 0xff);
            if (colons && j < 14) {
                out.append(':');
            }
        }
    }

    /** {@code %pI6c}: the longest run of zero words as {@code ::}, a mapped or ISATAP IPv4 tail dotted. */
    static void ip6c(StringBuilder out, byte[] b, int at) {
        boolean mapped = true;
        for (int i = 0; i < 10; i++) {
            mapped &= b[at + i] == 0;
        }
        mapped &= (b[at + 10] & 0xff) == 0xff && (b[at + 11] & 0xff) == 0xff;
        boolean isatap = ((b[at + 8] & 0xff) | 0x02) == 0x02 && b[at + 9] == 0 && (b[at + 10] & 0xff) == 0x5e
                && (b[at + 11] & 0xff) == 0xfe;
        boolean v4 = mapped || isatap;
        int range = v4 ? 6 : 8;
        int[] zeros = new int[8];
        for (int i = 0; i < range; i++) {
            for (int j = i; j < range && word(b, at, j) == 0; j++) {
                zeros[i]++;
            }
        }
        int longest = 1;
        int colon = -1;
        for (int i = 0; i < range; i++) {
            if (zeros[i] > longest) {
                longest = zeros[i];
                colon = i;
            }
        }
        boolean needColon = false;
        for (int i = 0; i < range; i++) {
            if (i == colon) {
                if (needColon || i == 0) {
                    out.append(':');
                }
                out.append(':');
                needColon = false;
                i += longest - 1;
                continue;
            }
            if (needColon) {
                out.append(':');
            }
            int word = word(b, at, i);
            int hi = word >> 8;
            if (hi != 0) {
                out.append(Integer.toHexString(hi));
                hex2(out, word & 0xff);
            } else {
                out.append(Integer.toHexString(word & 0xff));
            }
            needColon = true;
        }
        if (v4) {
            if (needColon) {
                out.append(':');
            }
            ip4(out, false, false, b, at + 12);
        }
    }

    private static int word(byte[] b, int at, int i) {
        return (b[at + 2 * i] & 0xff) << 8 | b[at + 2 * i + 1] & 0xff;
    }

    static void hex2(StringBuilder out, int v) {
        out.append(Character.forDigit(v >> 4, 16)).append(Character.forDigit(v & 15, 16));
    }
}
