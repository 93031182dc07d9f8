// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.source;

import java.util.HashMap;
import java.util.Map;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.jface.text.source.IAnnotationModelExtension;
import org.eclipse.osgi.util.NLS;
import org.latscope.source.FileAnnotations;
import org.latscope.source.SourceReport;
import org.latscope.source.SourceRefs;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.preferences.AnalysisPreferences;

/**
 * Turns what a file carries ({@link FileAnnotations}) into the editor's annotations: a hot line
 * is a {@code hot}, {@code warm} or {@code cool} annotation by its share of the file's hottest
 * total (the overview ruler's heat), a referenced function's definition a {@code function}
 * annotation; their text is what the rulers' hovers show, with the release-drift note.
 */
final class HotLineAnnotations {

    /** A hot line at two thirds or more of the file's hottest total. */
    static final String HOT = "org.latscope.ui.source.hot"; //$NON-NLS-1$
    /** A hot line at a third or more. */
    static final String WARM = "org.latscope.ui.source.warm"; //$NON-NLS-1$
    /** Another hot line. */
    static final String COOL = "org.latscope.ui.source.cool"; //$NON-NLS-1$
    /** A referenced function's definition with its call-tree times. */
    static final String FUNCTION = "org.latscope.ui.source.function"; //$NON-NLS-1$

    private final AnalysisPreferences units = new AnalysisPreferences();

    /**
     * Replaces the Latscope annotations of a model with a file's.
     *
     * @param model the editor's annotation model
     * @param document the file's document
     * @param file what the file carries
     */
    void apply(IAnnotationModel model, IDocument document, FileAnnotations file) {
        Map<Annotation, Position> added = new HashMap<>();
        long hottest = file.hottestNs();
        for (FileAnnotations.Hot h : file.lines()) {
            String type = h.totalNs() * 3 >= hottest * 2 ? HOT : h.totalNs() * 3 >= hottest ? WARM : COOL;
            put(added, document, h.line(), new Annotation(type, false, text(h, file.drift())));
        }
        for (SourceReport.Function f : file.functions()) {
            put(added, document, f.line(), new Annotation(FUNCTION, false, text(f, file.drift())));
        }
        Annotation[] old = model.getAnnotationIterator() == null ? new Annotation[0]
                : java.util.stream.StreamSupport.stream(
                        java.util.Spliterators.spliteratorUnknownSize(model.getAnnotationIterator(), 0), false)
                        .filter(a -> a.getType().startsWith("org.latscope.ui.source.")).toArray(Annotation[]::new); //$NON-NLS-1$
        ((IAnnotationModelExtension) model).replaceAnnotations(old, added);
    }

    private static void put(Map<Annotation, Position> added, IDocument document, int line, Annotation a) {
        try {
            IRegion region = document.getLineInformation(line - 1);
            added.put(a, new Position(region.getOffset(), region.getLength()));
        } catch (BadLocationException e) {
            // a line past the end of the file is left unannotated (the resolver reports it)
        }
    }

    /** {@code 43 records, max 1.234 ms, total 20.1 ms}, each reference's figures, the drift note. */
    String text(FileAnnotations.Hot h, String drift) {
        StringBuilder text = new StringBuilder(figures(h.count(), h.maxNs(), h.totalNs()));
        for (SourceRefs.Counted c : h.refs()) {
            text.append('\n').append(c.key()).append(": ").append(figures(c.count(), c.maxNs(), c.totalNs())); //$NON-NLS-1$
        }
        return drift(text, drift);
    }

    /** {@code vprintk: self 1.2 ms, total 3.4 ms in the call tree} and the drift note. */
    String text(SourceReport.Function f, String drift) {
        return drift(new StringBuilder(NLS.bind(Messages.Source_function,
                new Object[] { f.name(), units.format(f.selfNs()), units.format(f.totalNs()) })), drift);
    }

    /** @return the figures of some records */
    String figures(long count, long maxNs, long totalNs) {
        return NLS.bind(count == 1 ? Messages.Source_record : Messages.Source_records,
                new Object[] { Long.toString(count), units.format(maxNs), units.format(totalNs) });
    }

    private static String drift(StringBuilder text, String drift) {
        if (drift != null) {
            text.append('\n').append(drift);
        }
        return text.toString();
    }
}
