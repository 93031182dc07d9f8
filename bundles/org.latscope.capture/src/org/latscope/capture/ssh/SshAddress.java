// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.capture.ssh;

import java.net.URI;
import java.net.URISyntaxException;

/**
 * {@code ssh://user@host[:port]}. Without a user or port, those of the OpenSSH config (or the
 * local user name and 22) apply.
 */
public record SshAddress(String user, String host, int port) {

    /** The scheme prefix of an SSH target. */
    public static final String SCHEME = "ssh://"; //$NON-NLS-1$

    /**
     * @return the address of {@code text}
     * @throws IllegalArgumentException naming what is wrong
     */
    public static SshAddress parse(String text) {
        if (!text.startsWith(SCHEME)) {
            throw new IllegalArgumentException(Messages.format("address.notSsh", text)); //$NON-NLS-1$
        }
        URI uri;
        try {
            uri = new URI(text);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(Messages.format("address.invalid", text, e.getReason()), e); //$NON-NLS-1$
        }
        if (uri.getHost() == null || (uri.getPath() != null && !uri.getPath().isEmpty() && !"/".equals(uri.getPath()))) { //$NON-NLS-1$
            throw new IllegalArgumentException(Messages.format("address.invalid", text, Messages.format("address.form"))); //$NON-NLS-1$ //$NON-NLS-2$
        }
        String user = uri.getUserInfo();
        if (user != null && user.contains(":")) { //$NON-NLS-1$
            throw new IllegalArgumentException(Messages.format("address.password", text)); //$NON-NLS-1$
        }
        return new SshAddress(user == null ? System.getProperty("user.name") : user, uri.getHost(), //$NON-NLS-1$
                uri.getPort() < 0 ? 22 : uri.getPort());
    }

    @Override
    public String toString() {
        return SCHEME + user + '@' + host + (port == 22 ? "" : ":" + port); //$NON-NLS-1$ //$NON-NLS-2$
    }
}
