// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

import java.util.List;

/** An argument expression of a print format, as {@link PrintFormat} parses it. */
public sealed interface Expr {

    /** A number literal. @param value its value */
    record Num(long value) implements Expr {
    }

    /** A string literal. @param text its text, escapes undone */
    record Str(String text) implements Expr {
    }

    /** An identifier the format does not define (an enum constant such as {@code HRTIMER_MODE_ABS}). @param name it */
    record Atom(String name) implements Expr {
    }

    /** {@code REC->name}. @param name the field's name */
    record FieldRef(String name) implements Expr {
    }

    /** {@code base[index]}. @param base the array @param index the index */
    record Index(Expr base, Expr index) implements Expr {
    }

    /** A prefix operator. @param op {@code - ! ~} @param operand what it applies to */
    record Unary(String op, Expr operand) implements Expr {
    }

    /** A binary operator. @param op the operator @param left its left @param right its right */
    record Binary(String op, Expr left, Expr right) implements Expr {
    }

    /** {@code cond ? a : b}. @param cond the condition @param yes if true @param no if false */
    record Ternary(Expr cond, Expr yes, Expr no) implements Expr {
    }

    /** {@code (type) operand}. @param type the C type @param operand the value */
    record Cast(String type, Expr operand) implements Expr {
    }

    /** A {@code { value, "name" }} pair of {@code __print_flags} and {@code __print_symbolic}. @param value the value as libtraceevent keeps it @param name the text */
    record Symbol(long value, String name) {
    }

    /** {@code __print_flags(value, delim, ...)}. @param value the flags @param delim the separator @param symbols the names */
    record Flags(Expr value, String delim, List<Symbol> symbols) implements Expr {
    }

    /** {@code __print_symbolic(value, ...)}. @param value the value @param symbols the names */
    record Symbolic(Expr value, List<Symbol> symbols) implements Expr {
    }

    /** {@code __get_str(field)} and friends. @param kind the helper's name @param field the field */
    record Dynamic(String kind, String field) implements Expr {
    }

    /** {@code __print_hex(buf, len)} or {@code __print_hex_str}. @param buf the bytes @param length how many @param spaced whether bytes are separated */
    record Hex(Expr buf, Expr length, boolean spaced) implements Expr {
    }

    /** {@code __print_array(array, count, el_size)}. @param array the elements @param count how many @param size each one's bytes */
    record IntArray(Expr array, Expr count, Expr size) implements Expr {
    }
}
