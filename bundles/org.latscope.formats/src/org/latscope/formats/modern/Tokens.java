// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.util.ArrayList;
import java.util.List;

/** Whitespace (spaces and tabs) tokenising and lenient number parsing for table readers. */
final class Tokens {

    private Tokens() {
    }

    /** @return the tokens of {@code text} separated by spaces or tabs */
    static List<String> split(String text) {
        List<String> tokens = new ArrayList<>();
        int n = text.length();
        int i = 0;
        while (i < n) {
            while (i < n && Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < n && !Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            if (i > start) {
                tokens.add(text.substring(start, i));
            }
        }
        return tokens;
    }

    /** @return the decimal value of {@code token} (leading zeros allowed), or -1 if it is none */
    static long parseLong(String token) {
        if (token.isEmpty() || token.length() > 18) {
            return -1;
        }
        long v = 0;
        for (int i = 0; i < token.length(); i++) {
            char c = token.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            v = v * 10 + (c - '0');
        }
        return v;
    }

    /** @return the value of a decimal number such as {@code 0.954}, or NaN */
    static double parseDouble(String token) {
        if (token.isEmpty()) {
            return Double.NaN;
        }
        for (int i = 0; i < token.length(); i++) {
            char c = token.charAt(i);
            if ((c < '0' || c > '9') && c != '.' && !(i == 0 && c == '-')) {
                return Double.NaN;
            }
        }
        try {
            return Double.parseDouble(token);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    /**
     * @param text a line such as {@code C:  73055 Min:      7}
     * @param key a key with its colon, such as {@code Min:}
     * @return the number after the key, or -1
     */
    static long valueAfter(String text, String key) {
        int at = text.indexOf(key);
        if (at < 0) {
            return -1;
        }
        int i = at + key.length();
        while (i < text.length() && text.charAt(i) == ' ') {
            i++;
        }
        int start = i;
        while (i < text.length() && Character.isDigit(text.charAt(i))) {
            i++;
        }
        return i > start ? parseLong(text.substring(start, i)) : -1;
    }
}
