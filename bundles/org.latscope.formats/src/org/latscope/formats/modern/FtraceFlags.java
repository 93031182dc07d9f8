// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

/**
 * The decoded ftrace flag field of one step: interrupt state, context and nesting depths.
 * The model keeps the field as text (a symbol id); this record says what the text means.
 *
 * @param irqsOff interrupts disabled ({@code d} or {@code D})
 * @param bhOff bottom halves disabled ({@code D} or {@code b})
 * @param needResched need-resched set ({@code N}, {@code n}, {@code p} or a lazy variant)
 * @param needReschedLazy need-resched-lazy set (PREEMPT_RT column or {@code L}/{@code B})
 * @param hardirq in hard interrupt context ({@code h}, {@code H}, {@code Z})
 * @param softirq in softirq context ({@code s}, {@code H})
 * @param nmi in NMI context ({@code z}, {@code Z})
 * @param preemptDepth preemption depth, 0 for {@code .}
 * @param preemptLazyDepth preempt-lazy depth, 0 for {@code .} or absent
 * @param migrateDisable migrate-disable depth, 0 for {@code .} or absent
 * @param valid whether every character was understood for its column
 */
public record FtraceFlags(boolean irqsOff, boolean bhOff, boolean needResched, boolean needReschedLazy,
        boolean hardirq, boolean softirq, boolean nmi, int preemptDepth, int preemptLazyDepth, int migrateDisable,
        boolean valid) {

    static FtraceFlags decode(FtraceFlagLayout layout, CharSequence text) {
        boolean irqsOff = false;
        boolean bhOff = false;
        boolean resched = false;
        boolean lazy = false;
        boolean hard = false;
        boolean soft = false;
        boolean nmi = false;
        int depth = 0;
        int lazyDepth = 0;
        int migrate = 0;
        boolean valid = text.length() == layout.width();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (layout.column(i)) {
                case IRQS_OFF -> {
                    irqsOff = c == 'd' || c == 'D';
                    bhOff = c == 'D' || c == 'b';
                    valid &= irqsOff || bhOff || c == '.' || c == 'X';
                }
                case NEED_RESCHED -> {
                    resched = c == 'N' || c == 'n' || c == 'p' || c == 'B';
                    lazy = c == 'L' || c == 'b' || c == 'B';
                    valid &= resched || lazy || c == '.';
                }
                case NEED_RESCHED_LAZY -> {
                    lazy |= c == 'l' || c == 'L';
                    valid &= c == 'l' || c == 'L' || c == '.';
                }
                case HARDIRQ_SOFTIRQ -> {
                    hard = c == 'h' || c == 'H' || c == 'Z';
                    soft = c == 's' || c == 'H';
                    nmi = c == 'z' || c == 'Z';
                    valid &= hard || soft || nmi || c == '.';
                }
                case PREEMPT_DEPTH -> {
                    depth = depth(c);
                    valid &= depth >= 0;
                    depth = Math.max(depth, 0);
                }
                case PREEMPT_LAZY_DEPTH -> {
                    lazyDepth = depth(c);
                    valid &= lazyDepth >= 0;
                    lazyDepth = Math.max(lazyDepth, 0);
                }
                case MIGRATE_DISABLE -> {
                    migrate = depth(c);
                    valid &= migrate >= 0;
                    migrate = Math.max(migrate, 0);
                }
                default -> valid = false;
            }
        }
        return new FtraceFlags(irqsOff, bhOff, resched, lazy, hard, soft, nmi, depth, lazyDepth, migrate, valid);
    }

    /** @return 0 for '.', the hex value of a digit, -1 for anything else */
    private static int depth(char c) {
        if (c == '.') {
            return 0;
        }
        int v = Character.digit(c, 16);
        return v;
    }
}
