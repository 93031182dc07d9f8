// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ide.product.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/** SHA-256 of every file under a folder, by relative path. */
final class Checksums {

    private Checksums() {
    }

    static Map<Path, String> of(Path folder) throws IOException {
        Map<Path, String> sums = new TreeMap<>();
        try (Stream<Path> all = Files.walk(folder)) {
            for (Path p : (Iterable<Path>) all.filter(Files::isRegularFile)::iterator) {
                sums.put(folder.relativize(p), sha256(p));
            }
        }
        return sums;
    }

    private static String sha256(Path file) throws IOException {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
