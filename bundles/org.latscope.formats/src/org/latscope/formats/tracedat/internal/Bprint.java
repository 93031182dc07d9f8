// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code trace_printk()}'s binary records ({@code ftrace/bprint}): the format is found by its
 * address among the file's printk formats and the arguments are unpacked from {@code buf} as
 * libtraceevent unpacks them (each number 4-byte aligned, 4 bytes or a long or 8 by its length,
 * strings inline up to their NUL), then printed as a print format whose first argument is the
 * caller's address. A record whose format names more arguments than it carries prints up to
 * there, and marks the event failed for the rest of the file, as in libtraceevent; every later
 * record then prints as its fields. One instance per file.
 */
public final class Bprint {

    /** Sticky, as libtraceevent's event flag: once a record lacked an argument, every later one fails. */
    private boolean failed;

    /**
     * @param out where the text goes
     * @param event the bprint event
     * @param data the record's payload
     * @param decoding the file's decoding context
     * @return false when the event lacks the fields of a bprint record
     */
    public boolean render(StringBuilder out, EventFormat event, Decoding.Data data, Decoding decoding) {
        Field fmtField = event.field("fmt"); //$NON-NLS-1$
        Field bufField = event.field("buf"); //$NON-NLS-1$
        Field ipField = event.field("ip"); //$NON-NLS-1$
        if (fmtField == null || bufField == null || ipField == null) {
            return false;
        }
        if (failed) {
            out.append("[FAILED TO PARSE]"); //$NON-NLS-1$
            RawFields.print(out, event, data, decoding);
            return true;
        }
        long address = decoding.number(data, fmtField);
        String printk = decoding.printk().at(address);
        String format = printk == null ? "%ps: (NO FORMAT FOUND at " + Long.toHexString(address) + ")\n" //$NON-NLS-1$ //$NON-NLS-2$
                : "%ps: " + unescape(printk); //$NON-NLS-1$
        List<Expr> args = new ArrayList<>();
        args.add(new Expr.Num(decoding.number(data, ipField)));
        if (printk != null) {
            arguments(unescape(printk), data, bufField.offset(), decoding, args);
        }
        PrintFormat print = PrintFormat.of(format, args);
        print.render(out, event, data, decoding);
        failed = print.failed();
        return true;
    }

    /** The C escapes of a printk format as the kernel wrote it into {@code printk_formats}. */
    static String unescape(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) {
                char e = s.charAt(++i);
                b.append(switch (e) {
                case 'n' -> '\n';
                case 't' -> '\t';
                case 'r' -> '\r';
                default -> e;
                });
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }

    private static void arguments(String fmt, Decoding.Data data, int start, Decoding decoding, List<Expr> args) {
        int at = start;
        int length = data.length();
        byte[] bytes = data.bytes();
        for (int i = 0; i < fmt.length() && at < length; i++) {
            if (fmt.charAt(i) != '%') {
                continue;
            }
            int ls = 0;
            boolean done = false;
            while (!done && ++i < fmt.length()) {
                char c = fmt.charAt(i);
                boolean string = false;
                int size = -1;
                switch (c) {
                case '%':
                    done = true;
                    break;
                case 'l':
                    ls++;
                    continue;
                case 'L':
                    ls = 2;
                    continue;
                case '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '.', '#':
                    continue;
                case 'z', 'Z':
                    ls = 1;
                    continue;
                case 'p': {
                    ls = 1;
                    char next = i + 1 < fmt.length() ? fmt.charAt(i + 1) : 0;
                    if (Character.isLetterOrDigit(next)) {
                        i++;
                        boolean symbol = next == 's' || next == 'S' || next == 'x'
                                || (next == 'f' || next == 'F') && (i + 1 >= fmt.length() || fmt.charAt(i + 1) != 'w');
                        if (!symbol && at < length && printable(bytes[data.offset() + at])) {
                            string = true;
                        }
                    }
                    if (!string) {
                        size = ls == 0 ? 4 : ls == 1 ? decoding.longSize() : 8;
                    }
                    break;
                }
                case 'd', 'u', 'i', 'x', 'X', 'o':
                    size = ls == 0 ? 4 : ls == 1 ? decoding.longSize() : ls == 2 ? 8 : ls;
                    break;
                case '*':
                    size = 4;
                    break;
                case 's':
                    string = true;
                    break;
                default:
                    done = true;
                    break;
                }
                if (string) {
                    String s = Decoding.text(data, at, length - at);
                    args.add(new Expr.Str(s));
                    at += s.length() + 1;
                    done = true;
                } else if (size > 0) {
                    at = (at + 3) & ~3; // the kernel aligns every number to 4 bytes
                    args.add(new Expr.Num(decoding.number(data, at, size)));
                    at += size;
                    done = c != '*'; // a star's value is the length of the conversion that follows
                }
            }
        }
    }

    private static boolean printable(byte b) {
        int c = b & 0xff;
        return c >= 0x20 && c < 0x7f;
    }
}
