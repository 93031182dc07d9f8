// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.internal;

import java.text.MessageFormat;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * The user-visible messages of the model bundle, from {@code messages.properties}.
 * (The bundle depends on EMF only, so this is a plain resource bundle rather than OSGi NLS.)
 */
public final class Messages {

    private static final ResourceBundle BUNDLE = ResourceBundle.getBundle("org.latscope.model.internal.messages"); //$NON-NLS-1$

    private Messages() {
    }

    /**
     * @param key a key of messages.properties
     * @param args values for its {@code {0}} placeholders
     * @return the formatted message, or the key if it is missing
     */
    public static String format(String key, Object... args) {
        try {
            return MessageFormat.format(BUNDLE.getString(key), args);
        } catch (MissingResourceException e) {
            return key;
        }
    }
}
