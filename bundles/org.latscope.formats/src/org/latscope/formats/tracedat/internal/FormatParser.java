// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

import java.util.ArrayList;
import java.util.List;

/**
 * Parses the text of an event format file ({@code events/SYSTEM/EVENT/format}) and the
 * {@code header_page} file, whose field lines share one syntax.
 */
public final class FormatParser {

    private FormatParser() {
    }

    /**
     * @param system the event's system
     * @param text the format file
     * @return the event format
     * @throws IllegalArgumentException when it has no name or id
     */
    public static EventFormat event(String system, String text) {
        String name = null;
        int id = -1;
        String print = null;
        List<Field> fields = new ArrayList<>();
        for (String line : text.split("\n")) { //$NON-NLS-1$
            String t = line.trim();
            if (t.startsWith("name:")) { //$NON-NLS-1$
                name = t.substring(5).trim();
            } else if (t.startsWith("ID:")) { //$NON-NLS-1$
                id = Integer.parseInt(t.substring(3).trim());
            } else if (t.startsWith("field:")) { //$NON-NLS-1$
                Field f = field(t);
                if (f != null) {
                    fields.add(f);
                }
            } else if (t.startsWith("print fmt:")) { //$NON-NLS-1$
                print = t.substring(10).trim();
            }
        }
        int at = print == null ? -1 : text.indexOf("print fmt:"); //$NON-NLS-1$
        if (at >= 0) {
            // a newline inside the format's string (ext4's fsmap events) belongs to it, as libtraceevent reads it
            print = text.substring(at + 10).trim();
        }
        if (name == null || id < 0) {
            throw new IllegalArgumentException(text.length() > 60 ? text.substring(0, 60) : text);
        }
        String printText = print == null ? "" : print; //$NON-NLS-1$
        return new EventFormat(id, system, name, List.copyOf(fields), printText,
                print == null ? null : PrintFormat.parse(print));
    }

    /**
     * @param line {@code field:TYPE NAME; offset:N; size:N; signed:N;}
     * @return the field, or null when the line is not one
     */
    public static Field field(String line) {
        String[] parts = line.split(";"); //$NON-NLS-1$
        if (parts.length < 3 || !parts[0].trim().startsWith("field:")) { //$NON-NLS-1$
            return null;
        }
        String decl = parts[0].trim().substring(6).trim();
        int offset = -1;
        int size = -1;
        boolean signed = false;
        for (int i = 1; i < parts.length; i++) {
            String p = parts[i].trim();
            int colon = p.indexOf(':');
            if (colon < 0) {
                continue;
            }
            String key = p.substring(0, colon).trim();
            String value = p.substring(colon + 1).trim();
            try {
                switch (key) {
                case "offset": //$NON-NLS-1$
                    offset = Integer.parseInt(value);
                    break;
                case "size": //$NON-NLS-1$
                    size = Integer.parseInt(value);
                    break;
                case "signed": //$NON-NLS-1$
                    signed = !value.equals("0"); //$NON-NLS-1$
                    break;
                default:
                    break;
                }
            } catch (NumberFormatException e) {
                return null;
            }
        }
        if (offset < 0 || size < 0) {
            return null;
        }
        int arrayLength = 0;
        String d = decl;
        int bracket = d.lastIndexOf('[');
        if (bracket > 0 && d.endsWith("]") && !d.startsWith("__data_loc") && !d.startsWith("__rel_loc")) { //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            String n = d.substring(bracket + 1, d.length() - 1).trim();
            try {
                arrayLength = n.isEmpty() ? -1 : Integer.parseInt(n);
            } catch (NumberFormatException e) {
                arrayLength = -1; // a length named by a macro
            }
            d = d.substring(0, bracket).trim();
        }
        int space = Math.max(d.lastIndexOf(' '), d.lastIndexOf('*'));
        if (space < 0) {
            return null;
        }
        String name = d.substring(space + 1).trim();
        String type = d.substring(0, space + 1).trim();
        if (arrayLength != 0) {
            type = type + "[]"; //$NON-NLS-1$
        }
        return new Field(type, name, offset, size, signed, arrayLength);
    }

    /**
     * @param headerPage the {@code header_page} file
     * @param fallback the long size to assume when it names no {@code commit} field
     * @return the size of the page header's {@code commit} word: the kernel's long size
     */
    public static int commitSize(String headerPage, int fallback) {
        for (String line : headerPage.split("\n")) { //$NON-NLS-1$
            Field f = field(line.trim());
            if (f != null && f.name().equals("commit") && (f.size() == 4 || f.size() == 8)) { //$NON-NLS-1$
                return f.size();
            }
        }
        return fallback;
    }
}
