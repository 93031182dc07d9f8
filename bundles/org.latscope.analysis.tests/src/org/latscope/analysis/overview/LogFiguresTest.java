// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.overview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.LatscopePackage;
import org.latscope.model.LogLine;
import org.latscope.model.Measurement;
import org.latscope.model.PrintkLog;

class LogFiguresTest {

    @Test
    void countsMeasurementsWithoutGivingEveryLineAList() {
        PrintkLog log = LatscopeFactory.eINSTANCE.createPrintkLog();
        for (int i = 0; i < 3; i++) {
            LogLine line = LatscopeFactory.eINSTANCE.createLogLine();
            line.setTimeNs(1_000L * i);
            log.getLines().add(line);
        }
        Measurement took = LatscopeFactory.eINSTANCE.createMeasurement();
        log.getLines().get(1).getMeasurements().add(took);
        LogFigures figures = LogFigures.of(0, log);
        assertEquals(3, figures.lines());
        assertEquals(1, figures.measurements());
        assertEquals(0, figures.firstTimeNs());
        assertEquals(2_000, figures.lastTimeNs());
        assertFalse(log.getLines().get(0).eIsSet(LatscopePackage.Literals.LOG_LINE__MEASUREMENTS));
    }
}
