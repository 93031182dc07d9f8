// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.spi;

/**
 * Tells how likely a file is in one format, from its first bytes. Probes are called for
 * every file and every installed format, so they must be cheap and must not throw.
 */
@FunctionalInterface
public interface TraceFormatProbe {

    /** The largest head a probe is given, in bytes. */
    int MAX_HEAD = 64 * 1024;

    /**
     * @param head the first bytes of the file (after gzip or archive unpacking); only the
     *            first {@code length} bytes are valid
     * @param length the number of valid bytes in {@code head}, at most {@link #MAX_HEAD}
     * @param fileName the file's name without folders (an archive entry's last segment), for
     *            patterns such as {@code lt.*}; may be empty
     * @return 0 when the file is certainly not in this format, 100 when it certainly is
     */
    int confidence(byte[] head, int length, String fileName);

    /**
     * The confidence on a head shared by all probes of one detection. Probes that derive
     * the same summary from the head as other probes override this and memoize the
     * summary with {@link FileHead#derived(Class, java.util.function.Function)}.
     *
     * @param head the file's head
     * @return as {@link #confidence(byte[], int, String)}
     */
    default int confidence(FileHead head) {
        return confidence(head.bytes(), head.length(), head.fileName());
    }

    /**
     * The highest confidence this probe ever returns. Detection does not ask a probe whose
     * highest confidence cannot beat what another probe already gave the file, so a format
     * whose probes stop at 90 costs nothing on the many files another format is sure of. A
     * probe that returns more than this makes detection depend on the order of the probes.
     *
     * @return at most 100
     */
    default int maxConfidence() {
        return 100;
    }
}
