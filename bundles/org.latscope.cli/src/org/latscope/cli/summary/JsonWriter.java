// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.summary;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;

/**
 * The command line's JSON, written by jackson-core's streaming generator: objects, arrays,
 * strings, numbers, booleans and null in the layout docs/cli.md shows, as it was before jackson
 * wrote it: two spaces per level, {@code "name": value}, one member or element per line, empty
 * objects and arrays as {@code {}} and {@code []}. Jackson places the commas, indents, escapes
 * the strings ({@link JsonEscapes}) and checks that the calls make one
 * well-formed document; this class only keeps the commands' fluent calls and their rules for
 * numbers (whole doubles as integers, NaN and infinities as {@code null}).
 */
public final class JsonWriter {

    /** Thread-safe and costly to build: one for every document. */
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .disable(JsonWriteFeature.WRITE_HEX_UPPER_CASE)
            // a call tree is as deep as the deepest call path: no limit, as before jackson
            .streamWriteConstraints(StreamWriteConstraints.builder().maxNestingDepth(Integer.MAX_VALUE).build())
            .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
            .disable(StreamWriteFeature.AUTO_CLOSE_CONTENT)
            .build();

    /** The layout; it counts its nesting, so each generator gets {@code createInstance()} of it. */
    private static final DefaultPrettyPrinter LAYOUT = layout();

    private final JsonGenerator gen;

    private static DefaultPrettyPrinter layout() {
        Separators separators = Separators.createDefaultInstance()
                .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
                .withObjectEmptySeparator("") //$NON-NLS-1$
                .withArrayEmptySeparator("") //$NON-NLS-1$
                .withRootSeparator(""); //$NON-NLS-1$
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n"); //$NON-NLS-1$ //$NON-NLS-2$
        return new DefaultPrettyPrinter(separators).withObjectIndenter(indenter).withArrayIndenter(indenter);
    }

    /** @param out where the JSON goes; not closed */
    public JsonWriter(PrintWriter out) {
        try {
            gen = FACTORY.createGenerator(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        gen.setPrettyPrinter(LAYOUT.createInstance());
        gen.setCharacterEscapes(JsonEscapes.INSTANCE);
    }

    /** Starts an object (as a value or a top-level document). */
    public JsonWriter beginObject() {
        try {
            gen.writeStartObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }

    /** Ends the current object. */
    public JsonWriter endObject() {
        try {
            gen.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }

    /** Starts an array. */
    public JsonWriter beginArray() {
        try {
            gen.writeStartArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }

    /** Ends the current array. */
    public JsonWriter endArray() {
        try {
            gen.writeEndArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }

    /** Writes a member name; the next call writes its value. */
    public JsonWriter name(String name) {
        try {
            gen.writeFieldName(name);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }

    /** Writes a string value, or null. */
    public JsonWriter value(String s) {
        try {
            if (s == null) {
                gen.writeNull();
            } else {
                gen.writeString(s);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }

    /** Writes a number value. */
    public JsonWriter value(long n) {
        try {
            gen.writeNumber(n);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }

    /**
     * Writes a number value: a whole number below 10^15 without a fraction ({@code 3}, not
     * {@code 3.0}), others as {@link Double#toString(double)}; NaN and infinities become null.
     */
    public JsonWriter value(double d) {
        try {
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                gen.writeNull();
            } else if (d == Math.rint(d) && Math.abs(d) < 1e15) {
                gen.writeNumber((long) d);
            } else {
                gen.writeNumber(d);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }

    /** Writes a boolean value. */
    public JsonWriter value(boolean b) {
        try {
            gen.writeBoolean(b);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }

    /** Writes {@code null}. */
    public JsonWriter nullValue() {
        try {
            gen.writeNull();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }

    /** Ends the document with a newline and flushes; the writer is not closed. */
    public void finish() {
        try {
            gen.writeRaw(System.lineSeparator());
            gen.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
