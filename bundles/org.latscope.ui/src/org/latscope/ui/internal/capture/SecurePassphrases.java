// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.capture;

import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.equinox.security.storage.EncodingUtils;
import org.eclipse.equinox.security.storage.ISecurePreferences;
import org.eclipse.equinox.security.storage.SecurePreferencesFactory;
import org.eclipse.equinox.security.storage.StorageException;
import org.eclipse.swt.widgets.Display;
import org.latscope.capture.ssh.SshOptions;

/**
 * Passphrases of private key files from Eclipse secure storage, else asked of the user (on the
 * UI thread, the capture's thread waiting) and kept there when the user says so (General &gt;
 * Security &gt; Secure Storage removes it).
 */
final class SecurePassphrases implements SshOptions.Passphrases {

    private static final String NODE = "/org.latscope.capture/keys/"; //$NON-NLS-1$
    private static final String PASSPHRASE = "passphrase"; //$NON-NLS-1$

    private final Display display;
    private final ISecurePreferences root;

    /** @param display where to ask */
    SecurePassphrases(Display display) {
        this(display, SecurePreferencesFactory.getDefault());
    }

    SecurePassphrases(Display display, ISecurePreferences root) {
        this.display = display;
        this.root = root;
    }

    @Override
    public String passphrase(String keyFile) {
        ISecurePreferences node = root == null ? null : root.node(NODE + EncodingUtils.encodeSlashes(keyFile));
        if (node != null) {
            try {
                String stored = node.get(PASSPHRASE, null);
                if (stored != null) {
                    return stored;
                }
            } catch (StorageException e) {
                // unreadable (a changed master password): ask
            }
        }
        AtomicReference<PassphraseDialog.Answer> answer = new AtomicReference<>();
        if (display.isDisposed()) {
            return null;
        }
        display.syncExec(() -> answer.set(PassphraseDialog.ask(display.getActiveShell(), keyFile)));
        PassphraseDialog.Answer a = answer.get();
        if (a == null) {
            return null;
        }
        if (a.remember() && node != null) {
            try {
                node.put(PASSPHRASE, a.passphrase(), true);
                node.flush();
            } catch (StorageException | java.io.IOException e) {
                // not kept: asked again next time
            }
        }
        return a.passphrase();
    }
}
