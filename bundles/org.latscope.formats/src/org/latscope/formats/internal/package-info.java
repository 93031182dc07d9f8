// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
/**
 * The implementation behind the reader SPI: line splitting, decoding, transport cleanup,
 * the read context, messages. Not API.
 */
package org.latscope.formats.internal;
