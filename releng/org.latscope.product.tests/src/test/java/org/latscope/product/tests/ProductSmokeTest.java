// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.product.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Starts the materialized product through {@code ./latscope}, as a user does, and checks
 * what the user sees. Passing UI tests do not prove this: the test harness starts bundles
 * differently from the product's own configuration.
 */
class ProductSmokeTest {

    private static final Path ROOT = Path.of(System.getProperty("latscope.root", "../.."));
    /**
     * The shell's trim as SWT on GTK reckons it without a window manager: the X window xwininfo
     * measures is the shell's bounds less that (6x29 pixels here), at the bounds' place.
     */
    private static final int TRIM = 40;
    private static final Path SCREENSHOTS = Path.of(System.getProperty("latscope.screenshots", "target/screenshots"));

    @Test
    void explorerOpensALatscopeWindowWithoutErrorsInItsLog(@TempDir Path workspace) throws Exception {
        String display = System.getenv("DISPLAY");
        assertTrue(display != null && !display.isEmpty(), "DISPLAY must be set; run the README's test command, which starts Xvfb");
        Path out = workspace.resolve("latscope.out");
        ProcessBuilder builder = latscope(workspace.resolve("ws")).redirectErrorStream(true).redirectOutput(out.toFile());
        Process product = builder.start();
        try {
            String window = waitForWindow(product, out, 90);
            // the first window takes 90 % of the screen (1440x900 of the test display's 1600x1000)
            int[] screen = geometry("-root");
            int[] size = geometry("-id", window);
            String of = Arrays.toString(size) + " on a " + screen[0] + "x" + screen[1] + " screen";
            assertInside(screen[0] * 90 / 100, size[0], "window width, " + of);
            assertInside(screen[1] * 90 / 100, size[1], "window height, " + of);
            assertEquals(screen[0] * 5 / 100, size[2], "centred, " + of);
            assertEquals(screen[1] * 5 / 100, size[3], "centred, " + of);
            Thread.sleep(5000); // let the listing job fill the Trace Sets view and GTK paint it
            Files.createDirectories(SCREENSHOTS);
            Path png = SCREENSHOTS.resolve("product.png");
            run(List.of("import", "-window", window, png.toString()), 30);
            assertTrue(Files.size(png) > 10_000, "screenshot " + png + " has content");
        } finally {
            product.destroy();
            if (!product.waitFor(20, TimeUnit.SECONDS)) {
                product.destroyForcibly();
            }
        }
        Path log = workspace.resolve("ws/.metadata/.log");
        if (Files.exists(log)) {
            String text = Files.readString(log, StandardCharsets.UTF_8);
            // Severity 4 is IStatus.ERROR; warnings and infos are allowed.
            assertTrue(!Pattern.compile("(?m)^!ENTRY \\S+ 4 ").matcher(text).find(), "errors in the product log:\n" + text);
        }
        String console = Files.readString(out, StandardCharsets.UTF_8);
        assertTrue(!console.contains("Exception"), "exceptions on the product's console:\n" + console);
    }

    /** The size and place the user left the window at, kept in the workspace's preferences, are where it opens next. */
    @Test
    void explorerOpensItsWindowWhereItWasLeft(@TempDir Path workspace) throws Exception {
        Path settings = Files.createDirectories(workspace.resolve("ws/.metadata/.plugins/org.eclipse.core.runtime/.settings"));
        Files.writeString(settings.resolve("org.latscope.rcp.prefs"), "eclipse.preferences.version=1\nwindow.bounds=100,60,1000,700\n");
        Path out = workspace.resolve("latscope.out");
        Process product = latscope(workspace.resolve("ws")).redirectErrorStream(true).redirectOutput(out.toFile()).start();
        try {
            String window = waitForWindow(product, out, 90);
            int[] size = geometry("-id", window);
            String of = Arrays.toString(size);
            assertInside(1000, size[0], of);
            assertInside(700, size[1], of);
            assertEquals(100, size[2], of);
            assertEquals(60, size[3], of);
        } finally {
            product.destroy();
            if (!product.waitFor(20, TimeUnit.SECONDS)) {
                product.destroyForcibly();
            }
        }
    }

    /** Asserts a window's measured size is the size its shell was given, less at most the trim. */
    private static void assertInside(int given, int measured, String what) {
        assertTrue(measured <= given && given - measured <= TRIM, given + " less the trim expected: " + what);
    }

    /** @return width, height, and absolute x and y of a window, as {@code xwininfo ARGS} prints them */
    private static int[] geometry(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("xwininfo"));
        command.addAll(List.of(args));
        String info = run(command, 20).output;
        int[] g = new int[4];
        String[] fields = { "Width", "Height", "Absolute upper-left X", "Absolute upper-left Y" };
        for (int k = 0; k < fields.length; k++) {
            Matcher m = Pattern.compile("(?m)^\\s*" + fields[k] + ":\\s*(-?\\d+)").matcher(info);
            assertTrue(m.find(), fields[k] + " in\n" + info);
            g[k] = Integer.parseInt(m.group(1));
        }
        return g;
    }

    /**
     * The first headless command after a Maven build trains the ahead-of-time cache first (about
     * 15 s, more on a loaded machine): whichever test runs one first waits for that.
     */
    private static final int FIRST_COMMAND_SECONDS = 240;

    @Test
    void versionAndHelpNeedNoDisplay() throws Exception {
        for (String option : List.of("--version", "--help")) {
            ProcessBuilder builder = new ProcessBuilder(ROOT.resolve("latscope").toString(), option);
            builder.environment().remove("DISPLAY");
            builder.environment().put("LATSCOPE_NO_BUILD", "1");
            Result result = run(builder, FIRST_COMMAND_SECONDS);
            assertEquals(0, result.code, option + ":\n" + result.output);
            assertTrue(result.output.contains(option.equals("--version") ? "Latscope 0.1.0" : "Usage: latscope"), result.output);
            if (option.equals("--version")) {
                // Nothing but the version: scripts read it (no JVM or OSGi chatter on either stream).
                assertEquals(2, result.output.lines().count(), result.output);
            }
        }
    }

    /**
     * The command line starts the framework from an unsigned copy of its jar (the JDK would
     * verify the signed one class by class on every start): same classes, no signature files.
     */
    @Test
    void headlessCommandsStartTheFrameworkFromAnUnsignedCopy() throws Exception {
        ProcessBuilder builder = new ProcessBuilder(ROOT.resolve("latscope").toString(), "formats");
        builder.environment().put("LATSCOPE_NO_BUILD", "1");
        Result result = run(builder, FIRST_COMMAND_SECONDS);
        assertEquals(0, result.code, result.output);
        assertTrue(result.output.contains("vp-latency"), result.output);
        Path product = ROOT.resolve("releng/org.latscope.product/target/products/org.latscope.product/linux/gtk/x86_64");
        String config = Files.readString(product.resolve("configuration-cli/config.ini"), StandardCharsets.UTF_8);
        Matcher framework = Pattern.compile("(?m)^osgi\\.framework=file:configuration-cli/(org\\.eclipse\\.osgi_[^/\\s]+\\.jar)$")
                .matcher(config);
        assertTrue(framework.find(), config);
        Path copy = product.resolve("configuration-cli").resolve(framework.group(1));
        Path signed = product.resolve("plugins").resolve(framework.group(1));
        try (JarFile unsigned = new JarFile(copy.toFile()); JarFile original = new JarFile(signed.toFile(), false)) {
            assertTrue(original.stream().anyMatch(e -> e.getName().endsWith(".SF")), "the product's framework jar is signed");
            assertTrue(unsigned.stream().noneMatch(e -> e.getName().matches("META-INF/[^/]+\\.(SF|RSA|DSA|EC)")),
                    "signature files in " + copy);
            assertTrue(unsigned.getManifest().getEntries().isEmpty(), "per-entry digests in " + copy);
            int classes = 0;
            for (JarEntry entry : original.stream().filter(e -> e.getName().endsWith(".class")).toList()) {
                JarEntry same = unsigned.getJarEntry(entry.getName());
                assertTrue(same != null, entry.getName() + " missing from " + copy);
                try (InputStream a = original.getInputStream(entry); InputStream b = unsigned.getInputStream(same)) {
                    assertTrue(Arrays.equals(a.readAllBytes(), b.readAllBytes()), entry.getName());
                }
                classes++;
            }
            assertTrue(classes > 400, "classes compared: " + classes);
        }
    }

    /**
     * The command line runs on a plain class path by default (org.latscope.cli.PlainMain, with the
     * JDK's ahead-of-time cache); its formats come from the formats bundle's plugin.xml rather
     * than the extension registry. What every command prints must be what the OSGi application
     * prints, byte for byte, exit code included.
     */
    @Test
    void plainLaunchPrintsWhatTheOsgiLaunchPrints(@TempDir Path temp) throws Exception {
        String samples = ROOT.resolve("bundles/org.latscope.rcp/samples").toString();
        String dat = ROOT.resolve("bundles/org.latscope.testdata/data/trace-dat/v7zstd_6.1rt_events.dat").toString();
        List<List<String>> commands = List.of(List.of("--version"), List.of("formats"), List.of("summary", "--json", samples),
                List.of("hotspots", "--json", samples), List.of("tree", samples), List.of("stats", "--json", samples),
                List.of("nesting", samples), List.of("summary", dat), List.of("summary", "--no-such-option"));
        for (List<String> command : commands) {
            Result plain = latscope(command, "plain", temp.resolve("plain.out"));
            Result osgi = latscope(command, "osgi", temp.resolve("osgi.out"));
            assertEquals(osgi.code, plain.code, command + ": exit code");
            assertTrue(osgi.output.length() > 20, command + " printed little:\n" + osgi.output);
            assertEquals(osgi.output, plain.output, command + ": stdout and stderr");
        }
    }

    /** The plain launch maps its ahead-of-time cache: the Latscope classes a summary needs come from it, not from the jars. */
    @Test
    void plainLaunchLoadsItsClassesFromTheAheadOfTimeCache() throws Exception {
        ProcessBuilder builder = new ProcessBuilder(ROOT.resolve("latscope").toString(), "summary",
                ROOT.resolve("bundles/org.latscope.rcp/samples/lt040907/lt001.v3k1/lt.01").toString());
        builder.environment().put("LATSCOPE_NO_BUILD", "1");
        builder.environment().put("LATSCOPE_VMARGS", "-Xlog:class+load=info:stdout");
        Result result = run(builder, FIRST_COMMAND_SECONDS);
        assertEquals(0, result.code, result.output.lines().filter(l -> !l.contains("class,load")).toList().toString());
        // Latscope's own, EMF's (a signed jar's) and picocli's (class file version 49), the last
        // two from the copies CacheableJar made
        for (String prefix : List.of(" org.latscope.", " org.eclipse.emf.", " picocli.")) {
            List<String> loaded = result.output.lines().filter(l -> l.contains(prefix)).toList();
            long cached = loaded.stream().filter(l -> l.contains("shared objects file")).count();
            assertTrue(loaded.size() > 50, prefix.strip() + " classes loaded: " + loaded.size());
            assertTrue(cached >= loaded.size() * 9 / 10, cached + " of " + loaded.size() + prefix + " classes from the cache; not from it:\n"
                    + String.join("\n", loaded.stream().filter(l -> !l.contains("shared objects file")).limit(20).toList()));
        }
    }

    /** @return what {@code ./latscope COMMAND} prints on stdout then stderr, launched as {@code LATSCOPE_LAUNCH} says */
    private static Result latscope(List<String> command, String launch, Path out) throws Exception {
        List<String> line = new ArrayList<>(List.of(ROOT.resolve("latscope").toString()));
        line.addAll(command);
        ProcessBuilder builder = new ProcessBuilder(line);
        builder.environment().put("LATSCOPE_NO_BUILD", "1");
        builder.environment().put("LATSCOPE_LAUNCH", launch);
        Path err = out.resolveSibling(out.getFileName() + ".err");
        Process process = builder.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!process.waitFor(FIRST_COMMAND_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            fail(line + " did not finish within " + FIRST_COMMAND_SECONDS + " s");
        }
        return new Result(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8) + "\n--- stderr\n"
                + Files.readString(err, StandardCharsets.UTF_8));
    }

    @Test
    void explorerWithoutADisplaySaysSoInOneLine() throws Exception {
        ProcessBuilder builder = new ProcessBuilder(ROOT.resolve("latscope").toString());
        builder.environment().remove("DISPLAY");
        builder.environment().remove("WAYLAND_DISPLAY");
        builder.environment().put("LATSCOPE_NO_BUILD", "1");
        Result result = run(builder, 60);
        assertEquals(1, result.code, result.output);
        assertEquals(1, result.output.strip().lines().count(), result.output);
        assertTrue(result.output.startsWith("latscope: no display") && result.output.contains("--help"), result.output);
    }

    private static ProcessBuilder latscope(Path workspace) {
        ProcessBuilder builder = new ProcessBuilder(ROOT.resolve("latscope").toString());
        Map<String, String> env = builder.environment();
        env.put("LATSCOPE_WORKSPACE", workspace.toString());
        env.put("LATSCOPE_NO_BUILD", "1");
        return builder;
    }

    /** Waits for the workbench window, a top-level window titled Latscope wider than 800 pixels; returns its id. */
    private static String waitForWindow(Process product, Path out, int seconds) throws Exception {
        Pattern window = Pattern.compile("(?m)^\\s*(0x[0-9a-f]+) \"Latscope ?\": \\(.*?\\)\\s+(\\d+)x(\\d+)");
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (System.nanoTime() < end) {
            if (!product.isAlive()) {
                fail("the product exited with " + product.exitValue() + ":\n" + Files.readString(out));
            }
            Matcher m = window.matcher(run(List.of("xwininfo", "-root", "-tree"), 20).output);
            while (m.find()) {
                if (Integer.parseInt(m.group(2)) > 800) {
                    return m.group(1);
                }
            }
            Thread.sleep(500);
        }
        fail("no window titled Latscope after " + seconds + " s:\n" + Files.readString(out));
        return null;
    }

    private record Result(int code, String output) {
    }

    private static Result run(List<String> command, int seconds) throws IOException, InterruptedException {
        return run(new ProcessBuilder(command), seconds);
    }

    private static Result run(ProcessBuilder builder, int seconds) throws IOException, InterruptedException {
        Process process = builder.redirectErrorStream(true).start();
        List<String> lines = new ArrayList<>();
        Thread reader = Thread.ofVirtual().start(() -> process.inputReader().lines().forEach(lines::add));
        if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            fail(builder.command() + " did not finish within " + seconds + " s");
        }
        reader.join();
        return new Result(process.exitValue(), String.join("\n", lines));
    }
}
