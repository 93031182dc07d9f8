// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One event's format file: its id, system and name, its fields (common ones first) and its
 * print format, parsed once; {@code print} is null when the renderer cannot evaluate it and the
 * event is then printed as its fields. Fields are found by name through a map: the plugins and
 * the common fields look several up for every record.
 */
public final class EventFormat {

    private final int id;
    private final String system;
    private final String name;
    private final List<Field> fields;
    private final String printText;
    private final PrintFormat print;
    private final Map<String, Field> byName = new HashMap<>();

    /**
     * @param id the event id the records carry in {@code common_type}
     * @param system the event system ({@code ftrace}, {@code sched}, ...)
     * @param name the event name
     * @param fields every field, in file order
     * @param printText the print format as the file gives it (after {@code print fmt: })
     * @param print the parsed print format, or null
     */
    public EventFormat(int id, String system, String name, List<Field> fields, String printText, PrintFormat print) {
        this.id = id;
        this.system = system;
        this.name = name;
        this.fields = fields;
        this.printText = printText;
        this.print = print;
        for (Field f : fields) {
            byName.putIfAbsent(f.name(), f); // the first of a name, as a scan in file order finds it
        }
    }

    /** @return the event id */
    public int id() {
        return id;
    }

    /** @return the event system */
    public String system() {
        return system;
    }

    /** @return the event name */
    public String name() {
        return name;
    }

    /** @return every field, in file order */
    public List<Field> fields() {
        return fields;
    }

    /** @return the print format as the file gives it */
    public String printText() {
        return printText;
    }

    /** @return the parsed print format, or null */
    public PrintFormat print() {
        return print;
    }

    /**
     * @param fieldName a field's name
     * @return the field, or null
     */
    public Field field(String fieldName) {
        return byName.get(fieldName);
    }

    @Override
    public String toString() {
        return system + '/' + name + " (" + id + ')'; //$NON-NLS-1$
    }
}
