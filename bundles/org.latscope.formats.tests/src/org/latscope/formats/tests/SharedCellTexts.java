// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests;

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;

import org.latscope.model.ResultCell;
import org.latscope.model.ResultTable;

/** Checks that a table's equal cell texts are one string: a set of many tables keeps each once. */
public final class SharedCellTexts {

    private SharedCellTexts() {
    }

    /**
     * @param table a table whose cells repeat at least one text
     */
    public static void assertShared(ResultTable table) {
        Map<String, String> first = new HashMap<>();
        for (ResultCell cell : table.getCells()) {
            assertSame(first.computeIfAbsent(cell.getText(), text -> text), cell.getText(), cell.getText());
        }
        assertTrue(first.size() < table.getCells().size(), "no text repeats: " + first.keySet());
    }
}
