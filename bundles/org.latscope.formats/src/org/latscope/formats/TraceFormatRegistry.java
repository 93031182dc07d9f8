// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats;

import java.nio.file.FileSystems;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import org.latscope.formats.spi.FileHead;
import org.latscope.formats.spi.TraceFormatProbe;

/**
 * The installed trace formats and format detection. Safe for concurrent use: formats may
 * be added and removed (extensions come and go) while files are being detected.
 * <p>
 * Detection asks every probe for a confidence on a file's head; the highest wins (the
 * smaller id on a tie), a matching file name pattern adds {@value #PATTERN_BONUS}, and
 * anything below {@value #MIN_CONFIDENCE} is "no known format". Probes are asked in the order
 * of their {@linkplain TraceFormatProbe#maxConfidence() highest confidence}, and one whose
 * highest cannot beat the best so far is not asked: the winner is the same as if every probe
 * had been.
 */
public final class TraceFormatRegistry {

    /** The lowest confidence that counts as a match. */
    public static final int MIN_CONFIDENCE = 10;

    /** What a matching file name pattern adds to a probe's confidence. */
    public static final int PATTERN_BONUS = 5;

    private final List<TraceFormat> formats = new CopyOnWriteArrayList<>();
    /** Counts the changes of {@link #formats}, so that a detection order can tell it is stale. */
    private final AtomicInteger changes = new AtomicInteger();
    private volatile DetectionOrder order;
    private final Map<String, PathMatcher> matchers = new ConcurrentHashMap<>();

    /** A detected format and how sure its probe was. */
    public record Detection(TraceFormat format, int confidence) {
    }

    /**
     * Adds a format, replacing one with the same id.
     *
     * @param format the format
     */
    public void add(TraceFormat format) {
        remove(format.id());
        formats.add(format);
        changes.incrementAndGet();
    }

    /**
     * @param id a format id
     * @return true when a format was removed
     */
    public boolean remove(String id) {
        boolean removed = formats.removeIf(f -> f.id().equals(id));
        if (removed) {
            changes.incrementAndGet();
        }
        return removed;
    }

    /** @return the installed formats, sorted by id */
    public List<TraceFormat> formats() {
        List<TraceFormat> sorted = new ArrayList<>(formats);
        sorted.sort(Comparator.comparing(TraceFormat::id));
        return sorted;
    }

    /**
     * @param id a format id
     * @return the format with that id
     */
    public Optional<TraceFormat> find(String id) {
        return formats.stream().filter(f -> f.id().equals(id)).findFirst();
    }

    /**
     * @param head the first bytes of a file
     * @param length how many of them are valid
     * @param fileName the file's name, possibly empty
     * @return the best format, or empty when no probe is sure enough
     */
    public Optional<Detection> detect(byte[] head, int length, String fileName) {
        return detect(new FileHead(head, length, fileName));
    }

    /**
     * @param shared a file's head, as every probe sees it; the caller may use what they derived
     *        from it (its {@link FileHead#text()}) afterwards
     * @return the best format, or empty when no probe is sure enough
     */
    public Optional<Detection> detect(FileHead shared) {
        Detection best = null;
        Path fileName = name(shared.fileName());
        DetectionOrder order = order();
        for (int k = 0; k < order.size(); k++) {
            TraceFormat format = order.format(k);
            int bound = order.bound(k);
            if (best != null && bound + PATTERN_BONUS < best.confidence()) {
                break; // the probes after this one stop lower still
            }
            if (best != null && !mayWin(format, bound, best, fileName)) {
                continue;
            }
            int confidence;
            try {
                confidence = Math.max(0, Math.min(100, format.probe().confidence(shared)));
            } catch (RuntimeException | LinkageError e) {
                continue; // a broken probe must not stop detection of the other formats
            }
            if (confidence <= 0) {
                continue;
            }
            if (matches(format, fileName)) {
                confidence += PATTERN_BONUS;
            }
            if (best == null || beats(format, confidence, best)) {
                best = new Detection(format, confidence);
            }
        }
        return best == null || best.confidence() < MIN_CONFIDENCE ? Optional.empty() : Optional.of(best);
    }

    /** @return the formats in the order to ask them, for the formats installed now */
    private DetectionOrder order() {
        int version = changes.get(); // read first: a change meanwhile makes the order stale, not lost
        DetectionOrder current = order;
        if (current == null || current.version() != version) {
            current = DetectionOrder.of(version, formats);
            order = current;
        }
        return current;
    }

    /** @return the file name to match patterns against, made once per detection; null for none */
    private static Path name(String fileName) {
        if (fileName.isEmpty()) {
            return null;
        }
        try {
            return Path.of(fileName);
        } catch (InvalidPathException e) {
            return null; // a name no path can hold (a NUL in an archive entry's) matches no pattern
        }
    }

    /** @return whether a probe giving at most {@code bound} could still beat {@code best}, its file name pattern counted */
    private boolean mayWin(TraceFormat format, int bound, Detection best, Path fileName) {
        return beats(format, bound, best) || beats(format, bound + PATTERN_BONUS, best) && matches(format, fileName);
    }

    /** @return whether {@code format} with {@code confidence} wins over {@code best} */
    private static boolean beats(TraceFormat format, int confidence, Detection best) {
        return confidence > best.confidence()
                || confidence == best.confidence() && format.id().compareTo(best.format().id()) < 0;
    }

    private boolean matches(TraceFormat format, Path name) {
        if (name == null) {
            return false;
        }
        for (String pattern : format.filePatterns()) {
            if (matchers.computeIfAbsent(pattern, TraceFormatRegistry::matcher).matches(name)) {
                return true;
            }
        }
        return false;
    }

    /** Compiled once per pattern: every file of a folder is matched against every format's patterns. */
    private static PathMatcher matcher(String pattern) {
        try {
            return FileSystems.getDefault().getPathMatcher("glob:" + pattern); //$NON-NLS-1$
        } catch (IllegalArgumentException e) {
            return path -> false; // a bad pattern matches nothing
        }
    }
}
