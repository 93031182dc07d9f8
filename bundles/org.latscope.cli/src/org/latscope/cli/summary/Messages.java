// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.summary;

import java.text.MessageFormat;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.concurrent.ConcurrentHashMap;

/** The user-visible messages of the summary commands, from {@code messages.properties}. */
final class Messages {

    private static final ResourceBundle BUNDLE = ResourceBundle.getBundle("org.latscope.cli.summary.messages"); //$NON-NLS-1$

    /**
     * Parsed once per key: the summary formats a few lines per file, and parsing the pattern
     * each time cost a tenth of a summary over 100,000 small files.
     */
    private static final Map<String, MessageFormat> FORMATS = new ConcurrentHashMap<>();

    private Messages() {
    }

    static String format(String key, Object... args) {
        try {
            String pattern = BUNDLE.getString(key);
            if (args.length == 0) {
                return pattern;
            }
            MessageFormat format = FORMATS.computeIfAbsent(key, k -> new MessageFormat(pattern));
            synchronized (format) { // a MessageFormat is not thread-safe
                return format.format(args);
            }
        } catch (MissingResourceException e) {
            return key;
        }
    }
}
