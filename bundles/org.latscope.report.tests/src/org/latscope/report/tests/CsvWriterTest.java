// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.StringWriter;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.latscope.report.CsvWriter;

class CsvWriterTest {

    @Test
    void quotesOnlyWhatNeedsQuoting() {
        StringWriter text = new StringWriter();
        new CsvWriter(text)
                .row(List.of("latency_us", "cause", "start"))
                .row(List.of(Integer.valueOf(5664), "spin_lock", "1376/sched.c"))
                .row(List.of(Integer.valueOf(20456), "prev_comm=C1 CompilerThre, \"S\"", "<00000000>"));
        assertEquals("latency_us,cause,start\r\n5664,spin_lock,1376/sched.c\r\n"
                + "20456,\"prev_comm=C1 CompilerThre, \"\"S\"\"\",<00000000>\r\n", text.toString());
    }
}
