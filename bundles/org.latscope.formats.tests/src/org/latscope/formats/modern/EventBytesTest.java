// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.latscope.model.events.EventFields;

/** The byte fields the reader pairs events by are those {@link EventFields} reads from the text. */
class EventBytesTest {

    private static final List<String> PAYLOADS = List.of(
            "prev_comm=java prev_pid=9240 prev_prio=120 prev_state=R ==> next_comm=C1 CompilerThre next_pid=9255 next_prio=120",
            "prev_comm=a next_pid=7 prev_pid=3 prev_state=S ==> next_comm=x next_pid=9255 next_prio=120",
            "comm=C1 CompilerThre pid=9255 prio=120 target_cpu=001", "comm=swapper pid=0 prio=-1 target_cpu=-002",
            "comm=x pid=  12 prio=", "comm=x xpid=4 [pid=5]", "comm=x\tpid=99999999999999999999999 prio=1",
            "irq=42 name=virtio3-tx", "irq=-7", "irq=", "vec=9 [action=RCU]", "[vec=3]", "",
            "hrtimer=000000002575b435 function=tick_nohz_handler now=273896020030", "hrtimer=0xffff8e8b3ea239a0 now=1",
            "hrtimer=0x", "hrtimer=0x0x5", "hrtimer=+5", "hrtimer=12345678901234567", "hrtimer=FFFFFFFFFFFFFFFF]",
            "hrtimer=8000000000000000", "hrtimer=", "xhrtimer=5", "rcuc/0:19 [98] CPU:000",
            "trace-cmd:153 [120] R ==> rcuc/0:19 [98]");
    private static final List<String> KEYS = List.of("next_pid=", "prev_pid=", "prev_state=", "pid=", "prio=",
            "target_cpu=", "irq=", "vec=", "hrtimer=");

    @Test
    void numbersAndKeysAsTheText() {
        for (String payload : PAYLOADS) {
            byte[] line = ("  [001] x: " + payload + " \n").getBytes(StandardCharsets.US_ASCII);
            int from = 11;
            int to = from + payload.length();
            for (String key : KEYS) {
                byte[] k = EventBytes.key(key);
                String what = payload + " / " + key;
                int at = EventFields.keyAt(payload, key);
                assertEquals(at < 0 ? -1 : from + at, EventBytes.keyAt(line, from, to, k), what);
                assertEquals(EventFields.number(payload, key), EventBytes.number(line, from, to, k), what);
            }
            long hex = EventBytes.hex(line, from, to, EventBytes.key("hrtimer="));
            String word = EventFields.word(payload, "hrtimer=");
            if (word == null) {
                assertEquals(EventBytes.NO_KEY, hex, payload);
            } else if (hex != EventBytes.NOT_HEX) {
                assertEquals(Long.parseUnsignedLong(word.startsWith("0x") ? word.substring(2) : word, 16), hex, payload);
            } else {
                String digits = word.startsWith("0x") ? word.substring(2) : word;
                boolean plain = !digits.isEmpty() && digits.length() <= 16 && digits.chars().allMatch(c -> Character.digit(c, 16) >= 0);
                assertEquals(false, plain, payload); // only what is no plain number goes to the text
            }
        }
    }
}
