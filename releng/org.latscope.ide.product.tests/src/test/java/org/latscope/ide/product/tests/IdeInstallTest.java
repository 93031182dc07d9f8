// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ide.product.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Latscope installed as a user installs it: the update site the build wrote goes into a clean
 * Eclipse IDE with that IDE's own p2 director (what Help &gt; Install New Software does), then
 * the IDE starts under Xvfb on a fresh workspace and the scenario driver (installed the same
 * way from its own repository) imports a project with a trace folder and a kernel tree, opens
 * the folder in Latscope and double-clicks the top hotspot.
 */
class IdeInstallTest {

    private static final Path ROOT = Path.of(System.getProperty("latscope.root", "../..")).toAbsolutePath().normalize();
    private static final Path SCREENSHOTS = Path.of(System.getProperty("latscope.screenshots", "target/screenshots"));
    private static final Path CLEAN_IDE = ROOT.resolve("releng/org.latscope.ide.product/target/products/org.latscope.ide.product/linux/gtk/x86_64");
    private static final Path UPDATE_SITE = ROOT.resolve("releng/org.latscope.repository/target/repository");
    private static final Path DRIVER_SITE = ROOT.resolve("releng/org.latscope.ide.product/target/repository");
    private static final Path SAMPLES = ROOT.resolve("bundles/org.latscope.rcp/samples");

    @Test
    void installedFromTheUpdateSiteAHotspotOpensTheWorkspaceSourceAnnotated(@TempDir Path tmp) throws Exception {
        String display = System.getenv("DISPLAY");
        assertTrue(display != null && !display.isEmpty(), "DISPLAY must be set; run the README's test command, which starts Xvfb");
        Path ide = Path.of("target/ide").toAbsolutePath();
        deleteTree(ide);
        copyTree(CLEAN_IDE, ide);
        assertTrue(!bundlesInfo(ide).contains("org.latscope"), "the clean IDE has no Latscope");

        Result install = director(ide, UPDATE_SITE, "org.latscope.headless.feature.feature.group,org.latscope.ui.feature.feature.group");
        assertEquals(0, install.code, install.output);
        String installed = bundlesInfo(ide);
        for (String bundle : List.of("org.latscope.ide,", "org.latscope.ui,", "org.latscope.cli,", "picocli,",
                "org.eclipse.nebula.widgets.nattable.core,")) {
            assertTrue(installed.contains("\n" + bundle), bundle + " installed:\n" + installed);
        }
        Result driver = director(ide, DRIVER_SITE, "org.latscope.ide.driver");
        assertEquals(0, driver.code, driver.output);

        Path project = project(tmp.resolve("kernel-traces"));
        Map<Path, String> before = Checksums.of(project);
        Path results = Files.createDirectories(tmp.resolve("results"));
        Path workspace = tmp.resolve("workspace");
        Result run = start(ide, workspace, project, results);
        Properties seen = new Properties();
        Path resultsFile = results.resolve("results.properties");
        assertTrue(Files.exists(resultsFile), "the scenario wrote no results; the IDE said:\n" + run.output + log(workspace));
        try (InputStream in = Files.newInputStream(resultsFile)) {
            seen.load(in);
        }
        Files.createDirectories(SCREENSHOTS);
        for (String name : List.of("ide-project-explorer.png", "ide-hotspot-source.png")) {
            if (Files.exists(results.resolve(name))) {
                Files.copy(results.resolve(name), SCREENSHOTS.resolve(name), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        assertNull(seen.getProperty("error"), () -> seen.getProperty("error") + log(workspace));
        assertEquals("true", seen.getProperty("done"));

        // Problems markers from the set's diagnostics: lt.02 declares 111 entries and holds 18
        assertEquals("1", seen.getProperty("diagnostic.count"), "one marker per diagnostic: " + seen);
        assertEquals("traces/lt001.v3k1/lt.02", seen.getProperty("diagnostic.file"), seen.toString());
        assertEquals("3", seen.getProperty("diagnostic.line"), seen.toString());
        assertTrue(seen.getProperty("diagnostic.message").contains("111 entries"), seen.toString());
        // the decorator: format and worst latency
        assertTrue(seen.getProperty("decorated.label").matches("lt\\.0[12] \\[vp-latency, worst (550|612) us\\]"), seen.toString());
        // the hottest function, opened in the workspace's kernel tree at its definition, annotated
        assertEquals("__modify_IO_APIC_irq", seen.getProperty("hotspot.key"), seen.toString());
        assertEquals("kernel-src/linux-2.6.9/arch/i386/kernel/io_apic.c", seen.getProperty("source.file"), seen.toString());
        assertEquals("127", seen.getProperty("source.line"), seen.toString());
        assertEquals("org.eclipse.ui.DefaultTextEditor", seen.getProperty("source.editor"), seen.toString());
        assertTrue(Integer.parseInt(seen.getProperty("source.markers")) >= 3, seen.toString());
        assertTrue(Integer.parseInt(seen.getProperty("source.annotations")) >= 3, seen.toString());
        assertTrue(seen.getProperty("source.marker.message", "").matches("Latscope: __modify_IO_APIC_irq \\(count 1, max 567 us, total 567 us\\)"),
                seen.toString());
        // trace files and sources are only read
        assertEquals(before, Checksums.of(project), "no file of the project was written");
    }

    /** The project a user imports: its trace folder and kernel tree copied from the sample folder. */
    private static Path project(Path folder) throws IOException {
        copyTree(SAMPLES.resolve("lt040907"), folder.resolve("traces"));
        copyTree(SAMPLES.resolve("kernel-src/linux-2.6.9"), folder.resolve("kernel-src/linux-2.6.9"));
        Files.writeString(folder.resolve(".project"), """
                <?xml version="1.0" encoding="UTF-8"?>
                <projectDescription>
                	<name>kernel-traces</name>
                	<comment></comment>
                	<projects></projects>
                	<buildSpec></buildSpec>
                	<natures></natures>
                </projectDescription>
                """, StandardCharsets.UTF_8);
        return folder;
    }

    private static Result director(Path ide, Path repository, String units) throws Exception {
        assertTrue(Files.isDirectory(repository), repository + " is built first (the update site, the IDE product)");
        return run(ide, List.of("-nosplash", "-application", "org.eclipse.equinox.p2.director",
                "-repository", repository.toUri().toString(), "-installIU", units), List.of(), 300);
    }

    private static Result start(Path ide, Path workspace, Path project, Path results) throws Exception {
        return run(ide, List.of("-nosplash", "-data", workspace.toString()),
                List.of("-Dlatscope.ide.project=" + project, "-Dlatscope.ide.scenario=" + results), 420);
    }

    /** Starts the IDE's launcher jar in the IDE's folder, as its (missing) native launcher would. */
    private static Result run(Path ide, List<String> args, List<String> vmArgs, int seconds) throws Exception {
        Path launcher;
        try (Stream<Path> plugins = Files.list(ide.resolve("plugins"))) {
            launcher = plugins.filter(p -> p.getFileName().toString().matches("org\\.eclipse\\.equinox\\.launcher_[^/]*\\.jar"))
                    .findFirst().orElseThrow();
        }
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xmx2g");
        command.addAll(vmArgs);
        command.addAll(List.of("-jar", launcher.toString()));
        command.addAll(args);
        ProcessBuilder builder = new ProcessBuilder(command).directory(ide.toFile()).redirectErrorStream(true);
        Process process = builder.start();
        List<String> lines = new ArrayList<>();
        Thread reader = Thread.ofVirtual().start(() -> process.inputReader().lines().forEach(lines::add));
        if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            reader.join(5000);
            fail(command + " did not finish within " + seconds + " s:\n" + String.join("\n", lines));
        }
        reader.join();
        return new Result(process.exitValue(), String.join("\n", lines));
    }

    private record Result(int code, String output) {
    }

    private static String bundlesInfo(Path ide) throws IOException {
        return "\n" + Files.readString(ide.resolve("configuration/org.eclipse.equinox.simpleconfigurator/bundles.info"));
    }

    private static String log(Path workspace) {
        Path log = workspace.resolve(".metadata/.log");
        try {
            return Files.exists(log) ? "\nworkspace log:\n" + Files.readString(log) : "";
        } catch (IOException e) {
            return "\nworkspace log unreadable: " + e;
        }
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> all = Files.walk(from)) {
            for (Path p : (Iterable<Path>) all::iterator) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        if (Files.exists(dir)) {
            try (Stream<Path> all = Files.walk(dir)) {
                for (Path p : (Iterable<Path>) all.sorted(Comparator.reverseOrder())::iterator) {
                    Files.delete(p);
                }
            }
        }
    }
}
