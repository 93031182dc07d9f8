// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.latscope.cli.summary.JsonWriter;

/** The layout, escapes and numbers of the command line's JSON, as they were before jackson wrote it. */
class JsonWriterTest {

    private final StringWriter text = new StringWriter();
    private final JsonWriter json = new JsonWriter(new PrintWriter(text));

    @Test
    void layoutIsTwoSpacesPerLevelWithEmptyContainersOnOneLine() {
        json.beginObject().name("a").value(1).name("b").beginArray().value("x").nullValue().value(true).endArray();
        json.name("c").beginObject().endObject().name("d").beginArray().endArray();
        json.name("e").beginArray().beginObject().name("f").value(2.5).endObject().endArray().endObject().finish();
        String nl = System.lineSeparator();
        assertEquals("{\n  \"a\": 1,\n  \"b\": [\n    \"x\",\n    null,\n    true\n  ],\n  \"c\": {},\n  \"d\": [],\n"
                + "  \"e\": [\n    {\n      \"f\": 2.5\n    }\n  ]\n}" + nl, text.toString());
    }

    @Test
    void escapesControlCharactersAndTheJavaScriptLineSeparators() throws IOException {
        String s = "q\"b\\n\nr\rt\tb\bf\f\u0001\u001f\u2028\u2029é\uD83D\uDE00";
        json.beginObject().name("s\n").value(s).endObject().finish();
        assertEquals("{\n  \"s\\n\": \"q\\\"b\\\\n\\nr\\rt\\tb\\u0008f\\u000c\\u0001\\u001f\\u2028\\u2029é\uD83D\uDE00\"\n}"
                + System.lineSeparator(), text.toString());
        assertEquals(Map.of("s\n", s), JsonOutputTest.parse(text.toString()));
    }

    @Test
    void wholeDoublesAreIntegersOthersJavaDoublesAndNonFiniteNull() throws IOException {
        json.beginArray().value(3.0).value(0.001).value(1e-5).value(1e15).value(-2.75).value(Double.NaN)
                .value(Double.POSITIVE_INFINITY).value(Long.MIN_VALUE).endArray().finish();
        JsonOutputTest.parse(text.toString());
        assertEquals("[\n  3,\n  0.001,\n  1.0E-5,\n  1.0E15,\n  -2.75,\n  null,\n  null,\n  -9223372036854775808\n]"
                + System.lineSeparator(), text.toString());
    }

    @Test
    void aValueWithoutAName() {
        json.beginObject();
        assertThrows(RuntimeException.class, () -> json.value(1));
    }
}
