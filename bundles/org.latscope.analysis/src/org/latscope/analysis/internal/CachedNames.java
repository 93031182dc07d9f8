// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.internal;

import java.util.Arrays;

import org.latscope.model.steps.SymbolLookup;

/**
 * A file's view of its set's symbol names that asks the set once per id: while files are read,
 * the set's lookup takes the lock the readers intern under, and a file asks for the same few
 * flag texts and callers millions of times. Not thread-safe: one per file being analysed.
 */
public final class CachedNames implements SymbolLookup {

    private static final String[] NONE = new String[0];

    private final SymbolLookup symbols;
    private String[] names = NONE;

    /** @param symbols the set's names */
    public CachedNames(SymbolLookup symbols) {
        this.symbols = symbols;
    }

    @Override
    public String name(int id) {
        if (id < 0) {
            return null;
        }
        if (id >= names.length) {
            names = Arrays.copyOf(names, Math.max(id + 1, names.length * 2));
        }
        String name = names[id];
        if (name == null) {
            name = symbols.name(id);
            names[id] = name;
        }
        return name;
    }
}
