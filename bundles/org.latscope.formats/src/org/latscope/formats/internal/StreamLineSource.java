// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.internal;

import java.io.IOException;
import java.util.function.BooleanSupplier;

import org.latscope.formats.LineDecoder;
import org.latscope.formats.spi.LineSource;
import org.latscope.model.Severity;

/**
 * The {@link LineSource} of one file: splits bytes into lines, decodes them, strips the
 * carriage return, applies the file's {@link TransportCleanup} and keeps one line of
 * lookahead. Cut, Latin-1 and binary lines are reported to {@link LineProblems}.
 */
public final class StreamLineSource implements LineSource {

    /** The longest line kept; longer lines are cut (and reported). */
    public static final int MAX_LINE = 64 * 1024;

    private final ByteLineReader bytes;
    private final LineDecoder decoder = new LineDecoder();
    private final LineProblems problems;
    private final TransportCleanup cleanup;
    private final BooleanSupplier canceled;

    private int physical;
    private String current;
    private int currentNumber;
    private String ahead;
    private int aheadNumber;
    private boolean aheadValid;
    private int latin1Reported;

    /**
     * @param bytes the file's raw lines
     * @param problems where decoding problems go
     * @param cleanup the transport cleanup chosen for this file
     * @param canceled tells when to stop early
     */
    public StreamLineSource(ByteLineReader bytes, LineProblems problems, TransportCleanup cleanup,
            BooleanSupplier canceled) {
        this.bytes = bytes;
        this.problems = problems;
        this.cleanup = cleanup;
        this.canceled = canceled;
    }

    @Override
    public boolean next() throws IOException {
        if (!aheadValid) {
            fetch();
        }
        aheadValid = false;
        current = ahead;
        currentNumber = aheadNumber;
        ahead = null;
        return current != null;
    }

    @Override
    public String line() {
        return current;
    }

    @Override
    public int lineNumber() {
        return currentNumber;
    }

    @Override
    public String peek() throws IOException {
        if (!aheadValid) {
            fetch();
            aheadValid = true;
        }
        return ahead;
    }

    /** @return the number of physical lines read so far */
    public int physicalLines() {
        return physical;
    }

    /** @return the number of bytes read so far */
    public long bytesRead() {
        return bytes.bytesRead();
    }

    private void fetch() throws IOException {
        ahead = null;
        if (canceled.getAsBoolean()) {
            return;
        }
        String first = physicalLine();
        if (first == null) {
            return;
        }
        aheadNumber = physical;
        String line = cleanup.clean(first, physical);
        if (cleanup.continues(line)) {
            StringBuilder joined = new StringBuilder(cleanup.withoutContinuation(line));
            String more;
            while (joined.length() < MAX_LINE && (more = physicalLine()) != null) {
                String cleaned = cleanup.clean(more, physical);
                if (cleanup.continues(cleaned)) {
                    joined.append(cleanup.withoutContinuation(cleaned));
                } else {
                    joined.append(cleaned);
                    break;
                }
            }
            line = joined.toString();
        }
        ahead = line;
    }

    private String physicalLine() throws IOException {
        if (!bytes.next()) {
            return null;
        }
        physical++;
        byte[] array = bytes.array();
        int offset = bytes.offset();
        int length = bytes.length();
        if (length > 0 && array[offset + length - 1] == '\r' && bytes.fullLength() == length) {
            length--;
        }
        LineDecoder.Decoded decoded = decoder.decode(array, offset, length);
        String text = decoded.text();
        if (bytes.fullLength() > bytes.length()) {
            problems.lineProblem(physical, Messages.format("line.tooLong", MAX_LINE, bytes.fullLength()), //$NON-NLS-1$
                    text.substring(0, Math.min(80, text.length())), Severity.WARNING);
        }
        if (decoded.latin1Fallback() && latin1Reported++ < 1) {
            problems.lineProblem(physical, Messages.format("line.latin1"), text, Severity.INFO); //$NON-NLS-1$
        }
        if (text.indexOf('\0') >= 0) {
            problems.lineProblem(physical, Messages.format("line.binary"), null, Severity.WARNING); //$NON-NLS-1$
            text = text.replace('\0', ' ');
        }
        return text;
    }
}
