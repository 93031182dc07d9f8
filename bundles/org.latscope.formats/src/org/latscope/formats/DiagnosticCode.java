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
    IO_ERROR("read.ioError"),
    /** A reader failed on a line: the rest of the file was counted, not read. */
    READER_FAILED("reader.failed"),
    /** An empty file. */
    EMPTY_FILE("open.empty"),
    /** A binary file, not read. */
    BINARY_FILE("open.binary"),
    /** No installed format recognizes the file. */
    UNKNOWN_FORMAT("open.unknown"),
    /** An archive entry with an absolute or {@code ..} path, refused. */
    UNSAFE_ENTRY("open.unsafeEntry"),
    /** A damaged tar header. */
    ARCHIVE_DAMAGED("tar.badHeader", "tar.badFirstHeader"),
    /** An archive that ends inside an entry. */
    ARCHIVE_TRUNCATED("tar.truncated", "tar.truncatedFirst"),
    /** A compressed file or entry that expands past the bomb limit: reading stopped there. */
    DECOMPRESSION_BOMB("read.bomb"),
    /** Memory nearly full: the rest of a file, or a whole file, not read. */
    MEMORY_FULL("memory.stopped", "memory.skipped"),
    /** A line longer than the line limit, cut. */
    LINE_TOO_LONG("line.tooLong"),
    /** A line that is not valid UTF-8, read as Latin-1. */
    NOT_UTF8("line.latin1"),
    /** NUL bytes in a text line. */
    NUL_IN_LINE("line.binary"),
    /** A number too large for its field: the line was skipped. */
    NUMBER_TOO_LARGE("line.numberTooLarge"),
    /** More diagnostics than are kept per file. */
    DIAGNOSTICS_DROPPED("diagnostics.dropped"),
    /** Mail transport undone (quoting, quoted-printable, entities, indentation) or left alone. */
    MAIL_CLEANUP("cleanup.unquoted", "cleanup.quotedLeft", "cleanup.quotedPrintable",
            "cleanup.quotedPrintableLeft", "cleanup.entities", "cleanup.entitiesLeft", "cleanup.indent",
            "cleanup.indentLeft"),
    /** Text around the traces (mail prose, commentary). */
    PROSE("classic.prose", "script.prose"),
    /** Text around a histogram or summary. */
    HISTOGRAM_PROSE("hist.prose"),
    /** A line wrapped by a mailer, joined to its neighbour. */
    WRAPPED_LINE("vp.wrappedParent", "worst.wrapped", "printk.wrapped", "violation.wrapped", "perf.wrapped",
            "cyclictest.wrapped"),
    /** Fewer entries or rows than the header or table announces (a cut paste). */
    SHORTFALL("vp.shortfall", "worst.shortfall", "irq.shortfall"),
    /** More entries than the header declares, or a count that differs. */
    COUNT_MISMATCH("vp.surplus"),
    /** A declared latency the trace's own complete steps cannot hold (a broken counter): ranked by the steps. */
    SUSPECT_LATENCY("vp.suspectLatency"),
    /** A trace header without entries. */
    NO_ENTRIES("vp.noEntries"),
    /** Lines or rows left out in the original. */
    ELIDED("hist.elided"),
    /** A line in a table that is not one of its rows. */
    NOT_A_ROW("worst.badRow"),
    /** A line that is not a step of the trace. */
    NOT_A_STEP("ftrace.notStep", "ftrace.latency.notStep", "graph.notLine", "graph.notFuncgraphBody",
            "script.notEvent"),
    /** A stack frame without the entry it belongs to. */
    ORPHAN_FRAME("ftrace.orphanFrame"),
    /** Lines elided in the original ftrace output or histogram. */
    MODERN_ELIDED("ftrace.elision", "hist.elision"),
    /** A header field, or a report's heading, not understood. */
    HEADER_FIELD("ftrace.headerNumber", "violation.badHeading"),
    /** Table rows without their header: columns named from the rows themselves. */
    NO_HEADER("perf.noHeader"),
    /** Status lines merged by carriage-return refreshes in a terminal capture, or their remnants. */
    REFRESHES("cyclictest.refreshes", "cyclictest.remnant"),
    /** The header's entry count differs from the entries in the file. */
    ENTRIES_MISMATCH("ftrace.countMismatch"),
    /** A function exit without its entry. */
    UNMATCHED_EXIT("graph.unmatchedExit"),
    /** A line in a histogram, rtla or perf table that is not one of its rows. */
    TABLE_NOT_A_ROW("hist.notRow", "hist.overflowLine", "rtla.notRow", "perf.notRow"),
    /** A histogram row with another number of counts than the table's columns. */
    ROW_COLUMNS("hist.columns"),
    /** rtla's auto-analysis text, kept as a diagnostic. */
    ANALYSIS_TEXT("rtla.analysis"),
    /** Events of an interval (irq, softirq, wakeup...) whose partner the trace does not hold. */
    UNPAIRED_EVENTS("events.unpaired"),
    /** A CPU's buffer overflowed: {@code CPU:1 [LOST 12 EVENTS]}. */
    LOST_EVENTS("ftrace.lostEvents"),
    /** A diagnostic no code knows (a reason from a format installed later). */
    OTHER();

    /** Where the messages of the codes live: the set reader's and classic readers', then the modern readers'. */
    private static final List<String> BUNDLES = List.of("org.latscope.formats.internal.messages", //$NON-NLS-1$
            "org.latscope.formats.modern.messages"); //$NON-NLS-1$

    private static final Map<String, DiagnosticCode> BY_REASON = new ConcurrentHashMap<>();

    private static final int MAX_CACHED = 10_000;

    private final List<String> keys;
    private volatile List<Pattern> patterns;

    DiagnosticCode(String... keys) {
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
                String message = message(key);
                if (message != null) {
                    compiled.add(regex(message));
                    if (message.indexOf('{') < 0 && message.indexOf('\'') >= 0) {
                        // a message without arguments may be used as it is, without MessageFormat's quoting
                        compiled.add(Pattern.compile(Pattern.quote(message), Pattern.DOTALL));
                    }
                } // else a key removed from the messages: the code no longer matches it
            }
            p = List.copyOf(compiled);
            patterns = p;
        }
        return p;
    }

    /**
     * @param key a message key of one of the codes
     * @return its message pattern (MessageFormat), null when no bundle has it
     */
    private static String message(String key) {
        for (String name : BUNDLES) {
            try {
                return ResourceBundle.getBundle(name, Locale.ROOT, DiagnosticCode.class.getClassLoader()).getString(key);
            } catch (MissingResourceException e) {
                // in the next bundle
            }
        }
        return null;
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
