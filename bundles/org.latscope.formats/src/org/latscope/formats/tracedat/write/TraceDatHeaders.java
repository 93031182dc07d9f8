// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.write;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a trace.dat holds besides the ring-buffer pages, as read from the traced machine: the
 * initial format (byte order, user-space long size, page size, CPU count), the files under
 * {@code tracefs} ({@code events/header_page}, {@code events/header_event}, each event's
 * {@code format}, {@code printk_formats}, {@code saved_cmdlines}, {@code trace_clock}),
 * {@code /proc/kallsyms}, the uname text and further options passed through as they are.
 * Texts are kept as bytes, exactly as read. Immutable; made with {@link #builder()}.
 */
public final class TraceDatHeaders {

    /** An option written as it is (trace-cmd's option id and data). @param id the id @param data the data */
    public record Option(int id, byte[] data) {
        /** @param id the id @param data the data */
        public Option {
            data = data.clone();
        }

        @Override
        public byte[] data() {
            return data.clone();
        }
    }

    /** The CPUSTAT option's id. */
    public static final int OPTION_CPUSTAT = 2;
    /** The TRACECLOCK option's id. */
    public static final int OPTION_TRACECLOCK = 4;
    /** The UNAME option's id. */
    public static final int OPTION_UNAME = 5;

    private final boolean bigEndian;
    private final int longSize;
    private final int pageSize;
    private final int cpus;
    private final byte[] headerPage;
    private final byte[] headerEvent;
    private final List<byte[]> ftraceFormats;
    private final Map<String, List<byte[]>> eventFormats;
    private final byte[] kallsyms;
    private final byte[] printkFormats;
    private final byte[] savedCmdlines;
    private final String uname;
    private final String traceClock;
    private final List<Option> options;
    private final String latencyText;

    private TraceDatHeaders(Builder b) {
        if (b.pageSize <= 0 || b.pageSize > 1 << 24) {
            throw new IllegalArgumentException("page size " + b.pageSize); //$NON-NLS-1$
        }
        if (b.longSize != 4 && b.longSize != 8) {
            throw new IllegalArgumentException("long size " + b.longSize); //$NON-NLS-1$
        }
        if (b.cpus <= 0) {
            throw new IllegalArgumentException("cpus " + b.cpus); //$NON-NLS-1$
        }
        this.bigEndian = b.bigEndian;
        this.longSize = b.longSize;
        this.pageSize = b.pageSize;
        this.cpus = b.cpus;
        this.headerPage = Objects.requireNonNull(b.headerPage, "header_page"); //$NON-NLS-1$
        this.headerEvent = Objects.requireNonNull(b.headerEvent, "header_event"); //$NON-NLS-1$
        this.ftraceFormats = List.copyOf(b.ftraceFormats);
        Map<String, List<byte[]>> events = new LinkedHashMap<>();
        b.eventFormats.forEach((system, list) -> events.put(system, List.copyOf(list)));
        this.eventFormats = java.util.Collections.unmodifiableMap(events);
        this.kallsyms = b.kallsyms;
        this.printkFormats = b.printkFormats;
        this.savedCmdlines = b.savedCmdlines;
        this.uname = b.uname;
        this.traceClock = b.traceClock;
        this.options = List.copyOf(b.options);
        this.latencyText = b.latencyText;
    }

    /** @return a builder with trace-cmd's defaults: little endian, 8-byte long, 4096-byte pages */
    public static Builder builder() {
        return new Builder();
    }

    /** @return whether numbers (the pages' too) are big endian */
    public boolean bigEndian() {
        return bigEndian;
    }

    /** @return the traced user space's long size, 4 or 8 */
    public int longSize() {
        return longSize;
    }

    /** @return the traced machine's page size: every ring-buffer page has this many bytes */
    public int pageSize() {
        return pageSize;
    }

    /** @return the number of CPUs (flyrecord lists each, with or without pages) */
    public int cpus() {
        return cpus;
    }

    /** @return {@code events/header_page} */
    public byte[] headerPage() {
        return headerPage.clone();
    }

    /** @return {@code events/header_event} */
    public byte[] headerEvent() {
        return headerEvent.clone();
    }

    /** @return the {@code events/ftrace/NAME/format} files */
    public List<byte[]> ftraceFormats() {
        return ftraceFormats;
    }

    /** @return the other {@code events/SYSTEM/NAME/format} files, by system, in the order added */
    public Map<String, List<byte[]>> eventFormats() {
        return eventFormats;
    }

    /** @return {@code /proc/kallsyms} */
    public byte[] kallsyms() {
        return kallsyms.clone();
    }

    /** @return {@code printk_formats} */
    public byte[] printkFormats() {
        return printkFormats.clone();
    }

    /** @return {@code saved_cmdlines} */
    public byte[] savedCmdlines() {
        return savedCmdlines.clone();
    }

    /** @return the uname text ({@code sysname nodename release machine}), or null */
    public String uname() {
        return uname;
    }

    /** @return {@code trace_clock} (the clock in use in brackets), or null */
    public String traceClock() {
        return traceClock;
    }

    /** @return further options, written as they are after the uname and clock */
    public List<Option> options() {
        return options;
    }

    /** @return a latency tracer's text written instead of pages, or null */
    public String latencyText() {
        return latencyText;
    }

    /** Collects the headers; {@link #build()} checks them. */
    public static final class Builder {
        private boolean bigEndian;
        private int longSize = 8;
        private int pageSize = 4096;
        private int cpus;
        private byte[] headerPage;
        private byte[] headerEvent;
        private final List<byte[]> ftraceFormats = new ArrayList<>();
        private final Map<String, List<byte[]>> eventFormats = new LinkedHashMap<>();
        private byte[] kallsyms = new byte[0];
        private byte[] printkFormats = new byte[0];
        private byte[] savedCmdlines = new byte[0];
        private String uname;
        private String traceClock;
        private final List<Option> options = new ArrayList<>();
        private String latencyText;

        private Builder() {
        }

        /** @param big whether the traced machine is big endian @return this */
        public Builder bigEndian(boolean big) {
            this.bigEndian = big;
            return this;
        }

        /** @param size the traced user space's long size, 4 or 8 @return this */
        public Builder longSize(int size) {
            this.longSize = size;
            return this;
        }

        /** @param size the traced machine's page size @return this */
        public Builder pageSize(int size) {
            this.pageSize = size;
            return this;
        }

        /** @param n the number of CPUs @return this */
        public Builder cpus(int n) {
            this.cpus = n;
            return this;
        }

        /** @param text {@code events/header_page} @return this */
        public Builder headerPage(byte[] text) {
            this.headerPage = text.clone();
            return this;
        }

        /** @param text {@code events/header_event} @return this */
        public Builder headerEvent(byte[] text) {
            this.headerEvent = text.clone();
            return this;
        }

        /** @param format an {@code events/ftrace/NAME/format} file @return this */
        public Builder ftraceFormat(byte[] format) {
            ftraceFormats.add(format.clone());
            return this;
        }

        /** @param system the system's name @param format one of its {@code format} files @return this */
        public Builder eventFormat(String system, byte[] format) {
            if (system.equals("ftrace")) { //$NON-NLS-1$
                return ftraceFormat(format);
            }
            eventFormats.computeIfAbsent(system, k -> new ArrayList<>()).add(format.clone());
            return this;
        }

        /** @param text {@code /proc/kallsyms} @return this */
        public Builder kallsyms(byte[] text) {
            this.kallsyms = text.clone();
            return this;
        }

        /** @param text {@code printk_formats} @return this */
        public Builder printkFormats(byte[] text) {
            this.printkFormats = text.clone();
            return this;
        }

        /** @param text {@code saved_cmdlines} @return this */
        public Builder savedCmdlines(byte[] text) {
            this.savedCmdlines = text.clone();
            return this;
        }

        /** @param text {@code sysname nodename release machine}, or null @return this */
        public Builder uname(String text) {
            this.uname = text;
            return this;
        }

        /** @param text {@code trace_clock} as read ({@code [local] global ...}), or null @return this */
        public Builder traceClock(String text) {
            this.traceClock = text;
            return this;
        }

        /** @param id a trace-cmd option id @param data its data, written as it is @return this */
        public Builder option(int id, byte[] data) {
            options.add(new Option(id, data));
            return this;
        }

        /** @param text a latency tracer's {@code trace} text, written instead of pages @return this */
        public Builder latencyText(String text) {
            this.latencyText = text;
            return this;
        }

        /** @return the headers @throws IllegalArgumentException when a size is impossible or a header missing */
        public TraceDatHeaders build() {
            return new TraceDatHeaders(this);
        }
    }

    /** @param text a text @return its bytes, one per character (Latin-1, as the reader reads them) */
    public static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.ISO_8859_1);
    }
}
