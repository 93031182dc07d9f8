// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import java.util.ArrayList;
import java.util.List;

import org.latscope.formats.internal.Messages;
import org.latscope.formats.spi.ReadContext;
import org.latscope.model.Severity;

/**
 * Free text between blocks: mail headers, commentary, shell prompts. Kept paragraph by
 * paragraph so that a block can take the text before it as its label (a worst-N table's
 * {@code time ./dbench 16}); what nobody takes becomes one INFO diagnostic per line.
 */
final class Prose {

    private record Line(int number, String text) {
    }

    private final ReadContext context;
    private List<Line> current = new ArrayList<>();
    private List<Line> previous = new ArrayList<>();

    Prose(ReadContext context) {
        this.context = context;
    }

    void add(int number, String text) {
        current.add(new Line(number, text));
    }

    /** A blank line: the current paragraph becomes the previous one. */
    void blank() {
        if (!current.isEmpty()) {
            report(previous);
            previous = current;
            current = new ArrayList<>();
        }
    }

    /**
     * Takes the paragraph right before a block (the current one, or the previous one when a
     * blank line separates it from the block) as the block's label; its lines count as used.
     *
     * @return the label lines, possibly empty
     */
    List<String> takeLabel() {
        List<Line> label;
        if (!current.isEmpty()) {
            label = current;
            current = new ArrayList<>();
        } else {
            label = previous;
            previous = new ArrayList<>();
        }
        report(previous);
        previous = new ArrayList<>();
        List<String> texts = new ArrayList<>(label.size());
        for (Line line : label) {
            texts.add(line.text());
            context.used(line.number());
        }
        return texts;
    }

    /** Reports every buffered line as not understood. */
    void flush() {
        report(previous);
        report(current);
        previous = new ArrayList<>();
        current = new ArrayList<>();
    }

    private void report(List<Line> lines) {
        for (Line line : lines) {
            context.diagnostic(line.number(), 0, Messages.format("classic.prose"), Severity.INFO, line.text()); //$NON-NLS-1$
        }
        lines.clear();
    }
}
