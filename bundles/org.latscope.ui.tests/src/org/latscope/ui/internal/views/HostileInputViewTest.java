// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.testdata.TestData;
import org.latscope.ui.internal.views.diagnostics.DiagnosticsView;
import org.latscope.ui.internal.views.table.VirtualTable;
import org.latscope.ui.tests.Screenshots;
import org.latscope.ui.tests.UiWait;

/**
 * A folder of hostile input opened in the explorer: an archive with {@code ../} and absolute
 * entries, gzip and zip bombs, a truncated gzip, a binary file and a 5 MB line, beside a good
 * trace. It loads without freezing the UI thread, and the Diagnostics view names each.
 */
class HostileInputViewTest {

    @TempDir
    Path dir;

    @AfterEach
    void closeEditors() {
        ViewTests.cleanUp();
    }

    private static void bomb(OutputStream out, int megabytes) throws IOException {
        byte[] block = "x\n".repeat(512 * 1024).getBytes(); // 1 MB
        for (int i = 0; i < megabytes; i++) {
            out.write(block);
        }
    }

    private void hostileFolder() throws IOException {
        byte[] seed = Files.readAllBytes(TestData.path("seeds/000_ccd2cb2fc6f710da.txt"));
        Files.write(dir.resolve("good.txt"), seed);
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(dir.resolve("escape.zip")))) {
            for (String name : List.of("../../escape.txt", "/etc/absolute.txt", "inside.txt")) {
                zip.putNextEntry(new ZipEntry(name));
                zip.write(seed);
            }
        }
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(dir.resolve("bomb.txt.gz")), 1 << 16)) {
            bomb(out, 600);
        }
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(dir.resolve("bomb.zip")))) {
            zip.putNextEntry(new ZipEntry("zipbomb.txt"));
            bomb(zip, 600);
        }
        Path gz = dir.resolve("truncated.txt.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
            out.write(seed);
        }
        byte[] whole = Files.readAllBytes(gz);
        Files.write(gz, Arrays.copyOf(whole, whole.length / 2));
        byte[] binary = new byte[65536];
        for (int i = 0; i < binary.length; i++) {
            binary[i] = (byte) (i * 31);
        }
        Files.write(dir.resolve("blob.bin"), binary);
        byte[] line = ("x".repeat(5 * 1024 * 1024) + "\n").getBytes();
        try (OutputStream out = Files.newOutputStream(dir.resolve("longline.txt"))) {
            out.write(seed);
            out.write(line);
        }
    }

    private static long gcMillis() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream().mapToLong(GarbageCollectorMXBean::getCollectionTime).sum();
    }

    private static List<String> rows(VirtualTable table) {
        List<String> rows = new ArrayList<>();
        for (int r = 0; r < table.rows().size(); r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < table.natTable().getColumnCount(); c++) {
                row.append(table.natTable().getDataValueByPosition(c, r + 1)).append(" | ");
            }
            rows.add(row.toString());
        }
        return rows;
    }

    @Test
    void eachHostileFileIsNamedInTheDiagnosticsView() throws Exception {
        hostileFolder();
        IWorkbenchWindow window = ViewTests.window();
        Display display = window.getShell().getDisplay();
        // the UI thread's longest stall while the folder loads: a timer asked every 20 ms; with
        // the CPU time the UI thread ran in it (its own work, as opposed to waiting for a core)
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        AtomicLong last = new AtomicLong(System.nanoTime());
        AtomicLong lastCpu = new AtomicLong(threads.getCurrentThreadCpuTime());
        AtomicLong worst = new AtomicLong();
        AtomicLong worstCpu = new AtomicLong();
        boolean[] loading = {true};
        long gcBefore = gcMillis();
        Runnable tick = new Runnable() {
            @Override
            public void run() {
                long now = System.nanoTime();
                long cpu = threads.getCurrentThreadCpuTime();
                long gap = now - last.getAndSet(now);
                long ran = cpu - lastCpu.getAndSet(cpu);
                if (gap > worst.get()) {
                    worst.set(gap);
                    worstCpu.set(ran);
                }
                if (loading[0]) {
                    display.timerExec(20, this);
                }
            }
        };
        display.timerExec(20, tick);
        ViewTests.open(window.getActivePage(), dir);
        loading[0] = false;
        long gcAfter = gcMillis();
        DiagnosticsView view = (DiagnosticsView) window.getActivePage().showView(DiagnosticsView.ID);
        VirtualTable table = view.table();
        UiWait.until(display, () -> table.model().rowCount() > 0, 60_000, "diagnostics");
        UiWait.drain(display);
        String[][] expected = {
                {"escape.txt", "absolute or .. path"},
                {"absolute.txt", "absolute or .. path"},
                {"bomb.txt.gz", "decompression bomb"},
                {"zipbomb.txt", "decompression bomb"},
                {"truncated.txt.gz", "Could not read the file"},
                {"blob.bin", "Binary file"},
                {"longline.txt", ""}};
        for (String[] e : expected) {
            table.setFilter(e[0]); // the rows whose cells hold the name: those painted are read
            ViewTests.settled(table);
            UiWait.drain(display);
            List<String> rows = rows(table);
            assertTrue(rows.stream().anyMatch(r -> r.contains(e[0]) && r.contains(e[1])),
                    () -> e[0] + " / " + e[1] + " not among\n" + String.join("\n", rows));
        }
        table.setFilter("");
        table.sort(2, true); // by severity, errors first: every hostile file on the first screen
        ViewTests.settled(table);
        UiWait.drain(display);
        ViewTests.maximize(view);
        UiWait.drain(display);
        int visible = table.natTable().getRowCount() - 1; // the header is row 0
        List<String> shown = rows(table).subList(0, Math.min(visible, table.rows().size()));
        System.out.println("hostile folder: the first screen of the Diagnostics view\n" + String.join("\n", shown));
        for (String[] e : expected) {
            assertTrue(shown.stream().anyMatch(r -> r.contains(e[0]) && r.contains(e[1])),
                    () -> e[0] + " is not on the first screen of " + visible + " rows");
        }
        assertTrue(Files.isRegularFile(Screenshots.save(window.getShell(), "diagnostics-hostile")));
        long stallMs = worst.get() / 1_000_000;
        System.out.println("hostile folder: longest UI thread stall while loading " + stallMs + " ms, the UI thread running "
                + worstCpu.get() / 1_000_000 + " ms of it; collector " + (gcAfter - gcBefore) + " ms in all while loading");
        assertTrue(stallMs < 2_000, stallMs + " ms stall");
        // what the explorer itself did on the UI thread in that stretch (the rest was waiting for a core
        // or the display server while the readers decompress the bombs)
        assertTrue(worstCpu.get() / 1_000_000 < 300, worstCpu.get() / 1_000_000 + " ms of UI work in one stretch");
    }
}
