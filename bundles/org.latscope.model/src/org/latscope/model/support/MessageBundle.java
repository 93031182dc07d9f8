// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.support;

import java.text.Format;
import java.text.MessageFormat;
import java.text.NumberFormat;
import java.util.HashMap;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * The user-visible messages of one headless bundle, from its {@code messages.properties}
 * (headless bundles run without OSGi too, so a plain resource bundle rather than OSGi NLS).
 * Each pattern is parsed once per thread: readers format a diagnostic per bad line and
 * commands a few lines per file, and parsing the pattern anew was a tenth of a summary over
 * 100,000 small files.
 */
public final class MessageBundle {

    private final ResourceBundle bundle;
    private final ThreadLocal<Map<String, Pattern>> formats = ThreadLocal.withInitial(HashMap::new);

    /**
     * A parsed pattern. {@link MessageFormat} formats a number given to a {@code {0}} with a new
     * {@link NumberFormat#getInstance(java.util.Locale)}, a pattern parsed anew, per argument and
     * call; a pattern whose elements name no format of their own has its numbers formatted by one
     * kept instance instead, which writes the same text.
     */
    private static final class Pattern {
        private final MessageFormat format;
        private final NumberFormat numbers; // null: some element names its own format

        Pattern(String pattern) {
            format = new MessageFormat(pattern);
            boolean plain = true;
            for (Format element : format.getFormats()) {
                plain &= element == null;
            }
            numbers = plain ? NumberFormat.getInstance(format.getLocale()) : null;
        }

        String format(Object[] args) {
            Object[] values = args;
            if (numbers != null) {
                for (int i = 0; i < args.length; i++) {
                    if (args[i] instanceof Number n) {
                        if (values == args) {
                            values = args.clone(); // the caller's array stays as given
                        }
                        values[i] = numbers.format(n);
                    }
                }
            }
            return format.format(values);
        }
    }

    /**
     * @param bundle the bundle, loaded by the caller (whose class loader finds its properties)
     */
    public MessageBundle(ResourceBundle bundle) {
        this.bundle = bundle;
    }

    /**
     * @param key a key of the bundle
     * @return its text, or {@code !key!} when missing
     */
    public String get(String key) {
        try {
            return bundle.getString(key);
        } catch (MissingResourceException e) {
            return '!' + key + '!';
        }
    }

    /**
     * @param key a key of the bundle
     * @param args values for its {@code {0}} placeholders; none returns the pattern as it is
     * @return the formatted message, or the key when it is missing
     */
    public String format(String key, Object... args) {
        try {
            String pattern = bundle.getString(key);
            return args.length == 0 ? pattern : formats.get().computeIfAbsent(key, k -> new Pattern(pattern)).format(args);
        } catch (MissingResourceException e) {
            return key;
        }
    }
}
