// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ide.internal;

import java.io.IOException;
import java.io.InputStream;
import java.util.Map;

import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExecutableExtension;
import org.eclipse.core.runtime.QualifiedName;
import org.eclipse.core.runtime.content.IContentDescriber;
import org.eclipse.core.runtime.content.IContentDescription;
import org.latscope.formats.InstalledTraceFormats;
import org.latscope.formats.spi.TraceFormatProbe;

/**
 * The describer of a Latscope content type: a file is of the type when the installed trace
 * formats detect, on its first bytes, the format named by the describer's {@code format} parameter, exactly
 * as the set reader picks a file's reader ({@link org.latscope.formats.TraceFormatRegistry#detect}).
 * Names only add a bonus there: here a file's content decides.
 */
public final class TraceFormatDescriber implements IContentDescriber, IExecutableExtension {

    private final InstalledTraceFormats formats = new InstalledTraceFormats(TraceFormatDescriber.class);
    private String formatId = ""; //$NON-NLS-1$

    @Override
    public void setInitializationData(IConfigurationElement config, String propertyName, Object data) {
        // <parameter name="format" value="vp-latency"/> under <describer> arrives as a map
        if (data instanceof Map<?, ?> parameters && parameters.get("format") instanceof String id) { //$NON-NLS-1$
            formatId = id.trim();
        }
    }

    @Override
    public int describe(InputStream contents, IContentDescription description) throws IOException {
        byte[] head = new byte[TraceFormatProbe.MAX_HEAD];
        int n = 0;
        int r;
        while (n < head.length && (r = contents.read(head, n, head.length - n)) >= 0) {
            n += r;
        }
        int length = n;
        return formats.registry().detect(head, length, "") //$NON-NLS-1$
                .filter(d -> d.format().id().equals(formatId)).isPresent() ? VALID : INVALID;
    }

    @Override
    public QualifiedName[] getSupportedOptions() {
        return new QualifiedName[0];
    }
}
