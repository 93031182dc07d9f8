// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.editor;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.PropertyDescriptor;
import org.latscope.analysis.timegraph.TraceTimeline;
import org.latscope.model.steps.DelayMark;
import org.latscope.model.steps.StepCursor;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.properties.ReadOnlyPropertySource;
import org.latscope.ui.internal.timeline.TimeUnits;

/** A timeline step in the Properties view: every column of the step, as the trace printed it. */
final class StepPropertySource extends ReadOnlyPropertySource {

    private final Map<String, String> values = new LinkedHashMap<>();

    StepPropertySource(StepSelection selection) {
        TraceTimeline row = selection.row();
        int i = selection.step();
        StepCursor c = row.cursor().moveTo(i);
        put(Messages.Property_trace, row.label());
        put(Messages.Property_step, Integer.toString(i + 1));
        put(Messages.Property_function, c.function());
        put(Messages.Property_parent, c.parent());
        put(Messages.Property_time, TimeUnits.duration(c.timeNs() - row.startNs()));
        put(Messages.Property_delta, c.hasDelta() ? TimeUnits.duration(c.deltaNs()) : null);
        put(Messages.Property_duration, TimeUnits.duration(row.stepEndNs(i) - row.stepStartNs(i)));
        put(Messages.Property_flags, row.ftraceFlags(i));
        put(Messages.Property_context, row.stepContext(i).description());
        put(Messages.Property_cpu, c.cpu() >= 0 ? Integer.toString(c.cpu()) : null);
        put(Messages.Property_pid, c.pid() >= 0 ? Integer.toString(c.pid()) : null);
        put(Messages.Property_comm, c.comm());
        put(Messages.Property_mcount, c.mcountMarker() >= 0 ? Integer.toString(c.mcountMarker()) : null);
        put(Messages.Property_mark, c.delayMark() == DelayMark.NONE ? null : String.valueOf(c.delayMark().symbol()));
        put(Messages.Property_kind, c.kind().name().toLowerCase(java.util.Locale.ROOT));
        put(Messages.Property_text, c.payload());
        put(Messages.Property_stack, stack(c));
    }

    /** @return the {@code => func} frames printed under a {@code <stack trace>} step, innermost first, or null */
    private static String stack(StepCursor c) {
        List<String> frames = c.stackFrames();
        return frames.isEmpty() ? null : String.join(" < ", frames); //$NON-NLS-1$
    }

    private void put(String name, String value) {
        if (value != null) {
            values.put(name, value);
        }
    }

    @Override
    public Object getEditableValue() {
        return this;
    }

    @Override
    public IPropertyDescriptor[] getPropertyDescriptors() {
        return values.keySet().stream().map(k -> {
            PropertyDescriptor d = new PropertyDescriptor(k, k);
            d.setCategory(Messages.Property_category);
            return d;
        }).toArray(IPropertyDescriptor[]::new);
    }

    @Override
    public Object getPropertyValue(Object id) {
        return values.get(id);
    }
}
