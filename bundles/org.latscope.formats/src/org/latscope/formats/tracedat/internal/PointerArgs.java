// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

/**
 * The {@code %p} extensions of print formats on one record, as libtraceevent prints them: MAC,
 * IPv4 and IPv6 addresses, socket addresses and raw buffers; what it prints instead when an
 * argument is not the field it needs.
 */
final class PointerArgs {

    private static final Endian LITTLE = new Endian(false);

    private final EventFormat event;
    private final Decoding.Data data;
    private final Decoding decoding;

    PointerArgs(EventFormat event, Decoding.Data data, Decoding decoding) {
        this.event = event;
        this.data = data;
        this.decoding = decoding;
    }

    private Field field(String name) {
        return event == null ? null : event.field(name);
    }

    /** A field's bytes for the address extensions, after casts; null when the argument is no field. */
    private Field addressField(Expr arg) {
        Expr a = arg;
        while (a instanceof Expr.Cast c) {
            a = c.operand();
        }
        return a instanceof Expr.FieldRef f ? field(f.name()) : null;
    }

    private boolean fieldRef(Expr arg) {
        Expr a = arg;
        while (a instanceof Expr.Cast c) {
            a = c.operand();
        }
        return a instanceof Expr.FieldRef;
    }

    /** {@code %pM}, {@code %pm}, {@code %pMF}, {@code %pMR}: a six-byte field. */
    void mac(StringBuilder out, String spec, Expr arg) {
        Field f = addressOfSize(out, arg, 6, "INVALIDMAC"); //$NON-NLS-1$
        if (f != null) {
            AddressText.mac(out, spec, data.bytes(), data.offset() + f.offset());
        }
    }

    /** {@code %pI4}, {@code %pi4}, {@code %pI6}, {@code %pi6}, {@code %pI6c}, {@code %pIS[p][c]} and their byte orders. */
    void ip(StringBuilder out, String spec, Expr arg) {
        char i = spec.charAt(0);
        char version = spec.length() > 1 ? spec.charAt(1) : 0;
        String rest = spec.length() > 2 ? spec.substring(2) : ""; //$NON-NLS-1$
        switch (version) {
        case '4': {
            Field f = addressOfSize(out, arg, 4, "INVALIDIPv4"); //$NON-NLS-1$
            if (f != null) {
                AddressText.ip4(out, i == 'i', reversed(rest), data.bytes(), data.offset() + f.offset());
            }
            return;
        }
        case '6': {
            Field f = addressOfSize(out, arg, 16, "INVALIDIPv6"); //$NON-NLS-1$
            if (f != null && i == 'I' && rest.startsWith("c")) { //$NON-NLS-1$
                AddressText.ip6c(out, data.bytes(), data.offset() + f.offset());
            } else if (f != null) {
                AddressText.ip6(out, i == 'I', data.bytes(), data.offset() + f.offset());
            }
            return;
        }
        case 'S':
            socketAddress(out, i, rest, arg);
            return;
        default:
            return;
        }
    }

    /**
     * The field an address of {@code size} bytes is printed from, as libtraceevent checks it:
     * what it prints instead when the argument is no field or has another size.
     *
     * @return the field, or null when nothing (more) is printed: no such field, another size, or
     *         the record too short to hold it
     */
    private Field addressOfSize(StringBuilder out, Expr arg, int size, String invalid) {
        if (!fieldRef(arg)) {
            out.append("ARG TYPE NOT FIELD BUT ").append(argType(arg)); //$NON-NLS-1$
            return null;
        }
        Field f = addressField(arg);
        if (f == null) {
            return null;
        }
        if (f.size() != size) {
            out.append(invalid);
            return null;
        }
        return f.offset() + size <= data.length() ? f : null;
    }

    /** libtraceevent's {@code parse_ip4_print_args}: {@code h} (host order) and {@code l} reverse the bytes. */
    private boolean reversed(String rest) {
        if (rest.isEmpty()) {
            return false;
        }
        return rest.charAt(0) == 'h' ? !decoding.endian().big() : rest.charAt(0) == 'l';
    }

    private static final int AF_INET = 2;
    private static final int AF_INET6 = 10;

    /** {@code %pIS}: a {@code sockaddr_in} or {@code sockaddr_in6}, with its port ({@code p}), compressed ({@code c}). */
    private void socketAddress(StringBuilder out, char i, String flags, Expr arg) {
        String rest = flags;
        boolean port = false;
        boolean compressed = false;
        if (i == 'I') {
            if (rest.startsWith("p")) { //$NON-NLS-1$
                port = true;
                rest = rest.substring(1);
            }
            if (rest.startsWith("c")) { //$NON-NLS-1$
                compressed = true;
                rest = rest.substring(1);
            }
        }
        boolean reverse = reversed(rest);
        Expr a = arg;
        while (a instanceof Expr.Cast c) {
            a = c.operand();
        }
        int offset;
        int length;
        if (a instanceof Expr.FieldRef f) {
            Field field = field(f.name());
            if (field == null) {
                return;
            }
            offset = field.offset();
            length = field.size();
        } else if (a instanceof Expr.Dynamic d && dynamicArray(d.kind())) {
            Field field = field(d.field());
            if (field == null) {
                return;
            }
            int[] span = decoding.span(data, field);
            offset = span[0];
            length = span[1];
        } else {
            out.append("ARG NOT FIELD NOR DYNAMIC ARRAY BUT TYPE ").append(argType(a)); //$NON-NLS-1$
            return;
        }
        if (offset + 2 > data.length()) {
            return;
        }
        byte[] b = data.bytes();
        int at = data.offset() + offset;
        // the family as the machine libtraceevent runs on reads it: little endian
        int family = LITTLE.u16(b, at);
        if (family == AF_INET) {
            if (length < 16 || offset + 16 > data.length()) {
                out.append("INVALIDIPv4"); //$NON-NLS-1$
                return;
            }
            AddressText.ip4(out, i == 'i', reverse, b, at + 4);
            if (port) {
                out.append(':').append((b[at + 2] & 0xff) << 8 | b[at + 3] & 0xff);
            }
        } else if (family == AF_INET6) {
            if (length < 28 || offset + 28 > data.length()) {
                out.append("INVALIDIPv6"); //$NON-NLS-1$
                return;
            }
            if (port) {
                out.append('[');
            }
            if (compressed) {
                AddressText.ip6c(out, b, at + 8);
            } else {
                AddressText.ip6(out, i == 'I', b, at + 8);
            }
            if (port) {
                out.append("]:").append((b[at + 2] & 0xff) << 8 | b[at + 3] & 0xff); //$NON-NLS-1$
            }
        }
    }

    /** {@code %ph}, {@code %phC}, {@code %phD}, {@code %phN}: up to {@code length} bytes of a dynamic array. */
    void rawBuffer(StringBuilder out, String spec, Expr arg, int length) {
        String delim = " "; //$NON-NLS-1$
        if (spec.length() > 1) {
            delim = switch (spec.charAt(1)) {
            case 'C' -> ":"; //$NON-NLS-1$
            case 'D' -> "-"; //$NON-NLS-1$
            default -> ""; //$NON-NLS-1$
            };
        }
        if (!(arg instanceof Expr.Dynamic d && dynamicArray(d.kind()))) {
            out.append("ARG TYPE NOT FIELD BUT ").append(argType(arg)); //$NON-NLS-1$
            return;
        }
        Field field = field(d.field());
        if (field == null) {
            return;
        }
        int[] span = decoding.span(data, field);
        int n = Math.min(length, span[1]);
        for (int k = 0; k < n; k++) {
            if (k > 0) {
                out.append(delim);
            }
            AddressText.hex2(out, data.bytes()[data.offset() + span[0] + k] & 0xff);
        }
    }

    private static boolean dynamicArray(String kind) {
        return kind.equals("__get_dynamic_array") || kind.equals("__get_rel_dynamic_array") //$NON-NLS-1$ //$NON-NLS-2$
                || kind.startsWith("__get_sockaddr"); //$NON-NLS-1$
    }

    /** libtraceevent's {@code enum tep_print_arg_type} of an argument, which its messages print. */
    private static int argType(Expr e) {
        return switch (e) {
        case Expr.Num n -> 1;
        case Expr.Atom a -> 1;
        case Expr.Str s -> 1;
        case Expr.FieldRef f -> 2;
        case Expr.Flags f -> 3;
        case Expr.Symbolic s -> 4;
        case Expr.Hex h -> h.spaced() ? 5 : 15;
        case Expr.IntArray a -> 6;
        case Expr.Cast c -> 7;
        case Expr.Dynamic d -> d.kind().endsWith("_str") ? 8 //$NON-NLS-1$
                : d.kind().endsWith("_len") ? 14 //$NON-NLS-1$
                        : d.kind().endsWith("bitmask") ? 13 : d.kind().endsWith("cpumask") ? 16 : 10; //$NON-NLS-1$ //$NON-NLS-2$
        default -> 11;
        };
    }
}
