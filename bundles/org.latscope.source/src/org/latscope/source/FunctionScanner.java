// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Finds C function definitions in one file's bytes without a compiler: it skips comments,
 * strings and preprocessor lines, counts braces, and at each top-level {@code {} looks at the
 * tokens since the previous top-level {@code ;} or {@code }}: a name followed by a parameter
 * list, and no {@code =}, is a definition. Attribute macros before the name
 * ({@code __printf(1, 2)}) and type keywords are passed over. K&amp;R parameter declarations
 * and definitions whose head is split by {@code #ifdef} are not recognized.
 */
public final class FunctionScanner {

    private static final Set<String> NOT_NAMES = Set.of("__attribute__", "__attribute", "__declspec", "if", "for", //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$
            "while", "switch", "return", "sizeof", "typeof", "__typeof__", "void", "int", "char", "long", "short", //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$ //$NON-NLS-6$ //$NON-NLS-7$ //$NON-NLS-8$ //$NON-NLS-9$ //$NON-NLS-10$ //$NON-NLS-11$
            "unsigned", "signed", "struct", "union", "enum", "const", "volatile", "static", "inline", "asm", //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$ //$NON-NLS-6$ //$NON-NLS-7$ //$NON-NLS-8$ //$NON-NLS-9$ //$NON-NLS-10$
            "__asm__", "do"); //$NON-NLS-1$ //$NON-NLS-2$

    private static final int IDENT = 0;
    private static final int OPEN = 1;
    private static final int CLOSE = 2;
    private static final int ASSIGN = 3;

    private byte[] b = new byte[0];
    private int[] kind = new int[64];
    private int[] start = new int[64];
    private int[] end = new int[64];
    private int[] lineOf = new int[64];
    private int tokens;

    /**
     * Scans one file; not thread-safe (one scanner per thread).
     *
     * @param file the file's path relative to its tree, put into each definition
     * @param bytes the file's content
     * @return the definitions in file order
     */
    public List<FunctionDef> scan(String file, byte[] bytes) {
        this.b = bytes;
        List<FunctionDef> defs = new ArrayList<>();
        int n = bytes.length;
        int line = 1;
        int depth = 0;
        boolean lineStart = true;
        String current = null;
        int currentLine = 0;
        tokens = 0;
        int i = 0;
        while (i < n) {
            byte c = bytes[i];
            if (c == '\n') {
                line++;
                lineStart = true;
                i++;
                continue;
            }
            if (c == ' ' || c == '\t' || c == '\r' || c == '\f') {
                i++;
                continue;
            }
            if (c == '/' && i + 1 < n && bytes[i + 1] == '*') {
                i += 2;
                while (i < n && !(bytes[i] == '*' && i + 1 < n && bytes[i + 1] == '/')) {
                    if (bytes[i] == '\n') {
                        line++;
                    }
                    i++;
                }
                i += 2;
                continue;
            }
            if (c == '/' && i + 1 < n && bytes[i + 1] == '/') {
                while (i < n && bytes[i] != '\n') {
                    i++;
                }
                continue;
            }
            if (c == '#' && lineStart) {
                while (i < n && bytes[i] != '\n') {
                    if (bytes[i] == '\\' && i + 1 < n && bytes[i + 1] == '\n') {
                        line++;
                        i++;
                    } else if (bytes[i] == '/' && i + 1 < n && bytes[i + 1] == '*') {
                        break;
                    }
                    i++;
                }
                if (depth == 0 && current == null) {
                    tokens = 0;
                }
                continue;
            }
            lineStart = false;
            if (c == '"' || c == '\'') {
                i++;
                while (i < n && bytes[i] != c && bytes[i] != '\n') {
                    if (bytes[i] == '\\' && i + 1 < n) {
                        if (bytes[i + 1] == '\n') {
                            line++;
                        }
                        i++;
                    }
                    i++;
                }
                i++;
                continue;
            }
            if (depth > 0) {
                if (c == '{') {
                    depth++;
                } else if (c == '}') {
                    depth--;
                    if (depth == 0) {
                        if (current != null) {
                            defs.add(new FunctionDef(current, file, currentLine, line));
                            current = null;
                        }
                        tokens = 0;
                    }
                }
                i++;
                continue;
            }
            if (isIdentStart(c)) {
                int s = i;
                while (i < n && isIdentPart(bytes[i])) {
                    i++;
                }
                token(IDENT, s, i, line);
                continue;
            }
            switch (c) {
            case '(' -> token(OPEN, i, i + 1, line);
            case ')' -> token(CLOSE, i, i + 1, line);
            case '=' -> token(ASSIGN, i, i + 1, line);
            case ';', '}' -> tokens = 0;
            case '{' -> {
                int name = functionName();
                if (name >= 0) {
                    current = name(name);
                    currentLine = lineOf[name];
                }
                depth = 1;
            }
            default -> {
                // other punctuation is kept out of the token list
            }
            }
            i++;
        }
        return defs;
    }

    private void token(int k, int s, int e, int line) {
        if (tokens == kind.length) {
            int len = tokens * 2;
            kind = java.util.Arrays.copyOf(kind, len);
            start = java.util.Arrays.copyOf(start, len);
            end = java.util.Arrays.copyOf(end, len);
            lineOf = java.util.Arrays.copyOf(lineOf, len);
        }
        kind[tokens] = k;
        start[tokens] = s;
        end[tokens] = e;
        lineOf[tokens] = line;
        tokens++;
    }

    /** The token index of the defined function's name, or -1 when the tokens are no function head. */
    private int functionName() {
        int paren = 0;
        int chosen = -1;
        boolean chosenIsAttribute = false;
        for (int t = 0; t < tokens; t++) {
            int k = kind[t];
            if (k == ASSIGN && paren == 0) {
                return -1;
            }
            if (k == OPEN) {
                if (paren == 0 && t > 0 && kind[t - 1] == IDENT && (chosen < 0 || chosenIsAttribute)) {
                    String ident = name(t - 1);
                    if (!NOT_NAMES.contains(ident)) {
                        chosen = t - 1;
                        chosenIsAttribute = ident.startsWith("__") && identsInGroup(t) == 0; //$NON-NLS-1$
                    }
                }
                paren++;
            } else if (k == CLOSE) {
                paren--;
            }
        }
        return chosen;
    }

    private int identsInGroup(int open) {
        int paren = 0;
        int count = 0;
        for (int t = open; t < tokens; t++) {
            if (kind[t] == OPEN) {
                paren++;
            } else if (kind[t] == CLOSE && --paren == 0) {
                return count;
            } else if (kind[t] == IDENT) {
                count++;
            }
        }
        return count;
    }

    private String name(int t) {
        String ident = new String(b, start[t], end[t] - start[t], java.nio.charset.StandardCharsets.ISO_8859_1);
        if (ident.startsWith("SYSCALL_DEFINE") || ident.startsWith("COMPAT_SYSCALL_DEFINE")) { //$NON-NLS-1$ //$NON-NLS-2$
            if (t + 2 < tokens && kind[t + 2] == IDENT) {
                String prefix = ident.startsWith("COMPAT") ? "compat_sys_" : "sys_"; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                return prefix + new String(b, start[t + 2], end[t + 2] - start[t + 2],
                        java.nio.charset.StandardCharsets.ISO_8859_1);
            }
        }
        return ident;
    }

    private static boolean isIdentStart(byte c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_';
    }

    private static boolean isIdentPart(byte c) {
        return isIdentStart(c) || c >= '0' && c <= '9';
    }
}
