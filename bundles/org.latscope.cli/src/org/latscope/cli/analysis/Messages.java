// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.analysis;

import java.text.MessageFormat;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/** The user-visible messages of the analysis commands, from {@code messages.properties}. */
final class Messages {

    private static final ResourceBundle BUNDLE = ResourceBundle.getBundle("org.latscope.cli.analysis.messages"); //$NON-NLS-1$

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
