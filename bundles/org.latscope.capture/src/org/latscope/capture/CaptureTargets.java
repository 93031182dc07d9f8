// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.capture;

import java.util.function.Consumer;

import org.latscope.capture.ssh.SshAddress;
import org.latscope.capture.ssh.SshOptions;
import org.latscope.capture.ssh.SshTarget;

/** Opens a target by the name a user gives: {@code local} or {@code ssh://user@host[:port]}. */
public final class CaptureTargets {

    private CaptureTargets() {
    }

    /**
     * @param name {@code local} or {@code ssh://user@host[:port]}
     * @param ssh how to reach an SSH target
     * @param notices told what the user should know (a host key added)
     * @throws CaptureException naming the target and why it cannot be reached
     * @throws IllegalArgumentException when {@code name} is neither form
     */
    public static CaptureTarget open(String name, SshOptions ssh, Consumer<String> notices) throws CaptureException {
        if (LocalTarget.NAME.equals(name)) {
            return new LocalTarget();
        }
        return SshTarget.connect(SshAddress.parse(name), ssh, notices);
    }
}
