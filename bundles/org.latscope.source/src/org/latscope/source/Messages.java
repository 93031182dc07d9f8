// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source;

import java.text.MessageFormat;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/** The user-visible messages of the source index, from {@code messages.properties}. */
final class Messages {

    private static final ResourceBundle BUNDLE = ResourceBundle.getBundle("org.latscope.source.messages"); //$NON-NLS-1$

    private Messages() {
    }

    static String format(String key, Object... args) {
        try {
            String pattern = BUNDLE.getString(key);
            return args.length == 0 ? pattern : MessageFormat.format(pattern, args);
        } catch (MissingResourceException e) {
            return key;
        }
    }
}
