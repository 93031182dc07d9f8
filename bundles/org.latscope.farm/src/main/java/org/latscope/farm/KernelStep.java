// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.farm;

import static org.apache.spark.sql.types.DataTypes.BooleanType;
import static org.apache.spark.sql.types.DataTypes.IntegerType;
import static org.apache.spark.sql.types.DataTypes.LongType;
import static org.apache.spark.sql.types.DataTypes.StringType;

import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * One machine's step from a kernel to the next in version order, with the compare command's
 * figures: the headline distribution's p99 and maximum in both, the keys new and vanished, and
 * whether the p99 rose beyond {@link FarmJob#REGRESSION}.
 */
record KernelStep(String machine, String kernelA, String kernelB, String kind, long p99A, long p99B, long maxA, long maxB,
        int newKeys, int vanishedKeys, boolean regression) {

    static final StructType SCHEMA = new StructType(new StructField[] { FarmJob.field("machine", StringType), //$NON-NLS-1$
            FarmJob.field("kernel_a", StringType), FarmJob.field("kernel_b", StringType), FarmJob.field("kind", StringType), //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            FarmJob.field("p99_a_ns", LongType), FarmJob.field("p99_b_ns", LongType), FarmJob.field("max_a_ns", LongType), //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            FarmJob.field("max_b_ns", LongType), FarmJob.field("new_keys", IntegerType), //$NON-NLS-1$ //$NON-NLS-2$
            FarmJob.field("vanished_keys", IntegerType), FarmJob.field("regression", BooleanType) }); //$NON-NLS-1$ //$NON-NLS-2$

    Row row() {
        return RowFactory.create(machine, kernelA, kernelB, kind, Long.valueOf(p99A), Long.valueOf(p99B), Long.valueOf(maxA),
                Long.valueOf(maxB), Integer.valueOf(newKeys), Integer.valueOf(vanishedKeys), Boolean.valueOf(regression));
    }
}
