// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.testdata;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * What the read-only tests compare before and after reading a trace folder: every entry below
 * a folder (hidden ones included) with its kind, size, modification time and SHA-256, and the
 * copy of test data into a temporary folder such a test reads.
 */
public final class FolderSnapshot {

    private FolderSnapshot() {
    }

    /**
     * @param root a folder
     * @return every entry below it, by path relative to it: {@code sha256 size mtime} for a
     *         file, {@code dir size mtime} for a folder
     * @throws IOException when an entry cannot be read
     */
    public static Map<String, String> of(Path root) throws IOException {
        Map<String, String> entries = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.toList()) {
                BasicFileAttributes a = Files.readAttributes(p, BasicFileAttributes.class);
                String hash = a.isRegularFile() ? sha256(p) : "dir"; //$NON-NLS-1$
                entries.put(root.relativize(p).toString(), hash + " " + a.size() + " " + a.lastModifiedTime()); //$NON-NLS-1$ //$NON-NLS-2$
            }
        }
        return entries;
    }

    /**
     * Copies a folder tree.
     *
     * @param from the folder to copy
     * @param to where the copy goes, created
     * @throws IOException when a file cannot be copied
     */
    public static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }

    private static String sha256(Path file) throws IOException {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file))); //$NON-NLS-1$
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e); // every Java platform has SHA-256
        }
    }
}
