// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source.internal;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
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
    private static final int VERSION = 1;

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
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file), 1 << 20))) {
            if (in.readInt() != MAGIC || in.readInt() != VERSION) {
                return entries;
            }
            int files = in.readInt();
            for (int f = 0; f < files; f++) {
                String path = in.readUTF();
                long size = in.readLong();
                long modified = in.readLong();
                int count = in.readInt();
                List<FunctionDef> defs = new ArrayList<>(count);
                for (int d = 0; d < count; d++) {
                    defs.add(new FunctionDef(in.readUTF(), path, in.readInt(), in.readInt()));
                }
                entries.put(path, new Entry(size, modified, defs));
            }
            return entries;
        } catch (IOException | RuntimeException e) {
            return new HashMap<>();
        }
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
                out.writeUTF(e.getKey());
                out.writeLong(e.getValue().size());
                out.writeLong(e.getValue().modified());
                out.writeInt(e.getValue().functions().size());
                for (FunctionDef d : e.getValue().functions()) {
                    out.writeUTF(d.name());
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
