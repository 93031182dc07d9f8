// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.internal;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.latscope.formats.LineDecoder;

/**
 * Undoes the transport damage of mail-borne text, as decided for one file from its head by
 * {@link #detect(byte[], int)}: {@code > } quoting, quoted-printable, HTML entities and a
 * common (reST or markdown) indentation. Each repair is applied only when the head shows it
 * unambiguously; what was undone, and what was seen but left alone, is listed in
 * {@link #notes()}.
 */
public final class MailCleanup implements TransportCleanup {

    private static final int MIN_INDENT = 2;

    private static final String QP_HEADER = "content-transfer-encoding: quoted-printable"; //$NON-NLS-1$

    private final boolean unquote;
    private final boolean quotedPrintable;
    private final boolean entities;
    private final int indent;
    private final List<String> notes;
    private final LineDecoder decoder = new LineDecoder();
    private boolean softBreak;

    private MailCleanup(boolean unquote, boolean quotedPrintable, boolean entities, int indent, List<String> notes) {
        this.unquote = unquote;
        this.quotedPrintable = quotedPrintable;
        this.entities = entities;
        this.indent = indent;
        this.notes = notes;
    }

    /**
     * Decides the cleanup of one file from its head.
     *
     * @param head the first bytes
     * @param length how many are valid
     * @return the cleanup, possibly doing nothing
     */
    public static MailCleanup detect(byte[] head, int length) {
        return detect(new String(head, 0, length, StandardCharsets.ISO_8859_1));
    }

    /**
     * Decides the cleanup of one file from its head.
     *
     * @param head the first bytes decoded as Latin-1, one char per byte
     * @return the cleanup, possibly doing nothing
     */
    public static MailCleanup detect(String head) {
        int nonBlank = 0;
        int quoted = 0;
        int softBreaks = 0;
        boolean hashAtCommon = false;
        int common = Integer.MAX_VALUE;
        // every file of a folder is looked at here: a line costs its ends, not each of its
        // bytes, and the rare characters are found by the String's vectorized indexOf
        int length = head.length();
        for (int start = 0; start <= length;) {
            int nl = head.indexOf('\n', start);
            if (nl < 0) {
                nl = length;
            }
            int end = nl > start && head.charAt(nl - 1) == '\r' ? nl - 1 : nl;
            int next = nl + 1;
            int first = start;
            while (first < end && isWhitespace(head.charAt(first))) {
                first++;
            }
            if (first == end) {
                start = next;
                continue;
            }
            nonBlank++;
            if (head.charAt(first) == '>') {
                quoted++;
            }
            if (head.charAt(end - 1) == '=' && (end - start < 2 || head.charAt(end - 2) != '=')) {
                softBreaks++;
            }
            int lead = 0;
            while (start + lead < end && head.charAt(start + lead) == ' ') {
                lead++;
            }
            if (lead < common) {
                common = lead;
                hashAtCommon = false;
            }
            if (lead == common && start + lead < end && head.charAt(start + lead) == '#') {
                hashAtCommon = true;
            }
            start = next;
        }
        // none of these spans a line end, so the whole head is searched at once
        int qpEscapes = 0;
        // what kernel output does not write of itself: an encoded '=', or an encoded blank at a line's end
        int qpSigns = 0;
        for (int i = head.indexOf('='); i >= 0; i = head.indexOf('=', i + 1)) {
            boolean equalsSign = head.startsWith("3D", i + 1); //$NON-NLS-1$
            if (equalsSign || head.startsWith("20", i + 1) || head.startsWith("09", i + 1)) { //$NON-NLS-1$ //$NON-NLS-2$
                qpEscapes++;
                if (equalsSign || atLineEnd(head, i + 3)) {
                    qpSigns++;
                }
            }
        }
        int entityCount = 0;
        for (int i = head.indexOf('&'); i >= 0; i = head.indexOf('&', i + 1)) {
            if (head.startsWith("gt;", i + 1) || head.startsWith("lt;", i + 1) || head.startsWith("amp;", i + 1) //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                    || head.startsWith("quot;", i + 1)) { //$NON-NLS-1$
                entityCount++;
            }
        }
        boolean rawAngles = head.indexOf('<') >= 0;
        boolean qpHeader = hasQuotedPrintableHeader(head);
        List<String> notes = new ArrayList<>();
        boolean unquote = nonBlank > 0 && quoted * 2 > nonBlank;
        if (unquote) {
            notes.add(Messages.format("cleanup.unquoted")); //$NON-NLS-1$
        } else if (quoted > 0) {
            notes.add(Messages.format("cleanup.quotedLeft", quoted)); //$NON-NLS-1$
        }
        boolean qp = qpHeader || qpEscapes >= 3 && softBreaks >= 1;
        if (qp) {
            notes.add(Messages.format("cleanup.quotedPrintable")); //$NON-NLS-1$
        } else if (qpEscapes > 0 && (qpSigns > 0 || softBreaks > 0)) {
            // without either, "=20" is a value ("n=2048" in a kernel log), not worth a note
            notes.add(Messages.format("cleanup.quotedPrintableLeft", qpEscapes)); //$NON-NLS-1$
        }
        boolean entities = entityCount > 0 && !rawAngles;
        if (entities) {
            notes.add(Messages.format("cleanup.entities")); //$NON-NLS-1$
        } else if (entityCount > 0) {
            notes.add(Messages.format("cleanup.entitiesLeft", entityCount)); //$NON-NLS-1$
        }
        boolean indented = !unquote && nonBlank > 0 && common != Integer.MAX_VALUE && common >= MIN_INDENT;
        // Only a header line ('#') at the common indentation proves that the indentation is not
        // the trace's own column alignment.
        int indent = indented && hashAtCommon ? common : 0;
        if (indent > 0) {
            notes.add(Messages.format("cleanup.indent", indent)); //$NON-NLS-1$
        } else if (indented) {
            notes.add(Messages.format("cleanup.indentLeft", common)); //$NON-NLS-1$
        }
        return new MailCleanup(unquote, qp, entities, indent, notes);
    }

    private static boolean atLineEnd(String text, int at) {
        return at >= text.length() || text.charAt(at) == '\n' || text.charAt(at) == '\r';
    }

    /** @return true when this cleanup changes nothing */
    @Override
    public boolean isIdentity() {
        return !unquote && !quotedPrintable && !entities && indent == 0;
    }

    /** @return user-visible notes on what was undone or left alone */
    public List<String> notes() {
        return notes;
    }

    @Override
    public String clean(String line, int number) {
        String s = line;
        softBreak = false;
        if (unquote) {
            s = unquote(s);
        }
        if (quotedPrintable) {
            if (s.endsWith("=")) { //$NON-NLS-1$
                softBreak = true;
                s = s.substring(0, s.length() - 1);
            }
            s = decodeQuotedPrintable(s);
        }
        if (entities && s.indexOf('&') >= 0) {
            s = s.replace("&gt;", ">").replace("&lt;", "<").replace("&quot;", "\"").replace("&#39;", "'") //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$ //$NON-NLS-6$ //$NON-NLS-7$ //$NON-NLS-8$
                    .replace("&nbsp;", " ").replace("&amp;", "&"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
        }
        if (indent > 0) {
            int lead = 0;
            while (lead < indent && lead < s.length() && s.charAt(lead) == ' ') {
                lead++;
            }
            if (lead == indent) {
                s = s.substring(indent);
            }
        }
        return s;
    }

    @Override
    public boolean continues(String line) {
        return softBreak;
    }

    private static String unquote(String s) {
        int p = 0;
        int n = s.length();
        while (p < n && s.charAt(p) == ' ' && p < 2) {
            p++;
        }
        if (p >= n || s.charAt(p) != '>') {
            return s;
        }
        while (p < n && s.charAt(p) == '>') {
            p++;
            if (p < n && s.charAt(p) == ' ') {
                p++;
            }
        }
        return s.substring(p);
    }

    private String decodeQuotedPrintable(String s) {
        if (s.indexOf('=') < 0) {
            return s;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '=' && i + 2 < s.length() && isHex(s, i + 1) && isHex(s, i + 2)) {
                out.write(Integer.parseInt(s.substring(i + 1, i + 3), 16));
                i += 2;
            } else {
                out.write(c > 0xff ? '?' : c);
            }
        }
        byte[] bytes = out.toByteArray();
        return decoder.decode(bytes, 0, bytes.length).text();
    }

    private static boolean isHex(String s, int i) {
        return i < s.length() && Character.digit(s.charAt(i), 16) >= 0 && !Character.isLowerCase(s.charAt(i));
    }

    /** {@link Character#isWhitespace} of the Latin-1 character {@code c}, as {@link String#isBlank()} tests it. */
    private static boolean isWhitespace(char c) {
        return c == ' ' || c >= 0x09 && c <= 0x0d || c >= 0x1c && c <= 0x1f;
    }

    /** Whether the head holds the MIME header naming quoted-printable, in any case. */
    private static boolean hasQuotedPrintableHeader(String head) {
        // the header's only colon anchors the comparison: colons are far rarer than its first letter
        int colon = QP_HEADER.indexOf(':');
        for (int i = head.indexOf(':', colon); i >= 0; i = head.indexOf(':', i + 1)) {
            if (head.regionMatches(true, i - colon, QP_HEADER, 0, QP_HEADER.length())) {
                return true;
            }
        }
        return false;
    }
}
