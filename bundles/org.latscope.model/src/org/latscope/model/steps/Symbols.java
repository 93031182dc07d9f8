// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.steps;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.impl.AdapterImpl;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.latscope.model.SymbolTable;

/**
 * Interns strings in a trace set's {@link SymbolTable}: each distinct function, file, comm
 * or flag text is stored once and referred to by its id (its index in
 * {@link SymbolTable#getNames()}).
 *
 * <p>The lookup map is an EMF adapter on the table, so it is built once per table and
 * dropped when someone edits the names list directly. Not thread-safe for interning.
 */
public final class Symbols extends AdapterImpl implements SymbolLookup {

    private final SymbolTable table;
    private Map<String, Integer> ids;
    private boolean adding;

    private Symbols(SymbolTable table) {
        this.table = table;
    }

    /**
     * @param table a symbol table
     * @return the interner attached to it, created on first use
     */
    public static Symbols of(SymbolTable table) {
        Symbols symbols = (Symbols) EcoreUtil.getExistingAdapter(table, Symbols.class);
        if (symbols == null) {
            symbols = new Symbols(table);
            table.eAdapters().add(symbols);
        }
        return symbols;
    }

    /**
     * @param name a string, not null
     * @return its id, adding it to the table if it is new
     */
    public int intern(String name) {
        Map<String, Integer> map = index();
        Integer id = map.get(name);
        if (id != null) {
            return id;
        }
        int next = table.getNames().size();
        if (next > StepTable.MAX_SYMBOL_ID) {
            throw new IllegalStateException("symbol table full"); //$NON-NLS-1$
        }
        String canonical = name;
        map.put(canonical, next);
        // Keep the map valid across our own change: notifyChanged ignores it.
        adding = true;
        try {
            table.getNames().add(canonical);
        } finally {
            adding = false;
        }
        return next;
    }

    /**
     * @param name a string
     * @return its id, or -1 if it was never interned
     */
    public int id(String name) {
        Integer id = index().get(name);
        return id == null ? -1 : id;
    }

    /**
     * @param name a string, or null
     * @return the table's instance of it (interning it), or null
     */
    public String canonical(String name) {
        return name == null ? null : table.getNames().get(intern(name));
    }

    @Override
    public String name(int id) {
        return id < 0 ? null : table.getNames().get(id);
    }

    /** @return the number of symbols */
    public int size() {
        return table.getNames().size();
    }

    private Map<String, Integer> index() {
        if (ids == null) {
            List<String> names = table.getNames();
            Map<String, Integer> map = new HashMap<>(Math.max(16, names.size() * 2));
            for (int i = 0; i < names.size(); i++) {
                map.putIfAbsent(names.get(i), i);
            }
            ids = map;
        }
        return ids;
    }

    @Override
    public boolean isAdapterForType(Object type) {
        return type == Symbols.class;
    }

    @Override
    public void notifyChanged(Notification msg) {
        if (!adding && msg.getNotifier() == table && msg.getEventType() != Notification.REMOVING_ADAPTER) {
            ids = null;
        }
    }

}
