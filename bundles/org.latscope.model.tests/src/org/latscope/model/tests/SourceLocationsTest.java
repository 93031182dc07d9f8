// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;
import org.latscope.model.SourceLocation;
import org.latscope.model.TraceSet;
import org.latscope.model.support.TraceSets;

/** A set holds one source location per line and file, found again after its index is gone (a set loaded from disk). */
class SourceLocationsTest {

    @Test
    void oneLocationPerLineAndFile() {
        TraceSet set = TraceSets.create("s");
        SourceLocation sched = TraceSets.location(set, "sched.c", 1376);
        assertSame(sched, TraceSets.location(set, new String("sched.c"), 1376));
        assertNotSame(sched, TraceSets.location(set, "sched.c", 697));
        assertNotSame(sched, TraceSets.location(set, "fork.c", 1376));
        // a file name with a slash does not meet another line's key
        assertNotSame(TraceSets.location(set, "3/x.c", 12), TraceSets.location(set, "x.c", 123));
        assertEquals(5, set.getSourceLocations().size());
        assertEquals(1376, sched.getLine());
        assertEquals("sched.c", sched.getFile());
    }

    @Test
    void aSetWithoutItsIndexFindsItsLocationsAgain() {
        TraceSet set = TraceSets.create("s");
        SourceLocation sched = TraceSets.location(set, "sched.c", 1376);
        set.eAdapters().removeIf(adapter -> adapter.getClass().getSimpleName().equals("LocationIndex"));
        assertSame(sched, TraceSets.location(set, "sched.c", 1376));
        assertEquals(1, set.getSourceLocations().size());

        set.getSourceLocations().remove(sched); // no longer the set's: a new one takes its place
        SourceLocation again = TraceSets.location(set, "sched.c", 1376);
        assertNotSame(sched, again);
        assertSame(set, again.eContainer());
    }
}
