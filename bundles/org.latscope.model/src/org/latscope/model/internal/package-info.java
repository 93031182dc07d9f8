// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
/** Internal helpers of the model bundle (messages); not API. */
package org.latscope.model.internal;
