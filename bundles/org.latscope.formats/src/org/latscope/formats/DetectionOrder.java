// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The installed formats in the order {@link TraceFormatRegistry} asks their probes: highest
 * {@linkplain org.latscope.formats.spi.TraceFormatProbe#maxConfidence() possible confidence}
 * first, by id among equals (the smaller id wins a tie), so that a probe sure of a file comes
 * before the probes it leaves nothing to win: over a folder of small files, most files never
 * cost the classic formats' scan of their head.
 *
 * @param version the registry's count of changes this order was made from
 * @param formats the formats, in order
 * @param bounds the highest confidence of each, within 0..100 (100 when its probe cannot say)
 */
record DetectionOrder(int version, TraceFormat[] formats, int[] bounds) {

    /**
     * @param version the registry's count of changes
     * @param installed the installed formats
     * @return their order
     */
    static DetectionOrder of(int version, List<TraceFormat> installed) {
        record Bounded(TraceFormat format, int bound) {
        }
        List<Bounded> all = new ArrayList<>();
        for (TraceFormat format : installed) {
            all.add(new Bounded(format, bound(format)));
        }
        all.sort(Comparator.comparingInt(Bounded::bound).reversed().thenComparing(b -> b.format().id()));
        return new DetectionOrder(version, all.stream().map(Bounded::format).toArray(TraceFormat[]::new),
                all.stream().mapToInt(Bounded::bound).toArray());
    }

    private static int bound(TraceFormat format) {
        try {
            return Math.max(0, Math.min(100, format.probe().maxConfidence()));
        } catch (RuntimeException | LinkageError e) {
            return 100; // a broken probe is skipped when asked, as before
        }
    }

    /** @return how many formats */
    int size() {
        return formats.length;
    }

    /** @return format {@code k} of the order */
    TraceFormat format(int k) {
        return formats[k];
    }

    /** @return the highest confidence of format {@code k}'s probe */
    int bound(int k) {
        return bounds[k];
    }
}
