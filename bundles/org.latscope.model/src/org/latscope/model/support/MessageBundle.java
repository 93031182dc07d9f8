// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.support;

import java.text.MessageFormat;
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
    private final ThreadLocal<Map<String, MessageFormat>> formats = ThreadLocal.withInitial(HashMap::new);

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
            return args.length == 0 ? pattern : formats.get().computeIfAbsent(key, k -> new MessageFormat(pattern)).format(args);
        } catch (MissingResourceException e) {
            return key;
        }
    }
}
