// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.farm;

import static org.apache.spark.sql.types.DataTypes.BooleanType;
import static org.apache.spark.sql.types.DataTypes.DoubleType;
import static org.apache.spark.sql.types.DataTypes.IntegerType;
import static org.apache.spark.sql.types.DataTypes.LongType;
import static org.apache.spark.sql.types.DataTypes.StringType;
import static org.apache.spark.sql.types.DataTypes.createArrayType;

import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.Metadata;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * The row an executor makes of one file ({@link FileAnalysis}): what the file is, and its
 * per-file results as arrays the job explodes into its tables and aggregates.
 */
final class FarmSchema {

    static final StructType HOTSPOT = struct(field("key", StringType), field("count", LongType), field("total_ns", LongType),
            field("max_ns", LongType), field("traces", createArrayType(StringType, false)));
    /** One distinct value of a kind (or of one of its series) and how often it occurred: a mergeable histogram. */
    static final StructType VALUE = struct(field("kind", StringType), nullable("series", StringType), field("value_ns", LongType),
            field("weight", LongType));
    static final StructType UNPAIRED = struct(field("kind", StringType), field("n", LongType));
    static final StructType INTERFERENCE = struct(field("cpu", IntegerType), field("counts", createArrayType(LongType, false)));
    static final StructType PART = struct(field("what", StringType), field("key", StringType), field("ns", LongType));
    static final StructType TIMERLAT = struct(field("cpu", IntegerType), field("thread_ns", LongType), field("irq_ns", LongType),
            field("expiry_ns", LongType), field("sample_ns", LongType), field("order", LongType),
            field("parts", createArrayType(PART, false)));
    static final StructType DIAGNOSTIC = struct(field("path", StringType), field("line", IntegerType), field("column", IntegerType),
            field("severity", StringType), field("code", StringType), field("reason", StringType), nullable("text", StringType));
    static final StructType TRACE = struct(field("label", StringType), field("format", StringType), field("latency_ns", LongType));

    static final StructType FILE = struct(field("machine", StringType), field("kernel", StringType), field("folder", StringType),
            field("path", StringType), field("file_index", IntegerType), field("size", LongType), field("understood", BooleanType),
            field("seconds", DoubleType), field("considered", LongType), field("matched", LongType),
            field("hotspots", createArrayType(HOTSPOT, false)), field("values", createArrayType(VALUE, false)),
            field("unpaired", createArrayType(UNPAIRED, false)), field("interference", createArrayType(INTERFERENCE, false)),
            field("timerlat", createArrayType(TIMERLAT, false)), field("diagnostics", createArrayType(DIAGNOSTIC, false)),
            field("diagnostic_count", LongType), field("traces", createArrayType(TRACE, false)));

    private FarmSchema() {
    }

    private static StructType struct(StructField... fields) {
        return new StructType(fields);
    }

    private static StructField field(String name, DataType type) {
        return new StructField(name, type, false, Metadata.empty());
    }

    private static StructField nullable(String name, DataType type) {
        return new StructField(name, type, true, Metadata.empty());
    }
}
