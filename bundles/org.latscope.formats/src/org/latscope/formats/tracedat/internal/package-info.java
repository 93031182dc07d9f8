// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
/**
 * The pieces behind {@link org.latscope.formats.tracedat.TraceDatFile}, kept apart as
 * libtraceevent keeps them: the file's sections and compression ({@code FileBytes},
 * {@code Codec}, {@code MetaReader}), ring-buffer pages to records ({@code PageDecoder},
 * {@code CpuStream}), format files to fields ({@code EventFormat}, {@code FormatParser}) and
 * fields to text ({@code PrintFormat}, {@code CFormat}, {@code EventPlugins}). Not API.
 */
package org.latscope.formats.tracedat.internal;
