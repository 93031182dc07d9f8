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
        String text = new String(head, 0, length, StandardCharsets.ISO_8859_1);
        List<String> lines = lines(text);
        int nonBlank = 0;
        int quoted = 0;
        int softBreaks = 0;
        int qpEscapes = 0;
        int entityCount = 0;
        boolean rawAngles = false;
        boolean hashAtCommon = false;
        int common = Integer.MAX_VALUE;
        boolean qpHeader = containsIgnoreCase(text, "content-transfer-encoding: quoted-printable"); //$NON-NLS-1$
        for (String raw : lines) {
            String s = raw.endsWith("\r") ? raw.substring(0, raw.length() - 1) : raw; //$NON-NLS-1$
            if (s.isBlank()) {
                continue;
            }
            nonBlank++;
            String q = s.stripLeading();
            if (q.startsWith(">")) { //$NON-NLS-1$
                quoted++;
            }
            if (s.endsWith("=") && !s.endsWith("==")) { //$NON-NLS-1$ //$NON-NLS-2$
                softBreaks++;
            }
            qpEscapes += count(s, "=3D") + count(s, "=20") + count(s, "=09"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            entityCount += count(s, "&gt;") + count(s, "&lt;") + count(s, "&amp;") + count(s, "&quot;"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
            if (s.indexOf('<') >= 0) {
                rawAngles = true;
            }
            int lead = 0;
            while (lead < s.length() && s.charAt(lead) == ' ') {
                lead++;
            }
            if (lead < common) {
                common = lead;
                hashAtCommon = false;
            }
            if (lead == common && lead < s.length() && s.charAt(lead) == '#') {
                hashAtCommon = true;
            }
        }
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
        } else if (qpEscapes > 0) {
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

    /** {@code text.split("\\n", -1)} without the regex (12% of detection's samples on 100,000 small files). */
    private static List<String> lines(String text) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        int nl;
        while ((nl = text.indexOf('\n', start)) >= 0) {
            lines.add(text.substring(start, nl));
            start = nl + 1;
        }
        lines.add(text.substring(start));
        return lines;
    }

    private static int count(String s, String what) {
        int n = 0;
        for (int i = s.indexOf(what); i >= 0; i = s.indexOf(what, i + what.length())) {
            n++;
        }
        return n;
    }

    /** {@code text.toLowerCase(Locale.ROOT).contains(lower)} without the copy, for ISO-8859-1 text. */
    private static boolean containsIgnoreCase(String text, String lower) {
        char first = lower.charAt(0);
        char firstUpper = Character.toUpperCase(first);
        for (int i = 0, last = text.length() - lower.length(); i <= last; i++) {
            char c = text.charAt(i);
            if ((c == first || c == firstUpper) && text.regionMatches(true, i, lower, 0, lower.length())) {
                return true;
            }
        }
        return false;
    }
}
