// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ide.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.content.IContentDescription;
import org.eclipse.jface.viewers.DecorationContext;
import org.eclipse.jface.viewers.IDecorationContext;
import org.eclipse.jface.viewers.IDecoration;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.latscope.formats.InstalledTraceFormats;
import org.latscope.formats.TraceSetReader;
import org.latscope.ide.internal.TraceFileDecorator;
import org.latscope.model.TraceSet;
import org.latscope.testdata.TestData;
import org.latscope.ui.editor.TraceSetEditor;

/**
 * A trace folder of a workspace project opened in Latscope inside the IDE: its diagnostics
 * become Problems markers (those a headless read gives, replaced when read again, removed with
 * the set), its files get content types from the formats' probes and a decoration, a changed
 * file is read again, and no trace file is ever written.
 */
class WorkspaceTraceSetsTest {

    private static final String DIAGNOSTIC = "org.latscope.ide.diagnostic";
    private static final String VP = "000_ccd2cb2fc6f710da.txt";
    private static final String IRQ = "004_3538765cb0028241.txt";
    private static final String STATS = "001_abd67432cf475aff.txt";

    private TraceProject traces;
    private IFolder run;
    private IWorkbenchPage page;

    @BeforeEach
    void project() throws Exception {
        traces = new TraceProject("markers", "run1", List.of("seeds/" + VP, "seeds/" + IRQ));
        run = traces.folder;
        page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    @AfterEach
    void deleteProject() throws Exception {
        traces.delete();
    }

    @Test
    void markersAreTheDiagnosticsOfTheReadAndAreReplacedWhenReadAgain() throws Exception {
        TraceSetEditor first = open();
        int vp = Spin.until("markers on " + VP, 60, () -> count(run.getFile(VP)) > 0 ? count(run.getFile(VP)) : null);
        assertEquals(diagnostics(run.getFile(VP)), vp, "one marker per diagnostic of a headless read");
        IMarker marker = markers(run.getFile(VP))[0];
        assertTrue(marker.getAttribute(IMarker.MESSAGE, "").length() > 10, marker.getAttributes().toString());
        assertEquals("vp-latency", marker.getAttribute("latscope.format", ""));
        int irq = diagnostics(run.getFile(IRQ));
        Spin.until("markers on " + IRQ, 60, () -> count(run.getFile(IRQ)) == irq ? Boolean.TRUE : null);

        // a changed file: the set is read again, its markers replaced (not added to)
        try (InputStream in = Files.newInputStream(TestData.path("seeds/" + STATS))) {
            run.getFile(IRQ).setContents(in, IResource.FORCE, null);
        }
        TraceSetEditor reread = Spin.until("the set read again", 60,
                () -> page.getActiveEditor() instanceof TraceSetEditor e && e != first && e.showsLoadedSet() ? e : null);
        assertNotSame(first, reread);
        TraceSet set = reread.traceSet().traceSet();
        assertEquals("preempt-stats", set.getFiles().stream().filter(f -> f.getPath().endsWith(IRQ)).findFirst().orElseThrow().getFormatId(),
                "the new content was read");
        int stats = diagnostics(run.getFile(IRQ));
        Spin.until("the changed file's markers replaced", 60, () -> count(run.getFile(IRQ)) == stats ? Boolean.TRUE : null);
        Spin.until("the unchanged file's markers replaced, not doubled", 60, () -> count(run.getFile(VP)) == vp ? Boolean.TRUE : null);
        assertEquals("preempt-stats", markers(run.getFile(IRQ))[0].getAttribute("latscope.format", ""));
    }

    @Test
    void traceFilesAreNeverWrittenAndTheirMarkersGoWithTheSet() throws Exception {
        Map<String, String> before = checksums();
        IContentDescription vp = run.getFile(VP).getContentDescription();
        assertEquals("org.latscope.ide.trace.vp-latency", vp.getContentType().getId(), "detected by the probe, not the .txt name");
        assertEquals("org.latscope.ide.trace.irq-latency", run.getFile(IRQ).getContentDescription().getContentType().getId());
        TraceSetEditor editor = open();
        Spin.until("markers", 60, () -> count(run.getFile(VP)) > 0 && count(run.getFile(IRQ)) > 0 ? Boolean.TRUE : null);
        String suffix = decorate(run.getFile(VP));
        assertTrue(suffix.matches(" \\[vp-latency, worst \\d+ us\\]"), suffix);
        page.closeEditor(editor, false);
        Spin.until("markers removed with the set", 60, () -> count(run.getFile(VP)) == 0 && count(run.getFile(IRQ)) == 0 ? Boolean.TRUE : null);
        assertEquals(before, checksums(), "the trace files' bytes after opening, markers, decoration and closing");
    }

    private TraceSetEditor open() throws Exception {
        TraceSetEditor editor = TraceSetEditor.open(page, run.getLocation().toPath());
        Spin.until("the set read", 60, () -> editor.showsLoadedSet() ? Boolean.TRUE : null);
        return editor;
    }

    private static IMarker[] markers(IFile file) {
        try {
            return file.findMarkers(DIAGNOSTIC, false, IResource.DEPTH_ZERO);
        } catch (CoreException e) {
            throw new IllegalStateException(e);
        }
    }

    private static int count(IFile file) {
        return markers(file).length;
    }

    /** The diagnostics a headless read of the file gives, as the command line reads it. */
    private static int diagnostics(IFile file) {
        try (InstalledTraceFormats formats = new InstalledTraceFormats(WorkspaceTraceSetsTest.class)) {
            Path path = file.getLocation().toPath();
            TraceSet set = new TraceSetReader(formats.registry(), 1).read(List.of(path), "one");
            return set.getFiles().get(0).getDiagnostics().size();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String decorate(IFile file) {
        StringBuilder suffix = new StringBuilder();
        TraceFileDecorator decorator = new TraceFileDecorator();
        try {
            decorator.decorate(file, new IDecoration() {
                @Override
                public void addPrefix(String prefix) {
                }

                @Override
                public void addSuffix(String text) {
                    suffix.append(text);
                }

                @Override
                public void addOverlay(ImageDescriptor overlay) {
                }

                @Override
                public void addOverlay(ImageDescriptor overlay, int quadrant) {
                }

                @Override
                public void setForegroundColor(org.eclipse.swt.graphics.Color color) {
                }

                @Override
                public void setBackgroundColor(org.eclipse.swt.graphics.Color color) {
                }

                @Override
                public void setFont(org.eclipse.swt.graphics.Font font) {
                }

                @Override
                public IDecorationContext getDecorationContext() {
                    return DecorationContext.DEFAULT_CONTEXT;
                }
            });
        } finally {
            decorator.dispose();
        }
        return suffix.toString();
    }

    private Map<String, String> checksums() throws Exception {
        Map<String, String> sums = new TreeMap<>();
        for (IResource r : run.members()) {
            byte[] bytes = Files.readAllBytes(r.getLocation().toPath());
            sums.put(r.getName(), HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes)));
        }
        return sums;
    }
}
