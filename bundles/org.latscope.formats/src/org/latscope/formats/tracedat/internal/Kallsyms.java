// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

import java.util.Arrays;

/**
 * Kernel symbols from the file's copy of {@code /proc/kallsyms}, for {@code %ps} and function
 * fields: addresses in one sorted {@code long[]}, names beside them. A lookup finds the symbol
 * at or below an address that the next symbol does not pass, as libtraceevent's does (the last
 * symbol only matches exactly), so that the text agrees with {@code trace-cmd report}.
 */
public final class Kallsyms {

    /** No symbols. */
    public static final Kallsyms NONE = new Kallsyms(new long[0], new String[0]);

    private long[] addresses;
    private String[] names;
    /** The text still to parse, null once parsed. */
    private String text;
    /** Whether the arrays are there: read on every lookup, set once. */
    private volatile boolean ready;

    private Kallsyms(long[] addresses, String[] names) {
        this.addresses = addresses;
        this.names = names;
        this.ready = true;
    }

    private Kallsyms(String text) {
        this.text = text;
    }

    /**
     * Symbols parsed on first use: a command that renders no symbol (summary counts events) does
     * not pay for a kallsyms of 100,000 lines.
     *
     * @param text the file's kallsyms
     * @return the symbols, parsed when first asked
     */
    public static Kallsyms lazy(String text) {
        return new Kallsyms(text);
    }

    private void parsed() {
        if (!ready) {
            parseOnce();
        }
    }

    private synchronized void parseOnce() {
        if (!ready) {
            Kallsyms k = parse(text);
            addresses = k.addresses;
            names = k.names;
            text = null;
            ready = true;
        }
    }

    /**
     * Parses kallsyms text. Absolute symbols ({@code A}, {@code a}) and {@code $} names are left
     * out, as libtraceevent leaves them out; parsing stops at the first line it cannot read.
     *
     * @param text the file's kallsyms
     * @return the symbols
     */
    public static Kallsyms parse(String text) {
        int n = 0;
        long[] addr = new long[1024];
        String[] name = new String[1024];
        int at = 0;
        int length = text.length();
        while (at < length) {
            int end = text.indexOf('\n', at);
            if (end < 0) {
                end = length;
            }
            if (end > at) {
                int parsed = line(text, at, end, addr, name, n);
                if (parsed < 0) {
                    break;
                }
                n += parsed;
                if (n == addr.length) {
                    addr = Arrays.copyOf(addr, n * 2);
                    name = Arrays.copyOf(name, n * 2);
                }
            }
            at = end + 1;
        }
        // later lines first among equal addresses, then a stable sort: libtraceevent's order
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = n - 1 - i;
        }
        long[] a = addr;
        Arrays.sort(order, (x, y) -> Long.compareUnsigned(a[x], a[y]));
        long[] sorted = new long[n];
        String[] sortedNames = new String[n];
        for (int i = 0; i < n; i++) {
            sorted[i] = addr[order[i]];
            sortedNames[i] = name[order[i]];
        }
        return new Kallsyms(sorted, sortedNames);
    }

    /** @return 1 when a symbol was stored, 0 when the line is skipped, -1 when it is not understood */
    private static int line(String text, int start, int end, long[] addr, String[] name, int n) {
        int at = start;
        while (at < end && text.charAt(at) == ' ') {
            at++;
        }
        int hexStart = at;
        long value = 0;
        while (at < end && at - hexStart < 16 && Character.digit(text.charAt(at), 16) >= 0) {
            value = value << 4 | Character.digit(text.charAt(at), 16);
            at++;
        }
        if (at == hexStart) {
            return -1;
        }
        while (at < end && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
        if (at >= end) {
            return -1;
        }
        char type = text.charAt(at++);
        while (at < end && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
        int funcStart = at;
        while (at < end && !Character.isWhitespace(text.charAt(at))) {
            at++;
        }
        if (at == funcStart) {
            return -1;
        }
        String func = text.substring(funcStart, at);
        if (func.charAt(0) == '$' || type == 'A' || type == 'a') {
            return 0;
        }
        addr[n] = value;
        name[n] = func;
        return 1;
    }

    /** @return how many symbols there are */
    public int size() {
        parsed();
        return addresses.length;
    }

    /**
     * @param address an address
     * @return the index of the symbol holding it, or -1
     */
    public int find(long address) {
        parsed();
        // glibc's bsearch with libtraceevent's comparison, so that equal addresses resolve alike
        int low = 0;
        int high = addresses.length;
        while (low < high) {
            int mid = (low + high) >>> 1;
            int cmp = compare(address, mid);
            if (cmp < 0) {
                high = mid;
            } else if (cmp > 0) {
                low = mid + 1;
            } else {
                return mid;
            }
        }
        return -1;
    }

    private int compare(long address, int i) {
        long at = addresses[i];
        long next = i + 1 < addresses.length ? addresses[i + 1] : 0;
        if (address == at || Long.compareUnsigned(address, at) > 0 && Long.compareUnsigned(address, next) < 0) {
            return 0;
        }
        return Long.compareUnsigned(address, at) < 0 ? -1 : 1;
    }

    /** @return the symbol's name */
    public String name(int index) {
        parsed();
        return names[index];
    }

    /** @return the symbol's address */
    public long address(int index) {
        parsed();
        return addresses[index];
    }
}
