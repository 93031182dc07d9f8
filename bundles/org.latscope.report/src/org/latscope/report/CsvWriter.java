// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;

/**
 * Writes RFC 4180 CSV: fields with commas, quotes or line breaks are quoted, quotes are
 * doubled, records end in CRLF, so spreadsheets read function names such as
 * {@code <00000000>} or payloads such as {@code prev_comm=C1 CompilerThre} unchanged.
 */
public final class CsvWriter {

    private final Writer out;

    public CsvWriter(Writer out) {
        this.out = out;
    }

    /** Writes one record. */
    public CsvWriter row(List<?> fields) {
        try {
            for (int i = 0; i < fields.size(); i++) {
                if (i > 0) {
                    out.write(',');
                }
                out.write(escape(String.valueOf(fields.get(i))));
            }
            out.write("\r\n");
            return this;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One field, quoted where CSV needs it. */
    public static String escape(String field) {
        boolean quote = field.indexOf(',') >= 0 || field.indexOf('"') >= 0
                || field.indexOf('\n') >= 0 || field.indexOf('\r') >= 0;
        return quote ? '"' + field.replace("\"", "\"\"") + '"' : field;
    }
}
