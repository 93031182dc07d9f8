// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.graphics.Image;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;
import org.latscope.analysis.overview.TraceFacts;
import org.latscope.model.Histogram;
import org.latscope.model.IrqOffList;
import org.latscope.model.LatencyHeader;
import org.latscope.model.LatencyTrace;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.PrintkLog;
import org.latscope.model.ResultTable;
import org.latscope.model.Severity;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.WorstTable;

/** One line per node: what a user greps for (latency, steps, rows, task) without opening the file. */
public final class TraceSetsLabelProvider extends LabelProvider {

    @Override
    public String getText(Object element) {
        if (element instanceof OpenedTraceSet opened) {
            return openedText(opened);
        }
        if (element instanceof FileRange range) {
            return NLS.bind(Messages.Label_fileRange, new Object[] { Integer.valueOf(range.from() + 1), Integer.valueOf(range.to()),
                    Integer.valueOf(range.set().getFiles().size()) });
        }
        if (element instanceof ContentRange range) {
            return NLS.bind(Messages.Label_contentRange, new Object[] { Integer.valueOf(range.from() + 1),
                    Integer.valueOf(range.to()), Integer.valueOf(range.file().getContents().size()) });
        }
        if (element instanceof TraceFile file) {
            String format = file.getFormatId() != null ? file.getFormatId()
                    : TraceFacts.nothingRead(file) ? Messages.Label_nothingRead : Messages.Label_unknownFormat;
            int items = file.getContents().size();
            return items == 1 ? NLS.bind(Messages.Label_fileOneItem, displayPath(file), format)
                    : NLS.bind(Messages.Label_file, new Object[] { displayPath(file), format, Integer.valueOf(items) });
        }
        if (element instanceof LatencyTrace trace) {
            return traceText(trace);
        }
        if (element instanceof WorstTable table) {
            return NLS.bind(Messages.Label_worstTable, new Object[] { Integer.valueOf(table.getRows().size()),
                    Long.valueOf(table.getMeasured()), text(table.getPeriodLabel()) });
        }
        if (element instanceof IrqOffList list) {
            return NLS.bind(Messages.Label_irqOffList, Integer.valueOf(list.getRows().size()), Integer.valueOf(list.getCpu()));
        }
        if (element instanceof PrintkLog log) {
            return NLS.bind(Messages.Label_printkLog, Integer.valueOf(log.getLines().size()));
        }
        if (element instanceof Histogram histogram) {
            return NLS.bind(Messages.Label_histogram, text(histogram.getTool()), Integer.valueOf(histogram.getSeries().size()));
        }
        if (element instanceof ResultTable table) {
            return NLS.bind(Messages.Label_resultTable, text(table.getTitle()), Integer.valueOf(table.getCells().size()));
        }
        if (element instanceof DiagnosticsNode node) {
            return NLS.bind(Messages.Label_diagnostics, Integer.valueOf(node.file().getDiagnostics().size()));
        }
        if (element instanceof ParseDiagnostic diagnostic) {
            return NLS.bind(Messages.Label_diagnostic, Integer.valueOf(diagnostic.getLine()), diagnostic.getReason());
        }
        return super.getText(element);
    }

    private static String openedText(OpenedTraceSet opened) {
        if (opened.problem() != null) {
            return opened.problem();
        }
        TraceSet set = opened.traceSet();
        if (set == null) {
            return NLS.bind(Messages.Label_loading, opened.path(), Integer.valueOf(opened.arrivedCount()));
        }
        String name = set.getLabel() != null && !set.getLabel().isEmpty() ? set.getLabel() : opened.path().toString();
        int files = set.getFiles().size();
        String text = files == 1 ? NLS.bind(Messages.Label_traceSetOneFile, name)
                : NLS.bind(Messages.Label_traceSet, name, Integer.valueOf(files));
        return opened.memoryShort() == null ? text : text + "  " + opened.memoryShort().text(); //$NON-NLS-1$
    }

    private static String traceText(LatencyTrace trace) {
        LatencyHeader header = trace.getHeader();
        String latency = header != null && header.isSetLatencyUs() ? Long.toString(header.getLatencyUs()) : "?";
        String declared = header != null && header.isSetEntriesDeclared() ? Integer.toString(header.getEntriesDeclared()) : "?";
        String task = header == null || header.getTaskComm() == null ? ""
                : header.getTaskComm() + (header.isSetPid() ? "/" + header.getPid() : "");
        String tracer = header == null || header.getTracer() == null ? "" : header.getTracer();
        int steps = trace.getStepCount();
        return NLS.bind(steps == 1 ? Messages.Label_traceOneStep : Messages.Label_trace,
                new Object[] { latency, Integer.valueOf(steps), declared, task, tracer });
    }

    /** The file's path below the opened folder or archive, as the run/batch layout reads. */
    static String displayPath(TraceFile file) {
        String path = file.getPath();
        if (file.eContainer() instanceof TraceSet set && set.getLocation() != null && path != null) {
            String root = set.getLocation();
            if (path.startsWith(root + "/")) {
                return path.substring(root.length() + 1);
            }
            if (path.startsWith(root + "!")) {
                return path.substring(root.length() + 1); // an entry of the opened archive
            }
        }
        return path;
    }

    private static String text(String value) {
        return value == null ? "" : value;
    }

    @Override
    public Image getImage(Object element) {
        ISharedImages images = PlatformUI.getWorkbench().getSharedImages();
        if (element instanceof OpenedTraceSet || element instanceof FileRange || element instanceof ContentRange) {
            return images.getImage(ISharedImages.IMG_OBJ_FOLDER);
        }
        if (element instanceof TraceFile) {
            return images.getImage(ISharedImages.IMG_OBJ_FILE);
        }
        if (element instanceof DiagnosticsNode) {
            return images.getImage(ISharedImages.IMG_OBJS_WARN_TSK);
        }
        if (element instanceof ParseDiagnostic diagnostic) {
            return images.getImage(diagnostic.getSeverity() == Severity.ERROR ? ISharedImages.IMG_OBJS_ERROR_TSK
                    : diagnostic.getSeverity() == Severity.WARNING ? ISharedImages.IMG_OBJS_WARN_TSK : ISharedImages.IMG_OBJS_INFO_TSK);
        }
        return images.getImage(ISharedImages.IMG_OBJ_ELEMENT);
    }
}
