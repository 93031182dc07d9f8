// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.capture;

import java.util.List;
import java.util.Locale;

import org.latscope.ui.internal.views.table.ListTableModel;

/** The Capture view's snapshots: number, file, maximum latency, when it was saved. */
final class SnapshotsTableModel extends ListTableModel<CaptureSession.Snapshot> {

    SnapshotsTableModel(List<CaptureSession.Snapshot> rows) {
        super(rows, Messages.Snapshots_number, Messages.Snapshots_file, Messages.Snapshots_latency, Messages.Snapshots_saved);
    }

    @Override
    public String text(int row, int col) {
        CaptureSession.Snapshot s = row(row);
        return switch (col) {
            case 0 -> Integer.toString(s.number());
            case 1 -> s.file().getFileName().toString();
            case 2 -> String.format(Locale.ROOT, "%,d us", Long.valueOf(s.latencyUs())); //$NON-NLS-1$
            default -> String.format(Locale.ROOT, "%d:%02d.%d", Long.valueOf(s.elapsedMs() / 60_000), //$NON-NLS-1$
                    Long.valueOf(s.elapsedMs() / 1000 % 60), Long.valueOf(s.elapsedMs() / 100 % 10));
        };
    }

    @Override
    public int compare(int rowA, int rowB, int col) {
        CaptureSession.Snapshot a = row(rowA);
        CaptureSession.Snapshot b = row(rowB);
        return switch (col) {
            case 1 -> text(rowA, col).compareTo(text(rowB, col));
            case 2 -> Long.compare(a.latencyUs(), b.latencyUs());
            case 3 -> Long.compare(a.elapsedMs(), b.elapsedMs());
            default -> Integer.compare(a.number(), b.number());
        };
    }
}
