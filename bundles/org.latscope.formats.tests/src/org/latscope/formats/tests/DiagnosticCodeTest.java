// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.text.Format;
import java.text.MessageFormat;
import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.latscope.formats.DiagnosticCode;

/**
 * Every diagnostic message of the formats bundle belongs to exactly one code, and a reason made
 * from it maps back to that code; every reader's messages (the set reader's, the classic and the
 * modern readers') follow the style of docs/cli.md.
 */
class DiagnosticCodeTest {

    private static final String INTERNAL = "org.latscope.formats.internal.messages";
    private static final String MODERN = "org.latscope.formats.modern.messages";

    /** The keys of diagnostic messages (not format names) of a bundle. */
    private static List<String> keys(String bundle) {
        return ResourceBundle.getBundle(bundle, Locale.ROOT, DiagnosticCode.class.getClassLoader()).keySet().stream()
                .filter(k -> !k.startsWith("format.")).sorted().toList();
    }

    private static String message(String bundle, String key) {
        return ResourceBundle.getBundle(bundle, Locale.ROOT, DiagnosticCode.class.getClassLoader()).getString(key);
    }

    /** The message with sample arguments: 7 for numbers, a text with a colon and a parenthesis otherwise. */
    private static String reason(String pattern) {
        MessageFormat format = new MessageFormat(pattern, Locale.ROOT);
        Format[] formats = format.getFormatsByArgumentIndex();
        Object[] args = new Object[formats.length];
        for (int i = 0; i < args.length; i++) {
            args[i] = formats[i] instanceof NumberFormat ? (Object) 7 : "lt.01: (sample) text";
        }
        return format.format(args);
    }

    @Test
    void everyMessageMapsToTheOneCodeThatListsIt() {
        List<String> problems = new ArrayList<>();
        for (String bundle : List.of(INTERNAL, MODERN)) {
            for (String key : keys(bundle)) {
                List<DiagnosticCode> listing = Stream.of(DiagnosticCode.values()).filter(c -> c.messageKeys().contains(key))
                        .toList();
                String message = message(bundle, key);
                // made with MessageFormat, or, without arguments, taken as it is
                List<String> reasons = message.contains("{") ? List.of(reason(message)) : List.of(reason(message), message);
                if (listing.size() != 1) {
                    problems.add(key + " is listed by " + listing);
                    continue;
                }
                for (String reason : reasons) {
                    if (DiagnosticCode.of(reason) != listing.get(0)) {
                        problems.add(key + " (" + reason + ") maps to " + DiagnosticCode.of(reason) + ", not " + listing.get(0));
                    }
                }
            }
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    @Test
    void everyCodesKeysExistAndReasonsNoCodeMadeAreOther() {
        List<String> all = new ArrayList<>(keys(INTERNAL));
        all.addAll(keys(MODERN));
        for (DiagnosticCode code : DiagnosticCode.values()) {
            assertEquals(code == DiagnosticCode.OTHER, code.messageKeys().isEmpty(), code.id());
            code.messageKeys().forEach(k -> assertTrue(all.contains(k), code.id() + " lists " + k));
        }
        assertEquals(DiagnosticCode.OTHER, DiagnosticCode.of("a reason of a format installed later"));
        assertEquals(DiagnosticCode.OTHER, DiagnosticCode.of((String) null));
        assertEquals("number_too_large", DiagnosticCode.NUMBER_TOO_LARGE.id());
    }

    /** Sentence case; what was found or expected, then after a colon what was done; no final period. */
    @Test
    void everyReadersMessagesFollowTheStyle() {
        for (String bundle : List.of(INTERNAL, MODERN)) {
            for (String key : keys(bundle)) {
                String message = message(bundle, key);
                char first = message.charAt(0);
                assertTrue(Character.isUpperCase(first) || first == '{', key + ": " + message);
                assertTrue(message.contains(": "), key + " says what was done after a colon: " + message);
                assertFalse(message.endsWith("."), key + ": " + message);
            }
        }
    }
}
