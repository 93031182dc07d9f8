// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source.internal;

import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.zip.GZIPInputStream;

import org.tukaani.xz.XZInputStream;

/**
 * Extracts a kernel source archive ({@code .tar.xz}, {@code .txz}, {@code .tar.gz},
 * {@code .tgz}) once into the cache: regular files only, entries with absolute or {@code ..}
 * paths refused, into a temporary folder renamed when complete. The folder is named after the
 * archive's name, size and modification time, so a changed archive is extracted again.
 */
public final class TreeArchive {

    private static final int BLOCK = 512;

    private TreeArchive() {
    }

    /**
     * @param archive the archive
     * @param trees the cache's folder of extracted trees
     * @return the tree's root: the archive's single top folder, or the extraction folder
     * @throws IOException when the archive cannot be read or is not a tar
     */
    public static Path extract(Path archive, Path trees) throws IOException {
        String name = archive.getFileName().toString();
        Path target = trees.resolve(name + "-" + Files.size(archive) + "-" //$NON-NLS-1$ //$NON-NLS-2$
                + Files.getLastModifiedTime(archive).toMillis());
        if (!Files.isDirectory(target)) {
            Files.createDirectories(trees);
            Path partial = Files.createTempDirectory(trees, name + ".partial"); //$NON-NLS-1$
            try (InputStream in = decompress(name, new BufferedInputStream(Files.newInputStream(archive), 1 << 16))) {
                untar(in, partial);
            }
            Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE);
        }
        try (var list = Files.list(target)) {
            var entries = list.toList();
            return entries.size() == 1 && Files.isDirectory(entries.get(0)) ? entries.get(0) : target;
        }
    }

    private static InputStream decompress(String name, InputStream in) throws IOException {
        if (name.endsWith(".xz") || name.endsWith(".txz")) { //$NON-NLS-1$ //$NON-NLS-2$
            return new XZInputStream(in);
        }
        if (name.endsWith(".gz") || name.endsWith(".tgz")) { //$NON-NLS-1$ //$NON-NLS-2$
            return new GZIPInputStream(in, 1 << 16);
        }
        return in;
    }

    private static void untar(InputStream in, Path into) throws IOException {
        byte[] header = new byte[BLOCK];
        byte[] buf = new byte[1 << 16];
        String longName = null;
        while (true) {
            if (in.readNBytes(header, 0, BLOCK) < BLOCK) {
                throw new EOFException("tar archive ends inside a header"); //$NON-NLS-1$
            }
            if (header[0] == 0) {
                return;
            }
            long size = octal(header, 124, 12);
            byte type = header[156];
            String path = longName != null ? longName : path(header);
            longName = null;
            if (type == 'L' || type == 'x') {
                String meta = new String(in.readNBytes((int) size), StandardCharsets.UTF_8);
                longName = type == 'L' ? meta.replace("\0", "") : paxPath(meta); //$NON-NLS-1$ //$NON-NLS-2$
                skip(in, pad(size) - size);
                continue;
            }
            Path out = into.resolve(path).normalize();
            boolean safe = !path.startsWith("/") && out.startsWith(into) && !path.contains(".."); //$NON-NLS-1$ //$NON-NLS-2$
            if (safe && (type == '0' || type == 0)) {
                Files.createDirectories(out.getParent());
                try (OutputStream os = Files.newOutputStream(out)) {
                    long left = size;
                    while (left > 0) {
                        int r = in.read(buf, 0, (int) Math.min(buf.length, left));
                        if (r < 0) {
                            throw new EOFException("tar archive ends inside " + path); //$NON-NLS-1$
                        }
                        os.write(buf, 0, r);
                        left -= r;
                    }
                }
                skip(in, pad(size) - size);
            } else {
                skip(in, pad(size));
            }
        }
    }

    private static String paxPath(String meta) {
        for (String record : meta.split("\n")) { //$NON-NLS-1$
            int sp = record.indexOf(' ');
            if (sp > 0 && record.startsWith("path=", sp + 1)) { //$NON-NLS-1$
                return record.substring(sp + 6);
            }
        }
        return null;
    }

    private static String path(byte[] h) {
        String name = field(h, 0, 100);
        String prefix = new String(h, 257, 6, StandardCharsets.US_ASCII).startsWith("ustar") ? field(h, 345, 155) : ""; //$NON-NLS-1$ //$NON-NLS-2$
        return prefix.isEmpty() ? name : prefix + "/" + name; //$NON-NLS-1$
    }

    private static String field(byte[] h, int off, int len) {
        int end = off;
        while (end < off + len && h[end] != 0) {
            end++;
        }
        return new String(h, off, end - off, StandardCharsets.UTF_8);
    }

    private static long octal(byte[] h, int off, int len) {
        if ((h[off] & 0x80) != 0) {
            long v = 0;
            for (int k = off + 1; k < off + len; k++) {
                v = v << 8 | h[k] & 0xff;
            }
            return v;
        }
        long v = 0;
        for (int k = off; k < off + len; k++) {
            byte c = h[k];
            if (c >= '0' && c <= '7') {
                v = v * 8 + c - '0';
            } else if (v > 0 || c == 0) {
                if (c == 0 || c == ' ') {
                    break;
                }
            }
        }
        return v;
    }

    private static long pad(long size) {
        return (size + BLOCK - 1) / BLOCK * BLOCK;
    }

    private static void skip(InputStream in, long n) throws IOException {
        long left = n;
        while (left > 0) {
            long s = in.skip(left);
            if (s <= 0) {
                if (in.read() < 0) {
                    throw new EOFException("tar archive ends early"); //$NON-NLS-1$
                }
                s = 1;
            }
            left -= s;
        }
    }
}
