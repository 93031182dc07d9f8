// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.text.MessageFormat;
import java.util.ListResourceBundle;
import java.util.Locale;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;
import org.latscope.model.support.MessageBundle;

/**
 * Messages format their arguments as {@link MessageFormat} does: the bundle keeps one number
 * format per pattern and thread instead of letting {@code MessageFormat} make one per number.
 */
class MessageBundleTest {

    private static final Object[][] PATTERNS = {
            { "plain", "{0}: line {1}, {2} us of {3} ({4})" },
            { "repeated", "{0} and {0} again, then {1}" },
            { "own", "{0,number,#.##} ms over {1} lines" },
            { "choice", "{0} {0,choice,0#files|1#file|1<files}, {1}" },
            { "quoted", "''{0}'' at {1}" },
    };

    private static final class Bundle extends ListResourceBundle {
        @Override
        protected Object[][] getContents() {
            return PATTERNS;
        }
    }

    private static final Object[][] ARGUMENTS = {
            { "sched.c", 1234567, 451753L, 2.5, null },
            { -3, 1.0E20, Double.NaN, Long.MIN_VALUE, Short.valueOf((short) 7) },
            { new BigInteger("123456789012345678901234567890"), new BigDecimal("-0.000123456789"), "x", 'c', true },
            { 0, 1, 2, 3, 4 },
    };

    @Test
    void formatsEveryArgumentAsMessageFormatDoes() {
        MessageBundle bundle = new MessageBundle(new Bundle());
        for (Locale locale : new Locale[] { Locale.ROOT, Locale.GERMANY, Locale.US }) {
            Locale before = Locale.getDefault(Locale.Category.FORMAT);
            Locale.setDefault(Locale.Category.FORMAT, locale);
            try {
                MessageBundle inLocale = new MessageBundle(new Bundle());
                for (Object[] pattern : PATTERNS) {
                    for (Object[] args : ARGUMENTS) {
                        // twice: the second call formats with what the first one kept
                        for (int round = 0; round < 2; round++) {
                            Object[] given = args.clone();
                            assertEquals(outcome(() -> new MessageFormat((String) pattern[1]).format(args)),
                                    outcome(() -> inLocale.format((String) pattern[0], given)), pattern[0] + " in " + locale);
                            assertArrayEquals(args, given, "the caller's arguments stay as given");
                        }
                    }
                }
            } finally {
                Locale.setDefault(Locale.Category.FORMAT, before);
            }
        }
        assertEquals("missing.key", bundle.format("missing.key", 1));
        assertEquals(PATTERNS[0][1], bundle.format("plain"), "no arguments: the pattern as it is");
    }

    /** @return the text, or the class of what was thrown (a word for a number format, say) */
    private static String outcome(Supplier<String> format) {
        try {
            return format.get();
        } catch (IllegalArgumentException e) {
            return e.getClass().getName();
        }
    }
}
