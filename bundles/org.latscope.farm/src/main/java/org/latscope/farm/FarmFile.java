// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.farm;

import java.io.Serializable;

/**
 * One file of a farm, as the driver lists it and an executor reads it.
 *
 * @param machine the machine the file's group belongs to
 * @param kernel the kernel it ran
 * @param folder the group's folder, as {@code latscope hotspots FOLDER} would be given it
 * @param path the file, as a walk of {@code folder} names it (the labels of its traces start with it)
 * @param index its place in its group, in the order a walk of the folder reads it
 * @param size its size in bytes, which the partitions are balanced by
 */
public record FarmFile(String machine, String kernel, String folder, String path, int index, long size)
        implements Serializable {

    private static final long serialVersionUID = 1L;

    /** @return the group's name: {@code MACHINE/KERNEL} */
    public String group() {
        return machine + "/" + kernel; //$NON-NLS-1$
    }
}
