// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.steps;

/** Resolves the symbol ids stored in step columns to their strings. */
@FunctionalInterface
public interface SymbolLookup {

    /**
     * @param id a symbol id, or a negative value for "none"
     * @return the interned string, or {@code null} for a negative id
     */
    String name(int id);
}
