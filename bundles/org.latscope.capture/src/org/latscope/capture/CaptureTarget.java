// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.capture;

import java.io.OutputStream;

/**
 * Where a capture runs: a shell that takes commands over tracefs (the local machine or an SSH
 * host). Nothing of Latscope's runs there; every step is a shell command whose output comes
 * back.
 */
public interface CaptureTarget extends AutoCloseable {

    /** @return how the user names the target ({@code local}, {@code ssh://root@host:22}) */
    String name();

    /**
     * Runs one shell command and collects its output.
     *
     * @throws TargetLostException when the connection dropped before the command ended
     * @throws CaptureException when the command could not be started
     */
    CommandResult run(String command) throws CaptureException;

    /**
     * Runs one shell command and copies its standard output into {@code out} as it comes, until
     * the command ends or {@code stop} is called from another thread.
     *
     * @return the running command
     */
    RunningCommand start(String command, OutputStream out) throws CaptureException;

    /**
     * Opens a second connection to the same target, for a long-running command (a stream) that
     * must not hold up the short ones.
     *
     * @throws CaptureException when it cannot be reached
     */
    CaptureTarget another() throws CaptureException;

    /**
     * Opens the connection again after it dropped, so that the target can be restored.
     *
     * @return false when the target does not answer
     */
    boolean reconnect();

    @Override
    void close();

    /** A command started by {@link CaptureTarget#start}. */
    interface RunningCommand extends AutoCloseable {

        /**
         * Waits until the command ends.
         *
         * @return its exit status, or -1 when it was stopped or its connection dropped
         */
        int waitFor(long timeoutMillis) throws CaptureException;

        /** Stops the command (its output up to now was copied). */
        @Override
        void close();
    }
}
