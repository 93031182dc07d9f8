// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.farm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.apache.spark.SparkConf;
import org.apache.spark.deploy.master.Master$;
import org.apache.spark.deploy.worker.Worker$;
import org.apache.spark.rpc.RpcEnv;
import org.apache.spark.sql.SparkSession;

import scala.Option;
import scala.Tuple3;

/**
 * A Spark standalone cluster on 127.0.0.1, started from Spark's own classes: one master and two
 * workers of one core each, each worker running its executor in a JVM of its own.
 */
final class StandaloneCluster implements AutoCloseable {

    private final List<RpcEnv> nodes = new ArrayList<>();
    private final String url;

    /** @param work where the workers keep their executors' folders */
    StandaloneCluster(Path work) throws IOException {
        // A worker builds its executors' command from SPARK_HOME (here the tests' working folder,
        // target/spark-home): it wants a jars folder and a Scala build folder there; the class
        // path comes from spark.executor.extraClassPath.
        Path home = Path.of("").toAbsolutePath();
        Files.createDirectories(home.resolve("jars"));
        Files.createDirectories(home.resolve("launcher/target/scala-2.13"));
        Tuple3<RpcEnv, Object, Option<Object>> m = Master$.MODULE$.startRpcEnvAndEndpoint("127.0.0.1", 0, 0, new SparkConf());
        nodes.add(m._1());
        url = "spark://127.0.0.1:" + m._1().address().port(); // _2 is the web UI's port
        for (int i = 1; i <= 2; i++) {
            Path dir = Files.createDirectories(work.resolve("worker" + i));
            nodes.add(Worker$.MODULE$.startRpcEnvAndEndpoint("127.0.0.1", 0, 0, 1, 1024, new String[] { url }, dir.toString(),
                    Option.apply(Integer.valueOf(i)), new SparkConf(), Option.empty()));
        }
    }

    /** @return a session on the cluster: two executors of one core, the farm module's class path */
    SparkSession session() throws IOException {
        String file = System.getProperty("farm.classpath");
        String classPath = Path.of(file).resolveSibling("classes") + ":" + Files.readString(Path.of(file)).trim();
        return SparkSession.builder().master(url).appName("farm-cluster").config("spark.ui.enabled", "false")
                .config("spark.driver.host", "127.0.0.1").config("spark.driver.bindAddress", "127.0.0.1")
                .config("spark.executorEnv.SPARK_LOCAL_IP", "127.0.0.1").config("spark.executor.memory", "512m")
                .config("spark.executor.cores", "1").config("spark.cores.max", "2")
                .config("spark.executor.extraClassPath", classPath).config("spark.sql.shuffle.partitions", "4").getOrCreate();
    }

    /** @return the master's URL */
    String url() {
        return url;
    }

    @Override
    public void close() {
        for (RpcEnv env : nodes) {
            env.shutdown();
        }
    }
}
