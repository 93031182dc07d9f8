// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.calls;

import java.util.BitSet;

import org.latscope.analysis.internal.CachedNames;
import org.latscope.model.steps.SymbolLookup;

/**
 * Which callers are unknown: printed as bare addresses ({@code spin_lock (<00000000>)}), not a
 * new path. Each id is looked at once.
 */
final class UnknownCallers {

    private final SymbolLookup symbols;
    private final BitSet seen = new BitSet();
    private final BitSet unknown = new BitSet();

    UnknownCallers(SymbolLookup symbols) {
        this.symbols = new CachedNames(symbols);
    }

    SymbolLookup symbols() {
        return symbols;
    }

    /** @return whether the caller with symbol id {@code parent} (-1 for none) is unknown */
    boolean test(int parent) {
        if (parent < 0) {
            return false;
        }
        if (!seen.get(parent)) {
            seen.set(parent);
            String name = symbols.name(parent);
            if (name != null && name.startsWith("<")) { //$NON-NLS-1$
                unknown.set(parent);
            }
        }
        return unknown.get(parent);
    }
}
