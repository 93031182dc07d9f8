// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.capture;

import java.util.ResourceBundle;

import org.latscope.model.support.MessageBundle;

/** The user-visible messages of the record command, from {@code messages.properties}. */
final class Messages {

    private static final MessageBundle BUNDLE = new MessageBundle(ResourceBundle.getBundle("org.latscope.cli.capture.messages")); //$NON-NLS-1$

    private Messages() {
    }

    /**
     * @param key a key of {@code messages.properties}
     * @param args values for its {@code {0}} placeholders
     * @return the formatted message, or the key when it is missing
     */
    static String format(String key, Object... args) {
        return BUNDLE.format(key, args);
    }
}
