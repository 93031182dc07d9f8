// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
/**
 * What the events and tracer entries in step tables mean, shared by the readers (which count
 * what cannot be paired) and the analyses (which measure what can):
 * {@link org.latscope.model.events.EventPairing} pairs entry and exit events per CPU and wakeups
 * with their switches, {@link org.latscope.model.events.TracerSamples} reads timerlat, osnoise
 * and hwlat samples, {@link org.latscope.model.events.EventFields} reads {@code key=value} fields.
 */
package org.latscope.model.events;
