// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat;

import java.io.IOException;
import java.util.function.Predicate;

import org.latscope.formats.modern.UnpairedEvents;
import org.latscope.formats.tracedat.internal.Comms;
import org.latscope.formats.tracedat.internal.CpuStream;
import org.latscope.formats.tracedat.internal.Decoding;
import org.latscope.formats.tracedat.internal.EventFormat;
import org.latscope.formats.tracedat.internal.Merger;
import org.latscope.formats.tracedat.internal.PairingText;
import org.latscope.formats.tracedat.internal.Plugins;
import org.latscope.formats.tracedat.internal.RawFields;
import org.latscope.formats.tracedat.internal.RawRecord;
import org.latscope.formats.tracedat.internal.TimeText;

/**
 * Prints a trace.dat as {@code trace-cmd report -i FILE} does (Debian's trace-cmd 3.1.6 with
 * libtraceevent 1.7): {@code cpus=N}, then the latency text of a latency tracer or one line per
 * event, {@code COMM-PID [CPU] SECONDS: EVENT: INFO}, in time order across CPUs. One pass: make a
 * new printer for another.
 */
public final class ReportPrinter {

    private static final String SPACES = "                    "; //$NON-NLS-1$

    private final TraceDatFile file;
    private final Merger records;
    private final Comms comms;
    private final Plugins plugins;
    private final Plugins.Lookahead lookahead;
    private final StringBuilder info = new StringBuilder(256);
    private final PairingText pairing;

    /**
     * The width of the instance names that prefix each line when the file has buffer instances
     * (trace-cmd's {@code max_file_size}), -1 when lines have no prefix.
     */
    private final int prefixWidth;

    /**
     * A printer of every buffer's events, merged in time order; when the file has buffer
     * instances, each line starts with its instance's name, as trace-cmd prints it.
     *
     * @param file an open file
     */
    public ReportPrinter(TraceDatFile file) {
        this(file, file.records(), prefixWidth(file));
    }

    /**
     * A printer of one buffer's events, without the instance prefix.
     *
     * @param file an open file
     * @param buffer 0 for the top buffer, 1 + the index of an instance (see {@link TraceDatFile#buffers()})
     */
    public ReportPrinter(TraceDatFile file, int buffer) {
        this(file, file.records(buffer), -1);
    }

    private static int prefixWidth(TraceDatFile file) {
        if (file.buffers() < 2) {
            return -1;
        }
        int width = 0;
        for (int b = 1; b < file.buffers(); b++) {
            width = Math.max(width, file.bufferName(b).length());
        }
        return width;
    }

    private ReportPrinter(TraceDatFile file, Merger records, int prefixWidth) {
        this.file = file;
        this.records = records;
        this.prefixWidth = prefixWidth;
        this.comms = new Comms(file.savedCmdlines());
        EventFormat exit = null;
        for (int id = 0; id < 1 << 16 && exit == null; id++) {
            EventFormat f = file.event(id);
            if (f != null && f.system().equals("ftrace") && f.name().equals("funcgraph_exit")) { //$NON-NLS-1$ //$NON-NLS-2$
                exit = f;
            }
        }
        this.plugins = new Plugins(file.decoding(), comms, exit, ts -> TimeText.of(ts, file.inMicroseconds()));
        this.pairing = new PairingText(file.decoding());
        this.lookahead = new Plugins.Lookahead() {
            @Override
            public RawRecord peek() {
                return records.peek();
            }

            @Override
            public void consume() {
                records.next();
            }

            @Override
            public int eventId(RawRecord r) {
                return file.eventId(r.data());
            }

            @Override
            public long pid(RawRecord r) {
                return file.common(r.data(), "common_pid"); //$NON-NLS-1$
            }
        };
    }

    /**
     * Writes the whole report.
     *
     * @param out where it goes
     * @throws IOException when writing fails
     */
    public void print(Appendable out) throws IOException {
        out.append("cpus=").append(Integer.toString(file.cpus())).append('\n'); //$NON-NLS-1$
        if (file.latencyText() != null) {
            out.append(file.latencyText()).append('\n'); // trace-cmd ends the text with a newline of its own
            return;
        }
        StringBuilder line = new StringBuilder(256);
        line.setLength(0);
        while (nextLine(line)) {
            line.append('\n');
            if (line.length() > 1 << 16) {
                out.append(line);
                line.setLength(0);
            }
        }
        out.append(line);
    }

    /**
     * @return the next event in time order, its text rendered, or null after the last (a
     *         function_graph entry may take its exit along: it then prints as one leaf)
     */
    public TraceDatEvent next() {
        CpuStream s = records.nextStream();
        if (s == null) {
            return null;
        }
        RawRecord r = s.record(); // before rendering, which may take the next records along
        String instance = file.bufferName(s.buffer());
        Decoding.Data data = r.data();
        int pid = (int) file.common(data, "common_pid"); //$NON-NLS-1$
        int flags = (int) file.common(data, "common_flags") & 0xff; //$NON-NLS-1$
        int preempt = (int) file.common(data, "common_preempt_count") & 0xff; //$NON-NLS-1$
        EventFormat event = file.event(file.eventId(data));
        if (event == null) {
            return new TraceDatEvent(r.cpu(), r.timestamp(), pid, null, flags, preempt, null, null, null,
                    r.missedEvents(), instance);
        }
        String comm = comms.name(pid); // named before the payload, which may name tasks, is printed
        info.setLength(0);
        render(info, event, r);
        return new TraceDatEvent(r.cpu(), r.timestamp(), pid, comm, flags, preempt, event.name(),
                event.system(), info.toString(), r.missedEvents(), instance);
    }

    /** What {@link #pairNext} does with the events of one id. */
    private static final byte UNSEEN = 0;
    private static final byte NO_FORMAT = 1;
    private static final byte SKIP = 2;
    private static final byte RENDER = 3;
    private static final byte BY_FIELDS = 4;

    /** By event id, what {@link #pairNext} does with its events: decided once per id. */
    private final byte[] actions = new byte[1 << 16];

    /**
     * For a reader that only counts events and pairs them, without an event object: the next
     * event in time order goes to {@code unpaired} if pairing reads it, a {@code sched_switch}
     * or {@code sched_wakeup} by its fields ({@link PairingText}), the others by their rendered
     * text; other events only count, rendering nothing, but function_graph entries are rendered,
     * as they may take their exits along (one leaf, one event).
     *
     * @param pairs the names of the events pairing reads
     * @param unpaired the pairing
     * @param position the event's position
     * @return false after the last event
     */
    public boolean pairNext(Predicate<String> pairs, UnpairedEvents unpaired, int position) {
        CpuStream s = records.nextStream();
        if (s == null) {
            return false;
        }
        byte[] b = s.bytes();
        int offset = s.offset();
        int length = s.length();
        int id = file.eventId(b, offset, length);
        byte action = id >= 0 && id < actions.length ? actions[id] : UNSEEN;
        if (action == UNSEEN) {
            action = action(file.event(id), pairs);
            if (id >= 0 && id < actions.length) {
                actions[id] = action;
            }
        }
        if (action <= SKIP) {
            return true;
        }
        EventFormat event = file.event(id);
        if (action == BY_FIELDS && pairing.feed(unpaired, position, s.cpu(), s.time(), event, b, offset, length)) {
            return true;
        }
        RawRecord r = s.record(); // before rendering, which may take the next records along
        info.setLength(0);
        render(info, event, r);
        unpaired.event(position, r.cpu(), r.timestamp(), event.name(), info.toString());
        return true;
    }

    private static byte action(EventFormat event, Predicate<String> pairs) {
        if (event == null) {
            return NO_FORMAT;
        }
        if (event.name().equals("funcgraph_entry")) { //$NON-NLS-1$
            return RENDER;
        }
        if (!pairs.test(event.name())) {
            return SKIP;
        }
        return event.system().equals("sched") ? BY_FIELDS : RENDER; //$NON-NLS-1$
    }

    /** Writes the payload of a record, without a trailing newline. */
    private void render(StringBuilder out, EventFormat event, RawRecord r) {
        int start = out.length();
        try {
            if (!plugins.print(out, event, r, lookahead)) {
                if (event.print() != null) {
                    event.print().render(out, event, r.data(), file.decoding());
                } else {
                    failed(out, event, r.data());
                }
            }
        } catch (RuntimeException e) {
            // a damaged record must not end the report: its fields are still worth showing
            out.setLength(start);
            failed(out, event, r.data());
        }
        if (out.length() > start && out.charAt(out.length() - 1) == '\n') {
            out.setLength(out.length() - 1);
        }
    }

    /**
     * Writes the next record's report line straight into {@code line}, as {@link #next()} and
     * {@link #line(StringBuilder, TraceDatEvent)} would, without the event object between them.
     *
     * @return false at the end
     */
    private boolean nextLine(StringBuilder line) {
        CpuStream s = records.nextStream();
        if (s == null) {
            return false;
        }
        RawRecord r = s.record(); // before rendering, which may take the next records along
        Decoding.Data data = r.data();
        int pid = (int) file.common(data, "common_pid"); //$NON-NLS-1$
        EventFormat event = file.event(file.eventId(data));
        if (event == null) {
            line(line, new TraceDatEvent(r.cpu(), r.timestamp(), pid, null, 0, 0, null, null, null, r.missedEvents(),
                    file.bufferName(s.buffer())));
            return true;
        }
        instance(line, file.bufferName(s.buffer()));
        missed(line, r.cpu(), r.missedEvents());
        prefix(line, comms.name(pid), pid, r.cpu(), r.timestamp(), event.name());
        render(line, event, r);
        return true;
    }

    private void failed(StringBuilder out, EventFormat event, Decoding.Data data) {
        out.append("[FAILED TO PARSE]"); //$NON-NLS-1$
        try {
            RawFields.print(out, event, data, file.decoding());
        } catch (RuntimeException e) {
            // the fields are damaged too: the marker says it
        }
    }

    /**
     * Writes one event's report line (the dropped-events line before it, if any), without the
     * final newline.
     *
     * @param out where the text goes
     * @param e the event
     */
    public void line(StringBuilder out, TraceDatEvent e) {
        instance(out, e.instance());
        missed(out, e.cpu(), e.missedEvents());
        if (e.name() == null) {
            out.append("[UNKNOWN EVENT][UNKNOWN EVENT] (NULL): ").append(SPACES, 0, 14).append("[UNKNOWN EVENT]"); //$NON-NLS-1$ //$NON-NLS-2$
            return;
        }
        prefix(out, e.comm(), e.pid(), e.cpu(), e.timestamp(), e.name());
        out.append(e.info());
    }

    /** trace-cmd's {@code print_handle_file}: {@code "%*s: "} with the instance's name, blanks for the top buffer. */
    private void instance(StringBuilder out, String name) {
        if (prefixWidth < 0) {
            return;
        }
        String n = name == null ? "" : name; //$NON-NLS-1$
        for (int i = n.length(); i < prefixWidth; i++) {
            out.append(' ');
        }
        out.append(n).append(name == null ? "  " : ": "); //$NON-NLS-1$ //$NON-NLS-2$
    }

    private static void missed(StringBuilder out, int cpu, long missed) {
        if (missed > 0) {
            out.append("CPU:").append(cpu).append(" [").append(missed).append(" EVENTS DROPPED]\n"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
        } else if (missed < 0) {
            out.append("CPU:").append(cpu).append(" [EVENTS DROPPED]\n"); //$NON-NLS-1$ //$NON-NLS-2$
        }
    }

    /** {@code %16s-%-5d [%03d]}, the time and {@code " NAME: "} padded to 20. */
    private void prefix(StringBuilder out, String comm, int pid, int cpu, long timestamp, String name) {
        pad(out, comm, 16, false);
        out.append('-');
        int at = out.length();
        out.append(pid);
        for (int i = out.length() - at; i < 5; i++) {
            out.append(' ');
        }
        out.append(" ["); //$NON-NLS-1$
        if (cpu < 100 && cpu >= 0) {
            out.append(cpu < 10 ? "00" : "0"); //$NON-NLS-1$ //$NON-NLS-2$
        }
        out.append(cpu).append(']');
        time(out, timestamp);
        out.append(' ').append(name).append(": "); //$NON-NLS-1$
        if (name.length() < 20) {
            out.append(SPACES, 0, 20 - name.length());
        }
    }

    private void time(StringBuilder out, long ts) {
        if (file.inMicroseconds()) {
            out.append(' ');
        }
        TimeText.append(out, ts, file.inMicroseconds());
        out.append(':');
    }

    private static void pad(StringBuilder out, String s, int width, boolean left) {
        if (left) {
            out.append(s);
        }
        for (int i = s.length(); i < width; i++) {
            out.append(' ');
        }
        if (!left) {
            out.append(s);
        }
    }
}
