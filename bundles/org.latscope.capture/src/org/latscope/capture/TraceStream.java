// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.capture;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.latscope.formats.tracedat.write.TraceDatHeaders;
import org.latscope.formats.tracedat.write.TraceDatWriter;

/**
 * Streams every CPU's {@code per_cpu/cpuN/trace_pipe_raw} into a trace.dat, as
 * {@code trace-cmd record} does, but with the readers being plain {@code cat}s on the target
 * (one SSH channel each) and the pages landing in {@link TraceDatWriter}. The headers
 * (header_page, header_event, the format files of ftrace and of the enabled events, kallsyms,
 * printk formats, saved cmdlines, uname, trace clock) are read off the target when it starts.
 * Pages the kernel flags as following lost events are counted, and the per-CPU {@code stats}
 * (overrun, dropped) are read at the end.
 */
final class TraceStream {

    /** The file a streamed run writes in its run folder. */
    static final String FILE_NAME = "trace.dat"; //$NON-NLS-1$

    private static final Pattern PAGE_DATA = Pattern.compile("field: char data;\\s*offset:(\\d+);\\s*size:(\\d+);"); //$NON-NLS-1$
    private static final Pattern COMMIT = Pattern.compile("field: local_t commit;\\s*offset:(\\d+);\\s*size:(\\d+);"); //$NON-NLS-1$
    private static final long MISSED_EVENTS = 1L << 31;
    private static final long MISSED_STORED = 1L << 30;

    private final Tracefs tracefs;
    private final Path file;
    private TraceDatWriter writer;
    private final List<CaptureTarget.RunningCommand> readers = new ArrayList<>();
    private final List<PageSink> sinks = new ArrayList<>();
    private final List<CaptureTarget> connections = new ArrayList<>();

    TraceStream(Tracefs tracefs, Path file) {
        this.tracefs = tracefs;
        this.file = file;
    }

    /** Reads the headers, creates the trace.dat and starts a reader per CPU. */
    void start() throws CaptureException, IOException {
        TraceDatHeaders headers = headers();
        writer = TraceDatWriter.create(file, headers);
        for (int cpu = 0; cpu < headers.cpus(); cpu++) {
            PageSink sink = new PageSink(writer, cpu, headers.pageSize(), headers.longSize());
            sinks.add(sink);
            // the pid first, so that the reader can be stopped; then exec: cat keeps that pid
            // a connection per reader: pages flowing on the control connection held up its commands
            CaptureTarget connection = tracefs.target().another();
            connections.add(connection);
            readers.add(connection.start("cd " + Shell.quote(tracefs.root()) + " && echo $$ && exec cat per_cpu/cpu" + cpu //$NON-NLS-1$ //$NON-NLS-2$
                    + "/trace_pipe_raw", sink)); //$NON-NLS-1$
        }
    }

    /** @return the pids of the readers on the target */
    List<Long> pids() {
        return sinks.stream().filter(s -> s.pid > 0).map(s -> Long.valueOf(s.pid)).toList();
    }

    /** @return the page bytes received so far, all CPUs */
    long bytes() {
        return sinks.stream().mapToLong(s -> s.bytes.get()).sum();
    }

    /** @return whether every reader still runs */
    boolean alive() throws CaptureException {
        for (CaptureTarget.RunningCommand r : readers) {
            if (r.waitFor(1) != -1) { // (0 waits for ever in MINA)
                return false;
            }
        }
        return true;
    }

    /**
     * Stops tracing, lets the readers drain what is left, stops them and completes the file.
     *
     * @return what was lost, as the pages and the kernel's per-CPU stats say
     */
    Lost stop(boolean targetReachable) throws IOException {
        String stats = ""; //$NON-NLS-1$
        if (targetReachable) {
            try {
                tracefs.target().run("echo 0 > " + Shell.quote(tracefs.root() + "/tracing_on")); //$NON-NLS-1$ //$NON-NLS-2$
                Thread.sleep(1000); // the readers take the last, partial pages
                StringBuilder kill = new StringBuilder("kill"); //$NON-NLS-1$
                for (PageSink s : sinks) {
                    if (s.pid > 0) {
                        kill.append(' ').append(s.pid);
                    }
                }
                tracefs.target().run(kill + " 2>/dev/null; true"); //$NON-NLS-1$
                stats = tracefs.target().run("cd " + Shell.quote(tracefs.root()) //$NON-NLS-1$
                        + " && for c in per_cpu/cpu*; do echo \"@@${c#per_cpu/cpu}\"; cat $c/stats; done").text(); //$NON-NLS-1$
            } catch (CaptureException e) {
                // the target went away: what arrived is written
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        for (CaptureTarget.RunningCommand r : readers) {
            try {
                r.waitFor(10_000);
            } catch (CaptureException e) {
                // dropped: what arrived is written
            }
            r.close();
        }
        connections.forEach(CaptureTarget::close);
        long flagged = 0;
        long stored = 0;
        for (PageSink s : sinks) {
            flagged += s.pagesAfterLoss;
            stored += s.storedMissed;
        }
        writer.close();
        return new Lost(flagged, stored, sum(stats, "overrun"), sum(stats, "dropped events")); //$NON-NLS-1$ //$NON-NLS-2$
    }

    /** Removes the file after a run that failed before any page arrived. */
    void abort() throws IOException {
        for (CaptureTarget.RunningCommand r : readers) {
            r.close();
        }
        connections.forEach(CaptureTarget::close);
        if (writer != null) {
            writer.abort();
        }
    }

    private static long sum(String stats, String key) {
        long total = 0;
        Matcher m = Pattern.compile("(?m)^" + key + ": (\\d+)").matcher(stats); //$NON-NLS-1$ //$NON-NLS-2$
        while (m.find()) {
            total += Long.parseLong(m.group(1));
        }
        return total;
    }

    /**
     * What was lost: pages flagged by the kernel as following lost events, the counts stored in
     * them, and the ring buffers' own overrun and dropped counts.
     */
    record Lost(long pagesAfterLoss, long storedCount, long overrun, long dropped) {
        long events() {
            return Math.max(storedCount, overrun + dropped);
        }
    }

    private TraceDatHeaders headers() throws CaptureException {
        String root = Shell.quote(tracefs.root());
        String script = "cd " + root + " || exit 1\n" //$NON-NLS-1$ //$NON-NLS-2$
                + "echo '@@@cpus'; ls -d per_cpu/cpu* | wc -l\n" //$NON-NLS-1$
                + "echo '@@@uname'; uname -s -n -r -m\n" //$NON-NLS-1$
                + "echo '@@@trace_clock'; cat trace_clock\n" //$NON-NLS-1$
                + "echo '@@@header_page'; cat events/header_page\n" //$NON-NLS-1$
                + "echo '@@@header_event'; cat events/header_event\n" //$NON-NLS-1$
                + "for f in events/ftrace/*/format; do echo \"@@@ftrace $f\"; cat \"$f\"; done\n" //$NON-NLS-1$
                + "for e in $(cat set_event); do s=${e%%:*}; n=${e#*:}; echo \"@@@event $s\"; cat \"events/$s/$n/format\"; done\n" //$NON-NLS-1$
                + "echo '@@@printk_formats'; cat printk_formats\n" //$NON-NLS-1$
                + "echo '@@@saved_cmdlines'; cat saved_cmdlines\n" //$NON-NLS-1$
                + "echo '@@@kallsyms'; cat /proc/kallsyms\n"; //$NON-NLS-1$
        CommandResult result = tracefs.target().run(script);
        if (!result.ok()) {
            throw new CaptureException(Messages.format("stream.headers", tracefs.target().name(), result.err().strip())); //$NON-NLS-1$
        }
        // Latin-1: one char per byte, so the texts go back to bytes unchanged
        String text = new String(result.out(), StandardCharsets.ISO_8859_1);
        TraceDatHeaders.Builder b = TraceDatHeaders.builder();
        String headerPage = null;
        for (String section : text.split("(?m)^@@@")) { //$NON-NLS-1$
            int nl = section.indexOf('\n');
            if (nl < 0) {
                continue;
            }
            String name = section.substring(0, nl);
            String body = section.substring(nl + 1);
            byte[] bytes = body.getBytes(StandardCharsets.ISO_8859_1);
            if (name.equals("cpus")) { //$NON-NLS-1$
                b.cpus(Integer.parseInt(body.strip()));
            } else if (name.equals("uname")) { //$NON-NLS-1$
                b.uname(body.strip());
            } else if (name.equals("trace_clock")) { //$NON-NLS-1$
                b.traceClock(body.strip());
            } else if (name.equals("header_page")) { //$NON-NLS-1$
                headerPage = body;
                b.headerPage(bytes);
            } else if (name.equals("header_event")) { //$NON-NLS-1$
                b.headerEvent(bytes);
            } else if (name.startsWith("ftrace ")) { //$NON-NLS-1$
                b.ftraceFormat(bytes);
            } else if (name.startsWith("event ")) { //$NON-NLS-1$
                b.eventFormat(name.substring(6), bytes);
            } else if (name.equals("printk_formats")) { //$NON-NLS-1$
                b.printkFormats(bytes);
            } else if (name.equals("saved_cmdlines")) { //$NON-NLS-1$
                b.savedCmdlines(bytes);
            } else if (name.equals("kallsyms")) { //$NON-NLS-1$
                b.kallsyms(bytes);
            }
        }
        if (headerPage == null) {
            throw new CaptureException(Messages.format("stream.headers", tracefs.target().name(), "no events/header_page")); //$NON-NLS-1$ //$NON-NLS-2$
        }
        Matcher data = PAGE_DATA.matcher(headerPage);
        Matcher commit = COMMIT.matcher(headerPage);
        if (data.find()) {
            b.pageSize(Integer.parseInt(data.group(1)) + Integer.parseInt(data.group(2)));
        }
        if (commit.find()) {
            b.longSize(Integer.parseInt(commit.group(2)));
        }
        return b.build();
    }

    /** One CPU's stream: its reader's pid line, then whole pages appended to the trace.dat. */
    private static final class PageSink extends OutputStream {
        private final TraceDatWriter writer;
        private final int cpu;
        private final int longSize;
        private final byte[] page;
        private int filled;
        private final StringBuilder pidLine = new StringBuilder();
        volatile long pid = -1;
        final AtomicLong bytes = new AtomicLong();
        long pagesAfterLoss;
        long storedMissed;

        PageSink(TraceDatWriter writer, int cpu, int pageSize, int longSize) {
            this.writer = writer;
            this.cpu = cpu;
            this.longSize = longSize;
            this.page = new byte[pageSize];
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] { (byte) b }, 0, 1);
        }

        /** Why this CPU's pages stopped being taken, or null. */
        volatile String failure;

        @Override
        public synchronized void write(byte[] b, int off, int len) {
            // never throws: an exception here, on MINA's I/O thread, would close the whole session
            if (failure != null) {
                return;
            }
            try {
                take(b, off, len);
            } catch (IOException | RuntimeException e) {
                failure = String.valueOf(e.getMessage());
            }
        }

        private void take(byte[] b, int off, int len) throws IOException {
            int i = off;
            int end = off + len;
            while (pid < 0 && i < end) {
                char c = (char) b[i++];
                if (c == '\n') {
                    pid = Long.parseLong(pidLine.toString().strip());
                } else {
                    pidLine.append(c);
                }
            }
            while (i < end) {
                int n = Math.min(end - i, page.length - filled);
                System.arraycopy(b, i, page, filled, n);
                filled += n;
                i += n;
                if (filled == page.length) {
                    count();
                    writer.append(cpu, page);
                    bytes.addAndGet(page.length);
                    filled = 0;
                }
            }
        }

        /** The page header's commit word: its top bits say events were lost before the page. */
        private void count() {
            ByteBuffer header = ByteBuffer.wrap(page).order(ByteOrder.LITTLE_ENDIAN);
            long commit = longSize == 8 ? header.getLong(8) : header.getInt(8) & 0xffffffffL;
            if ((commit & MISSED_EVENTS) != 0) {
                pagesAfterLoss++;
                int size = (int) (commit & ~(MISSED_EVENTS | MISSED_STORED));
                int at = 8 + longSize + size;
                if ((commit & MISSED_STORED) != 0 && at + longSize <= page.length) {
                    storedMissed += longSize == 8 ? header.getLong(at) : header.getInt(at) & 0xffffffffL;
                }
            }
        }
    }
}
