// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.analysis;

import java.io.PrintWriter;

import org.latscope.cli.summary.JsonWriter;
import org.latscope.source.SourceReport;

/** Prints a {@link SourceReport} as text or JSON (keys documented in docs/cli.md). */
final class SourceOutput {

    private SourceOutput() {
    }

    static void text(PrintWriter out, SourceReport r, Unit unit) {
        out.println(Messages.format("source.tree", r.tree().name(), release(r), r.tree().root(), r.choice())); //$NON-NLS-1$
        if (r.drift() != null) {
            out.println(Messages.format("source.note", r.drift())); //$NON-NLS-1$
        }
        out.println();
        out.println(Messages.format("source.lines", Integer.valueOf(r.lines().size()), unit.id())); //$NON-NLS-1$
        TextRow row = new TextRow();
        for (SourceReport.Line l : r.lines()) {
            out.println(row.right(l.count(), 8).text(" ").right(unit.text(l.totalNs()), 12).text(" ") //$NON-NLS-1$ //$NON-NLS-2$
                    .right(unit.text(l.maxNs()), 12).text("  ").text(l.file() + ":" + l.line()).text("  ") //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                    .text(String.join(", ", l.refs())).end()); //$NON-NLS-1$
            out.println("          | " + l.text().strip()); //$NON-NLS-1$
        }
        out.println();
        out.println(Messages.format("source.functions", Integer.valueOf(r.functions().size()), unit.id())); //$NON-NLS-1$
        for (SourceReport.Function f : r.functions()) {
            String where = f.file() + ":" + f.line() //$NON-NLS-1$
                    + (f.candidates().isEmpty() ? "" : " " + Messages.format("source.candidates", Integer.valueOf(f.candidates().size()))); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            out.println(row.right(unit.text(f.selfNs()), 12).text(" ").right(unit.text(f.totalNs()), 12).text("  ") //$NON-NLS-1$ //$NON-NLS-2$
                    .text(f.name()).text("  ").text(where).end()); //$NON-NLS-1$
        }
        out.println();
        out.println(Messages.format("source.unresolved", Integer.valueOf(r.unresolved().size()))); //$NON-NLS-1$
        for (SourceReport.Unresolved u : r.unresolved()) {
            out.println("  " + u.ref() + ": " + u.reason()); //$NON-NLS-1$ //$NON-NLS-2$
        }
    }

    static void json(PrintWriter out, SourceReport r, Unit unit) {
        JsonWriter w = new JsonWriter(out).beginObject();
        w.name("tree").value(r.tree().location().toString()); //$NON-NLS-1$
        w.name("root").value(r.tree().root().toString()); //$NON-NLS-1$
        w.name("release"); //$NON-NLS-1$
        if (r.tree().release() == null) {
            w.nullValue();
        } else {
            w.value(r.tree().release().text());
        }
        w.name("choice").value(r.choice()); //$NON-NLS-1$
        w.name("note"); //$NON-NLS-1$
        if (r.drift() == null) {
            w.nullValue();
        } else {
            w.value(r.drift());
        }
        w.name("lines").beginArray(); //$NON-NLS-1$
        for (SourceReport.Line l : r.lines()) {
            w.beginObject().name("file").value(l.file()).name("line").value(l.line()).name("count").value(l.count()); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            w.name(unit.field("max")).value(unit.value(l.maxNs())).name(unit.field("total")).value(unit.value(l.totalNs())); //$NON-NLS-1$ //$NON-NLS-2$
            w.name("text").value(l.text()).name("refs").beginArray(); //$NON-NLS-1$ //$NON-NLS-2$
            l.refs().forEach(w::value);
            w.endArray().endObject();
        }
        w.endArray().name("functions").beginArray(); //$NON-NLS-1$
        for (SourceReport.Function f : r.functions()) {
            w.beginObject().name("name").value(f.name()).name("file").value(f.file()).name("line").value(f.line()); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            w.name(unit.field("self")).value(unit.value(f.selfNs())).name(unit.field("total")).value(unit.value(f.totalNs())); //$NON-NLS-1$ //$NON-NLS-2$
            if (!f.candidates().isEmpty()) {
                w.name("candidates").beginArray(); //$NON-NLS-1$
                f.candidates().forEach(w::value);
                w.endArray();
            }
            w.endObject();
        }
        w.endArray().name("unresolved").beginArray(); //$NON-NLS-1$
        for (SourceReport.Unresolved u : r.unresolved()) {
            w.beginObject().name("ref").value(u.ref()).name("reason").value(u.reason()).endObject(); //$NON-NLS-1$ //$NON-NLS-2$
        }
        w.endArray().endObject().finish();
    }

    private static String release(SourceReport r) {
        return r.tree().release() == null ? "?" : r.tree().release().text(); //$NON-NLS-1$
    }
}
