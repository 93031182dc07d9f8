// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

import java.util.ArrayList;
import java.util.List;

/**
 * An event's {@code print fmt}: the format string split into literal text and conversions,
 * each conversion with its argument expression. Rendering follows libtraceevent's
 * {@code pretty_print}: numbers are evaluated in unsigned 64 bits and cast by the conversion's
 * length, {@code %p} prints as glibc does, {@code %ps} names the kernel symbol, and a
 * conversion letter it does not know ({@code %c}) prints as {@code >c<} without an argument.
 */
public final class PrintFormat {

    /** A part of the format. */
    sealed interface Piece {
    }

    /** @param text literal text, escapes undone */
    record Text(String text) implements Piece {
    }

    /**
     * @param format the C conversion
     * @param kind 'd' for integers, 'p' for pointers, 's' for strings
     * @param pointer the letter after {@code %p} ({@code s}, {@code S}, ...) or 0
     * @param ls the length: -2 char, -1 short, 0 int, 1 long, 2 long long
     * @param arg the argument
     * @param length the {@code *} argument, or null
     * @param spec the letters after {@code %p} that name its extension ({@code I4}, {@code ISpc},
     *            {@code MR}, {@code hC}), empty for the others
     */
    record Conversion(CFormat format, char kind, char pointer, int ls, Expr arg, Expr length, String spec)
            implements Piece {
    }

    /**
     * libtraceevent's {@code parse_arg_format_pointer}: how many letters after {@code %p} belong
     * to the conversion ({@code S}, {@code MR}, {@code I4h}, {@code I6c}, {@code ISpc}, {@code Ub},
     * {@code hC}); the others are text.
     */
    static int pointerExtension(String f, int at) {
        switch (charAt(f, at)) {
        case 'F', 'S', 'f', 's':
            return 1;
        case 'M', 'm':
            return "RF".indexOf(charAt(f, at + 1)) >= 0 && charAt(f, at + 1) != 0 ? 2 : 1; //$NON-NLS-1$
        case 'I', 'i': {
            char version = charAt(f, at + 1);
            int ret = 0;
            int index = 2;
            if (version == 'S') {
                while ("pfs".indexOf(charAt(f, at + index)) >= 0 && charAt(f, at + index) != 0) { //$NON-NLS-1$
                    ret++;
                    index++;
                }
            }
            if (version == 'S' || version == '4') {
                if ("hnlb".indexOf(charAt(f, at + index)) >= 0 && charAt(f, at + index) != 0) { //$NON-NLS-1$
                    ret++;
                    index++;
                }
            }
            if (version == '4') {
                ret++;
            } else if (version == 'S' || version == '6') {
                if (charAt(f, at + index) == 'c') {
                    ret++;
                }
                ret++;
            }
            return ret + 1;
        }
        case 'U':
            return "LlBb".indexOf(charAt(f, at + 1)) >= 0 && charAt(f, at + 1) != 0 ? 2 : 1; //$NON-NLS-1$
        case 'h':
            return "CDN".indexOf(charAt(f, at + 1)) >= 0 && charAt(f, at + 1) != 0 ? 2 : 1; //$NON-NLS-1$
        default:
            return 0;
        }
    }

    private static char charAt(String s, int i) {
        return i < s.length() ? s.charAt(i) : 0;
    }

    private final List<Piece> pieces;
    private final boolean failed;

    private PrintFormat(List<Piece> pieces, boolean failed) {
        this.pieces = pieces;
        this.failed = failed;
    }

    /**
     * @return whether a conversion found no argument: libtraceevent then marks the event failed
     *         and prints, this once, the text up to there and the rest of the format as text
     */
    public boolean failed() {
        return failed;
    }

    /**
     * @param text the text after {@code print fmt: }
     * @return the parsed format, or null when the renderer cannot evaluate it (an unknown helper
     *         function, a syntax it does not know): the event is then printed as its fields
     */
    public static PrintFormat parse(String text) {
        try {
            ExprParser p = new ExprParser(PrintLexer.tokens(text));
            StringBuilder fmt = new StringBuilder();
            while (p.peekString()) {
                fmt.append(p.string());
            }
            List<Expr> args = new ArrayList<>();
            while (p.accept(",")) { //$NON-NLS-1$
                args.add(p.expression());
            }
            if (!p.atEnd()) {
                return null;
            }
            PrintFormat format = of(fmt.toString(), args);
            return format.failed() ? null : format;
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * @param format a C format string, escapes undone
     * @param args its arguments
     * @return the format; see {@link #failed()}
     */
    public static PrintFormat of(String format, List<Expr> args) {
        List<Piece> pieces = new ArrayList<>();
        boolean failed = false;
        StringBuilder literal = new StringBuilder();
        int next = 0;
        int i = 0;
        int n = format.length();
        while (i < n) {
            char c = format.charAt(i);
            if (c != '%') {
                literal.append(c);
                i++;
                continue;
            }
            if (i + 1 < n && format.charAt(i + 1) == '%') {
                literal.append('%');
                i += 2;
                continue;
            }
            int start = i++;
            int ls = 0;
            Expr length = null;
            Piece piece = null;
            scan: while (i < n && piece == null) {
                char k = format.charAt(i);
                switch (k) {
                case '#', '.', '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
                    i++;
                    break;
                case 'h':
                    ls--;
                    i++;
                    break;
                case 'l':
                    ls++;
                    i++;
                    break;
                case 'L':
                    ls = 2;
                    i++;
                    break;
                case 'z', 'Z':
                    ls = 1;
                    i++;
                    break;
                case '*':
                    if (next >= args.size() || length != null) {
                        failed = true;
                        break scan; // the star stays in the text, as libtraceevent leaves it
                    }
                    length = args.get(next++);
                    i++;
                    break;
                case 'p': {
                    if (next >= args.size()) {
                        failed = true;
                        break scan;
                    }
                    int extension = pointerExtension(format, i + 1);
                    char ext = extension > 0 ? format.charAt(i + 1) : 0;
                    char variant = ext == 'U' && extension > 1 ? format.charAt(i + 2) : 0;
                    String spec = format.substring(i + 1, i + 1 + extension);
                    i += extension + 1;
                    piece = new Conversion(CFormat.parse(format.substring(start, i)), 'p', ext == 'U' && variant != 0
                            ? variant : ext, ls, args.get(next++), length, spec);
                    break;
                }
                case 'd', 'u', 'i', 'x', 'X', 'o':
                    if (next >= args.size()) {
                        failed = true;
                        break scan;
                    }
                    i++;
                    piece = new Conversion(CFormat.parse(format.substring(start, i)), 'd', (char) 0, ls,
                            args.get(next++), length, ""); //$NON-NLS-1$
                    break;
                case 's':
                    if (next >= args.size()) {
                        failed = true;
                        break scan;
                    }
                    i++;
                    piece = new Conversion(CFormat.parse(format.substring(start, i)), 's', (char) 0, 0,
                            args.get(next++), length, ""); //$NON-NLS-1$
                    break;
                default:
                    i++;
                    piece = new Text(">" + k + "<"); //$NON-NLS-1$ //$NON-NLS-2$
                    break;
                }
            }
            if (piece != null) {
                if (literal.length() > 0) {
                    pieces.add(new Text(literal.toString()));
                    literal.setLength(0);
                }
                pieces.add(piece);
            }
        }
        if (literal.length() > 0) {
            pieces.add(new Text(literal.toString()));
        }
        return new PrintFormat(pieces, failed);
    }

    /**
     * Renders one record.
     *
     * @param out where the text goes
     * @param event the record's event
     * @param data the record's payload
     * @param decoding the file's decoding context
     */
    public void render(StringBuilder out, EventFormat event, Decoding.Data data, Decoding decoding) {
        Evaluator eval = new Evaluator(event, data, decoding);
        for (Piece piece : pieces) {
            if (piece instanceof Text t) {
                out.append(t.text());
                continue;
            }
            Conversion c = (Conversion) piece;
            CFormat format = c.length() == null ? c.format() : c.format().withStar((int) eval.number(c.length()));
            switch (c.kind()) {
            case 'd':
                integer(out, format, c.ls(), eval.number(c.arg()));
                break;
            case 'p':
                pointer(out, c, eval);
                break;
            default:
                eval.string(out, format, c.arg());
                break;
            }
        }
    }

    /**
     * libtraceevent casts the value to the length's C type and printf converts it again by the
     * same length ({@code %hhu} prints an unsigned char): the length decides the width.
     */
    private static void integer(StringBuilder out, CFormat format, int ls, long value) {
        format.integer(out, value, switch (ls) {
        case -2 -> 8;
        case -1 -> 16;
        case 0 -> 32;
        default -> 64;
        });
    }

    private static void pointer(StringBuilder out, Conversion c, Evaluator eval) {
        if (c.arg() instanceof Expr.Str s) {
            out.append(s.text());
            return;
        }
        if (c.pointer() != 0 && "ULlBb".indexOf(c.pointer()) >= 0) { //$NON-NLS-1$
            eval.uuid(out, c.arg(), c.pointer());
            return;
        }
        switch (c.pointer()) {
        case 'M', 'm':
            eval.pointers().mac(out, c.spec(), c.arg());
            return;
        case 'I', 'i':
            eval.pointers().ip(out, c.spec(), c.arg());
            return;
        case 'h':
            eval.pointers().rawBuffer(out, c.spec(), c.arg(), c.length() == null ? 1 : (int) eval.number(c.length()));
            return;
        default:
            break;
        }
        long value = eval.number(c.arg());
        switch (c.pointer()) {
        case 'F', 'f', 'S', 's': {
            int i = eval.decoding.kallsyms().find(value);
            if (i >= 0) {
                out.append(eval.decoding.kallsyms().name(i));
                if (c.pointer() == 'F' || c.pointer() == 'S') {
                    out.append("+0x").append(Long.toHexString(value - eval.decoding.kallsyms().address(i))); //$NON-NLS-1$
                }
            } else if (eval.decoding.longSize() == 4) {
                out.append("0x").append(Integer.toHexString((int) value)); //$NON-NLS-1$
            } else {
                out.append("0x").append(Long.toHexString(value)); //$NON-NLS-1$
            }
            break;
        }
        default:
            out.append(value == 0 ? "(nil)" : "0x" + Long.toHexString(value)); //$NON-NLS-1$ //$NON-NLS-2$
            break;
        }
    }
}
