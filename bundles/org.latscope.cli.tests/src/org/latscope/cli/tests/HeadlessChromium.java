// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.tests;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Renders a page with Debian's {@code chromium} headless (no network, a fresh profile) into a
 * PNG and collects what the page wrote to its console: Chromium logs every console message,
 * and every uncaught error or refused resource, as a {@code CONSOLE} line on stderr with
 * {@code --enable-logging=stderr}. The report pages run no script, so any such line is a fault.
 */
final class HeadlessChromium {

    /**
     * @param exit the browser's exit code
     * @param console the console lines
     * @param log everything it printed
     */
    record Result(int exit, List<String> console, String log) {
    }

    private HeadlessChromium() {
    }

    static Result render(Path page, Path png, int width, int height) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory("latscope-chromium");
        try {
            Process p = new ProcessBuilder("chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                    "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    "--user-data-dir=" + profile, "--enable-logging=stderr", "--v=0", "--hide-scrollbars",
                    "--screenshot=" + png.toAbsolutePath(), "--window-size=" + width + "," + height,
                    page.toAbsolutePath().toUri().toString()).redirectErrorStream(true).start();
            p.getOutputStream().close();
            byte[] out = p.getInputStream().readAllBytes();
            if (!p.waitFor(120, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IOException("chromium did not finish within 120 s");
            }
            String log = new String(out, StandardCharsets.UTF_8);
            List<String> console = new ArrayList<>();
            for (String line : log.split("\n")) {
                if (line.contains(":CONSOLE")) {
                    console.add(line);
                }
            }
            return new Result(p.exitValue(), console, log);
        } finally {
            try (Stream<Path> files = Files.walk(profile)) {
                for (Path f : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(f);
                }
            } catch (IOException e) {
                // a profile file still held by a dying helper: the temp folder keeps it
            }
        }
    }
}
