// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.text.MessageFormat;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/** User-visible strings (diagnostic reasons) of the modern trace-format readers. */
final class Messages {

    private static final String BUNDLE = "org.latscope.formats.modern.messages"; //$NON-NLS-1$

    private Messages() {
    }

    /**
     * @param key a key of {@code messages.properties}
     * @return the localized text, or {@code !key!} when missing
     */
    static String get(String key) {
        try {
            return ResourceBundle.getBundle(BUNDLE).getString(key);
        } catch (MissingResourceException e) {
            return '!' + key + '!';
        }
    }

    /**
     * @param key a key of {@code messages.properties}
     * @param args the arguments for {@link MessageFormat}
     * @return the formatted text
     */
    static String format(String key, Object... args) {
        return MessageFormat.format(get(key), args);
    }
}
