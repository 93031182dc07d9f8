// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.source;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.jface.operation.IRunnableContext;
import org.eclipse.jface.text.Document;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentPartitioner;
import org.eclipse.jface.text.rules.FastPartitioner;
import org.eclipse.jface.text.source.AnnotationModel;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.texteditor.AbstractDocumentProvider;
import org.latscope.ui.internal.Messages;

/**
 * Reads a {@link SourceEditorInput}'s file (Latin-1, as old kernel trees are) into a document
 * partitioned for C; never writes it: kernel sources are only read.
 */
final class SourceDocumentProvider extends AbstractDocumentProvider {

    @Override
    protected IDocument createDocument(Object element) throws CoreException {
        if (!(element instanceof SourceEditorInput input)) {
            return null;
        }
        String text;
        try {
            text = new String(Files.readAllBytes(input.path()), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new CoreException(Status.error(NLS.bind(Messages.Source_unreadable, input.path(), e.getMessage()), e));
        }
        Document document = new Document(text);
        IDocumentPartitioner partitioner = new FastPartitioner(new CPartitionScanner(), CPartitionScanner.TYPES);
        partitioner.connect(document);
        document.setDocumentPartitioner(partitioner);
        return document;
    }

    @Override
    protected IAnnotationModel createAnnotationModel(Object element) {
        return new AnnotationModel();
    }

    @Override
    protected void doSaveDocument(IProgressMonitor monitor, Object element, IDocument document, boolean overwrite) {
        // sources are only read
    }

    @Override
    protected IRunnableContext getOperationRunner(IProgressMonitor monitor) {
        return null;
    }

    @Override
    public boolean isReadOnly(Object element) {
        return true;
    }

    @Override
    public boolean isModifiable(Object element) {
        return false;
    }
}
