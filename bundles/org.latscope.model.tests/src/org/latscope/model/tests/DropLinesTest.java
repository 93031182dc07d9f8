// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.LatscopePackage;
import org.latscope.model.LogLine;
import org.latscope.model.PrintkLog;
import org.latscope.model.TraceFile;
import org.latscope.model.support.TraceSets;

/**
 * A folded kernel log's lines go with their list's array: the log stays in its file with its
 * own figures, holds no line and takes new ones as a list does.
 */
class DropLinesTest {

    private static final LatscopeFactory F = LatscopeFactory.eINSTANCE;

    @Test
    void aLogLetsItsLinesGoAndStaysUsable() {
        TraceFile file = F.createTraceFile();
        PrintkLog log = F.createPrintkLog();
        log.setFirstLine(3);
        log.setLastLine(100_002);
        file.getContents().add(log);
        for (int i = 0; i < 100_000; i++) {
            LogLine line = F.createLogLine();
            line.setTimeNs(i);
            log.getLines().add(line);
        }

        TraceSets.dropLines(log);

        assertTrue(log.getLines().isEmpty());
        assertFalse(log.getLines().iterator().hasNext());
        assertSame(log, file.getContents().get(0));
        assertEquals(100_002, log.getLastLine());
        LogLine again = F.createLogLine();
        log.getLines().add(again);
        assertEquals(1, log.getLines().size());
        assertSame(log, again.eContainer());
        assertTrue(log.eIsSet(LatscopePackage.Literals.PRINTK_LOG__LINES));
    }
}
