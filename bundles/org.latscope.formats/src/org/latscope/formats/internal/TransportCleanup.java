// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.internal;

/**
 * Undoes transport damage on one decoded line (mail quoting, quoted-printable, HTML
 * entities, indentation), as decided for the whole file beforehand. The identity cleanup
 * is {@link #NONE}.
 */
public interface TransportCleanup {

    /** Leaves every line as it is. */
    TransportCleanup NONE = new TransportCleanup() {
        @Override
        public String clean(String line, int number) {
            return line;
        }

        @Override
        public boolean isIdentity() {
            return true;
        }
    };

    /**
     * @param line a decoded line without its terminator and carriage return
     * @param number its 1-based line number
     * @return the cleaned line
     */
    String clean(String line, int number);

    /**
     * @return true when this cleanup changes no line, so that a line source may hand lines out
     *         as they are in the file (as bytes, see {@code LineSource.peekAscii()})
     */
    default boolean isIdentity() {
        return false;
    }

    /**
     * @param line a cleaned line
     * @return true when the next physical line continues it (a quoted-printable soft break)
     */
    default boolean continues(String line) {
        return false;
    }

    /**
     * @param line a line ending in a soft break
     * @return the line without the soft-break marker
     */
    default String withoutContinuation(String line) {
        return line;
    }
}
