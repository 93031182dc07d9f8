// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

/**
 * One field of an event format file ({@code field:TYPE NAME; offset:N; size:N; signed:N;}).
 *
 * @param type the C type as written, such as {@code unsigned char} or {@code __data_loc char[]}
 * @param name the field's name, without array brackets
 * @param offset its offset in the record's data
 * @param size its size in bytes
 * @param signed whether the format says it is signed
 * @param arrayLength the declared element count of an array field, 0 for none, -1 for {@code []}
 */
public record Field(String type, String name, int offset, int size, boolean signed, int arrayLength) {

    /** @return whether the field is a {@code __data_loc} (dynamic data after the fixed fields) */
    public boolean dataLoc() {
        return type.startsWith("__data_loc"); //$NON-NLS-1$
    }

    /** @return whether the field is a {@code __rel_loc} (dynamic data relative to the field's end) */
    public boolean relLoc() {
        return type.startsWith("__rel_loc"); //$NON-NLS-1$
    }

    /** @return whether the field is an array (fixed or dynamic) */
    public boolean array() {
        return arrayLength != 0 || dataLoc() || relLoc();
    }

    /** @return whether the field holds text: an array of {@code char} */
    public boolean string() {
        return array() && (type.contains("char ") || type.contains("char[") || type.endsWith("char")); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
    }

    /** @return whether the type is a pointer */
    public boolean pointer() {
        return type.endsWith("*"); //$NON-NLS-1$
    }

    /** @return the size of one element of an array field, the field's size otherwise */
    public int elementSize() {
        if (arrayLength > 0 && size % arrayLength == 0) {
            return size / arrayLength;
        }
        if (dataLoc() || relLoc()) {
            return elementSizeOf(type);
        }
        return size;
    }

    private static int elementSizeOf(String type) {
        String t = type.replace("__data_loc", "").replace("__rel_loc", "").replace("[]", "").trim(); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$ //$NON-NLS-6$
        if (t.endsWith("*")) { //$NON-NLS-1$
            return 8;
        }
        if (t.endsWith("char") || t.equals("u8") || t.equals("s8") || t.equals("bool")) { //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
            return 1;
        }
        if (t.endsWith("short") || t.equals("u16") || t.equals("s16")) { //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            return 2;
        }
        if (t.endsWith("long long") || t.equals("u64") || t.equals("s64")) { //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            return 8;
        }
        if (t.endsWith("long")) { //$NON-NLS-1$
            return 8;
        }
        return 4;
    }
}
