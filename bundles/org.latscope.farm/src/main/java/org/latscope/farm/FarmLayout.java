// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.farm;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * Where a farm's groups are: folders {@code ROOT/MACHINE/KERNEL} (the pattern configurable, e.g.
 * {@code LAB/MACHINE/KERNEL} where {@code *} or any other word is a folder level that names
 * nothing) or the lines {@code MACHINE KERNEL FOLDER} of a manifest. Each group's files are
 * listed as {@code latscope hotspots FOLDER} lists them: every regular file below the folder (or
 * link to one), {@code kernel-src} folders passed over, in path order.
 */
public final class FarmLayout {

    /** The default pattern. */
    public static final String DEFAULT_PATTERN = "MACHINE/KERNEL"; //$NON-NLS-1$
    private static final String SOURCE_FOLDER = "kernel-src"; //$NON-NLS-1$

    private final List<FarmGroup> groups;
    private final List<FarmFile> files;
    private final List<String> outside;

    private FarmLayout(List<FarmGroup> groups, List<FarmFile> files, List<String> outside) {
        this.groups = List.copyOf(groups);
        this.files = List.copyOf(files);
        this.outside = List.copyOf(outside);
    }

    /**
     * @param root the farm's root folder
     * @param pattern folder levels below it, {@code /}-separated: {@code MACHINE} and {@code KERNEL} once each
     * @return the groups found and their files
     * @throws IOException when a folder cannot be listed
     * @throws IllegalArgumentException when the pattern is wrong or two folders name one group
     */
    public static FarmLayout walk(Path root, String pattern) throws IOException {
        String[] levels = pattern.split("/"); //$NON-NLS-1$
        int machine = List.of(levels).indexOf("MACHINE"); //$NON-NLS-1$
        int kernel = List.of(levels).indexOf("KERNEL"); //$NON-NLS-1$
        if (machine < 0 || kernel < 0 || machine != List.of(levels).lastIndexOf("MACHINE") //$NON-NLS-1$
                || kernel != List.of(levels).lastIndexOf("KERNEL")) { //$NON-NLS-1$
            throw new IllegalArgumentException("--group " + pattern //$NON-NLS-1$
                    + ": the pattern names MACHINE and KERNEL once each, e.g. MACHINE/KERNEL or LAB/MACHINE/KERNEL"); //$NON-NLS-1$
        }
        // ROOT as the user spelled it: a group's files are then named, and its traces labelled,
        // as latscope hotspots ROOT/MACHINE/KERNEL names them
        Path top = root;
        if (!Files.isDirectory(top)) {
            throw new java.nio.file.NoSuchFileException(top.toString(), null, "not a folder"); //$NON-NLS-1$
        }
        Map<String, FarmGroup> byName = new LinkedHashMap<>();
        List<String> outside = new ArrayList<>();
        List<Path> folders = new ArrayList<>();
        collectFolders(top, 0, levels.length, folders, outside);
        for (Path folder : folders) {
            Path rel = top.relativize(folder);
            FarmGroup g = new FarmGroup(rel.getName(machine).toString(), rel.getName(kernel).toString(), folder.toString());
            FarmGroup before = byName.putIfAbsent(g.name(), g);
            if (before != null) {
                throw new IllegalArgumentException(String.format(Locale.ROOT,
                        "%s and %s are both the group %s under --group %s: name the level that tells them apart", //$NON-NLS-1$
                        before.folder(), g.folder(), g.name(), pattern));
            }
        }
        return of(new ArrayList<>(byName.values()), outside);
    }

    /**
     * @param manifest lines {@code MACHINE KERNEL FOLDER} (whitespace-separated; a relative folder
     *        is under the manifest's own; {@code #} starts a comment)
     * @return the groups listed and their files
     * @throws IOException when the manifest or a folder cannot be read
     * @throws IllegalArgumentException naming the line that is wrong
     */
    public static FarmLayout manifest(Path manifest) throws IOException {
        List<String> lines = Files.readAllLines(manifest);
        Map<String, FarmGroup> byName = new LinkedHashMap<>();
        Path base = manifest.getParent() == null ? Path.of("") : manifest.getParent(); //$NON-NLS-1$
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).replaceFirst("#.*", "").trim(); //$NON-NLS-1$ //$NON-NLS-2$
            if (line.isEmpty()) {
                continue;
            }
            String[] words = line.split("\\s+", 3); //$NON-NLS-1$
            if (words.length < 3) {
                throw new IllegalArgumentException(String.format(Locale.ROOT,
                        "%s:%d: expected MACHINE KERNEL FOLDER, found \"%s\"", manifest, i + 1, line)); //$NON-NLS-1$
            }
            Path folder = base.resolve(words[2]);
            if (!Files.isDirectory(folder)) {
                throw new IllegalArgumentException(String.format(Locale.ROOT, "%s:%d: %s is not a folder", manifest, i + 1, folder)); //$NON-NLS-1$
            }
            FarmGroup g = new FarmGroup(words[0], words[1], folder.toString());
            if (byName.putIfAbsent(g.name(), g) != null) {
                throw new IllegalArgumentException(String.format(Locale.ROOT, "%s:%d: %s is listed twice", manifest, i + 1, g.name())); //$NON-NLS-1$
            }
        }
        return of(new ArrayList<>(byName.values()), List.of());
    }

    private static void collectFolders(Path dir, int depth, int levels, List<Path> folders, List<String> outside)
            throws IOException {
        if (depth == levels) {
            folders.add(dir);
            return;
        }
        List<Path> children = new ArrayList<>();
        try (var list = Files.list(dir)) {
            list.forEach(children::add);
        }
        children.sort(Comparator.comparing(Path::toString));
        for (Path child : children) {
            if (Files.isDirectory(child)) {
                collectFolders(child, depth + 1, levels, folders, outside);
            } else {
                outside.add(child.toString());
            }
        }
    }

    private static FarmLayout of(List<FarmGroup> groups, List<String> outside) throws IOException {
        groups.sort(Comparator.comparing(FarmGroup::name));
        List<FarmFile> files = new ArrayList<>();
        for (FarmGroup g : groups) {
            List<String[]> found = new ArrayList<>(); // path, size
            Path folder = Path.of(g.folder());
            Files.walkFileTree(folder, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                    return !dir.equals(folder) && SOURCE_FOLDER.equals(dir.getFileName().toString())
                            ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    if (attrs.isRegularFile()) {
                        found.add(new String[] { file.toString(), Long.toString(attrs.size()) });
                    } else if (attrs.isSymbolicLink() && Files.isRegularFile(file)) {
                        found.add(new String[] { file.toString(), Long.toString(size(file)) });
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
            found.sort(Comparator.comparing(f -> f[0]));
            for (int i = 0; i < found.size(); i++) {
                files.add(new FarmFile(g.machine(), g.kernel(), g.folder(), found.get(i)[0], i, Long.parseLong(found.get(i)[1])));
            }
        }
        return new FarmLayout(groups, files, outside);
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return 0;
        }
    }

    /** @return the groups, by name */
    public List<FarmGroup> groups() {
        return groups;
    }

    /** @return every group's files */
    public List<FarmFile> files() {
        return files;
    }

    /** @return files beside the groups' folders, in no group (the pattern's levels above them) */
    public List<String> outside() {
        return outside;
    }

    /** @return each machine's kernels that other machines ran and it did not, by machine */
    public Map<String, List<String>> missingKernels() {
        TreeSet<String> kernels = new TreeSet<>();
        Map<String, TreeSet<String>> byMachine = new LinkedHashMap<>();
        for (FarmGroup g : groups) {
            kernels.add(g.kernel());
            byMachine.computeIfAbsent(g.machine(), m -> new TreeSet<>()).add(g.kernel());
        }
        Map<String, List<String>> missing = new LinkedHashMap<>();
        byMachine.forEach((m, ran) -> {
            List<String> lacks = kernels.stream().filter(k -> !ran.contains(k)).toList();
            if (!lacks.isEmpty()) {
                missing.put(m, lacks);
            }
        });
        return Collections.unmodifiableMap(missing);
    }
}
