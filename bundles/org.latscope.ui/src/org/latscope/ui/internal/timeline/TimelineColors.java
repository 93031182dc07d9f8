// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import java.util.EnumMap;
import java.util.Map;

import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.preference.PreferenceConverter;
import org.eclipse.jface.util.IPropertyChangeListener;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;
import org.latscope.analysis.nesting.NestingContext;

/**
 * The colours the timeline paints with: one per nesting context (from the preference page),
 * plus fixed ones for boxes, marks and text. Created once, not in paint; updated when a
 * preference changes.
 */
public final class TimelineColors implements AutoCloseable {

    /** Preference key prefix of a context colour: {@code timeline.color.hardirq}. */
    public static final String KEY_PREFIX = "timeline.color."; //$NON-NLS-1$
    /** Preference key of the delay-mark colour. */
    public static final String KEY_DELAY = KEY_PREFIX + "delay"; //$NON-NLS-1$

    private static final Map<NestingContext, RGB> DEFAULTS = new EnumMap<>(NestingContext.class);

    static {
        DEFAULTS.put(NestingContext.HARDIRQ, new RGB(214, 69, 65));
        DEFAULTS.put(NestingContext.SOFTIRQ, new RGB(236, 151, 31));
        DEFAULTS.put(NestingContext.PREEMPT, new RGB(66, 116, 196));
        DEFAULTS.put(NestingContext.NMI, new RGB(128, 52, 152));
        DEFAULTS.put(NestingContext.PREEMPT_ACTIVE, new RGB(32, 150, 136));
    }

    private static final RGB DEFAULT_DELAY = new RGB(204, 0, 0);

    private final Display display;
    private final IPreferenceStore store;
    private final IPropertyChangeListener listener;
    private final Runnable changed;
    private final Color[] context = new Color[NestingContext.values().length];
    private final Color[] contextLight = new Color[NestingContext.values().length];
    private Color delay;
    /** Step box fill, its alternate, outline, text, ruler and grid colours: fixed. */
    final Color box;
    final Color boxAlt;
    final Color boxLine;
    final Color text;
    final Color dimText;
    final Color background;
    final Color rowLine;
    final Color labelBackground;
    final Color selection;
    final Color highlight;
    final Color startMark;
    final Color endMark;
    /** The idle task's line and the wakeup arrows of an events capture's rows per CPU. */
    final Color idle;
    final Color wakeup;
    /** Task boxes, light so that softirqs and irqs stand out over them; a task keeps its colour. */
    private final Color[] tasks;

    /**
     * @param display the display
     * @param store where the context colours are kept
     * @param changed called on the UI thread when a colour changed
     */
    public TimelineColors(Display display, IPreferenceStore store, Runnable changed) {
        this.display = display;
        this.store = store;
        this.changed = changed;
        initializeDefaults(store);
        box = new Color(display, 226, 232, 240);
        boxAlt = new Color(display, 208, 217, 229);
        boxLine = new Color(display, 150, 160, 175);
        text = new Color(display, 20, 20, 20);
        dimText = new Color(display, 100, 100, 110);
        background = new Color(display, 255, 255, 255);
        rowLine = new Color(display, 222, 222, 228);
        labelBackground = new Color(display, 244, 245, 248);
        selection = new Color(display, 0, 0, 0);
        highlight = new Color(display, 255, 214, 0);
        startMark = new Color(display, 30, 150, 60);
        endMark = new Color(display, 190, 30, 30);
        idle = new Color(display, 170, 175, 185);
        wakeup = new Color(display, 140, 20, 170);
        int[][] palette = { { 166, 206, 227 }, { 178, 223, 138 }, { 202, 178, 214 }, { 255, 237, 160 },
                { 141, 211, 199 }, { 190, 186, 218 }, { 204, 235, 197 }, { 204, 204, 255 }, { 188, 210, 238 },
                { 230, 245, 201 } };
        tasks = new Color[palette.length];
        for (int i = 0; i < palette.length; i++) {
            tasks[i] = new Color(display, palette[i][0], palette[i][1], palette[i][2]);
        }
        load();
        listener = event -> {
            if (event.getProperty().startsWith(KEY_PREFIX)) {
                display.asyncExec(() -> {
                    if (!display.isDisposed()) {
                        load();
                        changed.run();
                    }
                });
            }
        };
        store.addPropertyChangeListener(listener);
    }

    /** @param store a store that gets this class's defaults, e.g. from a preference initializer */
    public static void initializeDefaults(IPreferenceStore store) {
        for (Map.Entry<NestingContext, RGB> e : DEFAULTS.entrySet()) {
            PreferenceConverter.setDefault(store, key(e.getKey()), e.getValue());
        }
        PreferenceConverter.setDefault(store, KEY_DELAY, DEFAULT_DELAY);
    }

    /** @return the preference key of a context's colour */
    public static String key(NestingContext context) {
        return KEY_PREFIX + context.id();
    }

    private void load() {
        for (NestingContext c : NestingContext.values()) {
            RGB rgb = PreferenceConverter.getColor(store, key(c));
            context[c.ordinal()] = new Color(display, rgb);
            contextLight[c.ordinal()] = new Color(display, mix(rgb.red), mix(rgb.green), mix(rgb.blue));
        }
        delay = new Color(display, PreferenceConverter.getColor(store, KEY_DELAY));
    }

    private static int mix(int channel) {
        return channel + (255 - channel) * 3 / 5;
    }

    /** @return a context's colour */
    public Color context(NestingContext c) {
        return context[c.ordinal()];
    }

    /** @return a context's colour, lightened for a step box's fill */
    public Color contextLight(NestingContext c) {
        return contextLight[c.ordinal()];
    }

    /**
     * @param keyId a task's key id in its {@link org.latscope.analysis.timegraph.CpuRows}
     * @return its box colour
     */
    Color task(int keyId) {
        return tasks[Math.floorMod(keyId * 7 + 3, tasks.length)];
    }

    /** @return the colour of delay marks */
    public Color delay() {
        return delay;
    }

    @Override
    public void close() {
        store.removePropertyChangeListener(listener);
        // Colors hold no OS resource since SWT 3.120: only the listener is released
    }
}
