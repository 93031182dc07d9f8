// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.lines;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.latscope.formats.internal.MailCleanup;

/**
 * What {@link MailCleanup#detect} decides from a head: the line-by-line counts (quoting, soft
 * breaks, indentation) and the whole-head searches (escapes, entities, the MIME header), which
 * look at the head at once rather than byte by byte and must decide as a per-line scan would.
 */
class MailCleanupTest {

    private static List<String> notes(String head) {
        byte[] bytes = head.getBytes(StandardCharsets.ISO_8859_1);
        List<String> notes = MailCleanup.detect(bytes, bytes.length).notes();
        assertEquals(notes, MailCleanup.detect(head).notes(), "bytes and text decide alike");
        return notes;
    }

    @Test
    void theQuotedPrintableHeaderCountsInAnyCaseAnywhereInTheHead() {
        String body = "00000001 0.000ms (+0.002ms): do_softirq (need_resched)\n";
        for (String header : List.of("Content-Transfer-Encoding: quoted-printable", "content-transfer-encoding: QUOTED-PRINTABLE",
                "Subject: x\nCONTENT-TRANSFER-ENCODING: Quoted-Printable")) {
            assertEquals(List.of("Quoted-printable text (=XX escapes, soft line breaks): decoded before reading"),
                    notes(header + "\n\n" + body), header);
        }
        assertEquals(List.of(), notes("Content-Transfer-Encoding: 8bit\nX: content-transfer-encoding; quoted-printable\n" + body),
                "only the header itself");
        assertEquals(List.of(), notes(":" + "content-transfer-encoding: quoted-printabl"), "cut short at the head's end");
    }

    @Test
    void escapesWithSoftBreaksAreQuotedPrintableAndAloneAreLeft() {
        String qp = "a=3Db x=20y\r\nz=09 and a soft break=\r\nnext\n";
        assertEquals(List.of("Quoted-printable text (=XX escapes, soft line breaks): decoded before reading"), notes(qp));
        assertEquals(List.of("2 =XX sequences, but the text is not clearly quoted-printable: left as they are"),
                notes("a=3Db\nx=20y\nno soft break ==\n"));
        assertEquals(List.of(), notes("an escape cut by the line end =3\nD\n"));
        assertEquals(List.of("1 =XX sequences, but the text is not clearly quoted-printable: left as they are"),
                notes("a blank encoded at the end=20\r\nnext\n"));
    }

    /** A kernel log's values ({@code n=2048}, {@code irq=09}) are no quoted-printable escapes worth a note. */
    @Test
    void valuesThatLookLikeEscapesInAKernelLogAreNotNoted() {
        String log = "[    0.000000] Dentry cache hash table entries: 524288 (order: 10, n=2048)\n"
                + "[    1.204000] serial8250: ttyS0 at I/O 0x3f8 (irq=09, base_baud=20833) is a 16550A\n";
        assertEquals(List.of(), notes(log));
        assertTrue(MailCleanup.detect(log).isIdentity());
    }

    @Test
    void entitiesAreDecodedUnlessTheTextHasRawAngles() {
        assertEquals(List.of("HTML entities (&gt; &lt; &amp;) in the text: decoded before reading"),
                notes("a &gt; b\n&amp;&quot;\n"));
        assertEquals(List.of("2 HTML entities, but the text also has raw < characters: left as they are"),
                notes("a &gt; b\n&lt;\n<idle>-0\n"));
    }

    @Test
    void quotingIndentationAndBlankLinesAreCountedPerLine() {
        assertEquals(List.of("Mail quoting (> ) on every line: removed before reading"),
                notes("> a\n  > b\n\t\n>> c\nd\n"));
        assertEquals(List.of("Every line indented by 4 spaces: the common indentation removed before reading"),
                notes("    # tracer: nop\n      bash-1 [000] 1.0: x\n \t \n    y\r\n"));
        assertEquals(List.of("Every line indented by 2 or more spaces, which may be column alignment: left as it is"),
                notes("  a\n    b\n"));
        assertEquals(List.of(), notes(""));
        assertEquals(List.of(), notes("\n\n \n"));
    }
}
