// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/** The formats a report is written in. */
public enum ReportFormat {
    /** One self-contained HTML page. */
    HTML("html", ".html"), //$NON-NLS-1$ //$NON-NLS-2$
    /** Mail text at 72 columns. */
    TEXT("text", ".txt"), //$NON-NLS-1$ //$NON-NLS-2$
    /** Markdown for an issue tracker. */
    MARKDOWN("md", ".md"), //$NON-NLS-1$ //$NON-NLS-2$
    /** A folder of CSV files, one per table. */
    CSV("csv", ""); //$NON-NLS-1$ //$NON-NLS-2$

    private final String id;
    private final String extension;

    ReportFormat(String id, String extension) {
        this.id = id;
        this.extension = extension;
    }

    /** @return the id {@code --format} takes */
    public String id() {
        return id;
    }

    /** @return the usual file-name extension, empty for the CSV folder */
    public String extension() {
        return extension;
    }

    /** @return whether the target is a folder of files rather than one file */
    public boolean isFolder() {
        return this == CSV;
    }

    /**
     * @param id {@code html}, {@code text}, {@code md} or {@code csv} (also {@code txt}, {@code markdown})
     * @return the format
     * @throws IllegalArgumentException for an unknown id
     */
    public static ReportFormat of(String id) {
        return switch (id.toLowerCase(Locale.ROOT)) {
            case "html", "htm" -> HTML; //$NON-NLS-1$ //$NON-NLS-2$
            case "text", "txt" -> TEXT; //$NON-NLS-1$ //$NON-NLS-2$
            case "md", "markdown" -> MARKDOWN; //$NON-NLS-1$ //$NON-NLS-2$
            case "csv" -> CSV; //$NON-NLS-1$
            default -> throw new IllegalArgumentException("unknown report format: '" + id + "' (html, text, md or csv)"); //$NON-NLS-1$ //$NON-NLS-2$
        };
    }

    /**
     * The format a target's name implies: its extension, or CSV for an existing folder or a
     * name ending in {@code .csv}.
     *
     * @param target the file (or folder) to write
     * @return the format
     * @throws IllegalArgumentException when the name does not tell
     */
    public static ReportFormat of(Path target) {
        if (Files.isDirectory(target)) {
            return CSV;
        }
        String name = target.getFileName() == null ? "" : target.getFileName().toString(); //$NON-NLS-1$
        int dot = name.lastIndexOf('.');
        if (dot > 0) {
            try {
                return of(name.substring(dot + 1));
            } catch (IllegalArgumentException e) {
                // fall through to the message naming the file
            }
        }
        throw new IllegalArgumentException("cannot tell the report format from '" + name //$NON-NLS-1$
                + "': name it .html, .txt, .md or .csv, or give --format"); //$NON-NLS-1$
    }
}
