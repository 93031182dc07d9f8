// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.farm;

import java.io.Serializable;

/**
 * The runs of one kernel on one machine: a folder read as one trace set.
 *
 * @param machine the machine
 * @param kernel the kernel
 * @param folder the folder, absolute
 */
public record FarmGroup(String machine, String kernel, String folder) implements Serializable {

    private static final long serialVersionUID = 1L;

    /** @return {@code MACHINE/KERNEL} */
    public String name() {
        return machine + "/" + kernel; //$NON-NLS-1$
    }
}
