// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.steps;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The dictionary of a {@link PayloadColumn} being built: an open-addressing table looked up by
 * a range of a string, so that finding a known token allocates nothing.
 */
final class TokenTable {

    private String[] tokens = new String[64];
    // the same tokens as ASCII bytes, null for one with other characters: a range of bytes is looked up without a String
    private byte[][] bytes = new byte[64][];
    private int[] hashes = new int[64];
    private int count;
    // slot -> id + 1, 0 for empty
    private int[] slots = new int[128];

    /**
     * @return the id of {@code text[from, to)}, added if new and fewer than {@code max} tokens
     *         are known; -1 when the table is full and the token is new
     */
    int id(String text, int from, int to, int max) {
        int h = 0;
        for (int i = from; i < to; i++) {
            h = 31 * h + text.charAt(i);
        }
        int mask = slots.length - 1;
        for (int s = mix(h) & mask;; s = (s + 1) & mask) {
            int entry = slots[s];
            if (entry == 0) {
                if (count >= max) {
                    return -1;
                }
                return add(text.substring(from, to), h, s);
            }
            int id = entry - 1;
            if (hashes[id] == h && matches(tokens[id], text, from, to)) {
                return id;
            }
        }
    }

    /**
     * {@link #id(String, int, int, int)} for a range of ASCII bytes.
     *
     * @param h the range's hash, {@code 31 * h + c} over its bytes as over a string's chars
     */
    int id(byte[] text, int from, int to, int h, int max) {
        int mask = slots.length - 1;
        int len = to - from;
        for (int s = mix(h) & mask;; s = (s + 1) & mask) {
            int entry = slots[s];
            if (entry == 0) {
                if (count >= max) {
                    return -1;
                }
                return add(new String(text, from, len, StandardCharsets.ISO_8859_1), h, s);
            }
            int id = entry - 1;
            byte[] key;
            if (hashes[id] == h && (key = bytes[id]) != null && key.length == len
                    && Arrays.equals(key, 0, len, text, from, to)) {
                return id;
            }
        }
    }

    private static boolean matches(String token, String text, int from, int to) {
        return token.length() == to - from && token.regionMatches(0, text, from, to - from);
    }

    private int add(String token, int h, int slot) {
        if (count == tokens.length) {
            tokens = Arrays.copyOf(tokens, count * 2);
            bytes = Arrays.copyOf(bytes, count * 2);
            hashes = Arrays.copyOf(hashes, count * 2);
        }
        tokens[count] = token;
        bytes[count] = ascii(token);
        hashes[count] = h;
        slots[slot] = ++count;
        if (count * 2 > slots.length) {
            rehash();
        }
        return count - 1;
    }

    /** @return the token's bytes when it is plain ASCII, else null */
    private static byte[] ascii(String token) {
        for (int i = 0; i < token.length(); i++) {
            if (token.charAt(i) >= 128) {
                return null;
            }
        }
        return token.getBytes(StandardCharsets.ISO_8859_1);
    }

    private void rehash() {
        slots = new int[slots.length * 2];
        int mask = slots.length - 1;
        for (int id = 0; id < count; id++) {
            int s = mix(hashes[id]) & mask;
            while (slots[s] != 0) {
                s = (s + 1) & mask;
            }
            slots[s] = id + 1;
        }
    }

    private static int mix(int h) {
        int x = h * 0x9E3779B9;
        return x ^ (x >>> 16);
    }

    /**
     * The most tokens of a dictionary whose tokens are shared with every other table's: the
     * payloads of small traces repeat the same few words ({@code prev_state=R}, {@code ==>}),
     * and their dictionaries were a tenth of what a folder of 100,000 small files kept. A
     * large table's many tokens (addresses, pids) are mostly its own and stay so.
     */
    static final int SHARED_TOKENS = 64;

    /** @return the tokens by id; those of a small dictionary are the JVM's shared instances */
    String[] toArray() {
        String[] all = Arrays.copyOf(tokens, count);
        if (count <= SHARED_TOKENS) {
            for (int i = 0; i < count; i++) {
                all[i] = all[i].intern(); // weakly held: a token no table uses any more is collected
            }
        }
        return all;
    }
}
