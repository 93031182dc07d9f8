// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.spi;

import java.nio.charset.StandardCharsets;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * The head of one file as all probes see it during one detection, with a place for what
 * probes derive from it. Several formats of one family scan the head the same way (the six
 * classic formats count the same kinds of lines); {@link #derived(Class, Function)} lets
 * them scan it once per file instead of once per format. Lives for one detection on one
 * thread; not thread-safe.
 */
public final class FileHead {

    private final byte[] bytes;
    private final int length;
    private final String fileName;
    private final Map<Class<?>, Object> derived = new IdentityHashMap<>(4);
    private String text;

    /**
     * @param bytes the first bytes of the file; only the first {@code length} are valid
     * @param length how many bytes are valid, at most {@link TraceFormatProbe#MAX_HEAD}
     * @param fileName the file's name without folders, possibly empty
     */
    public FileHead(byte[] bytes, int length, String fileName) {
        this.bytes = bytes;
        this.length = length;
        this.fileName = fileName;
    }

    /** @return the head bytes; only the first {@link #length()} are valid; do not modify */
    public byte[] bytes() {
        return bytes;
    }

    /** @return how many bytes of {@link #bytes()} are valid */
    public int length() {
        return length;
    }

    /** @return the file's name without folders, possibly empty */
    public String fileName() {
        return fileName;
    }

    /**
     * @return the valid bytes decoded as Latin-1 (each byte one char, so indices are byte
     *         offsets), decoded on the first call only: probes that read text share it
     */
    public String text() {
        if (text == null) {
            text = new String(bytes, 0, Math.max(0, Math.min(length, bytes.length)), StandardCharsets.ISO_8859_1);
        }
        return text;
    }

    /**
     * Returns what {@code compute} derives from this head, computing it on the first call
     * for {@code key} only. Probes of one family pass the same key and function.
     *
     * @param key the derived type, one value per type
     * @param compute derives the value from the head; must not return null
     * @return the derived value
     */
    public <T> T derived(Class<T> key, Function<FileHead, T> compute) {
        Object value = derived.get(key);
        if (value == null) {
            value = compute.apply(this);
            derived.put(key, value);
        }
        return key.cast(value);
    }
}
