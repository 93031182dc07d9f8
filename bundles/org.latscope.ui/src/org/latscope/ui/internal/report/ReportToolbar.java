// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.report;

import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.ui.menus.CommandContributionItem;
import org.eclipse.ui.menus.CommandContributionItemParameter;
import org.eclipse.ui.services.IServiceLocator;

/**
 * Puts Export Report and Preview Report on a form's toolbar (the Trace Set editor's Overview),
 * as command items: the same commands and handlers the views' toolbars contribute in plugin.xml.
 */
public final class ReportToolbar {

    /** The export command's id. */
    public static final String EXPORT = "org.latscope.ui.exportReport"; //$NON-NLS-1$
    /** The preview command's id. */
    public static final String PREVIEW = "org.latscope.ui.previewReport"; //$NON-NLS-1$

    private ReportToolbar() {
    }

    /**
     * @param toolbar a toolbar
     * @param site the services the commands run with
     */
    public static void fill(IToolBarManager toolbar, IServiceLocator site) {
        for (String id : new String[] { EXPORT, PREVIEW }) {
            if (id == PREVIEW) {
                toolbar.add(new Separator()); // text-only items would otherwise read as one label
            }
            CommandContributionItemParameter p = new CommandContributionItemParameter(site, id, id,
                    CommandContributionItem.STYLE_PUSH);
            toolbar.add(new CommandContributionItem(p));
        }
    }
}
