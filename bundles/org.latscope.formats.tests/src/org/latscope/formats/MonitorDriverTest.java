// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;
import org.junit.jupiter.api.Test;

/** The thread that waits for a read outlasts a heap that another thread filled. */
class MonitorDriverTest {

    @Test
    void aPollThatRunsOutOfMemoryWaitsOn() throws Exception {
        // a read that another thread ends: the first polls fail as a full heap made them fail
        FutureTask<String> read = new FutureTask<>(() -> "read") {
            private int polls;

            @Override
            public String get(long timeout, TimeUnit unit) throws java.util.concurrent.ExecutionException,
                    InterruptedException, TimeoutException {
                if (++polls <= 2) {
                    throw new OutOfMemoryError("Java heap space"); // allocating the TimeoutException
                }
                run();
                return super.get(timeout, unit);
            }
        };
        MonitorDriver driver = new MonitorDriver(SubMonitor.convert(new NullProgressMonitor(), 100), new ReadProgress(), 0,
                100, 1);
        assertEquals("read", driver.await(read));
    }
}
