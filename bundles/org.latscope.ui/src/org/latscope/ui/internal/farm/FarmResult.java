// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.farm;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

/**
 * A farm result as {@code latscope farm} writes its index {@code farm.json}: machines by kernels,
 * each group's folder and headline figures, the kernels each machine lacks and the kernel steps
 * marked as regressions. Read without Spark: the explorer never runs the job.
 *
 * @param folder the result's folder
 * @param machines the machines, in order
 * @param kernels the kernels, in the version order the farm compared them in
 * @param groups each group by {@code MACHINE/KERNEL}
 * @param regressions the groups ({@code MACHINE/KERNEL}) whose p99 rose from the kernel before
 */
public record FarmResult(Path folder, List<String> machines, List<String> kernels, Map<String, Group> groups,
        List<String> regressions) {

    /**
     * One machine's runs of one kernel.
     *
     * @param machine the machine
     * @param kernel the kernel
     * @param folder the folder the farm read, which opens as a Trace Set
     * @param files how many files
     * @param kind the headline distribution's kind
     * @param p99Ns its p99
     * @param maxNs its maximum
     */
    public record Group(String machine, String kernel, String folder, long files, String kind, long p99Ns, long maxNs) {
    }

    /**
     * @param machine a machine
     * @param kernel a kernel
     * @return the group, null when the machine has no runs of that kernel
     */
    public Group group(String machine, String kernel) {
        return groups.get(machine + "/" + kernel); //$NON-NLS-1$
    }

    /** @return whether the group's p99 rose beyond the farm's threshold from the machine's kernel before */
    public boolean regression(Group g) {
        return regressions.contains(g.machine() + "/" + g.kernel()); //$NON-NLS-1$
    }

    /**
     * @param folder a farm result's folder, or its {@code farm.json}
     * @return the result
     * @throws IOException when it cannot be read or is not a farm result
     */
    public static FarmResult read(Path folder) throws IOException {
        Path index = Files.isDirectory(folder) ? folder.resolve("farm.json") : folder; //$NON-NLS-1$
        Map<String, Group> groups = new LinkedHashMap<>();
        List<String> machines = new ArrayList<>();
        List<String> kernels = new ArrayList<>();
        List<String> regressions = new ArrayList<>();
        try (InputStream in = Files.newInputStream(index); JsonParser p = new JsonFactory().createParser(in)) {
            expect(p.nextToken(), JsonToken.START_OBJECT, index);
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                p.nextToken();
                switch (field) {
                    case "groups" -> { //$NON-NLS-1$
                        while (p.nextToken() == JsonToken.START_OBJECT) {
                            Map<String, String> o = object(p);
                            // a folder given relative (a result kept with its farm) is under the result's
                            String runs = index.toAbsolutePath().getParent().resolve(o.get("folder")).normalize().toString(); //$NON-NLS-1$
                            Group g = new Group(o.get("machine"), o.get("kernel"), runs, //$NON-NLS-1$ //$NON-NLS-2$
                                    Long.parseLong(o.getOrDefault("files", "0")), o.get("kind"), //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                                    Long.parseLong(o.getOrDefault("p99_ns", "0")), Long.parseLong(o.getOrDefault("max_ns", "0"))); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
                            groups.put(g.machine() + "/" + g.kernel(), g); //$NON-NLS-1$
                        }
                    }
                    case "machines" -> strings(p, machines); //$NON-NLS-1$
                    case "kernels" -> strings(p, kernels); //$NON-NLS-1$
                    case "steps" -> { //$NON-NLS-1$
                        while (p.nextToken() == JsonToken.START_OBJECT) {
                            Map<String, String> o = object(p);
                            if ("true".equals(o.get("regression"))) { //$NON-NLS-1$ //$NON-NLS-2$
                                regressions.add(o.get("machine") + "/" + o.get("kernel_b")); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                            }
                        }
                    }
                    default -> p.skipChildren();
                }
            }
        } catch (com.fasterxml.jackson.core.JacksonException e) {
            throw new IOException(index + ": not a farm result (" + e.getOriginalMessage() + ")", e); //$NON-NLS-1$ //$NON-NLS-2$
        }
        if (groups.isEmpty()) {
            throw new IOException(index + ": not a farm result (no groups)"); //$NON-NLS-1$
        }
        return new FarmResult(index.getParent(), List.copyOf(machines), List.copyOf(kernels), Map.copyOf(groups), List.copyOf(regressions));
    }

    private static void strings(JsonParser p, List<String> into) throws IOException {
        while (p.nextToken() == JsonToken.VALUE_STRING) {
            into.add(p.getText());
        }
    }

    /** The scalar fields of the object the parser is at, as text; nested values skipped. */
    private static Map<String, String> object(JsonParser p) throws IOException {
        Map<String, String> o = new LinkedHashMap<>();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            JsonToken t = p.nextToken();
            if (t.isScalarValue()) {
                o.put(name, p.getText());
            } else {
                p.skipChildren();
            }
        }
        return o;
    }

    private static void expect(JsonToken found, JsonToken wanted, Path index) throws IOException {
        if (found != wanted) {
            throw new IOException(index + ": not a farm result (expected " + wanted + ", found " + found + ")"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
        }
    }
}
