// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report.internal;

import java.text.MessageFormat;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/** The words of the reports, from {@code messages.properties}. */
public final class Messages {

    private static final ResourceBundle BUNDLE = ResourceBundle.getBundle("org.latscope.report.internal.messages"); //$NON-NLS-1$

    private Messages() {
    }

    /**
     * @param key a key of {@code messages.properties}
     * @param args its arguments
     * @return the formatted message, the key when it is missing
     */
    public static String format(String key, Object... args) {
        try {
            String pattern = BUNDLE.getString(key);
            return args.length == 0 ? pattern : MessageFormat.format(pattern, args);
        } catch (MissingResourceException e) {
            return key;
        }
    }
}
