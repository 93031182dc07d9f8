// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

import java.util.Map;

/**
 * Evaluates print-format arguments on one record as libtraceevent's {@code eval_num_arg} and
 * {@code print_str_arg} do: unsigned 64-bit arithmetic, casts that only mask, strings from char
 * arrays, {@code __data_loc} data and printk formats.
 */
final class Evaluator {

    /** The non-numeric flag names libtraceevent knows. */
    private static final Map<String, Long> KNOWN_FLAGS = Map.ofEntries(Map.entry("HI_SOFTIRQ", 0L), //$NON-NLS-1$
            Map.entry("TIMER_SOFTIRQ", 1L), Map.entry("NET_TX_SOFTIRQ", 2L), Map.entry("NET_RX_SOFTIRQ", 3L), //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            Map.entry("BLOCK_SOFTIRQ", 4L), Map.entry("IRQ_POLL_SOFTIRQ", 5L), Map.entry("TASKLET_SOFTIRQ", 6L), //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            Map.entry("SCHED_SOFTIRQ", 7L), Map.entry("HRTIMER_SOFTIRQ", 8L), Map.entry("RCU_SOFTIRQ", 9L), //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            Map.entry("HRTIMER_NORESTART", 0L), Map.entry("HRTIMER_RESTART", 1L)); //$NON-NLS-1$ //$NON-NLS-2$

    private final EventFormat event;
    private final Decoding.Data data;
    final Decoding decoding;
    private PointerArgs pointers;

    Evaluator(EventFormat event, Decoding.Data data, Decoding decoding) {
        this.event = event;
        this.data = data;
        this.decoding = decoding;
    }

    /**
     * The value of a {@code { value, "name" }} entry, fixed when the format is parsed.
     *
     * @param e the value expression
     * @return its value; -1 for a name libtraceevent does not know
     */
    static long constant(Expr e) {
        Expr v = e;
        while (v instanceof Expr.Cast c) {
            v = c.operand();
        }
        if (v instanceof Expr.Atom a) {
            String name = a.name();
            if (!name.isEmpty() && Character.isDigit(name.charAt(0))) {
                return strtoull(name);
            }
            return KNOWN_FLAGS.getOrDefault(name, -1L);
        }
        if (v instanceof Expr.Num n) {
            return n.value();
        }
        // computed in signed 64 bits and written as text: a negative value reads back as unknown
        long value = new Evaluator(null, new Decoding.Data(new byte[0], 0, 0), null).number(v);
        return value < 0 ? -1 : value;
    }

    /** C's {@code strtoull(s, NULL, 0)}: the longest prefix that is a number, 0 when none. */
    static long strtoull(String s) {
        int i = 0;
        int radix = 10;
        if (s.startsWith("0x") || s.startsWith("0X")) { //$NON-NLS-1$ //$NON-NLS-2$
            radix = 16;
            i = 2;
        } else if (s.startsWith("0")) { //$NON-NLS-1$
            radix = 8;
        }
        long v = 0;
        for (; i < s.length(); i++) {
            int d = Character.digit(s.charAt(i), radix);
            if (d < 0) {
                break;
            }
            v = v * radix + d;
        }
        return v;
    }

    private Field field(String name) {
        if (event == null) {
            return null;
        }
        return event.field(name);
    }

    long number(Expr e) {
        switch (e) {
        case Expr.Num n:
            return n.value();
        case Expr.Atom a:
            return strtoull(a.name());
        case Expr.Str s:
            return strtoull(s.text());
        case Expr.FieldRef f: {
            Field field = field(f.name());
            return field == null ? 0 : decoding.number(data, field);
        }
        case Expr.Index ix:
            return index(ix);
        case Expr.Unary u: {
            long v = number(u.operand());
            return switch (u.op()) {
            case "-" -> -v; //$NON-NLS-1$
            case "!" -> v == 0 ? 1 : 0; //$NON-NLS-1$
            default -> ~v;
            };
        }
        case Expr.Binary b:
            return binary(b.op(), number(b.left()), number(b.right()));
        case Expr.Ternary t:
            return number(t.cond()) != 0 ? number(t.yes()) : number(t.no());
        case Expr.Cast c:
            return cast(number(c.operand()), c.type());
        case Expr.Dynamic d: {
            Field field = field(d.field());
            if (field == null) {
                return 0;
            }
            int[] span = decoding.span(data, field);
            return d.kind().endsWith("_len") ? span[1] : span[0]; //$NON-NLS-1$
        }
        default:
            return 0;
        }
    }

    private long index(Expr.Index ix) {
        long right = number(ix.index());
        Expr base = ix.base();
        Expr.Cast typecast = null;
        while (base instanceof Expr.Cast c) {
            if (typecast == null) {
                typecast = c;
            }
            base = c.operand();
        }
        int offset;
        int size = decoding.longSize();
        if (base instanceof Expr.Dynamic d && field(d.field()) != null) {
            Field field = field(d.field());
            offset = (int) (decoding.span(data, field)[0] + right); // libtraceevent adds the index unscaled
            size = field.elementSize();
        } else if (base instanceof Expr.FieldRef f && field(f.name()) != null) {
            Field field = field(f.name());
            size = field.elementSize();
            offset = (int) (field.offset() + right * size);
        } else {
            return binary("[", number(base), right); //$NON-NLS-1$
        }
        long v = decoding.number(data, offset, size);
        if (typecast != null && typecast.type().endsWith("*")) { //$NON-NLS-1$
            v = cast(v, typecast.type().substring(0, typecast.type().length() - 1).trim());
        }
        return v;
    }

    private static long binary(String op, long l, long r) {
        switch (op) {
        case "||": //$NON-NLS-1$
            return l != 0 || r != 0 ? 1 : 0;
        case "&&": //$NON-NLS-1$
            return l != 0 && r != 0 ? 1 : 0;
        case "|": //$NON-NLS-1$
            return l | r;
        case "^": //$NON-NLS-1$
            return l ^ r;
        case "&": //$NON-NLS-1$
            return l & r;
        case "==": //$NON-NLS-1$
            return l == r ? 1 : 0;
        case "!=": //$NON-NLS-1$
            return l != r ? 1 : 0;
        case "<": //$NON-NLS-1$
            return Long.compareUnsigned(l, r) < 0 ? 1 : 0;
        case "<=": //$NON-NLS-1$
            return Long.compareUnsigned(l, r) <= 0 ? 1 : 0;
        case ">": //$NON-NLS-1$
            return Long.compareUnsigned(l, r) > 0 ? 1 : 0;
        case ">=": //$NON-NLS-1$
            return Long.compareUnsigned(l, r) >= 0 ? 1 : 0;
        case "<<": //$NON-NLS-1$
            return l << r;
        case ">>": //$NON-NLS-1$
            return l >>> r;
        case "+": //$NON-NLS-1$
            return l + r;
        case "-": //$NON-NLS-1$
            return l - r;
        case "*": //$NON-NLS-1$
            return l * r;
        case "/": //$NON-NLS-1$
            return r == 0 ? 0 : Long.divideUnsigned(l, r);
        case "%": //$NON-NLS-1$
            return r == 0 ? 0 : Long.remainderUnsigned(l, r);
        default:
            return 0;
        }
    }

    /** libtraceevent's casts only mask to the type's width; they never sign-extend. */
    private static long cast(long v, String type) {
        if (type.endsWith("*") || type.startsWith("struct")) { //$NON-NLS-1$ //$NON-NLS-2$
            return v;
        }
        String t = type.startsWith("unsigned ") ? type.substring(9) : type; //$NON-NLS-1$
        switch (t) {
        case "u8", "s8", "char", "__u8", "__s8": //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$
            return v & 0xff;
        case "u16", "s16", "short", "__u16", "__s16": //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$
            return v & 0xffff;
        case "u32", "s32", "int", "__u32", "__s32": //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$
            return v & 0xffffffffL;
        default:
            return v;
        }
    }

    void string(StringBuilder out, CFormat format, Expr e) {
        switch (e) {
        case Expr.Str s:
            format.string(out, s.text());
            break;
        case Expr.Atom a:
            format.string(out, a.name());
            break;
        case Expr.Num n:
            format.string(out, Long.toString(n.value()));
            break;
        case Expr.FieldRef f:
            fieldString(out, format, f);
            break;
        case Expr.Flags f:
            flags(out, format, f);
            break;
        case Expr.Symbolic s: {
            long v = number(s.value());
            for (Expr.Symbol symbol : s.symbols()) {
                if (symbol.value() == v) {
                    format.string(out, symbol.name());
                    return;
                }
            }
            out.append("0x").append(Long.toHexString(v)); //$NON-NLS-1$
            break;
        }
        case Expr.Dynamic d: {
            Field field = field(d.field());
            if (field != null && d.kind().endsWith("cpumask")) { //$NON-NLS-1$
                int[] span = decoding.span(data, field);
                format.string(out, cpus(span[0], span[1]));
            } else if (field != null && d.kind().endsWith("bitmask")) { //$NON-NLS-1$
                int[] span = decoding.span(data, field);
                format.string(out, bitmask(span[0], span[1]));
            } else if (field != null) {
                int[] span = decoding.span(data, field);
                if (span[1] > 0) {
                    format.string(out, Decoding.text(data, span[0], data.length() - span[0]));
                }
            }
            break;
        }
        case Expr.Hex h:
            hex(out, h);
            break;
        case Expr.IntArray a:
            intArray(out, a);
            break;
        case Expr.Ternary t:
            string(out, format, number(t.cond()) != 0 ? t.yes() : t.no());
            break;
        default:
            break;
        }
    }

    /**
     * {@code %pU}: the 16 bytes of a field as a UUID, in the file's order ({@code b}, {@code B})
     * or with the first three groups swapped as a GUID ({@code l}, {@code L}); upper case for the
     * capitals.
     *
     * @param variant {@code U} for the default, or the letter after it
     */
    void uuid(StringBuilder out, Expr arg, char variant) {
        Expr a = arg;
        while (a instanceof Expr.Cast c) {
            a = c.operand();
        }
        Field field = a instanceof Expr.FieldRef f ? field(f.name()) : null;
        if (field == null) {
            out.append("ARG TYPE NOT FIELD"); //$NON-NLS-1$
            return;
        }
        if (field.size() != 16 || field.offset() + 16 > data.length()) {
            out.append("INVALIDUUID"); //$NON-NLS-1$
            return;
        }
        boolean guid = variant == 'l' || variant == 'L';
        boolean upper = variant == 'L' || variant == 'B';
        int[] order = guid ? new int[] { 3, 2, 1, 0, 5, 4, 7, 6, 8, 9, 10, 11, 12, 13, 14, 15 } : null;
        for (int i = 0; i < 16; i++) {
            int b = data.bytes()[data.offset() + field.offset() + (order == null ? i : order[i])] & 0xff;
            String hex = (b < 16 ? "0" : "") + Integer.toHexString(b); //$NON-NLS-1$ //$NON-NLS-2$
            out.append(upper ? hex.toUpperCase(java.util.Locale.ROOT) : hex);
            if (i == 3 || i == 5 || i == 7 || i == 9) {
                out.append('-');
            }
        }
    }

    /** A CPU mask as libtraceevent lists it: runs of set bits, {@code 0,2,5-6}. */
    private String cpus(int offset, int length) {
        StringBuilder list = new StringBuilder();
        int bits = length * 8;
        int run = -1;
        for (int bit = 0; bit <= bits; bit++) {
            boolean set = false;
            if (bit < bits) {
                int index = decoding.endian().big() ? length - 1 - bit / 8 : bit / 8;
                set = (data.bytes()[data.offset() + offset + index] >> (bit % 8) & 1) != 0;
            }
            if (set && run < 0) {
                run = bit;
            } else if (!set && run >= 0) {
                list.append(list.length() > 0 ? "," : "").append(run); //$NON-NLS-1$ //$NON-NLS-2$
                if (bit - 1 > run) {
                    list.append('-').append(bit - 1);
                }
                run = -1;
            }
        }
        return list.toString();
    }

    private void fieldString(StringBuilder out, CFormat format, Expr.FieldRef f) {
        Field field = field(f.name());
        if (field == null) {
            return;
        }
        if (!field.array() && field.size() == decoding.longSize()) {
            long addr = decoding.number(data, field);
            String printk = decoding.printk().at(addr);
            out.append(printk != null ? printk : Long.toHexString(addr));
            return;
        }
        int[] span = decoding.span(data, field);
        format.string(out, Decoding.text(data, span[0], span[1]));
    }

    private void flags(StringBuilder out, CFormat format, Expr.Flags f) {
        long v = number(f.value());
        boolean printed = false;
        for (Expr.Symbol symbol : f.symbols()) {
            long fv = symbol.value();
            if (v == 0 && fv < 0) {
                format.string(out, symbol.name());
                break;
            }
            if (fv > 0 && (v & fv) == fv) {
                if (printed) {
                    out.append(f.delim());
                }
                format.string(out, symbol.name());
                printed = true;
                v &= ~fv;
            }
        }
        if (v != 0) {
            if (printed) {
                out.append(f.delim());
            }
            out.append("0x").append(Long.toHexString(v)); //$NON-NLS-1$
        }
    }

    private void hex(StringBuilder out, Expr.Hex h) {
        int offset;
        if (h.buf() instanceof Expr.Dynamic d && field(d.field()) != null) {
            offset = decoding.span(data, field(d.field()))[0];
        } else if (h.buf() instanceof Expr.FieldRef f && field(f.name()) != null) {
            offset = field(f.name()).offset();
        } else {
            return;
        }
        long len = number(h.length());
        for (int i = 0; i < len && offset + i < data.length(); i++) {
            if (i > 0 && h.spaced()) {
                out.append(' ');
            }
            int b = data.bytes()[data.offset() + offset + i] & 0xff;
            out.append(Character.forDigit(b >> 4, 16)).append(Character.forDigit(b & 15, 16));
        }
    }

    /** {@code __get_bitmask}: the mask in hex, most significant byte first, a comma every 32 bits. */
    private String bitmask(int offset, int length) {
        int bits = length * 8;
        int size = (bits + 3) / 4 + Math.max(0, (bits - 1) / 32);
        char[] text = new char[Math.max(0, size)];
        int len = 0;
        for (int i = size - 2; i >= 0; i -= 2) {
            int index = decoding.endian().big() ? length - (len + 1) : len;
            int b = index < length ? data.bytes()[data.offset() + offset + index] & 0xff : 0;
            text[i] = Character.forDigit(b >> 4, 16);
            text[i + 1] = Character.forDigit(b & 15, 16);
            len++;
            if ((len & 3) == 0 && i > 0) {
                text[--i] = ',';
            }
        }
        return new String(text);
    }

    /** {@code __print_array}: the elements in decimal, unsigned, blank-separated. */
    private void intArray(StringBuilder out, Expr.IntArray a) {
        int offset;
        if (a.array() instanceof Expr.Dynamic d && field(d.field()) != null) {
            offset = decoding.span(data, field(d.field()))[0];
        } else if (a.array() instanceof Expr.FieldRef f && field(f.name()) != null) {
            offset = field(f.name()).offset();
        } else {
            return;
        }
        long count = number(a.count());
        int size = (int) number(a.size());
        for (long i = 0; i < count && offset < data.length(); i++) {
            if (i > 0) {
                out.append(' ');
            }
            if (size != 1 && size != 2 && size != 4 && size != 8) {
                out.append("BAD SIZE:").append(size).append(" 0x") //$NON-NLS-1$ //$NON-NLS-2$
                        .append(Integer.toHexString(data.bytes()[data.offset() + offset] & 0xff));
                size = 1;
            } else if (offset + size > data.length()) {
                break;
            } else {
                // libtraceevent reads them as the machine it runs on does: little endian
                long v = LITTLE.read(data.bytes(), data.offset() + offset, size);
                out.append(size == 8 ? Long.toUnsignedString(v) : Long.toString(v));
            }
            offset += size;
        }
    }

    private static final Endian LITTLE = new Endian(false);

    /** @return the {@code %p} extensions' printer for this record */
    PointerArgs pointers() {
        if (pointers == null) {
            pointers = new PointerArgs(event, data, decoding);
        }
        return pointers;
    }
}
