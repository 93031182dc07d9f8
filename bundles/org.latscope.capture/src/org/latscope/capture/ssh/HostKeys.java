// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.capture.ssh;

import java.net.SocketAddress;
import java.nio.file.Path;
import java.security.PublicKey;
import java.util.function.Consumer;

import org.apache.sshd.client.config.hosts.KnownHostEntry;
import org.apache.sshd.client.keyverifier.KnownHostsServerKeyVerifier;
import org.apache.sshd.client.keyverifier.ServerKeyVerifier;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.common.config.keys.KeyUtils;

/**
 * known_hosts as OpenSSH checks it: a known host must present the key on file; a changed key
 * is always refused, with both fingerprints and the line to remove; a new host is added
 * (accept-new) or refused (strict). The reason of a refusal is kept for the user's message,
 * which MINA's own exception ("Server key did not validate") does not give.
 */
final class HostKeys extends KnownHostsServerKeyVerifier {

    private final String target;
    private final Path file;
    private volatile String refusal;

    HostKeys(String target, Path file, boolean strict, Consumer<String> notices) {
        super(unknownHosts(target, file, strict, notices), file);
        this.target = target;
        this.file = file;
        setModifiedServerKeyAcceptor(this::refuseChangedKey);
    }

    private static ServerKeyVerifier unknownHosts(String target, Path file, boolean strict, Consumer<String> notices) {
        return (session, remote, key) -> {
            if (strict) {
                return false;
            }
            notices.accept(Messages.format("ssh.hostKeyAdded", target, KeyUtils.getFingerPrint(key), file)); //$NON-NLS-1$
            return true;
        };
    }

    @Override
    protected boolean acceptUnknownHostKey(ClientSession session, SocketAddress remote, PublicKey key) {
        boolean accepted = super.acceptUnknownHostKey(session, remote, key);
        if (!accepted) {
            refusal = Messages.format("ssh.hostUnknown", target, KeyUtils.getFingerPrint(key), file); //$NON-NLS-1$
        }
        return accepted;
    }

    private boolean refuseChangedKey(ClientSession session, SocketAddress remote, KnownHostEntry entry, PublicKey expected,
            PublicKey actual) {
        refusal = Messages.format("ssh.hostKeyChanged", target, KeyUtils.getFingerPrint(actual), //$NON-NLS-1$
                KeyUtils.getFingerPrint(expected), file, entry.getConfigLine());
        return false;
    }

    /** @return why the host's key was refused, or null */
    String refusal() {
        return refusal;
    }
}
