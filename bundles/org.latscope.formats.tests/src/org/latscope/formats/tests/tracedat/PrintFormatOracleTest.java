// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.tracedat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.zip.GZIPInputStream;

import org.junit.jupiter.api.Test;
import org.latscope.formats.tracedat.internal.Bprint;
import org.latscope.formats.tracedat.internal.Decoding;
import org.latscope.formats.tracedat.internal.Endian;
import org.latscope.formats.tracedat.internal.EventFormat;
import org.latscope.formats.tracedat.internal.FormatParser;
import org.latscope.formats.tracedat.internal.Kallsyms;
import org.latscope.formats.tracedat.internal.PrintkFormats;
import org.latscope.formats.tracedat.internal.RawFields;
import org.latscope.testdata.TestData;

/**
 * Print formats against their oracle: the event format files of a Linux 6.18 kernel (every
 * system but those using printk extensions the renderer lacks: bridge, btrfs, ext4, fib, fib6,
 * hugetlbfs, icmp, ipi, kvm, maple_tree, mmap, neigh, sock, tcp, udp, xfs) and what
 * libtraceevent 1.7.1 printed for seeded random records of each
 * ({@code releng/scripts/tracedat/print-oracle}). Every record must print the same.
 */
class PrintFormatOracleTest {

    private static final String ORACLE = "samples/trace-dat/libtraceevent/linux-6.18-print-formats.txt.gz"; //$NON-NLS-1$

    private static final Decoding DECODING = new Decoding(new Endian(false), 8, Kallsyms.NONE, PrintkFormats.parse("")); //$NON-NLS-1$

    @Test
    void everyRecordPrintsAsLibtraceeventPrintsIt() throws IOException {
        List<String> mismatches = new ArrayList<>();
        int records = 0;
        int formats = 0;
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                new GZIPInputStream(Files.newInputStream(TestData.path(ORACLE))), StandardCharsets.ISO_8859_1))) {
            EventFormat event = null;
            String line;
            while ((line = in.readLine()) != null) {
                if (line.startsWith("#")) { //$NON-NLS-1$
                    continue;
                }
                String[] parts = line.split("\t", 3); //$NON-NLS-1$
                if (parts[0].equals("FORMAT")) { //$NON-NLS-1$
                    char[] text = new char[Integer.parseInt(parts[2])];
                    int n = 0;
                    while (n < text.length) {
                        n += in.read(text, n, text.length - n);
                    }
                    event = FormatParser.event(parts[1], new String(text));
                    formats++;
                    continue;
                }
                records++;
                byte[] bytes = HexFormat.of().parseHex(parts[1]);
                String printed = escape(render(event, new Decoding.Data(bytes, 0, bytes.length)));
                if (!printed.equals(parts[2]) && mismatches.size() < 20) {
                    mismatches.add(event.system() + '/' + event.name() + "\n  libtraceevent: " + parts[2] //$NON-NLS-1$
                            + "\n  latscope:      " + printed); //$NON-NLS-1$
                }
            }
        }
        assertTrue(formats > 1000, formats + " formats"); //$NON-NLS-1$
        assertTrue(records > 3000, records + " records"); //$NON-NLS-1$
        assertEquals("", String.join("\n", mismatches)); //$NON-NLS-1$ //$NON-NLS-2$
    }

    /** As the report renders an event without a plugin. */
    private static String render(EventFormat event, Decoding.Data data) {
        StringBuilder out = new StringBuilder();
        if (event.system().equals("ftrace") && event.name().equals("bprint")) { //$NON-NLS-1$ //$NON-NLS-2$
            Bprint.render(out, event, data, DECODING);
        } else if (event.print() != null) {
            event.print().render(out, event, data, DECODING);
        } else {
            out.append("[FAILED TO PARSE]"); //$NON-NLS-1$
            RawFields.print(out, event, data, DECODING);
        }
        return out.toString();
    }

    /** The oracle's escapes: newline, tab, backslash and bytes outside printable ASCII. */
    private static String escape(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\n') {
                b.append("\\n"); //$NON-NLS-1$
            } else if (c == '\t') {
                b.append("\\t"); //$NON-NLS-1$
            } else if (c == '\\') {
                b.append("\\\\"); //$NON-NLS-1$
            } else if (c < 32 || c > 126) {
                b.append(String.format("\\x%02x", (int) c)); //$NON-NLS-1$
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }
}
