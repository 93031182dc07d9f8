// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.latscope.cli.CommandLineRunner;
import org.latscope.formats.DiagnosticCode;
import org.latscope.testdata.TestData;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;

/**
 * Every command's {@code --json}, with every option that changes it, on the seeds, the samples
 * and the fuzz regression inputs, parsed back by jackson's strict parser: one document, no
 * duplicate keys, nothing after it, the top-level keys docs/cli.md lists, and every diagnostic
 * with a known code.
 */
class JsonOutputTest {

    private static final JsonFactory STRICT = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();

    private static final List<String> FOLDERS = List.of("seeds", "samples", "fuzz");

    /** Per command line (without the folder): the top-level keys its JSON must have. */
    private static final Map<String, List<String>> RUNS = runs();

    private static Map<String, List<String>> runs() {
        Map<String, List<String>> runs = new LinkedHashMap<>();
        runs.put("summary --json", List.of("files", "exit_code"));
        List<String> tree = List.of("inverted", "steps", "rows", "traces", "nodes");
        runs.put("tree --json", tree);
        runs.put("tree --json --inverted", tree);
        runs.put("tree --json --depth 2 --unit ms", tree);
        for (String by : new String[] { "function", "caller", "marker", "location", "cause" }) {
            runs.put("hotspots --json --by " + by, List.of("by", "min_us", "considered", "matched", "hotspots"));
        }
        runs.put("hotspots --json --min 100us --top 5 --unit ns", List.of("by", "min_ns", "considered", "matched", "hotspots"));
        runs.put("nesting --json", List.of("skipped", "traces"));
        runs.put("nesting --json --intervals --unit ms", List.of("skipped", "traces"));
        runs.put("stats --json", List.of("distributions"));
        runs.put("stats --json --buckets --unit s", List.of("distributions"));
        List<String> timeline = List.of("clock", "span_s", "times_collapsed", "bins", "captures", "unplaced");
        runs.put("timeline --json", timeline);
        runs.put("timeline --json --bins 7 --unit ms", timeline);
        runs.put("compare --json", List.of("by", "min_us", "keys", "distributions"));
        runs.put("compare --json --by location --min 50us --top 10 --unit ms", List.of("by", "min_ms", "keys", "distributions"));
        // the kernel-src folder above the test data's folders is the source tree
        List<String> source = List.of("tree", "release", "lines", "functions", "unresolved");
        runs.put("source --json", source);
        runs.put("source --json --unit ms", source);
        return runs;
    }

    @TestFactory
    Stream<DynamicTest> everyCommandsJsonParsesBack() {
        return RUNS.entrySet().stream().flatMap(run -> FOLDERS.stream().map(folder -> DynamicTest.dynamicTest(
                run.getKey() + " " + folder, () -> check(run.getKey(), folder, run.getValue()))));
    }

    private void check(String command, String folder, List<String> keys) throws IOException {
        List<String> args = new ArrayList<>(Arrays.asList(command.split(" ")));
        args.add(TestData.path(folder).toString());
        if (command.startsWith("compare")) {
            args.add(TestData.path("seeds").toString()); // a second run
        }
        try (CommandLine cli = new CommandLine(getClass())) {
            int exit = cli.run(args.toArray(String[]::new));
            assertNotEquals(CommandLineRunner.USAGE_OR_IO_ERROR, exit, cli.err());
            String json = cli.out();
            assertTrue(json.endsWith(System.lineSeparator()), json);
            Object document = parse(json);
            Map<?, ?> top = assertInstanceOf(Map.class, document, json);
            assertTrue(top.keySet().containsAll(keys), () -> command + ": " + top.keySet());
            if (top.get("files") instanceof List<?> files) {
                assertFalse(files.isEmpty());
                checkCodes(files);
            }
        }
    }

    /** Every diagnostic's code is a documented code other than {@code other}. */
    private static void checkCodes(List<?> files) {
        Set<String> known = Stream.of(DiagnosticCode.values()).map(DiagnosticCode::id).collect(Collectors.toSet());
        for (Object file : files) {
            for (Object diagnostic : (List<?>) ((Map<?, ?>) file).get("diagnostics")) {
                Map<?, ?> d = (Map<?, ?>) diagnostic;
                Object code = d.get("code");
                assertTrue(known.contains(code) && !"other".equals(code), () -> d.get("reason") + " has code " + code);
            }
        }
    }

    /** One JSON document into maps, lists, strings, numbers, booleans and nulls; fails on anything else. */
    static Object parse(String json) throws IOException {
        try (JsonParser parser = STRICT.createParser(json)) {
            Object value = value(parser, parser.nextToken());
            assertEquals(null, parser.nextToken(), "text after the document");
            return value;
        }
    }

    private static Object value(JsonParser parser, JsonToken token) throws IOException {
        switch (token) {
            case START_OBJECT: {
                Map<String, Object> map = new LinkedHashMap<>();
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    String name = parser.currentName();
                    map.put(name, value(parser, parser.nextToken()));
                }
                return map;
            }
            case START_ARRAY: {
                List<Object> list = new ArrayList<>();
                JsonToken next;
                while ((next = parser.nextToken()) != JsonToken.END_ARRAY) {
                    list.add(value(parser, next));
                }
                return list;
            }
            case VALUE_STRING:
                return parser.getText();
            case VALUE_NUMBER_INT:
            case VALUE_NUMBER_FLOAT:
                return parser.getNumberValue();
            case VALUE_TRUE:
            case VALUE_FALSE:
                return parser.getBooleanValue();
            case VALUE_NULL:
                return null;
            default:
                throw new AssertionError("unexpected " + token + " at " + parser.currentLocation());
        }
    }
}
