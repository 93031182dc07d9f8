// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.capture.ssh;

import java.nio.file.Path;
import java.time.Duration;

/**
 * How to reach an SSH target, as OpenSSH would: the user's {@code ~/.ssh/config} (Host,
 * HostName, Port, User, IdentityFile), {@code known_hosts}, key files and the agent.
 *
 * @param identity a private key file to offer first, or null for the config's and the
 *            default ones ({@code ~/.ssh/id_ecdsa}, {@code id_rsa}, {@code id_ed25519})
 * @param knownHosts the known_hosts file checked and, for a new host, added to
 * @param strictHostKeys refuse a host not yet in known_hosts (OpenSSH's
 *            {@code StrictHostKeyChecking yes}); otherwise it is added and said
 *            ({@code accept-new}). A changed host key is refused either way.
 * @param sshConfig read {@code ~/.ssh/config}
 * @param agent offer the keys of the agent at {@code $SSH_AUTH_SOCK}
 * @param passphrases asked for a key's passphrase; never from a command line
 * @param timeout how long connecting, authenticating and one command may take
 */
public record SshOptions(Path identity, Path knownHosts, boolean strictHostKeys, boolean sshConfig, boolean agent,
        Passphrases passphrases, Duration timeout) {

    /** Asks for the passphrase of a private key file (a console, a dialog, secure storage). */
    @FunctionalInterface
    public interface Passphrases {
        /** No passphrase known: encrypted keys are skipped. */
        Passphrases NONE = resource -> null;

        /** @return the passphrase, or null to skip the key */
        String passphrase(String keyFile);
    }

    /** @return the user's OpenSSH setup: ~/.ssh/config and known_hosts, default keys, the agent */
    public static SshOptions defaults() {
        Path ssh = Path.of(System.getProperty("user.home"), ".ssh"); //$NON-NLS-1$
        return new SshOptions(null, ssh.resolve("known_hosts"), false, true, true, Passphrases.NONE, //$NON-NLS-1$
                Duration.ofSeconds(30));
    }

    /** @return these options with the given key file */
    public SshOptions withIdentity(Path file) {
        return new SshOptions(file, knownHosts, strictHostKeys, sshConfig, agent, passphrases, timeout);
    }

    /** @return these options with another known_hosts file */
    public SshOptions withKnownHosts(Path file) {
        return new SshOptions(identity, file, strictHostKeys, sshConfig, agent, passphrases, timeout);
    }

    /** @return these options refusing (true) or adding (false) a host not in known_hosts */
    public SshOptions withStrictHostKeys(boolean strict) {
        return new SshOptions(identity, knownHosts, strict, sshConfig, agent, passphrases, timeout);
    }

    /** @return these options without ~/.ssh/config and the agent (tests, a fixed setup) */
    public SshOptions isolated() {
        return new SshOptions(identity, knownHosts, strictHostKeys, false, false, passphrases, timeout);
    }

    /** @return these options asking passphrases from {@code p} */
    public SshOptions withPassphrases(Passphrases p) {
        return new SshOptions(identity, knownHosts, strictHostKeys, sshConfig, agent, p, timeout);
    }
}
