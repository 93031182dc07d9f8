// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

import java.util.ArrayList;
import java.util.List;

/** Splits a print format into tokens: string literals, numbers, identifiers and operators. */
final class PrintLexer {

    /** @param kind 's' string, 'n' number, 'i' identifier, 'o' operator @param text the token */
    record Token(char kind, String text) {
    }

    private static final String[] OPERATORS = { "->", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||" }; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$ //$NON-NLS-6$ //$NON-NLS-7$ //$NON-NLS-8$ //$NON-NLS-9$

    private PrintLexer() {
    }

    static List<Token> tokens(String text) {
        List<Token> tokens = new ArrayList<>();
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '"' || c == '\'') {
                StringBuilder s = new StringBuilder();
                i++;
                while (i < n && text.charAt(i) != c) {
                    char k = text.charAt(i++);
                    if (k == '\\' && i < n) {
                        char e = text.charAt(i++);
                        s.append(switch (e) {
                        case 'n' -> '\n';
                        case 't' -> '\t';
                        case 'r' -> '\r';
                        default -> e;
                        });
                    } else {
                        s.append(k);
                    }
                }
                if (i >= n) {
                    throw new IllegalArgumentException(text);
                }
                i++;
                if (c == '"' && !tokens.isEmpty() && tokens.get(tokens.size() - 1).kind() == 's') {
                    // adjacent literals are one, as in C: {@code "APIC_" "ID"} (libtraceevent's tokenizer joins them)
                    Token before = tokens.remove(tokens.size() - 1);
                    tokens.add(new Token('s', before.text() + s));
                } else {
                    // a character literal is an atom to libtraceevent, its value strtoull of its text: 'F' is 0
                    tokens.add(new Token(c == '"' ? 's' : 'n', s.toString()));
                }
            } else if (Character.isDigit(c)) {
                int start = i;
                while (i < n && (Character.isLetterOrDigit(text.charAt(i)))) {
                    i++;
                }
                tokens.add(new Token('n', text.substring(start, i)));
            } else if (Character.isLetter(c) || c == '_') {
                int start = i;
                while (i < n && (Character.isLetterOrDigit(text.charAt(i)) || text.charAt(i) == '_')) {
                    i++;
                }
                tokens.add(new Token('i', text.substring(start, i)));
            } else {
                String op = String.valueOf(c);
                for (String o : OPERATORS) {
                    if (text.startsWith(o, i)) {
                        op = o;
                        break;
                    }
                }
                i += op.length();
                tokens.add(new Token('o', op));
            }
        }
        return tokens;
    }

    /**
     * @param literal a C integer literal, with suffixes
     * @return its value
     */
    static long number(String literal) {
        String s = literal;
        while (!s.isEmpty() && "uUlL".indexOf(s.charAt(s.length() - 1)) >= 0) { //$NON-NLS-1$
            s = s.substring(0, s.length() - 1);
        }
        if (s.startsWith("0x") || s.startsWith("0X")) { //$NON-NLS-1$ //$NON-NLS-2$
            return Long.parseUnsignedLong(s.substring(2), 16);
        }
        if (s.length() > 1 && s.startsWith("0")) { //$NON-NLS-1$
            return Long.parseUnsignedLong(s.substring(1), 8);
        }
        return Long.parseUnsignedLong(s);
    }
}
