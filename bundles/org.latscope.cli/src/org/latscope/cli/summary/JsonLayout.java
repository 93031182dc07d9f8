// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.summary;

import java.io.IOException;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.PrettyPrinter;

/**
 * The layout of the command line's JSON, as docs/cli.md shows it and as it was before jackson
 * wrote it: every member and element on a line of its own, indented by two spaces per level,
 * {@code "name": value}, empty objects and arrays as {@code {}} and {@code []}. Keeps its
 * nesting level, so one per generator.
 */
final class JsonLayout implements PrettyPrinter {

    private static final int LEVELS = 64;

    /** A newline and the indentation of {@link #LEVELS} levels, written in one call. */
    private static final char[] INDENT = ("\n" + "  ".repeat(LEVELS)).toCharArray(); //$NON-NLS-1$ //$NON-NLS-2$

    private int level;

    @Override
    public void writeRootValueSeparator(JsonGenerator gen) {
        // one document per generator
    }

    @Override
    public void writeStartObject(JsonGenerator gen) throws IOException {
        gen.writeRaw('{');
        level++;
    }

    @Override
    public void beforeObjectEntries(JsonGenerator gen) throws IOException {
        newline(gen);
    }

    @Override
    public void writeObjectFieldValueSeparator(JsonGenerator gen) throws IOException {
        gen.writeRaw(": "); //$NON-NLS-1$
    }

    @Override
    public void writeObjectEntrySeparator(JsonGenerator gen) throws IOException {
        gen.writeRaw(',');
        newline(gen);
    }

    @Override
    public void writeEndObject(JsonGenerator gen, int entries) throws IOException {
        end(gen, entries, '}');
    }

    @Override
    public void writeStartArray(JsonGenerator gen) throws IOException {
        gen.writeRaw('[');
        level++;
    }

    @Override
    public void beforeArrayValues(JsonGenerator gen) throws IOException {
        newline(gen);
    }

    @Override
    public void writeArrayValueSeparator(JsonGenerator gen) throws IOException {
        gen.writeRaw(',');
        newline(gen);
    }

    @Override
    public void writeEndArray(JsonGenerator gen, int values) throws IOException {
        end(gen, values, ']');
    }

    private void end(JsonGenerator gen, int members, char bracket) throws IOException {
        level--;
        if (members > 0) {
            newline(gen);
        }
        gen.writeRaw(bracket);
    }

    private void newline(JsonGenerator gen) throws IOException {
        int levels = Math.min(level, LEVELS);
        gen.writeRaw(INDENT, 0, 1 + 2 * levels);
        for (int i = levels; i < level; i++) {
            gen.writeRaw(INDENT, 1, 2);
        }
    }
}
