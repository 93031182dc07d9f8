// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.stream.Stream;

import org.latscope.report.internal.CsvReportWriter;
import org.latscope.report.internal.HtmlReportWriter;
import org.latscope.report.internal.MarkdownReportWriter;
import org.latscope.report.internal.TextReportWriter;

/**
 * Writes a report without ever leaving a half-written or silently replaced file: the report
 * goes to a temporary file in the target's folder, which is then renamed over the target
 * ({@code ATOMIC_MOVE}); an existing target is replaced only when {@code overwrite} says so.
 * For CSV the target is a folder; its files are written in a temporary folder first.
 */
public final class ReportExport {

    private ReportExport() {
    }

    /**
     * @param report the report
     * @param format the format
     * @param out where to write the one-file formats; not closed
     * @throws IOException when writing fails
     */
    public static void write(Report report, ReportFormat format, Writer out) throws IOException {
        switch (format) {
            case HTML -> new HtmlReportWriter().write(report, out);
            case TEXT -> new TextReportWriter().write(report, out);
            case MARKDOWN -> new MarkdownReportWriter().write(report, out);
            case CSV -> throw new IllegalArgumentException("CSV is a folder of files: use write(report, format, path, overwrite)"); //$NON-NLS-1$
        }
    }

    /**
     * @param report the report
     * @param format the format
     * @param target the file, or for CSV the folder
     * @param overwrite whether an existing target may be replaced
     * @throws FileAlreadyExistsException when the target exists and {@code overwrite} is false;
     *             the target is then untouched
     * @throws IOException when writing fails; the target is then untouched
     */
    public static void write(Report report, ReportFormat format, Path target, boolean overwrite) throws IOException {
        Path absolute = target.toAbsolutePath().normalize();
        Path folder = absolute.getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new NoSuchFileException(String.valueOf(folder), null, "no such folder"); //$NON-NLS-1$
        }
        String name = absolute.getFileName().toString();
        if (format.isFolder()) {
            csv(report, absolute, folder, name, overwrite);
            return;
        }
        if (Files.exists(absolute) && (!overwrite || Files.isDirectory(absolute))) {
            throw new FileAlreadyExistsException(absolute.toString());
        }
        Path temp = Files.createTempFile(folder, "." + name + ".", ".tmp"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
        try {
            readable(temp, Files.exists(absolute) ? absolute : null, "rw-r--r--"); //$NON-NLS-1$
            try (Writer out = Files.newBufferedWriter(temp, StandardCharsets.UTF_8)) {
                write(report, format, out);
            }
            Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /**
     * A temporary file is private (0600); the report takes the permissions of the file it
     * replaces, or those of a file a user creates.
     */
    private static void readable(Path temp, Path replaced, String usual) throws IOException {
        if (!Files.getFileStore(temp).supportsFileAttributeView(PosixFileAttributeView.class)) {
            return;
        }
        Files.setPosixFilePermissions(temp, replaced != null ? Files.getPosixFilePermissions(replaced)
                : PosixFilePermissions.fromString(usual));
    }

    private static void csv(Report report, Path target, Path folder, String name, boolean overwrite) throws IOException {
        CsvReportWriter writer = new CsvReportWriter();
        if (Files.exists(target)) {
            if (!Files.isDirectory(target)) {
                throw new FileAlreadyExistsException(target.toString(), null, "not a folder"); //$NON-NLS-1$
            }
            for (String file : writer.names(report)) {
                if (!overwrite && Files.exists(target.resolve(file))) {
                    throw new FileAlreadyExistsException(target.resolve(file).toString());
                }
            }
        }
        Path temp = Files.createTempDirectory(folder, "." + name + "."); //$NON-NLS-1$ //$NON-NLS-2$
        try {
            readable(temp, null, "rwxr-xr-x"); //$NON-NLS-1$
            writer.write(report, temp);
            if (!Files.exists(target)) {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE);
                return;
            }
            for (String file : writer.names(report)) {
                Files.move(temp.resolve(file), target.resolve(file), StandardCopyOption.ATOMIC_MOVE,
                        StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            if (Files.exists(temp)) {
                try (Stream<Path> left = Files.walk(temp)) {
                    for (Path p : left.sorted(Comparator.reverseOrder()).toList()) {
                        Files.deleteIfExists(p);
                    }
                }
            }
        }
    }
}
