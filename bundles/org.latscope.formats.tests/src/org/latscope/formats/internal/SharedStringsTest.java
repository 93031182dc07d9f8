// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/** {@link SharedStrings}: equal strings share the first instance, within a bound. */
class SharedStringsTest {

    @Test
    void equalStringsShareTheFirstInstance() {
        SharedStrings strings = new SharedStrings();
        String first = new String("finish_task_switch");
        assertSame(first, strings.share(first));
        assertSame(first, strings.share(new String("finish_task_switch")));
        assertNull(strings.share(null));
    }

    @Test
    void aFileOfDistinctNamesStartsAgainRatherThanGrowing() {
        SharedStrings strings = new SharedStrings();
        String first = new String("task-0");
        strings.share(first);
        for (int i = 1; i <= 10_000; i++) {
            assertEquals("task-" + i, strings.share("task-" + i));
        }
        // the pool was emptied on the way (4,096 names), so the first instance is no longer the one given out
        assertNotSame(first, strings.share(new String("task-0")));
    }
}
