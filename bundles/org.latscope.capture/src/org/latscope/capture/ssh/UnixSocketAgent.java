// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.capture.ssh;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;
import java.util.List;

import org.apache.sshd.agent.SshAgent;
import org.apache.sshd.agent.SshAgentFactory;
import org.apache.sshd.agent.SshAgentServer;
import org.apache.sshd.agent.common.AbstractAgentProxy;
import org.apache.sshd.common.FactoryManager;
import org.apache.sshd.common.channel.ChannelFactory;
import org.apache.sshd.common.session.ConnectionService;
import org.apache.sshd.common.session.Session;
import org.apache.sshd.common.util.buffer.Buffer;
import org.apache.sshd.common.util.buffer.ByteArrayBuffer;

/**
 * The OpenSSH agent at {@code $SSH_AUTH_SOCK}, reached through the JDK's Unix domain sockets:
 * MINA's own Unix agent client needs Tomcat's native APR library, which an Eclipse install does
 * not have. Only the client side (list keys, sign) is used; nothing is forwarded.
 */
final class UnixSocketAgent extends AbstractAgentProxy {

    private final SocketChannel channel;

    private UnixSocketAgent(Path socket) throws IOException {
        super(null);
        channel = SocketChannel.open(StandardProtocolFamily.UNIX);
        channel.connect(UnixDomainSocketAddress.of(socket));
    }

    @Override
    protected synchronized Buffer request(Buffer buffer) throws IOException {
        ByteBuffer out = ByteBuffer.wrap(buffer.array(), buffer.rpos(), buffer.available());
        while (out.hasRemaining()) {
            channel.write(out);
        }
        ByteBuffer length = ByteBuffer.allocate(4);
        readFully(length);
        ByteBuffer reply = ByteBuffer.allocate(length.flip().getInt());
        readFully(reply);
        return new ByteArrayBuffer(reply.array());
    }

    private void readFully(ByteBuffer into) throws IOException {
        while (into.hasRemaining()) {
            if (channel.read(into) < 0) {
                throw new IOException("the SSH agent closed its socket"); //$NON-NLS-1$
            }
        }
    }

    @Override
    public boolean isOpen() {
        return channel.isOpen();
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }

    /** @return a factory of agent clients for the socket of {@code $SSH_AUTH_SOCK}, or null when unset */
    static SshAgentFactory fromEnvironment() {
        String socket = System.getenv(SshAgent.SSH_AUTHSOCKET_ENV_NAME);
        if (socket == null || socket.isBlank()) {
            return null;
        }
        Path path = Path.of(socket);
        return new SshAgentFactory() {
            @Override
            public List<ChannelFactory> getChannelForwardingFactories(FactoryManager manager) {
                return List.of();
            }

            @Override
            public SshAgent createClient(Session session, FactoryManager manager) throws IOException {
                return new UnixSocketAgent(path);
            }

            @Override
            public SshAgentServer createServer(ConnectionService service) throws IOException {
                throw new IOException("agent forwarding is not offered"); //$NON-NLS-1$
            }
        };
    }
}
