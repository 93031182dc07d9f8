// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.events;

/**
 * Reads the {@code key=value} (and trace-cmd's {@code key:value}) fields of an event's text as the
 * kernel prints them: {@code irq=29 name=ens3}, {@code comm=C1 CompilerThre pid=9255 prio=120},
 * {@code seq:26\tcontext:0\ttimer_latency:106440}. A key is found only at the start of a word, so
 * that {@code pid=} does not match {@code prev_pid=}; a value ends at the next blank, or, for a
 * comm, where the next key starts (comms may hold blanks).
 */
public final class EventFields {

    /** Returned by {@link #number} when the field is missing or not a number. */
    public static final long MISSING = Long.MIN_VALUE;

    private EventFields() {
    }

    /**
     * @param text an event's text
     * @param key a key with its separator, such as {@code pid=} or {@code context:}
     * @return where the key starts, or -1
     */
    public static int keyAt(String text, String key) {
        for (int at = text.indexOf(key); at >= 0; at = text.indexOf(key, at + 1)) {
            if (at == 0 || isBlank(text.charAt(at - 1)) || text.charAt(at - 1) == '[') {
                return at;
            }
        }
        return -1;
    }

    /**
     * @param text an event's text
     * @param key a key with its separator
     * @return the decimal number after the key (a sign allowed), or {@link #MISSING}
     */
    public static long number(String text, String key) {
        int at = keyAt(text, key);
        if (at < 0) {
            return MISSING;
        }
        int i = at + key.length();
        int n = text.length();
        while (i < n && text.charAt(i) == ' ') {
            i++;
        }
        boolean negative = i < n && text.charAt(i) == '-';
        if (negative) {
            i++;
        }
        int start = i;
        long v = 0;
        while (i < n && text.charAt(i) >= '0' && text.charAt(i) <= '9' && i - start < 18) {
            v = v * 10 + (text.charAt(i++) - '0');
        }
        return i == start ? MISSING : negative ? -v : v;
    }

    /**
     * @param text an event's text
     * @param key a key with its separator
     * @return the value after the key up to the next blank or closing bracket, or null
     */
    public static String word(String text, String key) {
        int at = keyAt(text, key);
        if (at < 0) {
            return null;
        }
        int start = at + key.length();
        int end = start;
        while (end < text.length() && !isBlank(text.charAt(end)) && text.charAt(end) != ']') {
            end++;
        }
        return text.substring(start, end);
    }

    /**
     * A comm, which may hold blanks: {@code comm=C1 CompilerThre pid=9255} gives {@code C1 CompilerThre}.
     *
     * @param text an event's text
     * @param key the comm's key, such as {@code comm=} or {@code next_comm=}
     * @param nextKey the key printed after it, such as {@code pid=} or {@code next_pid=}
     * @return the comm, or null
     */
    public static String comm(String text, String key, String nextKey) {
        int at = keyAt(text, key);
        if (at < 0) {
            return null;
        }
        int start = at + key.length();
        int next = text.indexOf(nextKey, start);
        while (next > start && !isBlank(text.charAt(next - 1))) {
            next = text.indexOf(nextKey, next + 1);
        }
        if (next < 0) {
            String w = word(text, key);
            return w;
        }
        return text.substring(start, next).strip();
    }

    /**
     * @param symbol a kernel symbol as {@code %pS} prints it: {@code _raw_spin_lock_irqsave+0x1f/0x50}
     * @return its function: {@code _raw_spin_lock_irqsave}
     */
    public static String function(String symbol) {
        int plus = symbol.indexOf('+');
        return plus > 0 ? symbol.substring(0, plus) : symbol;
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t';
    }
}
