// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.capture.ssh;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.ConnectException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.channel.ChannelExec;
import org.apache.sshd.client.channel.ClientChannelEvent;
import org.apache.sshd.client.config.hosts.DefaultConfigFileHostEntryResolver;
import org.apache.sshd.client.config.hosts.HostConfigEntryResolver;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.common.keyprovider.FileKeyPairProvider;
import org.apache.sshd.common.keyprovider.KeyIdentityProvider;
import org.latscope.capture.CaptureException;
import org.latscope.capture.CaptureTarget;
import org.latscope.capture.CommandResult;
import org.latscope.capture.TargetLostException;

/**
 * An SSH host through Apache MINA SSHD (as EGit's {@code org.eclipse.jgit.ssh.apache}): the
 * user's OpenSSH config, known_hosts checked, key files and the agent. One session per target;
 * each command is an exec channel running the login shell's {@code sh -c}.
 */
public final class SshTarget implements CaptureTarget {

    private static final String[] DEFAULT_KEYS = { "id_ecdsa", "id_rsa", "id_ed25519" }; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$

    private final SshAddress address;
    private final SshOptions options;
    private final Consumer<String> notices;
    private SshClient client;
    private HostKeys hostKeys;
    private volatile ClientSession session;

    private SshTarget(SshAddress address, SshOptions options, Consumer<String> notices) {
        this.address = address;
        this.options = options;
        this.notices = notices;
    }

    /**
     * Connects and authenticates.
     *
     * @param notices told what the user should know but is no error (a host key added)
     * @throws CaptureException naming the target and why: refused connection, unknown or
     *             changed host key, no key accepted
     */
    public static SshTarget connect(SshAddress address, SshOptions options, Consumer<String> notices) throws CaptureException {
        SshTarget target = new SshTarget(address, options, notices);
        target.open();
        return target;
    }

    @Override
    public String name() {
        return address.toString();
    }

    private void open() throws CaptureException {
        client = SshClient.setUpDefaultClient();
        client.setHostConfigEntryResolver(options.sshConfig() ? DefaultConfigFileHostEntryResolver.INSTANCE : HostConfigEntryResolver.EMPTY);
        hostKeys = new HostKeys(name(), options.knownHosts(), options.strictHostKeys(), notices);
        client.setServerKeyVerifier(hostKeys);
        List<Path> keys = keyFiles();
        client.setKeyIdentityProvider(keys.isEmpty() ? KeyIdentityProvider.EMPTY_KEYS_PROVIDER : new FileKeyPairProvider(keys));
        client.setFilePasswordProvider((session, resource, retry) -> retry > 0 ? null : options.passphrases().passphrase(resource.getName()));
        if (options.agent()) {
            client.setAgentFactory(UnixSocketAgent.fromEnvironment());
        }
        client.start();
        long timeout = options.timeout().toMillis();
        try {
            ClientSession s = client.connect(address.user(), address.host(), address.port()).verify(timeout).getSession();
            try {
                s.auth().verify(timeout);
            } catch (IOException e) {
                s.close(true);
                throw e;
            }
            session = s;
        } catch (IOException e) {
            client.stop();
            throw new CaptureException(whyNot(e, keys), e);
        }
    }

    private String whyNot(IOException e, List<Path> keys) {
        String refusal = hostKeys.refusal();
        if (refusal != null) {
            return refusal;
        }
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof ConnectException) {
                return Messages.format("ssh.refused", name(), t.getMessage()); //$NON-NLS-1$
            }
        }
        String message = String.valueOf(e.getMessage());
        if (message.contains("No more authentication methods")) { //$NON-NLS-1$
            return Messages.format("ssh.noKeyAccepted", name(), address.user(), //$NON-NLS-1$
                    keys.isEmpty() ? Messages.format("ssh.noKeys") : keys.toString(), //$NON-NLS-1$
                    options.agent() && UnixSocketAgent.fromEnvironment() != null ? Messages.format("ssh.andAgent") : ""); //$NON-NLS-1$ //$NON-NLS-2$
        }
        return Messages.format("ssh.failed", name(), message); //$NON-NLS-1$
    }

    private List<Path> keyFiles() throws CaptureException {
        List<Path> keys = new ArrayList<>();
        if (options.identity() != null) {
            if (!Files.isReadable(options.identity())) {
                throw new CaptureException(Messages.format("ssh.identityUnreadable", name(), options.identity())); //$NON-NLS-1$
            }
            keys.add(options.identity());
            return keys;
        }
        Path ssh = Path.of(System.getProperty("user.home"), ".ssh"); //$NON-NLS-1$ //$NON-NLS-2$
        for (String name : DEFAULT_KEYS) {
            if (Files.isReadable(ssh.resolve(name))) {
                keys.add(ssh.resolve(name));
            }
        }
        return keys;
    }

    @Override
    public CommandResult run(String command) throws CaptureException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        ClientSession s = liveSession();
        try (ChannelExec channel = s.createExecChannel(command)) {
            channel.setOut(out);
            channel.setErr(err);
            channel.open().verify(options.timeout().toMillis());
            Set<ClientChannelEvent> events = channel.waitFor(EnumSet.of(ClientChannelEvent.CLOSED), options.timeout().toMillis());
            Integer status = channel.getExitStatus();
            if (status == null || !events.contains(ClientChannelEvent.CLOSED)) {
                if (!s.isOpen() || s.isClosing()) {
                    throw lost(null);
                }
                if (!events.contains(ClientChannelEvent.CLOSED)) {
                    throw new CaptureException(Messages.format("ssh.timeout", name(), command, options.timeout().toSeconds())); //$NON-NLS-1$
                }
                status = Integer.valueOf(-1);
            }
            return new CommandResult(status.intValue(), out.toByteArray(), err.toString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw lost(e);
        }
    }

    @Override
    public RunningCommand start(String command, OutputStream out) throws CaptureException {
        ClientSession s = liveSession();
        try {
            ChannelExec channel = s.createExecChannel(command);
            channel.setOut(out);
            channel.setErr(OutputStream.nullOutputStream());
            channel.open().verify(options.timeout().toMillis());
            return new RunningCommand() {
                @Override
                public int waitFor(long timeoutMillis) throws CaptureException {
                    Set<ClientChannelEvent> events = channel.waitFor(EnumSet.of(ClientChannelEvent.CLOSED), timeoutMillis);
                    if (!events.contains(ClientChannelEvent.CLOSED)) {
                        return -1;
                    }
                    Integer status = channel.getExitStatus();
                    if (status == null && (!s.isOpen() || s.isClosing())) {
                        throw lost(null);
                    }
                    return status == null ? -1 : status.intValue();
                }

                @Override
                public void close() {
                    channel.close(false);
                }
            };
        } catch (IOException e) {
            throw lost(e);
        }
    }

    private ClientSession liveSession() throws TargetLostException {
        ClientSession s = session;
        if (s == null || !s.isOpen()) {
            throw lost(null);
        }
        return s;
    }

    private TargetLostException lost(IOException e) {
        return new TargetLostException(Messages.format("ssh.lost", name(), e == null ? "" : e.getMessage()), e); //$NON-NLS-1$ //$NON-NLS-2$
    }

    @Override
    public CaptureTarget another() throws CaptureException {
        return connect(address, options, m -> {
            // the first connection said it
        });
    }

    @Override
    public synchronized boolean reconnect() {
        closeQuietly();
        try {
            open();
            return true;
        } catch (CaptureException e) {
            return false;
        }
    }

    @Override
    public void close() {
        closeQuietly();
    }

    private void closeQuietly() {
        ClientSession s = session;
        session = null;
        if (s != null) {
            s.close(true);
        }
        if (client != null) {
            client.stop();
        }
    }
}
