// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.summary;

import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.SerializedString;

/**
 * JSON's escapes as the command line wrote them before jackson: jackson's standard ones
 * ({@code \"}, {@code \\}, {@code \n}, {@code \r}, {@code \t}, other control characters as
 * {@code \}{@code u00xx}), except backspace and form feed, which stay {@code \}{@code u0008} and
 * {@code \}{@code u000c}, plus the line and paragraph separators U+2028 and U+2029, which
 * JavaScript before ES2019 does not accept in a string.
 */
final class JsonEscapes extends CharacterEscapes {

    private static final long serialVersionUID = 1L;

    /** Stateless: one for every generator. */
    static final JsonEscapes INSTANCE = new JsonEscapes();

    private static final SerializedString BACKSPACE = new SerializedString("\\u0008"); //$NON-NLS-1$
    private static final SerializedString FORM_FEED = new SerializedString("\\u000c"); //$NON-NLS-1$
    private static final SerializedString LINE_SEPARATOR = new SerializedString("\\u2028"); //$NON-NLS-1$
    private static final SerializedString PARAGRAPH_SEPARATOR = new SerializedString("\\u2029"); //$NON-NLS-1$

    private final int[] ascii;

    private JsonEscapes() {
        ascii = standardAsciiEscapesForJSON();
        ascii['\b'] = ESCAPE_CUSTOM;
        ascii['\f'] = ESCAPE_CUSTOM;
    }

    @Override
    public int[] getEscapeCodesForAscii() {
        return ascii;
    }

    @Override
    public SerializableString getEscapeSequence(int ch) {
        return switch (ch) {
            case '\b' -> BACKSPACE;
            case '\f' -> FORM_FEED;
            case 0x2028 -> LINE_SEPARATOR;
            case 0x2029 -> PARAGRAPH_SEPARATOR;
            default -> null;
        };
    }
}
