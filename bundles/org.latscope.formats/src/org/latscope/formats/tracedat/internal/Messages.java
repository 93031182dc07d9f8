// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

import java.util.ResourceBundle;

import org.latscope.model.support.MessageBundle;

/** The user-visible messages of the trace.dat reader, from {@code messages.properties}. */
public final class Messages {

    private static final MessageBundle BUNDLE = new MessageBundle(
            ResourceBundle.getBundle("org.latscope.formats.tracedat.internal.messages")); //$NON-NLS-1$

    private Messages() {
    }

    /**
     * @param key a key of {@code messages.properties}
     * @param args values for its placeholders
     * @return the formatted message, or the key when it is missing
     */
    public static String format(String key, Object... args) {
        return BUNDLE.format(key, args);
    }
}
