// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
/** Internals of the source index: archive extraction and the index cache's file format. */
package org.latscope.source.internal;
