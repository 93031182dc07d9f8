// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

/**
 * Mail quoting left in a line that the file-wide cleanup did not undo (quoting on fewer than
 * half of the lines, or of mixed depth and style: {@code > > >}, {@code >>>}, {@code  > }).
 */
final class Quoting {

    private Quoting() {
    }

    /**
     * @param line a line
     * @return the line without leading quote markers and the blanks between them, or the line
     *         itself when it starts with no {@code >}
     */
    static String unquote(String line) {
        int i = 0;
        int n = line.length();
        int last = -1;
        while (i < n) {
            char c = line.charAt(i);
            if (c == '>') {
                last = i;
            } else if (c != ' ' && c != '\t') {
                break;
            }
            i++;
        }
        if (last < 0) {
            return line;
        }
        return line.substring(last + 1);
    }
}
