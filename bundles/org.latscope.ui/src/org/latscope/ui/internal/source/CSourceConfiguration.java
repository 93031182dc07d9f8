// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.source;

import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.presentation.IPresentationReconciler;
import org.eclipse.jface.text.presentation.PresentationReconciler;
import org.eclipse.jface.text.rules.DefaultDamagerRepairer;
import org.eclipse.jface.text.rules.IRule;
import org.eclipse.jface.text.rules.IWordDetector;
import org.eclipse.jface.text.rules.NumberRule;
import org.eclipse.jface.text.rules.RuleBasedScanner;
import org.eclipse.jface.text.rules.Token;
import org.eclipse.jface.text.rules.WordRule;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.ui.editors.text.TextSourceViewerConfiguration;

/**
 * C colouring for the annotated source editor: keywords, comments, strings, numbers and
 * preprocessor lines, by a partition scanner and rule-based scanners (no compiler). The
 * annotation hovers are the text editor's: they show the Latscope annotations' text.
 */
final class CSourceConfiguration extends TextSourceViewerConfiguration {

    /** C's keywords and the kernel's spellings of a few. */
    private static final String[] KEYWORDS = ("auto break case char const continue default do double else enum extern float for " //$NON-NLS-1$
            + "goto if inline int long register return short signed sizeof static struct switch typedef union unsigned " //$NON-NLS-1$
            + "void volatile while asmlinkage __asm__ asm __inline__ __volatile__").split(" "); //$NON-NLS-1$ //$NON-NLS-2$

    private static final Color KEYWORD = new Color(127, 0, 85);
    private static final Color COMMENT = new Color(63, 127, 95);
    private static final Color STRING = new Color(42, 0, 255);
    private static final Color PREPROCESSOR = new Color(100, 70, 10);
    private static final Color NUMBER = new Color(125, 80, 0);

    /** @param preferences the editor's preferences (hovers, rulers) */
    CSourceConfiguration(IPreferenceStore preferences) {
        super(preferences);
    }

    @Override
    public String[] getConfiguredContentTypes(ISourceViewer sourceViewer) {
        return new String[] { IDocument.DEFAULT_CONTENT_TYPE, CPartitionScanner.COMMENT, CPartitionScanner.STRING,
                CPartitionScanner.PREPROCESSOR };
    }

    @Override
    public IPresentationReconciler getPresentationReconciler(ISourceViewer sourceViewer) {
        PresentationReconciler reconciler = new PresentationReconciler();
        reconciler.setDocumentPartitioning(getConfiguredDocumentPartitioning(sourceViewer));
        add(reconciler, IDocument.DEFAULT_CONTENT_TYPE, code());
        add(reconciler, CPartitionScanner.COMMENT, uniform(new TextAttribute(COMMENT, null, SWT.ITALIC)));
        add(reconciler, CPartitionScanner.STRING, uniform(new TextAttribute(STRING)));
        add(reconciler, CPartitionScanner.PREPROCESSOR, uniform(new TextAttribute(PREPROCESSOR, null, SWT.BOLD)));
        return reconciler;
    }

    private static void add(PresentationReconciler reconciler, String type, RuleBasedScanner scanner) {
        DefaultDamagerRepairer dr = new DefaultDamagerRepairer(scanner);
        reconciler.setDamager(dr, type);
        reconciler.setRepairer(dr, type);
    }

    private static RuleBasedScanner uniform(TextAttribute attribute) {
        RuleBasedScanner scanner = new RuleBasedScanner();
        scanner.setDefaultReturnToken(new Token(attribute));
        return scanner;
    }

    private static RuleBasedScanner code() {
        WordRule words = new WordRule(new IWordDetector() {
            @Override
            public boolean isWordStart(char c) {
                return Character.isLetter(c) || c == '_';
            }

            @Override
            public boolean isWordPart(char c) {
                return Character.isLetterOrDigit(c) || c == '_';
            }
        }, new Token(new TextAttribute(null))); // a whole identifier, so that 'elif' is not 'el' + 'if'
        Token keyword = new Token(new TextAttribute(KEYWORD, null, SWT.BOLD));
        for (String k : KEYWORDS) {
            words.addWord(k, keyword);
        }
        RuleBasedScanner scanner = new RuleBasedScanner();
        scanner.setRules(new IRule[] { words, new NumberRule(new Token(new TextAttribute(NUMBER))) });
        return scanner;
    }
}
