// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;

import org.latscope.source.internal.IndexFile;

/**
 * The index of one kernel source tree: every file by base name, and the C function definitions
 * of its {@code .c} and {@code .h} files, found by {@link FunctionScanner}. The definitions are
 * cached per tree in the {@link SourceCache}; a later build scans only files whose size or
 * modification time changed.
 */
public final class SourceIndex {

    /**
     * How a build went.
     *
     * @param files files in the tree
     * @param scanned files scanned in this build (the others came from the cache)
     * @param functions definitions indexed
     * @param millis wall time of the build
     */
    public record Stats(int files, int scanned, int functions, long millis) {
    }

    private final SourceTree tree;
    private final Map<String, List<String>> byBaseName;
    private final Map<String, List<FunctionDef>> functions;
    private final Stats stats;

    private SourceIndex(SourceTree tree, Map<String, List<String>> byBaseName, Map<String, List<FunctionDef>> functions,
            Stats stats) {
        this.tree = tree;
        this.byBaseName = byBaseName;
        this.functions = functions;
        this.stats = stats;
    }

    /**
     * Indexes a tree, from the cache where its files did not change, and updates the cache.
     *
     * @param tree the tree
     * @param cache the cache folder
     * @return the index
     * @throws IOException when the tree cannot be walked
     */
    public static SourceIndex build(SourceTree tree, SourceCache cache) throws IOException {
        long t0 = System.nanoTime();
        Path cacheFile = cache.indexes().resolve(key(tree.root()) + ".idx"); //$NON-NLS-1$
        // The cache is read and its names mapped while the tree is walked: a warm build uses both as they are.
        CompletableFuture<Map<String, IndexFile.Entry>> cached = CompletableFuture.supplyAsync(() -> IndexFile.read(cacheFile));
        CompletableFuture<Map<String, List<FunctionDef>>> cachedNames = cached.thenApplyAsync(e -> byName(e.values()));
        Map<String, BasicFileAttributes> files = walk(tree.root());
        Map<String, IndexFile.Entry> old = cached.join();
        Map<String, IndexFile.Entry> entries = new ConcurrentHashMap<>();
        List<String> toScan = new ArrayList<>();
        for (Map.Entry<String, BasicFileAttributes> f : files.entrySet()) {
            String path = f.getKey();
            if (!path.endsWith(".c") && !path.endsWith(".h")) { //$NON-NLS-1$ //$NON-NLS-2$
                continue;
            }
            IndexFile.Entry e = old.get(path);
            BasicFileAttributes a = f.getValue();
            if (e != null && e.size() == a.size() && e.modified() == a.lastModifiedTime().toMillis()) {
                entries.put(path, e);
            } else {
                toScan.add(path);
            }
        }
        ThreadLocal<FunctionScanner> scanners = ThreadLocal.withInitial(FunctionScanner::new);
        toScan.parallelStream().forEach(path -> {
            try {
                BasicFileAttributes a = files.get(path);
                byte[] bytes = Files.readAllBytes(tree.root().resolve(path));
                entries.put(path, new IndexFile.Entry(a.size(), a.lastModifiedTime().toMillis(), scanners.get().scan(path, bytes)));
            } catch (IOException e) {
                entries.put(path, new IndexFile.Entry(-1, -1, List.of()));
            }
        });
        boolean changed = !toScan.isEmpty() || old.size() != entries.size();
        if (changed) {
            IndexFile.write(cacheFile, entries);
        }
        Map<String, List<String>> byBaseName = new HashMap<>();
        for (String path : files.keySet()) {
            byBaseName.computeIfAbsent(path.substring(path.lastIndexOf('/') + 1), k -> new ArrayList<>(1)).add(path);
        }
        Map<String, List<FunctionDef>> functions = changed ? byName(entries.values()) : cachedNames.join();
        int count = 0;
        for (IndexFile.Entry e : entries.values()) {
            count += e.functions().size();
        }
        Stats stats = new Stats(files.size(), toScan.size(), count, (System.nanoTime() - t0) / 1_000_000);
        return new SourceIndex(tree, byBaseName, functions, stats);
    }

    private static Map<String, List<FunctionDef>> byName(Collection<IndexFile.Entry> entries) {
        Map<String, List<FunctionDef>> functions = new HashMap<>(1 << 20);
        for (IndexFile.Entry e : entries) {
            for (FunctionDef d : e.functions()) {
                functions.computeIfAbsent(d.name(), k -> new ArrayList<>(1)).add(d);
            }
        }
        return functions;
    }

    /** Walks the tree, its top folders in parallel; folders starting with a dot are passed over. */
    private static Map<String, BasicFileAttributes> walk(Path root) throws IOException {
        Map<String, BasicFileAttributes> files = new ConcurrentHashMap<>(1 << 17);
        List<Path> tops = new ArrayList<>();
        try (DirectoryStream<Path> dir = Files.newDirectoryStream(root)) {
            for (Path p : dir) {
                BasicFileAttributes a = Files.readAttributes(p, BasicFileAttributes.class);
                if (a.isDirectory() && !p.getFileName().toString().startsWith(".")) { //$NON-NLS-1$
                    tops.add(p);
                } else if (a.isRegularFile()) {
                    files.put(p.getFileName().toString(), a);
                }
            }
        }
        tops.parallelStream().forEach(top -> walk(root, top, files));
        return files;
    }

    private static void walk(Path root, Path top, Map<String, BasicFileAttributes> files) {
        try {
            Files.walkFileTree(top, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                    return dir.getFileName().toString().startsWith(".") ? FileVisitResult.SKIP_SUBTREE //$NON-NLS-1$
                            : FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    if (attrs.isRegularFile()) {
                        files.put(root.relativize(file).toString().replace('\\', '/'), attrs);
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException exc) {
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String key(Path root) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256") //$NON-NLS-1$
                    .digest(root.toAbsolutePath().normalize().toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 12);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The indexed tree. */
    public SourceTree tree() {
        return tree;
    }

    /** How the build went. */
    public Stats stats() {
        return stats;
    }

    /**
     * Files whose path ends with {@code printed} ({@code sched.c}, {@code kernel/sched.c}),
     * ranked by {@link PathRanking}.
     */
    public List<String> files(String printed) {
        String p = printed.replace('\\', '/');
        while (p.startsWith("./") || p.startsWith("/")) { //$NON-NLS-1$ //$NON-NLS-2$
            p = p.substring(p.indexOf('/') + 1);
        }
        List<String> same = byBaseName.getOrDefault(p.substring(p.lastIndexOf('/') + 1), List.of());
        List<String> matches = new ArrayList<>();
        for (String path : same) {
            if (path.equals(p) || path.endsWith("/" + p)) { //$NON-NLS-1$
                matches.add(path);
            }
        }
        matches.sort(PathRanking.ORDER);
        return Collections.unmodifiableList(matches);
    }

    /** The definitions of a function, ranked by their files as {@link #files} ranks them. */
    public List<FunctionDef> functions(String name) {
        List<FunctionDef> defs = new ArrayList<>(functions.getOrDefault(name, List.of()));
        defs.sort((a, b) -> PathRanking.ORDER.compare(a.file(), b.file()));
        return defs;
    }

    /** The lines of a file of the tree (Latin-1 where not UTF-8 would be wrong for old trees). */
    public List<String> lines(String file) {
        try {
            return Files.readAllLines(tree.root().resolve(file), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
