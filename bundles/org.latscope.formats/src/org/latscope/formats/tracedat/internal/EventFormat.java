// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

import java.util.List;

/**
 * One event's format file: its id, system and name, its fields (common ones first) and its
 * print format, parsed once; {@code print} is null when the renderer cannot evaluate it and the
 * event is then printed as its fields.
 *
 * @param id the event id the records carry in {@code common_type}
 * @param system the event system ({@code ftrace}, {@code sched}, ...)
 * @param name the event name
 * @param fields every field, in file order
 * @param printText the print format as the file gives it (after {@code print fmt: })
 * @param print the parsed print format, or null
 */
public record EventFormat(int id, String system, String name, List<Field> fields, String printText,
        PrintFormat print) {

    /**
     * @param fieldName a field's name
     * @return the field, or null
     */
    public Field field(String fieldName) {
        for (Field f : fields) {
            if (f.name().equals(fieldName)) {
                return f;
            }
        }
        return null;
    }
}
