// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IWorkbenchWindow;
import org.latscope.testdata.TestData;
import org.latscope.ui.editor.TraceSetEditor;
import org.latscope.ui.internal.views.ViewTests;
import org.latscope.ui.tests.UiWait;

/** What the timeline tests do as a user would: open a trace, press keys, click, drag, grab the screen. */
final class TimelineInput {

    private TimelineInput() {
    }

    static IWorkbenchWindow window() {
        return ViewTests.window();
    }

    static TraceSetEditor open(String relative) throws Exception {
        TraceSetEditor editor = ViewTests.open(window().getActivePage(), TestData.path(relative));
        assertTrue(editor.readsWithFormatsService(), "the editor reads with the formats service (DS)");
        return editor;
    }

    static void key(Control control, int keyCode) {
        Event e = new Event();
        e.keyCode = keyCode;
        e.character = keyCode < 128 ? (char) keyCode : 0;
        control.notifyListeners(SWT.KeyDown, e);
    }

    static void click(Control control, int x, int y) {
        Event down = new Event();
        down.button = 1;
        down.x = x;
        down.y = y;
        control.notifyListeners(SWT.MouseDown, down);
        Event up = new Event();
        up.button = 1;
        up.x = x;
        up.y = y;
        control.notifyListeners(SWT.MouseUp, up);
    }

    static void drag(Control control, int from, int to) {
        Event down = new Event();
        down.button = 1;
        down.x = from;
        down.y = 5;
        control.notifyListeners(SWT.MouseDown, down);
        Event move = new Event();
        move.x = to;
        move.y = 5;
        move.stateMask = SWT.BUTTON1;
        control.notifyListeners(SWT.MouseMove, move);
        Event up = new Event();
        up.button = 1;
        up.x = to;
        up.y = 5;
        control.notifyListeners(SWT.MouseUp, up);
    }

    /** What the control shows on screen now. */
    static ImageData grab(Control control) {
        Display display = control.getDisplay();
        control.redraw();
        control.update();
        UiWait.spin(display, 300);
        Point origin = control.toDisplay(0, 0);
        Point size = control.getSize();
        Image image = new Image(display, size.x, size.y);
        GC gc = new GC(display);
        try {
            gc.copyArea(image, origin.x, origin.y);
            return image.getImageData();
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    static RGB rgb(ImageData data, int x, int y) {
        return data.palette.getRGB(data.getPixel(x, y));
    }

    static String valueOf(TreeItem category, String name) {
        for (TreeItem item : category.getItems()) {
            if (item.getText(0).equals(name)) {
                return item.getText(1);
            }
        }
        return "no property " + name;
    }
}
