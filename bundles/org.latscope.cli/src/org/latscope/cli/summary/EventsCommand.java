// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.summary;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

import org.latscope.cli.CommandLineRunner;
import org.latscope.formats.tracedat.ReportPrinter;
import org.latscope.formats.tracedat.TraceDatEvent;
import org.latscope.formats.tracedat.TraceDatFile;
import org.latscope.formats.tracedat.TraceDatProblem;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code latscope events PATH...}: prints the events of trace-cmd's trace.dat files as
 * {@code trace-cmd report -i FILE} prints them, {@code cpus=N} first; {@code --json} gives each
 * event's fields instead. The problems of a damaged file go to stderr with their byte offsets.
 */
@Command(name = "events", mixinStandardHelpOptions = true, description = "Print the events of trace.dat files "
        + "(trace-cmd record, versions 6 and 7) as 'trace-cmd report -i FILE' prints them; a folder gives its "
        + "trace.dat files in name order.")
public final class EventsCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "trace.dat files, or folders holding them")
    private List<Path> paths;

    @Option(names = "--json", description = "One JSON object per event and line (cpu, ts in ns, pid, comm, flags, preempt count, system, name, info), after one line describing the file.")
    private boolean json;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        int exit = CommandLineRunner.OK;
        for (Path path : paths) {
            List<Path> files;
            try {
                files = files(path);
            } catch (IOException e) {
                err.println(Messages.format("events.ioError", path, e.getMessage())); //$NON-NLS-1$
                exit = CommandLineRunner.USAGE_OR_IO_ERROR;
                continue;
            }
            if (files == null) {
                err.println(Messages.format("summary.noSuchFile", path)); //$NON-NLS-1$
                exit = CommandLineRunner.USAGE_OR_IO_ERROR;
                continue;
            }
            for (Path file : files) {
                exit = Math.max(exit, print(file, out, err));
            }
        }
        out.flush();
        return Integer.valueOf(exit);
    }

    /** @return the trace.dat files of a path in name order, or null when it does not exist */
    private static List<Path> files(Path path) throws IOException {
        if (!Files.exists(path)) {
            return null;
        }
        if (!Files.isDirectory(path)) {
            return List.of(path);
        }
        List<Path> files = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(path)) {
            for (Path p : walk.filter(Files::isRegularFile).sorted().toList()) {
                if (isTraceDat(p)) {
                    files.add(p);
                }
            }
        }
        return files;
    }

    private static boolean isTraceDat(Path p) throws IOException {
        try (InputStream in = Files.newInputStream(p)) {
            byte[] head = in.readNBytes(16);
            return TraceDatFile.hasMagic(head, head.length);
        }
    }

    private int print(Path file, PrintWriter out, PrintWriter err) {
        try (TraceDatFile dat = TraceDatFile.open(file)) {
            if (json) {
                EventsJson.print(dat, out);
            } else {
                new ReportPrinter(dat).print(out);
            }
            out.flush();
            List<TraceDatProblem> problems = dat.problems();
            for (TraceDatProblem p : problems) {
                err.println(Messages.format("events.problem", file, Long.toString(p.offset()), p.reason())); //$NON-NLS-1$
            }
            return problems.isEmpty() ? CommandLineRunner.OK : CommandLineRunner.PARTIAL;
        } catch (IOException e) {
            err.println(Messages.format("events.ioError", file, e.getMessage())); //$NON-NLS-1$
            return CommandLineRunner.USAGE_OR_IO_ERROR;
        }
    }

    /** The events as JSON lines. */
    static final class EventsJson {
        private EventsJson() {
        }

        static void print(TraceDatFile dat, PrintWriter out) {
            StringBuilder b = new StringBuilder(256);
            b.append("{\"file\":"); //$NON-NLS-1$
            string(b, dat.path().toString());
            b.append(",\"version\":").append(dat.version()).append(",\"compression\":"); //$NON-NLS-1$ //$NON-NLS-2$
            string(b, dat.compression());
            b.append(",\"cpus\":").append(dat.cpus()).append(",\"uname\":"); //$NON-NLS-1$ //$NON-NLS-2$
            nullable(b, dat.uname());
            b.append(",\"clock\":"); //$NON-NLS-1$
            nullable(b, dat.clock());
            b.append(",\"latency\":"); //$NON-NLS-1$
            nullable(b, dat.latencyText());
            out.append(b).append('}').append('\n');
            if (dat.latencyText() != null) {
                return;
            }
            ReportPrinter events = new ReportPrinter(dat);
            TraceDatEvent e;
            while ((e = events.next()) != null) {
                b.setLength(0);
                b.append("{\"cpu\":").append(e.cpu()).append(",\"ts\":").append(Long.toUnsignedString(e.timestamp())) //$NON-NLS-1$ //$NON-NLS-2$
                        .append(",\"pid\":").append(e.pid()).append(",\"comm\":"); //$NON-NLS-1$ //$NON-NLS-2$
                nullable(b, e.comm());
                b.append(",\"flags\":").append(e.flags()).append(",\"preempt\":").append(e.preemptCount()) //$NON-NLS-1$ //$NON-NLS-2$
                        .append(",\"system\":"); //$NON-NLS-1$
                nullable(b, e.system());
                b.append(",\"name\":"); //$NON-NLS-1$
                nullable(b, e.name());
                b.append(",\"info\":"); //$NON-NLS-1$
                nullable(b, e.info());
                if (e.missedEvents() != 0) {
                    b.append(",\"missed\":").append(e.missedEvents()); //$NON-NLS-1$
                }
                if (e.instance() != null) {
                    b.append(",\"instance\":"); //$NON-NLS-1$
                    string(b, e.instance());
                }
                out.append(b).append('}').append('\n');
            }
        }

        /** A JSON string: quotes, backslashes and control characters escaped. */
        private static void string(StringBuilder b, String s) {
            b.append('"');
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c == '"' || c == '\\') {
                    b.append('\\').append(c);
                } else if (c == '\n') {
                    b.append("\\n"); //$NON-NLS-1$
                } else if (c == '\t') {
                    b.append("\\t"); //$NON-NLS-1$
                } else if (c < 0x20 || c == 0x7f) {
                    b.append(String.format("\\u%04x", Integer.valueOf(c))); //$NON-NLS-1$
                } else {
                    b.append(c);
                }
            }
            b.append('"');
        }

        private static void nullable(StringBuilder b, String s) {
            if (s == null) {
                b.append("null"); //$NON-NLS-1$
            } else {
                string(b, s);
            }
        }
    }
}
