// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

import java.util.HashMap;
import java.util.Map;

/**
 * The {@code trace_printk()} formats the kernel keeps outside the ring buffer
 * ({@code printk_formats}: {@code ADDRESS : "FORMAT"} per line), by address, quotes and one
 * trailing {@code \n} taken off as libtraceevent takes them off.
 */
public final class PrintkFormats {

    private final Map<Long, String> formats = new HashMap<>();

    /**
     * @param text the file's printk formats
     * @return the formats by address
     */
    public static PrintkFormats parse(String text) {
        PrintkFormats p = new PrintkFormats();
        for (String line : text.split("\n")) { //$NON-NLS-1$
            int colon = line.indexOf(':');
            if (line.isEmpty() || colon < 0) {
                continue;
            }
            String hex = line.substring(0, colon).trim();
            if (hex.startsWith("0x") || hex.startsWith("0X")) { //$NON-NLS-1$ //$NON-NLS-2$
                hex = hex.substring(2);
            }
            long addr;
            try {
                addr = Long.parseUnsignedLong(hex, 16);
            } catch (NumberFormatException e) {
                continue;
            }
            String fmt = colon + 1 < line.length() ? line.substring(colon + 2 <= line.length() ? colon + 2 : colon + 1) : ""; //$NON-NLS-1$
            if (fmt.startsWith("\"")) { //$NON-NLS-1$
                fmt = fmt.substring(1);
            }
            if (fmt.endsWith("\"")) { //$NON-NLS-1$
                fmt = fmt.substring(0, fmt.length() - 1);
            }
            if (fmt.endsWith("\\n")) { //$NON-NLS-1$
                fmt = fmt.substring(0, fmt.length() - 2);
            }
            p.formats.put(addr, fmt);
        }
        return p;
    }

    /**
     * @param address a format's address
     * @return the format, or null
     */
    public String at(long address) {
        return formats.get(address);
    }
}
