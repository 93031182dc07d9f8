// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ide.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;

import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.content.IContentType;
import org.junit.jupiter.api.Test;
import org.latscope.testdata.TestData;

/** A trace-cmd recording is a Latscope trace by its magic, whatever its name; a .dat without it is not. */
class TraceDatContentTypeTest {

    private static final String TRACE_DAT = "org.latscope.ide.trace.trace-dat"; //$NON-NLS-1$

    @Test
    void traceDatIsToldByItsMagic() throws IOException {
        for (String name : new String[] { "v6_sched_1cpu_tutorial3LabSisop.dat", "v7zstd_6.1rt_events.dat" }) { //$NON-NLS-1$ //$NON-NLS-2$
            byte[] bytes = Files.readAllBytes(TestData.path("trace-dat/" + name)); //$NON-NLS-1$
            try (InputStream in = new ByteArrayInputStream(bytes)) {
                IContentType type = Platform.getContentTypeManager().findContentTypeFor(in, name);
                assertEquals(TRACE_DAT, type == null ? null : type.getId(), name);
                assertTrue(type.isKindOf(Platform.getContentTypeManager().getContentType("org.latscope.ide.trace"))); //$NON-NLS-1$
            }
            try (InputStream in = new ByteArrayInputStream(bytes)) { // no name: the content alone
                IContentType type = Platform.getContentTypeManager().findContentTypeFor(in, null);
                assertEquals(TRACE_DAT, type == null ? null : type.getId(), name + " without its name");
            }
        }
        try (InputStream in = new ByteArrayInputStream("not a recording\n".getBytes())) { //$NON-NLS-1$
            IContentType type = Platform.getContentTypeManager().findContentTypeFor(in, "game.dat"); //$NON-NLS-1$
            assertNotEquals(TRACE_DAT, type == null ? null : type.getId());
        }
    }
}
