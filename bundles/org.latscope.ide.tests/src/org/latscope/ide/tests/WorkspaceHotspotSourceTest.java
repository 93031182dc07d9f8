// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ide.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.latscope.analysis.hotspots.Hotspot;
import org.latscope.analysis.hotspots.HotspotAnalysis;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.ide.internal.WorkspaceHotspotOpener;
import org.latscope.model.TraceSet;
import org.latscope.testdata.TestData;
import org.latscope.ui.editor.TraceSetEditor;

/**
 * A hotspot of a set opened in the IDE, resolved against a kernel tree linked into a project:
 * the workspace file opens in the text editor at the line, with a hotspot marker (count, max,
 * total) on every hot line; without a tree in the workspace the Hotspots view keeps its
 * timeline.
 */
class WorkspaceHotspotSourceTest {

    private static final String WORST20 = "latencytimes-2.4.10-pre12.txt";

    private TraceProject traces;
    private IProject project;
    private IWorkbenchPage page;

    @BeforeEach
    void project() throws Exception {
        traces = new TraceProject("linked-source", "worst20", List.of("samples/worst20/" + WORST20));
        project = traces.project;
        page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    @AfterEach
    void deleteProject() throws Exception {
        traces.delete();
    }

    @Test
    void aLocationHotspotOpensTheLinkedTreesFileAtItsLineWithMarkers() throws Exception {
        Path tree = TestData.path("kernel-src/linux-2.4.16");
        IFolder linked = project.getFolder("linux-2.4.16");
        linked.createLink(IPath.fromPath(tree), IResource.NONE, null);
        byte[] before = Files.readAllBytes(tree.resolve("arch/i386/kernel/irq.c"));
        TraceSet set = read();
        Hotspot hotspot = new HotspotAnalysis(HotspotGrouping.LOCATION, 0).run(set).hotspots().stream()
                .filter(h -> h.key().equals("start:585/irq.c")).findFirst().orElseThrow();

        assertTrue(new WorkspaceHotspotOpener().open(page, set, hotspot), "the workspace has a tree: the IDE takes the hotspot");
        ITextEditor editor = Spin.until("the source file in a text editor", 120,
                () -> page.getActiveEditor() instanceof ITextEditor t && t.getEditorInput() instanceof IFileEditorInput ? t : null);
        IFile file = ((IFileEditorInput) editor.getEditorInput()).getFile();
        assertEquals(linked.getFile("arch/i386/kernel/irq.c"), file, "the linked folder's file, not a copy");
        assertEquals(585, ((ITextSelection) editor.getSelectionProvider().getSelection()).getStartLine() + 1);
        IMarker[] markers = file.findMarkers("org.latscope.ide.hotspot", false, IResource.DEPTH_ZERO);
        assertTrue(markers.length >= 2, "585 (start) and 647 (end) are hot lines of irq.c: " + markers.length);
        IMarker at585 = null;
        for (IMarker m : markers) {
            at585 = m.getAttribute(IMarker.LINE_NUMBER, -1) == 585 ? m : at585;
        }
        assertTrue(at585 != null);
        assertEquals("Latscope: start:585/irq.c (count 1, max 205 us, total 205 us)", at585.getAttribute(IMarker.MESSAGE, ""));
        assertEquals(1, at585.getAttribute("latscope.count", 0));
        assertArrayEquals(before, Files.readAllBytes(tree.resolve("arch/i386/kernel/irq.c")), "the source is only read");
    }

    @Test
    void withoutAKernelTreeInTheWorkspaceTheHotspotStaysWithTheTimeline() throws Exception {
        TraceSet set = read();
        Hotspot hotspot = new HotspotAnalysis(HotspotGrouping.LOCATION, 0).run(set).hotspots().get(0);
        assertFalse(new WorkspaceHotspotOpener().open(page, set, hotspot));
    }

    private TraceSet read() throws Exception {
        TraceSetEditor editor = TraceSetEditor.open(page, project.getFolder("worst20").getLocation().toPath());
        Spin.until("the set read", 60, () -> editor.showsLoadedSet() ? Boolean.TRUE : null);
        return editor.traceSet().traceSet();
    }
}
