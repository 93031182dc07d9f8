// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A kernel release as headers print it ({@code 2.6.9-rc1-VP-R1}, {@code 2.4.10-pre12},
 * {@code 6.18.0}): up to four numbers and the rest.
 *
 * @param text the release as printed
 * @param numbers version, patch level, sublevel and a fourth number, 0 where absent
 */
public record KernelRelease(String text, int[] numbers) {

    private static final Pattern RELEASE = Pattern.compile("(\\d{1,2})\\.(\\d{1,2})(?:\\.(\\d{1,3}))?(?:\\.(\\d{1,3}))?([-+~][\\w.+~-]*)?"); //$NON-NLS-1$

    /** Copies the numbers. */
    public KernelRelease {
        numbers = numbers.clone();
    }

    /** Parses a release at the start of {@code text}; empty when none is there. */
    public static Optional<KernelRelease> parse(String text) {
        Matcher m = RELEASE.matcher(text.trim());
        return m.lookingAt() ? Optional.of(of(m)) : Optional.empty();
    }

    /** Finds the first release-looking word in free text ({@code latencytimes-2.4.10-pre12.txt}). */
    public static Optional<KernelRelease> find(String text) {
        Matcher m = RELEASE.matcher(text);
        while (m.find()) {
            boolean word = m.start() == 0 || !Character.isLetterOrDigit(text.charAt(m.start() - 1)) && text.charAt(m.start() - 1) != '.';
            if (word && Integer.parseInt(m.group(1)) >= 2 && Integer.parseInt(m.group(1)) <= 9 && m.group(3) != null) {
                String found = m.group();
                found = found.replaceAll("\\.(txt|log|gz|xz|tar)$", ""); //$NON-NLS-1$ //$NON-NLS-2$
                return parse(found);
            }
        }
        return Optional.empty();
    }

    private static KernelRelease of(Matcher m) {
        int[] n = new int[4];
        for (int g = 1; g <= 4; g++) {
            n[g - 1] = m.group(g) == null ? 0 : Integer.parseInt(m.group(g));
        }
        return new KernelRelease(m.group(), n);
    }

    /**
     * How far apart two releases are: releases of different patch levels are farther apart than
     * any two of the same, and so on down the numbers; 0 only when the numbers are equal.
     */
    public long distance(KernelRelease other) {
        long d = 0;
        long weight = 1_000_000_000L;
        for (int k = 0; k < 4; k++) {
            d += weight * Math.abs(numbers[k] - other.numbers[k]);
            weight /= 1000;
        }
        return d;
    }

    /** Whether both print the same, ignoring case. */
    public boolean same(KernelRelease other) {
        return text.equalsIgnoreCase(other.text);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof KernelRelease r && r.text.equals(text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    @Override
    public String toString() {
        return text;
    }
}
