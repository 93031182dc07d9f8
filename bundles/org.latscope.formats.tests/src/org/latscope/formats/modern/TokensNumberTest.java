// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * {@link Tokens#parseDouble} reads short numbers without {@link Double#parseDouble}: it must give
 * the same double, bit for bit (negative zero included), and NaN where the general parse did.
 */
class TokensNumberTest {

    /** The parse as it was: digits, dots and a leading minus, then {@link Double#parseDouble}. */
    private static double general(String token) {
        if (token.isEmpty()) {
            return Double.NaN;
        }
        for (int i = 0; i < token.length(); i++) {
            char c = token.charAt(i);
            if ((c < '0' || c > '9') && c != '.' && !(i == 0 && c == '-')) {
                return Double.NaN;
            }
        }
        try {
            return Double.parseDouble(token);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    private static void same(String token) {
        assertEquals(Double.doubleToRawLongBits(general(token)), Double.doubleToRawLongBits(Tokens.parseDouble(token)),
                token);
    }

    @Test
    void tableFiguresParseAsDoubleParseDoubleParsesThem() {
        for (String token : new String[] { "0.954", "11", "9246430.852946", "-0", "-0.000", "0.1", "0.3", "5.", ".5",
                "-.5", ".", "-", "", "1.2.3", "--1", "1-", "1e3", "0x10", "Infinity", "123456789012345",
                "1234567890123456", "0.000000000000001", "99999999999999.9", "0000000000000001.5", "1.7976931348623157",
                "4.9", "1.0000000000000002", "9007199254740993" }) {
            same(token);
        }
    }

    @Test
    void randomNumbersParseAsDoubleParseDoubleParsesThem() {
        Random random = new Random(20261207);
        String alphabet = "0123456789012345678901234567890123456789..-x";
        int numbers = 0;
        for (int n = 0; n < 200_000; n++) {
            StringBuilder token = new StringBuilder();
            for (int k = random.nextInt(24); k >= 0; k--) {
                token.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            same(token.toString());
            numbers += Double.isNaN(general(token.toString())) ? 0 : 1;
        }
        assertTrue(numbers > 50_000, "numbers among the tokens: " + numbers);
    }

    @Test
    void aNumberInsideALineParsesInPlace() {
        assertEquals(0.021, Tokens.parseDouble("avg:    0.021 ms", 8, 13));
        assertTrue(Double.isNaN(Tokens.parseDouble("avg:", 4, 4)));
    }
}
