// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.summary;

import java.io.PrintWriter;

/**
 * A tiny streaming JSON writer: objects, arrays, strings, numbers, booleans, null, with
 * two-space indentation. Commas are placed for the caller.
 */
public final class JsonWriter {

    private final PrintWriter out;
    private int depth;
    private boolean first = true;
    private boolean afterName;

    /** @param out where the JSON goes */
    public JsonWriter(PrintWriter out) {
        this.out = out;
    }

    /** Starts an object (as a value or a top-level document). */
    public JsonWriter beginObject() {
        value();
        out.print('{');
        depth++;
        first = true;
        return this;
    }

    /** Ends the current object. */
    public JsonWriter endObject() {
        return end('}');
    }

    /** Starts an array. */
    public JsonWriter beginArray() {
        value();
        out.print('[');
        depth++;
        first = true;
        return this;
    }

    /** Ends the current array. */
    public JsonWriter endArray() {
        return end(']');
    }

    /** Writes a member name; the next call writes its value. */
    public JsonWriter name(String name) {
        separator();
        string(name);
        out.print(": "); //$NON-NLS-1$
        afterName = true;
        return this;
    }

    /** Writes a string value, or null. */
    public JsonWriter value(String s) {
        value();
        if (s == null) {
            out.print("null"); //$NON-NLS-1$
        } else {
            string(s);
        }
        return this;
    }

    /** Writes a number value. */
    public JsonWriter value(long n) {
        value();
        out.print(n);
        return this;
    }

    /** Writes a number value; NaN and infinities become null. */
    public JsonWriter value(double d) {
        value();
        if (Double.isNaN(d) || Double.isInfinite(d)) {
            out.print("null"); //$NON-NLS-1$
        } else if (d == Math.rint(d) && Math.abs(d) < 1e15) {
            out.print((long) d);
        } else {
            out.print(d);
        }
        return this;
    }

    /** Writes a boolean value. */
    public JsonWriter value(boolean b) {
        value();
        out.print(b);
        return this;
    }

    /** Writes {@code null}. */
    public JsonWriter nullValue() {
        value();
        out.print("null"); //$NON-NLS-1$
        return this;
    }

    /** Ends the document with a newline and flushes. */
    public void finish() {
        out.println();
        out.flush();
    }

    private JsonWriter end(char c) {
        depth--;
        if (!first) {
            newline();
        }
        out.print(c);
        first = false;
        return this;
    }

    private void value() {
        if (afterName) {
            afterName = false;
            return;
        }
        if (depth > 0) {
            separator();
        }
    }

    private void separator() {
        if (!first) {
            out.print(',');
        }
        newline();
        first = false;
    }

    private void newline() {
        out.write('\n');
        for (int i = 0; i < depth; i++) {
            out.write("  "); //$NON-NLS-1$
        }
    }

    private void string(String s) {
        out.write('"');
        int run = 0; // start of the characters that need no escape, written in one call
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            String escape = switch (c) {
                case '"' -> "\\\""; //$NON-NLS-1$
                case '\\' -> "\\\\"; //$NON-NLS-1$
                case '\n' -> "\\n"; //$NON-NLS-1$
                case '\r' -> "\\r"; //$NON-NLS-1$
                case '\t' -> "\\t"; //$NON-NLS-1$
                default -> c < 0x20 || c == 0x2028 || c == 0x2029 ? String.format("\\u%04x", (int) c) : null; //$NON-NLS-1$
            };
            if (escape != null) {
                out.write(s, run, i - run);
                out.write(escape);
                run = i + 1;
            }
        }
        out.write(s, run, s.length() - run);
        out.write('"');
    }
}
