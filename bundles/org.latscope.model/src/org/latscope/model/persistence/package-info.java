// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
/**
 * Saving and loading trace sets: {@link org.latscope.model.persistence.TraceSetStore} writes an
 * EMF resource (XMI or binary) plus a checksummed step sidecar, atomically, and reports
 * damaged or foreign files with {@link org.latscope.model.persistence.TraceStoreException}.
 */
package org.latscope.model.persistence;
