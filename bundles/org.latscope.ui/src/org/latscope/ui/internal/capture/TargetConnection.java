// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.capture;

import java.nio.file.Path;

import org.latscope.capture.ssh.SshOptions;

/**
 * How the explorer reaches an SSH target: the user's OpenSSH setup (config, known_hosts, default
 * keys, the agent) with an optional key file first; passphrases come from Eclipse secure storage
 * or the user, never from a text field kept in preferences.
 *
 * @param identity a private key file offered first, or null
 * @param strictHostKeys refuse a host not yet in known_hosts (a changed key is refused always)
 */
record TargetConnection(Path identity, boolean strictHostKeys) {

    /** @return the SSH options of this connection, asking passphrases through {@code passphrases} */
    SshOptions options(SshOptions.Passphrases passphrases) {
        SshOptions options = SshOptions.defaults().withStrictHostKeys(strictHostKeys).withPassphrases(passphrases);
        return identity == null ? options : options.withIdentity(identity);
    }
}
