// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.farm;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/**
 * The job's output folder, local or on any file system Hadoop knows ({@code hdfs://},
 * {@code s3a://}): refused when it exists unless the user said {@code --force}; the Parquet
 * tables go there through Spark, the JSON documents through the same file system.
 */
final class FarmOutput {

    private final Path root;
    private final FileSystem fs;

    /**
     * @param out the folder
     * @param hadoop the job's Hadoop configuration
     * @param force whether an existing folder may be replaced
     * @throws IOException when it exists and {@code force} is false, or cannot be removed
     */
    FarmOutput(String out, Configuration hadoop, boolean force) throws IOException {
        Path given = new Path(out);
        this.fs = given.getFileSystem(hadoop);
        this.root = fs.makeQualified(given);
        if (fs.exists(root)) {
            if (!force) {
                throw new FarmException(out + " exists: give --force to replace it, or another -o folder"); //$NON-NLS-1$
            }
            fs.delete(root, true);
        }
        fs.mkdirs(root);
    }

    /** @return the folder, qualified ({@code file:/...}, {@code hdfs://...}) */
    String uri() {
        return root.toString();
    }

    /**
     * @param name a table's name
     * @return where Spark writes it
     */
    String table(String name) {
        return new Path(root, name).toString();
    }

    /**
     * Writes a text document.
     *
     * @param relative its path under the folder
     * @param content prints it
     * @throws IOException when it cannot be written
     */
    void write(String relative, Consumer<PrintWriter> content) throws IOException {
        try (PrintWriter out = new PrintWriter(new OutputStreamWriter(fs.create(new Path(root, relative), true),
                StandardCharsets.UTF_8))) {
            content.accept(out);
        }
    }
}
