// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

import org.latscope.model.ParseDiagnostic;

/**
 * The stable code of every diagnostic the readers and the set reader write: what
 * {@code --json} prints as {@code code} and docs/cli.md lists. A code keeps its name and
 * meaning across releases, whatever the wording of its reason. The model stores the reason, not
 * the code: {@link #of(ParseDiagnostic)} finds the code whose message the reason was made from
 * ({@link #OTHER} for reasons no code knows, such as those of formats installed later).
 */
public enum DiagnosticCode {

    /** A file or stream could not be read (I/O error, damaged compression). */
    IO_ERROR(Bundle.INTERNAL, "read.ioError"),
    /** A reader failed on a line: the rest of the file was counted, not read. */
    READER_FAILED(Bundle.INTERNAL, "reader.failed"),
    /** An empty file. */
    EMPTY_FILE(Bundle.INTERNAL, "open.empty"),
    /** A binary file, not read. */
    BINARY_FILE(Bundle.INTERNAL, "open.binary"),
    /** No installed format recognizes the file. */
    UNKNOWN_FORMAT(Bundle.INTERNAL, "open.unknown"),
    /** An archive entry with an absolute or {@code ..} path, refused. */
    UNSAFE_ENTRY(Bundle.INTERNAL, "open.unsafeEntry"),
    /** A damaged tar header. */
    ARCHIVE_DAMAGED(Bundle.INTERNAL, "tar.badHeader"),
    /** An archive that ends inside an entry. */
    ARCHIVE_TRUNCATED(Bundle.INTERNAL, "tar.truncated"),
    /** A line longer than the line limit, cut. */
    LINE_TOO_LONG(Bundle.INTERNAL, "line.tooLong"),
    /** A line that is not valid UTF-8, read as Latin-1. */
    NOT_UTF8(Bundle.INTERNAL, "line.latin1"),
    /** NUL bytes in a text line. */
    NUL_IN_LINE(Bundle.INTERNAL, "line.binary"),
    /** A number too large for its field: the line was skipped. */
    NUMBER_TOO_LARGE(Bundle.INTERNAL, "line.numberTooLarge"),
    /** More diagnostics than are kept per file. */
    DIAGNOSTICS_DROPPED(Bundle.INTERNAL, "diagnostics.dropped"),
    /** Mail transport undone (quoting, quoted-printable, entities, indentation) or left alone. */
    MAIL_CLEANUP(Bundle.INTERNAL, "cleanup.unquoted", "cleanup.quotedLeft", "cleanup.quotedPrintable",
            "cleanup.quotedPrintableLeft", "cleanup.entities", "cleanup.entitiesLeft", "cleanup.indent",
            "cleanup.indentLeft"),
    /** Text around the traces (mail prose, commentary). */
    PROSE(Bundle.INTERNAL, "classic.prose"),
    /** Text around a histogram or summary. */
    HISTOGRAM_PROSE(Bundle.MODERN, "hist.prose"),
    /** A line wrapped by a mailer, joined to its neighbour. */
    WRAPPED_LINE(Bundle.INTERNAL, "vp.wrappedParent", "worst.wrapped", "printk.wrapped"),
    /** Fewer entries or rows than the header or table announces (a cut paste). */
    SHORTFALL(Bundle.INTERNAL, "vp.shortfall", "worst.shortfall", "irq.shortfall"),
    /** More entries than the header declares, or a count that differs. */
    COUNT_MISMATCH(Bundle.INTERNAL, "vp.surplus"),
    /** A trace header without entries. */
    NO_ENTRIES(Bundle.INTERNAL, "vp.noEntries"),
    /** Lines or rows left out in the original. */
    ELIDED(Bundle.INTERNAL, "hist.elided"),
    /** A line in a table that is not one of its rows. */
    NOT_A_ROW(Bundle.INTERNAL, "worst.badRow"),
    /** A line that is not a step of the trace. */
    NOT_A_STEP(Bundle.MODERN, "ftrace.notStep", "ftrace.latency.notStep", "graph.notLine",
            "graph.notFuncgraphBody"),
    /** A stack frame without the entry it belongs to. */
    ORPHAN_FRAME(Bundle.MODERN, "ftrace.orphanFrame"),
    /** Lines elided in the original ftrace output or histogram. */
    MODERN_ELIDED(Bundle.MODERN, "ftrace.elision", "hist.elision"),
    /** A header field not understood. */
    HEADER_FIELD(Bundle.MODERN, "ftrace.headerNumber"),
    /** The header's entry count differs from the entries in the file. */
    ENTRIES_MISMATCH(Bundle.MODERN, "ftrace.countMismatch"),
    /** A function exit without its entry. */
    UNMATCHED_EXIT(Bundle.MODERN, "graph.unmatchedExit"),
    /** A line in a histogram, rtla or perf table that is not one of its rows. */
    TABLE_NOT_A_ROW(Bundle.MODERN, "hist.notRow", "hist.overflowLine", "rtla.notRow", "perf.notRow"),
    /** A histogram row with another number of counts than the table's columns. */
    ROW_COLUMNS(Bundle.MODERN, "hist.columns"),
    /** rtla's auto-analysis text, kept as a diagnostic. */
    ANALYSIS_TEXT(Bundle.MODERN, "rtla.analysis"),
    /** A diagnostic no code knows (a reason from a format installed later). */
    OTHER(Bundle.INTERNAL);

    /** Where the messages of a code live. */
    enum Bundle {
        /** org.latscope.formats.internal.messages */
        INTERNAL("org.latscope.formats.internal.messages"), //$NON-NLS-1$
        /** org.latscope.formats.modern.messages */
        MODERN("org.latscope.formats.modern.messages"); //$NON-NLS-1$

        private final String name;

        Bundle(String name) {
            this.name = name;
        }
    }

    private static final Map<String, DiagnosticCode> BY_REASON = new ConcurrentHashMap<>();

    private static final int MAX_CACHED = 10_000;

    private final Bundle bundle;
    private final List<String> keys;
    private volatile List<Pattern> patterns;

    DiagnosticCode(Bundle bundle, String... keys) {
        this.bundle = bundle;
        this.keys = List.of(keys);
    }

    /** @return the stable code as written in JSON, e.g. {@code number_too_large} */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** @return the keys of the messages this code's reasons are made from */
    public List<String> messageKeys() {
        return keys;
    }

    /**
     * @param diagnostic a diagnostic of a read file
     * @return its code, {@link #OTHER} when no code's message made its reason
     */
    public static DiagnosticCode of(ParseDiagnostic diagnostic) {
        return of(diagnostic.getReason());
    }

    /**
     * @param reason the reason of a diagnostic
     * @return its code, {@link #OTHER} when no code's message made it
     */
    public static DiagnosticCode of(String reason) {
        if (reason == null) {
            return OTHER;
        }
        DiagnosticCode known = BY_REASON.get(reason);
        if (known != null) {
            return known;
        }
        DiagnosticCode found = OTHER;
        search: for (DiagnosticCode code : values()) {
            for (Pattern pattern : code.patterns()) {
                if (pattern.matcher(reason).matches()) {
                    found = code;
                    break search;
                }
            }
        }
        if (BY_REASON.size() < MAX_CACHED) {
            BY_REASON.put(reason, found);
        }
        return found;
    }

    private List<Pattern> patterns() {
        List<Pattern> p = patterns;
        if (p == null) {
            List<Pattern> compiled = new ArrayList<>();
            for (String key : keys) {
                try {
                    String message = ResourceBundle.getBundle(bundle.name, Locale.ROOT, DiagnosticCode.class.getClassLoader())
                            .getString(key);
                    compiled.add(regex(message));
                } catch (MissingResourceException e) {
                    // a key removed from the messages: the code no longer matches it
                }
            }
            p = List.copyOf(compiled);
            patterns = p;
        }
        return p;
    }

    /** A MessageFormat pattern as a regular expression: its literal text quoted, {n...} any text. */
    private static Pattern regex(String message) {
        StringBuilder regex = new StringBuilder();
        StringBuilder literal = new StringBuilder();
        int i = 0;
        while (i < message.length()) {
            char c = message.charAt(i);
            if (c == '\'') {
                int close = message.indexOf('\'', i + 1);
                if (close == i + 1) {
                    literal.append('\'');
                    i += 2;
                } else {
                    int end = close < 0 ? message.length() : close;
                    literal.append(message, i + 1, end);
                    i = end + 1;
                }
            } else if (c == '{') {
                int depth = 1;
                int j = i + 1;
                while (j < message.length() && depth > 0) {
                    depth += message.charAt(j) == '{' ? 1 : message.charAt(j) == '}' ? -1 : 0;
                    j++;
                }
                regex.append(Pattern.quote(literal.toString())).append("(?s:.*?)"); //$NON-NLS-1$
                literal.setLength(0);
                i = j;
            } else {
                literal.append(c);
                i++;
            }
        }
        regex.append(Pattern.quote(literal.toString()));
        return Pattern.compile(regex.toString(), Pattern.DOTALL);
    }
}
