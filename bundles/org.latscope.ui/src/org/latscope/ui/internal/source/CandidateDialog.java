// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.source;

import java.util.List;
import java.util.function.Consumer;

import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.dialogs.ListDialog;
import org.latscope.source.SourceTargets;
import org.latscope.source.SourceTargets.Target;
import org.latscope.ui.internal.Messages;

/**
 * Asks which candidate an ambiguous reference means, listed in their ranking (not sorted by
 * name), the best selected. It does not block: the chosen candidate is handed on when the user
 * presses OK.
 */
public final class CandidateDialog extends ListDialog {

    private final Consumer<Target> chosen;

    /**
     * @param shell the parent shell
     * @param resolution the ambiguous reference and its candidates, best first
     * @param chosen told of the candidate chosen
     */
    CandidateDialog(Shell shell, SourceTargets.Resolution resolution, Consumer<Target> chosen) {
        super(shell);
        this.chosen = chosen;
        setTitle(Messages.Source_chooseTitle);
        setMessage(NLS.bind(Messages.Source_choose, resolution.ref(), Integer.valueOf(resolution.targets().size())));
        setContentProvider(ArrayContentProvider.getInstance());
        setLabelProvider(new LabelProvider());
        setInput(resolution.targets());
        setInitialSelections(resolution.targets().get(0));
        setWidthInChars(60);
        setHeightInChars(Math.min(12, resolution.targets().size() + 1));
        setBlockOnOpen(false);
    }

    /** @return the candidates as listed, top to bottom */
    public List<String> listed() {
        return java.util.Arrays.stream(getTableViewer().getTable().getItems()).map(i -> i.getText()).toList();
    }

    /**
     * Chooses a candidate and presses OK, as a user does.
     *
     * @param index its row in the list
     */
    public void choose(int index) {
        getTableViewer().setSelection(new StructuredSelection(getTableViewer().getElementAt(index)));
        okPressed();
    }

    @Override
    protected void okPressed() {
        Object first = getTableViewer().getStructuredSelection().getFirstElement();
        super.okPressed();
        if (first instanceof Target target) {
            chosen.accept(target);
        }
    }
}
