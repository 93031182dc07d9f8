// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source;

/**
 * A C function definition found by {@link FunctionScanner}.
 *
 * @param name the function's name ({@code sys_write} for {@code SYSCALL_DEFINE3(write, ...)})
 * @param file the file, relative to the tree, with {@code /} separators
 * @param line the 1-based line of the name
 * @param endLine the 1-based line of the body's closing brace
 */
public record FunctionDef(String name, String file, int line, int endLine) {
}
