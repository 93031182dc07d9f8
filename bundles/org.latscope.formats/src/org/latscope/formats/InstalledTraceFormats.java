// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats;

import java.util.Optional;

import org.eclipse.core.runtime.RegistryFactory;
import org.eclipse.core.runtime.ServiceCaller;
import org.osgi.framework.FrameworkUtil;

/**
 * The installed trace formats for one client (a view's loader, a command-line run): those of
 * the {@code org.latscope.formats.traceFormats} service when Declarative Services offers it,
 * else an {@link ExtensionTraceFormats} of the client's own, read on first use and closed with
 * this object. Either way the registry follows extensions as they are added and removed.
 * A client class outside every bundle has no service registry to ask and always reads its own.
 */
public final class InstalledTraceFormats implements AutoCloseable {

    private final ServiceCaller<ExtensionTraceFormats> service; // null: the client is in no bundle
    private ExtensionTraceFormats own;

    /** @param client the class whose bundle asks for the service */
    public InstalledTraceFormats(Class<?> client) {
        service = FrameworkUtil.getBundle(client) == null ? null : new ServiceCaller<>(client, ExtensionTraceFormats.class);
    }

    /** @return the installed formats */
    public synchronized TraceFormatRegistry registry() {
        return shared().map(ExtensionTraceFormats::registry).orElseGet(() -> {
            if (own == null) {
                own = new ExtensionTraceFormats(RegistryFactory.getRegistry());
            }
            return own.registry();
        });
    }

    /** @return whether the formats come from the shared service (false: read for this client alone) */
    public boolean fromService() {
        return shared().isPresent();
    }

    private Optional<ExtensionTraceFormats> shared() {
        return service == null ? Optional.empty() : service.current();
    }

    @Override
    public synchronized void close() {
        if (service != null) {
            service.unget();
        }
        if (own != null) {
            own.close();
            own = null;
        }
    }
}
