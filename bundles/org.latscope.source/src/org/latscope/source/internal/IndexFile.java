// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source.internal;

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.latscope.source.FunctionDef;

/**
 * The cached index of one tree: per scanned file, its size, modification time and function
 * definitions. A file whose size and time are unchanged is not scanned again.
 */
public final class IndexFile {

    private static final int MAGIC = 0x4c534958; // LSIX
    private static final int VERSION = 2;

    /**
     * What the cache knows of one file.
     *
     * @param size its size when scanned
     * @param modified its modification time (ms) when scanned
     * @param functions its definitions
     */
    public record Entry(long size, long modified, List<FunctionDef> functions) {
    }

    private IndexFile() {
    }

    /** Reads a cache file; empty when it is missing, of another version or damaged. */
    public static Map<String, Entry> read(Path file) {
        Map<String, Entry> entries = new HashMap<>();
        if (!Files.isRegularFile(file)) {
            return entries;
        }
        try {
            ByteBuffer in = ByteBuffer.wrap(Files.readAllBytes(file));
            if (in.getInt() != MAGIC || in.getInt() != VERSION) {
                return entries;
            }
            int files = in.getInt();
            entries = new HashMap<>(files * 2);
            for (int f = 0; f < files; f++) {
                String path = string(in);
                long size = in.getLong();
                long modified = in.getLong();
                int count = in.getInt();
                List<FunctionDef> defs = count == 0 ? List.of() : new ArrayList<>(count);
                for (int d = 0; d < count; d++) {
                    defs.add(new FunctionDef(string(in), path, in.getInt(), in.getInt()));
                }
                entries.put(path, new Entry(size, modified, defs));
            }
            return entries;
        } catch (IOException | RuntimeException e) {
            return new HashMap<>();
        }
    }

    private static String string(ByteBuffer in) {
        int len = in.getShort() & 0xffff;
        String s = new String(in.array(), in.position(), len, StandardCharsets.UTF_8);
        in.position(in.position() + len);
        return s;
    }

    private static void string(DataOutputStream out, String s) throws IOException {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        out.writeShort(b.length);
        out.write(b);
    }

    /** Writes a cache file atomically (a temporary file renamed over it). */
    public static void write(Path file, Map<String, Entry> entries) throws IOException {
        Files.createDirectories(file.getParent());
        Path tmp = Files.createTempFile(file.getParent(), file.getFileName().toString(), ".tmp"); //$NON-NLS-1$
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(tmp), 1 << 20))) {
            out.writeInt(MAGIC);
            out.writeInt(VERSION);
            out.writeInt(entries.size());
            for (Map.Entry<String, Entry> e : entries.entrySet()) {
                string(out, e.getKey());
                out.writeLong(e.getValue().size());
                out.writeLong(e.getValue().modified());
                out.writeInt(e.getValue().functions().size());
                for (FunctionDef d : e.getValue().functions()) {
                    string(out, d.name());
                    out.writeInt(d.line());
                    out.writeInt(d.endLine());
                }
            }
        } catch (IOException e) {
            Files.deleteIfExists(tmp);
            throw e;
        }
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
