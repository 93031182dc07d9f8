// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.events;

/**
 * Reads the samples of the measuring tracers from the text of their entries, as tracefs prints
 * them and as {@code trace-cmd report} prints their raw fields:
 * <pre>
 * timerlat  #2     context    irq timer_latency    119280 ns          seq:26	context:0	timer_latency:106440
 * osnoise   1000000  116300  88.37000  6680  560  0  244  0  38        noise:107670	max_sample:8598	hw:497	...
 * hwlat     #1     inner/outer(us):   96/99    ts:... count:202       cnt:1	ts:...	inner:96	outer:99	...
 * </pre>
 * timerlat latencies are in nanoseconds, osnoise and hwlat in microseconds; samples are given in
 * nanoseconds.
 */
public final class TracerSamples {

    /** Receives the samples of one entry. */
    public interface Sink {
        /**
         * @param kind what the value is
         * @param valueNs the value in nanoseconds
         */
        void sample(SampleKind kind, long valueNs);

        /**
         * The interference counters of an osnoise period.
         *
         * @param counts hardware, NMI, irq, softirq and thread interference, in that order
         */
        default void interference(long[] counts) {
            // most sinks want the figures only
        }
    }

    /** The names of the osnoise interference counters, in the order {@link Sink#interference} gives them. */
    public static final String[] INTERFERENCE = { "hw", "nmi", "irq", "softirq", "thread" }; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$

    private static final long NS_PER_US = 1_000L;

    private TracerSamples() {
    }

    /**
     * @param name an entry's name: the tracer's ({@code timerlat}) or the event's
     * @return whether {@link #read} may find samples in its entries
     */
    public static boolean measures(String name) {
        return "timerlat".equals(name) || "osnoise".equals(name) || "hwlat".equals(name); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
    }

    /**
     * @param name the entry's name
     * @param text the entry's text after its name
     * @param sink receives what it holds
     * @return whether it held a sample
     */
    public static boolean read(String name, String text, Sink sink) {
        if (name == null || text == null) {
            return false;
        }
        return switch (name) {
            case "timerlat" -> timerlat(text, sink); //$NON-NLS-1$
            case "osnoise" -> osnoise(text, sink); //$NON-NLS-1$
            case "hwlat" -> hwlat(text, sink); //$NON-NLS-1$
            default -> false;
        };
    }

    private static boolean timerlat(String text, Sink sink) {
        long latency = EventFields.number(text, "timer_latency:"); //$NON-NLS-1$
        if (latency != EventFields.MISSING) { // trace-cmd: context:0 is the irq, 1 the thread
            long context = EventFields.number(text, "context:"); //$NON-NLS-1$
            if (context == 0 || context == 1) {
                sink.sample(context == 0 ? SampleKind.TIMERLAT_IRQ : SampleKind.TIMERLAT_THREAD, latency);
                return true;
            }
            return false;
        }
        String[] w = text.strip().split("\\s+"); //$NON-NLS-1$
        // #2 context irq timer_latency 119280 ns
        for (int i = 0; i + 3 < w.length; i++) {
            if (w[i].equals("context") && w[i + 2].equals("timer_latency")) { //$NON-NLS-1$ //$NON-NLS-2$
                long value = digits(w[i + 3]);
                SampleKind kind = "irq".equals(w[i + 1]) ? SampleKind.TIMERLAT_IRQ //$NON-NLS-1$
                        : "thread".equals(w[i + 1]) ? SampleKind.TIMERLAT_THREAD : null; //$NON-NLS-1$
                if (value < 0 || kind == null) {
                    return false;
                }
                boolean us = i + 4 < w.length && w[i + 4].equals("us"); //$NON-NLS-1$
                sink.sample(kind, us ? value * NS_PER_US : value);
                return true;
            }
        }
        return false;
    }

    private static boolean osnoise(String text, Sink sink) {
        long noise = EventFields.number(text, "noise:"); //$NON-NLS-1$
        long[] counts = new long[INTERFERENCE.length];
        long single;
        if (noise != EventFields.MISSING) {
            single = EventFields.number(text, "max_sample:"); //$NON-NLS-1$
            for (int k = 0; k < counts.length; k++) {
                counts[k] = Math.max(0, EventFields.number(text, INTERFERENCE[k] + ':'));
            }
        } else {
            // runtime noise %available max-single hw nmi irq softirq thread
            String[] w = text.strip().split("\\s+"); //$NON-NLS-1$
            if (w.length != 9 || digits(w[0]) < 0 || w[2].indexOf('.') < 0) {
                return false;
            }
            noise = digits(w[1]);
            single = digits(w[3]);
            for (int k = 0; k < counts.length; k++) {
                counts[k] = digits(w[4 + k]);
                if (counts[k] < 0) {
                    return false;
                }
            }
        }
        if (noise < 0 || single == EventFields.MISSING || single < 0) {
            return false;
        }
        sink.sample(SampleKind.OSNOISE, noise * NS_PER_US);
        sink.sample(SampleKind.OSNOISE_MAX_SINGLE, single * NS_PER_US);
        sink.interference(counts);
        return true;
    }

    private static boolean hwlat(String text, Sink sink) {
        long inner = EventFields.number(text, "inner:"); //$NON-NLS-1$
        long outer = EventFields.number(text, "outer:"); //$NON-NLS-1$
        if (inner == EventFields.MISSING || outer == EventFields.MISSING) {
            // #1     inner/outer(us):   96/99    ts:1796660322.103823260 count:202
            int at = text.indexOf("inner/outer(us):"); //$NON-NLS-1$
            if (at < 0) {
                return false;
            }
            String[] io = text.substring(at + "inner/outer(us):".length()).strip().split("\\s+")[0].split("/"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            if (io.length != 2) {
                return false;
            }
            inner = digits(io[0]);
            outer = digits(io[1]);
        }
        if (inner < 0 || outer < 0) {
            return false;
        }
        sink.sample(SampleKind.HWLAT, Math.max(inner, outer) * NS_PER_US);
        sink.sample(SampleKind.HWLAT_INNER, inner * NS_PER_US);
        sink.sample(SampleKind.HWLAT_OUTER, outer * NS_PER_US);
        return true;
    }

    /** @return the value of a token of at most 18 decimal digits, or -1 */
    private static long digits(String token) {
        if (token.isEmpty() || token.length() > 18) {
            return -1;
        }
        long v = 0;
        for (int i = 0; i < token.length(); i++) {
            char c = token.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            v = v * 10 + (c - '0');
        }
        return v;
    }
}
