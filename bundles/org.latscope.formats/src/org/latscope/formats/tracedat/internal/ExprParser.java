// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

import java.util.ArrayList;
import java.util.List;

import org.latscope.formats.tracedat.internal.PrintLexer.Token;

/**
 * Parses the argument expressions of a print format the way libtraceevent's
 * {@code process_arg}/{@code process_op} do, quirks included, so that the report prints what
 * {@code trace-cmd report} prints: a binary operator's right operand that is itself an
 * operator of looser priority is rotated above it even when the format put it in parentheses
 * (so {@code x & (A | B)} evaluates as {@code (x & A) | B}), operators of equal priority
 * associate to the right, and a parenthesised type followed by an operand is a cast. What it
 * does not know (an unknown helper function) throws {@link IllegalArgumentException}: the event
 * is then printed as its fields, as libtraceevent prints an event it failed to parse.
 */
final class ExprParser {

    /** A node of libtraceevent's mutable argument tree. */
    private static final class Node {
        char kind = 'n'; // n: none, a: atom, q: quoted, f: field, o: operator, t: cast, x: done
        String text;
        Node left;
        Node right;
        Node item;
        int prio;
        Expr done;

        void copyFrom(Node o) {
            kind = o.kind;
            text = o.text;
            left = o.left;
            right = o.right;
            item = o.item;
            prio = o.prio;
            done = o.done;
        }
    }

    private final List<Token> tokens;
    private int at;
    private Token token; // the current token, as libtraceevent's *tok
    private boolean recInParens; // (REC)->field: the parenthesis closed inside the entry

    ExprParser(List<Token> tokens) {
        this.tokens = tokens;
    }

    boolean atEnd() {
        return at >= tokens.size();
    }

    boolean peekString() {
        return !atEnd() && tokens.get(at).kind() == 's';
    }

    String string() {
        return tokens.get(at++).text();
    }

    boolean accept(String op) {
        if (!atEnd() && isPunct(tokens.get(at), op)) {
            at++;
            return true;
        }
        return false;
    }

    private static boolean isPunct(Token t, String text) {
        return t != null && t.kind() == 'o' && t.text().equals(text);
    }

    private static boolean isItem(Token t) {
        return t != null && t.kind() != 'o';
    }

    private Token read() {
        token = at < tokens.size() ? tokens.get(at++) : null;
        return token;
    }

    /**
     * One comma-separated argument: libtraceevent's {@code process_arg}, then
     * {@code process_op} while an operator follows.
     */
    Expr expression() {
        Node arg = new Node();
        read();
        argToken(arg);
        while (operatorAhead()) {
            op(arg);
        }
        if (token != null) {
            at--; // leave the delimiter for the caller
        }
        return convert(arg);
    }

    /** @return whether the current token is an operator that continues the expression */
    private boolean operatorAhead() {
        return token != null && token.kind() == 'o' && !isDelim(token) && !":]}{".contains(token.text()); //$NON-NLS-1$
    }

    private static boolean isDelim(Token t) {
        return t.kind() == 'o' && (t.text().equals("(") || t.text().equals(")") || t.text().equals(",")); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
    }

    private static int prio(String op) {
        switch (op) {
        case "~", "!": //$NON-NLS-1$ //$NON-NLS-2$
            return 4;
        case "*", "/", "%": //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            return 6;
        case "+", "-": //$NON-NLS-1$ //$NON-NLS-2$
            return 7;
        case "<<", ">>": //$NON-NLS-1$ //$NON-NLS-2$
            return 8;
        case "<", ">", "<=", ">=": //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
            return 9;
        case "==", "!=": //$NON-NLS-1$ //$NON-NLS-2$
            return 10;
        case "&": //$NON-NLS-1$
            return 11;
        case "^": //$NON-NLS-1$
            return 12;
        case "|": //$NON-NLS-1$
            return 13;
        case "&&": //$NON-NLS-1$
            return 14;
        case "||": //$NON-NLS-1$
            return 15;
        case "?": //$NON-NLS-1$
            return 16;
        default:
            throw new IllegalArgumentException(op);
        }
    }

    /** {@code process_arg}: reads a token and parses the operand it starts. */
    private void arg(Node arg) {
        read();
        argToken(arg);
    }

    /** {@code process_arg_token}: parses the operand starting at the current token. */
    private void argToken(Node arg) {
        Token t = token;
        if (t == null) {
            throw new IllegalArgumentException("end"); //$NON-NLS-1$
        }
        if (t.kind() == 's') {
            arg.kind = 'q';
            arg.text = t.text();
            read();
            return;
        }
        if (t.kind() != 'o') {
            if (t.text().equals("REC")) { //$NON-NLS-1$
                entry(arg);
                return;
            }
            StringBuilder atom = new StringBuilder(t.text());
            read();
            if (isPunct(token, "(")) { //$NON-NLS-1$
                arg.kind = 'x';
                arg.done = function(atom.toString()); // leaves the cursor after its parenthesis
                read();
                return;
            }
            while (token != null && token.kind() != 'o' && token.kind() != 's') {
                atom.append(' ').append(token.text());
                read();
            }
            arg.kind = 'a';
            arg.text = atom.toString();
            return;
        }
        if (t.text().equals("(")) { //$NON-NLS-1$
            paren(arg);
            return;
        }
        arg.kind = 'o';
        arg.text = t.text();
        arg.left = null;
        op(arg);
    }

    /** {@code process_entry}: {@code REC->field}, also as {@code (REC)->field}. */
    private void entry(Node arg) {
        read();
        if (isPunct(token, ")")) { //$NON-NLS-1$
            recInParens = true; // the enclosing parenthesis closes here: paren() returns at once
            read();
        }
        if (!isPunct(token, "->")) { //$NON-NLS-1$
            throw new IllegalArgumentException("REC"); //$NON-NLS-1$
        }
        read();
        if (!isItem(token)) {
            throw new IllegalArgumentException("REC->"); //$NON-NLS-1$
        }
        arg.kind = 'f';
        arg.text = token.text();
        read();
    }

    /** {@code process_paren}: a parenthesised expression, or a cast. */
    private void paren(Node arg) {
        recInParens = false;
        arg(arg);
        if (recInParens) {
            recInParens = false;
            return;
        }
        while (operatorAhead()) {
            op(arg);
        }
        if (!isPunct(token, ")")) { //$NON-NLS-1$
            throw new IllegalArgumentException(")"); //$NON-NLS-1$
        }
        read();
        if (isItem(token) || isPunct(token, "(")) { //$NON-NLS-1$
            if (arg.kind != 'a') {
                throw new IllegalArgumentException("cast"); //$NON-NLS-1$
            }
            Node item = new Node();
            String type = arg.text;
            arg.kind = 't';
            arg.text = type;
            arg.item = item;
            argToken(item);
        }
    }

    /** {@code process_op}: the operator at the current token, with {@code arg} as its left. */
    private void op(Node arg) {
        String op = token.text();
        Node right = null;
        if (arg.kind == 'o' && arg.left == null) {
            if (!(op.equals("~") || op.equals("!") || op.equals("+") || op.equals("-"))) { //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
                throw new IllegalArgumentException(op);
            }
            arg.left = new Node();
            right = new Node();
            arg.right = right;
            arg(right);
        } else if (op.equals("?")) { //$NON-NLS-1$
            Node left = new Node();
            left.copyFrom(arg);
            arg.kind = 'o';
            arg.text = op;
            arg.left = left;
            arg.right = null;
            arg.item = null;
            arg.prio = 0;
            cond(arg);
        } else if (op.equals("[")) { //$NON-NLS-1$
            Node left = new Node();
            left.copyFrom(arg);
            arg.kind = 'o';
            arg.text = op;
            arg.left = left;
            arg.item = null;
            arg.prio = 0;
            Node index = new Node();
            arg(index);
            while (token != null && token.kind() == 'o' && !isPunct(token, "]") && !isDelim(token)) { //$NON-NLS-1$
                op(index);
            }
            if (!isPunct(token, "]")) { //$NON-NLS-1$
                throw new IllegalArgumentException("]"); //$NON-NLS-1$
            }
            arg.right = index;
            read();
        } else {
            int p = prio(op);
            Node left = new Node();
            left.copyFrom(arg);
            arg.kind = 'o';
            arg.text = op;
            arg.left = left;
            arg.right = null;
            arg.item = null;
            arg.prio = left.kind == 'n' ? 0 : p;
            read();
            if (op.equals("*") && isPunct(token, ")")) { //$NON-NLS-1$ //$NON-NLS-2$
                if (left.kind != 'a') {
                    throw new IllegalArgumentException("*"); //$NON-NLS-1$
                }
                arg.copyFrom(left);
                arg.text = left.text + " *"; //$NON-NLS-1$
                return;
            }
            right = new Node();
            argToken(right);
            if (right.kind == 'o' && prio(op) < prio(right.text)) {
                // libtraceevent rotates even a parenthesised right operand
                Node tmp = new Node();
                arg.right = right.left;
                tmp.copyFrom(arg);
                arg.copyFrom(right);
                right.copyFrom(tmp);
                arg.left = right;
            } else {
                arg.right = right;
            }
        }
        if (operatorAhead()) {
            if (prio(token.text()) > arg.prio || right == null) {
                op(arg);
            } else {
                op(right);
            }
        }
    }

    /** {@code process_cond}: the {@code yes : no} of a {@code ?}. */
    private void cond(Node top) {
        Node left = new Node();
        Node right = new Node();
        arg(left);
        while (operatorAhead()) {
            op(left);
        }
        if (!isPunct(token, ":")) { //$NON-NLS-1$
            throw new IllegalArgumentException(":"); //$NON-NLS-1$
        }
        arg(right);
        Node colon = new Node();
        colon.kind = 'o';
        colon.text = ":"; //$NON-NLS-1$
        colon.left = left;
        colon.right = right;
        top.right = colon;
    }

    private Expr function(String name) {
        switch (name) {
        case "__print_flags": { //$NON-NLS-1$
            Expr value = expression();
            expect(","); //$NON-NLS-1$
            String delim = quoted();
            return new Expr.Flags(value, delim, symbols());
        }
        case "__print_symbolic": { //$NON-NLS-1$
            Expr value = expression();
            return new Expr.Symbolic(value, symbols());
        }
        case "__get_str", "__get_rel_str", "__get_dynamic_array", "__get_rel_dynamic_array", //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
                "__get_dynamic_array_len", "__get_rel_dynamic_array_len", "__get_cpumask", //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                "__get_rel_cpumask", "__get_bitmask", "__get_rel_bitmask", "__get_sockaddr", //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
                "__get_sockaddr_rel": { //$NON-NLS-1$
            Token field = tokens.get(at++);
            expect(")"); //$NON-NLS-1$
            return new Expr.Dynamic(name, field.text());
        }
        case "__print_array": { //$NON-NLS-1$
            Expr array = expression();
            expect(","); //$NON-NLS-1$
            Expr count = expression();
            expect(","); //$NON-NLS-1$
            Expr size = expression();
            expect(")"); //$NON-NLS-1$
            return new Expr.IntArray(array, count, size);
        }
        case "__builtin_expect": { //$NON-NLS-1$
            // libtraceevent keeps the value and drops the expectation
            Expr value = expression();
            expect(","); //$NON-NLS-1$
            expression();
            expect(")"); //$NON-NLS-1$
            return value;
        }
        case "__print_hex", "__print_hex_str": { //$NON-NLS-1$ //$NON-NLS-2$
            Expr buf = expression();
            expect(","); //$NON-NLS-1$
            Expr len = expression();
            expect(")"); //$NON-NLS-1$
            return new Expr.Hex(buf, len, name.equals("__print_hex")); //$NON-NLS-1$
        }
        default:
            throw new IllegalArgumentException(name);
        }
    }

    private void expect(String text) {
        if (!accept(text)) {
            throw new IllegalArgumentException(text);
        }
    }

    private String quoted() {
        if (!peekString()) {
            throw new IllegalArgumentException("string"); //$NON-NLS-1$
        }
        return string();
    }

    private List<Expr.Symbol> symbols() {
        List<Expr.Symbol> list = new ArrayList<>();
        while (accept(",")) { //$NON-NLS-1$
            expect("{"); //$NON-NLS-1$
            Expr value = expression();
            expect(","); //$NON-NLS-1$
            String text = peekString() ? string() : text(expression()); // { 0, ((void *)0) } ends gfp lists
            expect("}"); //$NON-NLS-1$
            list.add(new Expr.Symbol(Evaluator.constant(value), text));
        }
        expect(")"); //$NON-NLS-1$
        return list;
    }

    /** libtraceevent's {@code arg_eval}: the text of a name that is not a string literal. */
    private static String text(Expr e) {
        Expr v = e;
        while (v instanceof Expr.Cast c) {
            v = c.operand();
        }
        if (v instanceof Expr.Atom a) {
            return a.name();
        }
        if (v instanceof Expr.Str s) {
            return s.text();
        }
        return Long.toString(Evaluator.constant(v));
    }

    private Expr convert(Node n) {
        switch (n.kind) {
        case 'a':
            return new Expr.Atom(n.text);
        case 'q':
            return new Expr.Str(n.text);
        case 'f':
            return new Expr.FieldRef(n.text);
        case 'x':
            return n.done;
        case 't':
            return new Expr.Cast(n.text, convert(n.item));
        case 'o':
            if (n.left == null || n.left.kind == 'n') {
                return new Expr.Unary(n.text, convert(n.right));
            }
            if (n.text.equals("?")) { //$NON-NLS-1$
                return new Expr.Ternary(convert(n.left), convert(n.right.left), convert(n.right.right));
            }
            if (n.text.equals("[")) { //$NON-NLS-1$
                return new Expr.Index(convert(n.left), convert(n.right));
            }
            return new Expr.Binary(n.text, convert(n.left), convert(n.right));
        default:
            return new Expr.Atom(""); //$NON-NLS-1$
        }
    }
}
