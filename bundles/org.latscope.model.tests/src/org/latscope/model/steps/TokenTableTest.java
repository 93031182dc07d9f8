// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.steps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/**
 * A small payload dictionary shares its tokens with every other table's; a large one keeps its
 * own. (In the host's package: the dictionary is package-private.)
 */
class TokenTableTest {

    @Test
    void smallDictionariesShareTheirTokens() {
        String payload = "prev_comm=bash prev_pid=6771 prev_state=R ==> next_comm=swapper/0";
        String[] first = dictionary(new String(payload), 8);
        String[] second = dictionary(new String(payload), 8);
        assertEquals(8, first.length);
        for (int i = 0; i < first.length; i++) {
            assertEquals(payload.substring(i * 8, i * 8 + 8), first[i]);
            assertSame(first[i], second[i], "token " + i + " is one instance for both tables");
        }
    }

    @Test
    void largeDictionariesKeepTheirOwn() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i <= TokenTable.SHARED_TOKENS; i++) {
            text.append(String.format("%08x", 0xc0100000 + i));
        }
        String[] first = dictionary(text.toString(), 8);
        String[] second = dictionary(text.toString(), 8);
        assertEquals(TokenTable.SHARED_TOKENS + 1, first.length);
        assertEquals(first[3], second[3]);
        assertNotSame(first[3], second[3]);
    }

    /** @return the dictionary of {@code text} cut into tokens of {@code width} characters */
    private static String[] dictionary(String text, int width) {
        TokenTable table = new TokenTable();
        for (int from = 0; from + width <= text.length(); from += width) {
            table.id(text, from, from + width, Integer.MAX_VALUE);
        }
        return table.toArray();
    }
}
