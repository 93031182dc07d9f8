// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.latscope.source.FunctionDef;
import org.latscope.source.FunctionScanner;

class FunctionScannerTest {

    private static List<String> names(String c) {
        return new FunctionScanner().scan("f.c", c.getBytes(StandardCharsets.ISO_8859_1)).stream() //$NON-NLS-1$
                .map(d -> d.name() + "@" + d.line() + "-" + d.endLine()).toList(); //$NON-NLS-1$ //$NON-NLS-2$
    }

    @Test
    void findsDefinitionsNotDeclarationsOrInitializers() {
        String c = """
                #include <linux/sched.h>
                #define X(a) { a; }
                static struct foo bar = { .x = f(1) };
                struct s { int (*op)(void); };
                int decl(int);
                /* int commented(void) { } */
                asmlinkage __printf(1, 2) __cold
                int _printk(const char *fmt, ...)
                {
                	char *s = "}{";
                	char c = '}';
                	if (x) { y(); }
                }
                static void __sched notrace preempt_schedule(void) __acquires(rq->lock)
                {
                }
                SYSCALL_DEFINE3(write, unsigned int, fd, const char __user *, buf, size_t, count)
                {
                	return ksys_write(fd, buf, count);
                }
                """;
        assertEquals(List.of("_printk@8-13", "preempt_schedule@14-16", "sys_write@17-20"), names(c));
    }

    @Test
    void emptyAndUnbalancedInputDoesNotThrow() {
        assertEquals(List.of(), names(""));
        assertEquals(List.of(), names("int f(void) { \"unterminated"));
        assertEquals(List.of(), names("/* open comment"));
        List<FunctionDef> defs = new FunctionScanner().scan("g.c", "}}} int g(void) { }".getBytes(StandardCharsets.US_ASCII)); //$NON-NLS-1$ //$NON-NLS-2$
        assertEquals("g", defs.get(0).name()); //$NON-NLS-1$
    }
}
