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
import org.latscope.formats.tracedat.internal.Comms;
import org.latscope.formats.tracedat.internal.Decoding;
import org.latscope.formats.tracedat.internal.Endian;
import org.latscope.formats.tracedat.internal.EventFormat;
import org.latscope.formats.tracedat.internal.FormatParser;
import org.latscope.formats.tracedat.internal.Kallsyms;
import org.latscope.formats.tracedat.internal.Plugins;
import org.latscope.formats.tracedat.internal.PrintkFormats;
import org.latscope.formats.tracedat.internal.RawFields;
import org.latscope.formats.tracedat.internal.RawRecord;
import org.latscope.formats.tracedat.internal.TimeText;
import org.latscope.testdata.TestData;

/**
 * Print formats against their oracle: the event format files of a Linux 6.18 kernel (every
 * system but five whose random records cannot print alike: hugetlbfs and xfs give {@code %.*s}
 * random lengths, kvm and neigh print hex past the record, maple_tree a {@code %s} of a pointer
 * libtraceevent refuses; net, sock, tcp, udp, fib, fib6, icmp and bridge with their {@code %pI4},
 * {@code %pI6c}, {@code %pISpc} and {@code %pM}, ext4 with its multi-line formats, dma with
 * {@code __print_array}, mmap with {@code __builtin_expect} are in) and what libtraceevent 1.7.1 printed for seeded random records of each
 * ({@code releng/scripts/tracedat/print-oracle}). Every record must print the same.
 */
class PrintFormatOracleTest {

    private static final String ORACLE = "trace-dat/libtraceevent/linux-6.18-print-formats.txt.gz"; //$NON-NLS-1$

    private static final String PLUGINS = "trace-dat/libtraceevent/linux-6.18-plugins.txt.gz"; //$NON-NLS-1$

    @Test
    void everyRecordPrintsAsLibtraceeventPrintsIt() throws IOException {
        Bprint bprint = new Bprint();
        Oracle oracle = check(ORACLE, (decoding, plugins) -> (event, data) -> render(event, data, decoding, bprint));
        assertTrue(oracle.formats > 1300, oracle.formats + " formats"); //$NON-NLS-1$
        assertTrue(oracle.records > 3000, oracle.records + " records"); //$NON-NLS-1$
        assertEquals("", String.join("\n", oracle.mismatches)); //$NON-NLS-1$ //$NON-NLS-2$
    }

    /**
     * libtraceevent's plugins (sched_switch, hrtimer, kmem, function with its call indentation
     * over the sequence of records) and bprint with real printk formats, over synthetic kernel
     * symbols that most code fields point at. The function_graph events print from their print
     * format there: trace-cmd's own handlers, which the report uses, are not libtraceevent's.
     */
    @Test
    void pluginsPrintAsLibtraceeventsPluginsPrint() throws IOException {
        Oracle oracle = check(PLUGINS, (decoding, plugins) -> (event, data) -> {
            StringBuilder out = new StringBuilder();
            if (event.name().startsWith("funcgraph_") //$NON-NLS-1$
                    || !plugins.print(out, event, new RawRecord(0, 1000, data, 0), null)) {
                out.append(render(event, data, decoding, null));
            }
            return out.toString();
        });
        assertTrue(oracle.formats > 50, oracle.formats + " formats"); //$NON-NLS-1$
        assertTrue(oracle.records > 500, oracle.records + " records"); //$NON-NLS-1$
        assertTrue(oracle.symbols > 100, oracle.symbols + " records naming a kernel function"); //$NON-NLS-1$
        assertEquals("", String.join("\n", oracle.mismatches)); //$NON-NLS-1$ //$NON-NLS-2$
    }

    /** What one oracle file gave. */
    private static final class Oracle {
        final List<String> mismatches = new ArrayList<>();
        int records;
        int formats;
        int symbols;
    }

    /** Renders one record. */
    private interface Renderer {
        String render(EventFormat event, Decoding.Data data);
    }

    /** Makes the renderer once the file's symbols and printk formats are known. */
    private interface RendererFactory {
        Renderer create(Decoding decoding, Plugins plugins);
    }

    private static Oracle check(String name, RendererFactory factory) throws IOException {
        Oracle oracle = new Oracle();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                new GZIPInputStream(Files.newInputStream(TestData.path(name))), StandardCharsets.ISO_8859_1))) {
            String kallsyms = ""; //$NON-NLS-1$
            String printk = ""; //$NON-NLS-1$
            Renderer renderer = null;
            EventFormat event = null;
            String line;
            while ((line = in.readLine()) != null) {
                if (line.startsWith("#")) { //$NON-NLS-1$
                    continue;
                }
                String[] parts = line.split("\t", 3); //$NON-NLS-1$
                switch (parts[0]) {
                case "KALLSYMS" -> kallsyms = section(in, parts[1]); //$NON-NLS-1$
                case "PRINTK" -> printk = section(in, parts[1]); //$NON-NLS-1$
                case "FORMAT" -> { //$NON-NLS-1$
                    event = FormatParser.event(parts[1], section(in, parts[2]));
                    oracle.formats++;
                }
                default -> {
                    if (renderer == null) {
                        Decoding decoding = new Decoding(new Endian(false), 8,
                                kallsyms.isEmpty() ? Kallsyms.NONE : Kallsyms.parse(kallsyms), PrintkFormats.parse(printk));
                        renderer = factory.create(decoding, new Plugins(decoding, new Comms(""), null, //$NON-NLS-1$
                                ts -> TimeText.of(ts, true)));
                    }
                    oracle.records++;
                    oracle.symbols += parts[2].contains("func_") ? 1 : 0; //$NON-NLS-1$
                    byte[] bytes = HexFormat.of().parseHex(parts[1]);
                    String printed = escape(renderer.render(event, new Decoding.Data(bytes, 0, bytes.length)));
                    if (!printed.equals(parts[2]) && oracle.mismatches.size() < 20) {
                        oracle.mismatches.add(event.system() + '/' + event.name() + "\n  libtraceevent: " + parts[2] //$NON-NLS-1$
                                + "\n  latscope:      " + printed); //$NON-NLS-1$
                    }
                }
                }
            }
        }
        return oracle;
    }

    private static String section(BufferedReader in, String length) throws IOException {
        char[] text = new char[Integer.parseInt(length)];
        int n = 0;
        while (n < text.length) {
            n += in.read(text, n, text.length - n);
        }
        return new String(text);
    }

    /** As the report renders an event without a plugin. */
    private static String render(EventFormat event, Decoding.Data data, Decoding decoding, Bprint bprint) {
        StringBuilder out = new StringBuilder();
        if (bprint != null && event.system().equals("ftrace") && event.name().equals("bprint")) { //$NON-NLS-1$ //$NON-NLS-2$
            bprint.render(out, event, data, decoding);
        } else if (event.print() != null) {
            event.print().render(out, event, data, decoding);
        } else {
            out.append("[FAILED TO PARSE]"); //$NON-NLS-1$
            RawFields.print(out, event, data, decoding);
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
