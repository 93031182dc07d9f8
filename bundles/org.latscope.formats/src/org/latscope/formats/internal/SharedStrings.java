// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.internal;

import java.util.HashMap;
import java.util.Map;

/**
 * Makes the equal strings a parser keeps of one file share one instance: the task names and
 * code points of a million reports are a few hundred distinct strings, and 56 bytes each
 * otherwise. Bounded, so that a file of all-distinct names does not grow it without end.
 */
public final class SharedStrings {

    private static final int LIMIT = 4096;

    private final Map<String, String> pool = new HashMap<>();

    /**
     * @param text a string, or null
     * @return an equal string seen before, or {@code text}
     */
    public String share(String text) {
        if (text == null) {
            return null;
        }
        String shared = pool.get(text);
        if (shared != null) {
            return shared;
        }
        if (pool.size() >= LIMIT) {
            pool.clear(); // a new epoch: recent names are what the next reports repeat
        }
        pool.put(text, text);
        return text;
    }
}
