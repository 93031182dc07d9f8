// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.capture;

import java.util.ResourceBundle;

import org.latscope.model.support.MessageBundle;

/** The user-visible messages of captures, from {@code messages.properties}. */
final class Messages {

    private static final MessageBundle BUNDLE = new MessageBundle(ResourceBundle.getBundle("org.latscope.capture.messages")); //$NON-NLS-1$

    private Messages() {
    }

    static String format(String key, Object... args) {
        return BUNDLE.format(key, args);
    }
}
