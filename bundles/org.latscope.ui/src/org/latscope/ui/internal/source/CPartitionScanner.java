// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.source;

import org.eclipse.jface.text.rules.EndOfLineRule;
import org.eclipse.jface.text.rules.IPredicateRule;
import org.eclipse.jface.text.rules.IToken;
import org.eclipse.jface.text.rules.MultiLineRule;
import org.eclipse.jface.text.rules.RuleBasedPartitionScanner;
import org.eclipse.jface.text.rules.SingleLineRule;
import org.eclipse.jface.text.rules.Token;

/**
 * Splits C source into comments, string and character literals, preprocessor lines (with
 * their backslash continuations) and code, so that a comment spanning lines is coloured as one.
 */
final class CPartitionScanner extends RuleBasedPartitionScanner {

    static final String COMMENT = "__c_comment"; //$NON-NLS-1$
    static final String STRING = "__c_string"; //$NON-NLS-1$
    static final String PREPROCESSOR = "__c_preprocessor"; //$NON-NLS-1$
    static final String[] TYPES = { COMMENT, STRING, PREPROCESSOR };

    CPartitionScanner() {
        IToken comment = new Token(COMMENT);
        IToken string = new Token(STRING);
        EndOfLineRule preprocessor = new EndOfLineRule("#", new Token(PREPROCESSOR), '\\', true); //$NON-NLS-1$
        preprocessor.setColumnConstraint(0);
        setPredicateRules(new IPredicateRule[] { new MultiLineRule("/*", "*/", comment, (char) 0, true), //$NON-NLS-1$ //$NON-NLS-2$
                new EndOfLineRule("//", comment), //$NON-NLS-1$
                new SingleLineRule("\"", "\"", string, '\\'), //$NON-NLS-1$ //$NON-NLS-2$
                new SingleLineRule("'", "'", string, '\\'), //$NON-NLS-1$ //$NON-NLS-2$
                preprocessor });
    }
}
