// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.summary;

import java.io.PrintWriter;

/**
 * A tiny streaming JSON writer: objects, arrays, strings, numbers, booleans, null, with
 * two-space indentation. Commas are placed for the caller. The text is gathered in a buffer and
 * handed to the {@link PrintWriter} in 64 KB pieces, and at {@link #finish()}: the trace lists of
 * {@code hotspots --json} over 15,000 traces are hundreds of thousands of values, and a
 * {@code PrintWriter} call per character and indent had taken 8% of the command's CPU samples.
 */
public final class JsonWriter {

    private static final int FLUSH_AT = 64 * 1024;

    private final PrintWriter out;
    private final StringBuilder buf = new StringBuilder(FLUSH_AT + 1024);
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
        buf.append('{');
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
        buf.append('[');
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
        buf.append(": "); //$NON-NLS-1$
        afterName = true;
        return this;
    }

    /** Writes a string value, or null. */
    public JsonWriter value(String s) {
        value();
        if (s == null) {
            buf.append("null"); //$NON-NLS-1$
        } else {
            string(s);
        }
        return this;
    }

    /** Writes a number value. */
    public JsonWriter value(long n) {
        value();
        buf.append(n);
        return this;
    }

    /** Writes a number value; NaN and infinities become null. */
    public JsonWriter value(double d) {
        value();
        if (Double.isNaN(d) || Double.isInfinite(d)) {
            buf.append("null"); //$NON-NLS-1$
        } else if (d == Math.rint(d) && Math.abs(d) < 1e15) {
            buf.append((long) d);
        } else {
            buf.append(d);
        }
        return this;
    }

    /** Writes a boolean value. */
    public JsonWriter value(boolean b) {
        value();
        buf.append(b);
        return this;
    }

    /** Writes {@code null}. */
    public JsonWriter nullValue() {
        value();
        buf.append("null"); //$NON-NLS-1$
        return this;
    }

    /** Ends the document with a newline and flushes. */
    public void finish() {
        buf.append(System.lineSeparator());
        out.append(buf);
        buf.setLength(0);
        out.flush();
    }

    private JsonWriter end(char c) {
        depth--;
        if (!first) {
            newline();
        }
        buf.append(c);
        first = false;
        return this;
    }

    private void value() {
        if (buf.length() >= FLUSH_AT) {
            out.append(buf);
            buf.setLength(0);
        }
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
            buf.append(',');
        }
        newline();
        first = false;
    }

    private void newline() {
        buf.append('\n');
        for (int i = 0; i < depth; i++) {
            buf.append("  "); //$NON-NLS-1$
        }
    }

    private void string(String s) {
        buf.append('"');
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
                buf.append(s, run, i);
                buf.append(escape);
                run = i + 1;
            }
        }
        buf.append(s, run, s.length());
        buf.append('"');
    }
}
