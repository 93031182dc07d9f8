// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

/**
 * Bad content at a byte offset of the file: thrown inside the reader and caught where a part
 * of the file ends (a section, a CPU's data), which then becomes one problem of the file.
 */
public final class BadData extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final long offset;

    /**
     * @param offset the byte offset in the file where the bad content is
     * @param reason a short user-visible reason
     */
    public BadData(long offset, String reason) {
        super(reason, null, false, false);
        this.offset = offset;
    }

    /** @return the byte offset in the file */
    public long offset() {
        return offset;
    }
}
