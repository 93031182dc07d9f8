// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.latscope.model.HistogramBucket;
import org.latscope.model.HistogramSeries;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.LatscopePackage;
import org.latscope.model.LogLine;
import org.latscope.model.support.TraceSets;

/** Reading a series' buckets or a line's measurements leaves no empty list behind. */
class UnsetListsTest {

    private static final LatscopeFactory F = LatscopeFactory.eINSTANCE;

    @Test
    void aSeriesWithoutBucketsKeepsNoList() {
        HistogramSeries series = F.createHistogramSeries();
        assertTrue(TraceSets.buckets(series).isEmpty());
        assertFalse(series.eIsSet(LatscopePackage.Literals.HISTOGRAM_SERIES__BUCKETS));
        HistogramBucket bucket = F.createHistogramBucket();
        series.getBuckets().add(bucket);
        assertSame(series.getBuckets(), TraceSets.buckets(series));
        assertEquals(bucket, TraceSets.buckets(series).get(0));
    }

    @Test
    void aLineWithoutMeasurementsKeepsNoList() {
        LogLine line = F.createLogLine();
        assertEquals(0, TraceSets.measurements(line).size());
        assertFalse(line.eIsSet(LatscopePackage.Literals.LOG_LINE__MEASUREMENTS));
        line.getMeasurements().add(F.createMeasurement());
        assertEquals(1, TraceSets.measurements(line).size());
    }
}
