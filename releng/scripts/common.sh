# Shared by ./latscope and releng/scripts/test: finds a JDK and keeps the product built.
# shellcheck shell=bash

LATSCOPE_ROOT=${LATSCOPE_ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)}
LATSCOPE_PRODUCT_DIR=$LATSCOPE_ROOT/releng/org.latscope.product/target/products/org.latscope.product/linux/gtk/x86_64
LATSCOPE_MIN_JAVA=21

# The feature version of a JDK (17, 21, 25 ...), or nothing. Read from its release file, which
# every JDK since 9 has: asking java itself starts a JVM, 0.14 s of every ./latscope command.
latscope_java_version() {
  local v=
  [ -f "$1/release" ] && v=$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$1/release" | head -n 1)
  if [ -z "$v" ]; then
    v=$("$1/bin/java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.specification\.version = \([0-9]*\).*/\1/p' | head -n 1)
  fi
  echo "$v"
}

# Prints the JAVA_HOME to use: $JAVA_HOME, then the Temurin JDKs these machines ship,
# then any JDK under /usr/lib/jvm, then java on the PATH; the first that is >= 21.
# Globs and no subshells until a candidate is checked: this runs before every command.
latscope_find_jdk() {
  local candidates=() temurin=() all=() home v i
  [ -n "${JAVA_HOME:-}" ] && candidates+=("$JAVA_HOME")
  shopt -s nullglob
  temurin=(/usr/lib/jvm/temurin-*-jdk*)
  all=(/usr/lib/jvm/*/)
  shopt -u nullglob
  # newest first: reverse name order is version order for the two-digit versions >= 21
  for ((i = ${#temurin[@]} - 1; i >= 0; i--)); do candidates+=("${temurin[i]}"); done
  for ((i = ${#all[@]} - 1; i >= 0; i--)); do candidates+=("${all[i]%/}"); done
  for home in "${candidates[@]}" PATH; do
    if [ "$home" = PATH ]; then
      command -v javac >/dev/null 2>&1 || break
      home=$(dirname "$(dirname "$(readlink -f "$(command -v javac)")")")
    fi
    [ -x "$home/bin/java" ] && [ -x "$home/bin/javac" ] || continue
    v=$(latscope_java_version "$home")
    if [ -n "$v" ] && [ "$v" -ge "$LATSCOPE_MIN_JAVA" ]; then
      echo "$home"
      return 0
    fi
  done
  echo "latscope: no JDK $LATSCOPE_MIN_JAVA or newer found (looked at JAVA_HOME${JAVA_HOME:+=$JAVA_HOME}, /usr/lib/jvm and the PATH)." >&2
  echo "latscope: install one, e.g. 'apt-get install openjdk-21-jdk' or a Temurin JDK, or point JAVA_HOME at it." >&2
  return 1
}

# The VM option for object headers of 8 bytes rather than 12 (a product option since JDK 25), or
# nothing on an older JDK: most of what a set of small files holds is small objects. The explorer
# on 100,000 small files with -Xmx1g keeps 10.2 KB a file rather than 11.1 and reads 77,560 of them
# rather than 66,360 (bench explorer small). ./latscope and the benches run with it.
latscope_object_headers() {
  if [ "$(latscope_java_version "$1")" -ge 25 ] 2>/dev/null; then
    echo -XX:+UseCompactObjectHeaders
  fi
}

# aircompressor's zstd (trace.dat version 7) reads memory through sun.misc.Unsafe, which JDK 24 and
# newer warn about on stderr once per run; the option that allows it quietly is unknown to JDK 21.
latscope_unsafe_access() {
  if [ "$(latscope_java_version "$1")" -ge 24 ] 2>/dev/null; then
    echo --sun-misc-unsafe-memory-access=allow
  fi
}

# True when the materialized product is missing or older than any source file.
latscope_needs_build() {
  local stamp=$LATSCOPE_PRODUCT_DIR/.latscope-built
  [ -f "$stamp" ] || return 0
  # pruned, not filtered: descending into the build output took 0.05 s of every command
  [ -n "$(cd "$LATSCOPE_ROOT" && find pom.xml .mvn bundles features releng \( -type d -name target \
      -o -path releng/scripts -o -path releng/org.latscope.bench -o -path releng/org.latscope.product.tests \
      -o -path 'releng/org.latscope.ide.*' \) -prune \
      -o -newer "$stamp" -type f -print -quit 2>/dev/null)" ]
}

# Builds the product (not the tests) with Maven's progress on stderr, so stdout stays the command's.
latscope_build_product() {
  echo "latscope: building the product (first run or sources changed) ..." >&2
  (cd "$LATSCOPE_ROOT" && JAVA_HOME=$LATSCOPE_JAVA_HOME ./mvnw -B -ntp package -DskipTests \
      -pl releng/org.latscope.product -am) >&2 || {
    echo "latscope: the build failed; see the Maven output above." >&2
    return 1
  }
  latscope_write_cli_configuration
  touch "$LATSCOPE_PRODUCT_DIR/.latscope-built"
  local classpath=$LATSCOPE_PRODUCT_DIR/configuration-cli/cli.classpath
  if [ -f "$classpath" ] && [ "$(latscope_java_version "$LATSCOPE_JAVA_HOME")" -ge 25 ] 2>/dev/null; then
    echo "latscope: training the command line's start-up cache (about 15 s, once a build) ..." >&2
    latscope_train_cli_cache "$LATSCOPE_JAVA_HOME" "$(<"$classpath")" || echo "latscope: no start-up cache; commands start slower" >&2
  fi
}

# True when the command line's configuration area is written and its class path's jars are all there.
latscope_cli_configuration_current() {
  local dir=$LATSCOPE_PRODUCT_DIR/configuration-cli jar
  [ -f "$dir/config.ini" ] && [ -f "$dir/cli.classpath" ] || return 1
  local IFS=:
  for jar in $(<"$dir/cli.classpath"); do
    [ -f "$jar" ] || return 1
  done
}

# The command line runs in the same installation with its own configuration area that
# starts only the headless bundles: 1.4 s to '--version' instead of 4.5 s, because the UI's
# SPI Fly weaving of eclipse-collections never happens (SPI Fly itself is there: slf4j-api, which
# MINA SSHD needs for record, requires its extender). Not cascaded to the UI's configuration.
# The framework and the launcher start from unsigned copies in that area (see UnsignedJar.java:
# 0.3 s of every command, 0.66 s to '--version' now); should a copy fail, the signed jar in
# plugins/ serves as before.
latscope_write_cli_configuration() {
  local dir=$LATSCOPE_PRODUCT_DIR/configuration-cli
  local info=$LATSCOPE_PRODUCT_DIR/configuration/org.eclipse.equinox.simpleconfigurator/bundles.info
  local headless='^(org\.eclipse\.equinox\.(common|registry|app|preferences)|org\.eclipse\.core\.(jobs|contenttype|runtime)|org\.osgi\..*|org\.apache\.felix\.scr|org\.eclipse\.emf\..*|picocli|com\.fasterxml\.jackson\.core\.jackson-core|org\.tukaani\.xz|wrapped\.io\.airlift\.aircompressor|org\.apache\.sshd\.osgi|slf4j\.(api|simple)|org\.apache\.aries\.spifly\.dynamic\.bundle|org\.objectweb\.asm(\..*)?|org\.apache\.aries\.spifly\.dynamic\.bundle|org\.objectweb\.asm(\..*)?|org\.latscope\.(model|formats|analysis|source|report|capture|cli))$'
  local framework launcher framework_path=plugins bundle_prefix=
  local java=${LATSCOPE_JAVA_HOME:-${JAVA_HOME:-/usr}}/bin/java
  framework=$(cd "$LATSCOPE_PRODUCT_DIR/plugins" && ls -d org.eclipse.osgi_*.jar | head -n 1)
  launcher=$(cd "$LATSCOPE_PRODUCT_DIR/plugins" && ls -d org.eclipse.equinox.launcher_*.jar | head -n 1)
  rm -rf "$dir" && mkdir -p "$dir"
  if "$java" "$LATSCOPE_ROOT/releng/scripts/UnsignedJar.java" "$LATSCOPE_PRODUCT_DIR/plugins/$framework" "$dir/$framework"; then
    # bundles are found next to the framework jar: from the copy, one level up and into plugins/
    framework_path=configuration-cli bundle_prefix=../plugins/
    # ./latscope starts the launcher's copy when there is one (with -install, as it is not in plugins/)
    "$java" "$LATSCOPE_ROOT/releng/scripts/UnsignedJar.java" "$LATSCOPE_PRODUCT_DIR/plugins/$launcher" "$dir/$launcher" || true
  fi
  latscope_write_plain_classpath "$dir" "$info" "$java"
  {
    printf 'osgi.bundles='
    awk -F, -v re="$headless" -v prefix="$bundle_prefix" '$1 ~ re {
        b = $3; sub(/^plugins\//, "", b); s = ""
        if ($1 == "org.eclipse.equinox.common" || $1 == "org.apache.felix.scr") s = "@2:start"
        if ($1 == "org.eclipse.core.runtime") s = "@4:start"
        printf "%sreference:file:%s%s%s", (n++ ? "," : ""), prefix, b, s }' "$info"
    printf '\nosgi.bundles.defaultStartLevel=4\n'
    printf 'osgi.framework=file:%s/%s\n' "$framework_path" "$framework"
    printf 'osgi.configuration.cascaded=false\neclipse.application=org.latscope.cli.app\n'
    # MINA SSHD logs its choices at INFO: stderr is the command's progress
    printf 'org.slf4j.simpleLogger.defaultLogLevel=warn\n'
  } > "$dir/config.ini"
}

# The command line without OSGi (org.latscope.cli.PlainMain, the default of ./latscope): the same
# headless bundles' jars on a plain class path, written to configuration-cli/cli.classpath. Only
# the built-in class loaders' classes go into the JDK's ahead-of-time cache and class-data archive,
# and neither takes a class of a signed jar or a linked class older than class file version 50:
# the signed ones (EMF, equinox.common) are copied unsigned, picocli's classes (version 49) with
# stack map frames at version 50, into configuration-cli/lib (CacheableJar.java, with the
# product's ASM). The framework's unsigned copy is there too: SubMonitor reaches its debug
# options. What OSGi alone needs (registry, DS, SPI Fly, app) is left out.
latscope_write_plain_classpath() {
  local dir=$1 info=$2 java=$3 jar name copies=() entries=()
  local plain='^(org\.eclipse\.equinox\.common|org\.eclipse\.emf\..*|picocli|com\.fasterxml\.jackson\.core\.jackson-core|org\.tukaani\.xz|wrapped\.io\.airlift\.aircompressor|org\.apache\.sshd\.osgi|slf4j\.(api|simple)|org\.latscope\.(model|formats|analysis|source|report|capture|cli))$'
  mkdir -p "$dir/lib"
  for jar in $(awk -F, -v re="$plain" '$1 ~ re { b = $3; sub(/^plugins\//, "", b); print b }' "$info"); do
    copies+=("$LATSCOPE_PRODUCT_DIR/plugins/$jar" "$dir/lib/$jar")
  done
  [ ${#copies[@]} -gt 0 ] || return 0
  # one JVM copies those the caches would leave out; the others stay where they are
  local asm
  asm=$(ls "$LATSCOPE_PRODUCT_DIR"/plugins/org.objectweb.asm_*.jar 2>/dev/null | head -n 1)
  [ -n "$asm" ] && "$java" -cp "$asm" "$LATSCOPE_ROOT/releng/scripts/CacheableJar.java" "${copies[@]}" || return 0
  for ((i = 0; i < ${#copies[@]}; i += 2)); do
    if [ -f "${copies[i + 1]}" ]; then entries+=("${copies[i + 1]}"); else entries+=("${copies[i]}"); fi
  done
  for jar in "$dir"/org.eclipse.osgi_*.jar; do
    [ -f "$jar" ] && entries+=("$jar")
  done
  (IFS=:; echo "${entries[*]}") > "$dir/cli.classpath"
}

# The options of every headless JVM: ./latscope's commands and the training run of their cache.
# Prints them; LATSCOPE_VMARGS (given after these) can override them.
latscope_cli_vm_options() {
  local java_home=$1 jit heap hugepages=
  # C2 takes a method called 50,000 times rather than 5,000: code run once per trace (headers,
  # the end of a trace) then stays with C1 on folders of thousands of traces, and the two
  # cores read instead of compiling it: the JIT's CPU per GB of v1.0.5 traces 3.2 s -> 2.1 s.
  # C2 also inlines less (hot callees of 150 bytecodes rather than 325, compiled callees under
  # 1,500 bytes rather than 2,500): over 100,000 small files each format's reader loops are
  # compiled once, and with the default sizes C2 took 17 s of the run's 38 s CPU. summary there
  # 16.8 -> 14.0 s; the 4 GB ftrace file reads as fast (at 100/1,000 it read 6% slower).
  # A loop compiles on the stack (OSR) after 200,000 turns rather than 40,000: there a
  # parser's loop, a few hundred lines a file, counted its turns over every file and was
  # compiled twice, on the stack and as a method (C2 OSR 3.0 s of 9.4 s); summary 13.1 -> 12.2 s.
  # A single large file's loop still compiles within its first milliseconds.
  jit="-XX:Tier4InvocationThreshold=50000 -XX:Tier4MinInvocationThreshold=20000 -XX:Tier4CompileThreshold=60000"
  jit="$jit -XX:Tier4BackEdgeThreshold=200000 -XX:FreqInlineSize=150 -XX:InlineSmallCode=1500"
  # Every command drops a file's steps once it has analysed it; what stays (the set's files,
  # headers and results) survives. A fixed 512 MB young generation that promotes at the first
  # collection copies it once: over 1 GB of traces one 0.05 s pause (128 MB: 6 pauses, 0.22 s;
  # adaptive sizing, when commands kept every step, copied them through the survivor spaces:
  # 4 pauses, 0.5 s).
  heap="-Xmx4g -Xmn512m -XX:MaxTenuringThreshold=0"
  # A heap the user limits (LATSCOPE_VMARGS=-Xmx1g) keeps three quarters for what the set holds:
  # a fixed 512 MB young generation would leave a 1 GB heap 512 MB for it.
  case " ${LATSCOPE_VMARGS:-} " in
    *" -Xmx"*) heap="-XX:NewRatio=3 -XX:MaxTenuringThreshold=0" ;;
  esac
  # Transparent huge pages where the kernel offers them: a gigabyte of traces fills ~400 MB of
  # heap, and faulting that in 4 KiB pages cost a quarter of a headless run over 1 GB.
  if grep -qs '\[madvise\]\|\[always\]' /sys/kernel/mm/transparent_hugepage/enabled; then
    hugepages=-XX:+UseTransparentHugePages
  fi
  echo "$heap -XX:+UseParallelGC $hugepages $(latscope_object_headers "$java_home") $(latscope_unsafe_access "$java_home") $jit"
}

# The ahead-of-time cache of the plain command line (JDK 25 and newer: JEP 483 classes loaded and
# linked, JEP 515 method profiles), configuration-cli/latscope-cli.aot: written by a training run,
# org.latscope.cli.TrainingRun, that runs every command over the bundled samples in one JVM. It is
# made after ./latscope builds the product, or by the first command that finds it missing or older
# than a jar of the class path (a build with Maven alone); about 15 s, once. Written to a
# temporary name and moved, so that commands started meanwhile never map half a file.
latscope_cli_cache() {
  echo "$LATSCOPE_PRODUCT_DIR/configuration-cli/latscope-cli.aot"
}

# True when the cache is there and no jar of the class path is newer.
latscope_cli_cache_fresh() {
  local cache=$1 classpath=$2 jar
  [ -f "$cache" ] || return 1
  local IFS=:
  for jar in $classpath; do
    [ "$jar" -nt "$cache" ] && return 1
  done
  return 0
}

latscope_train_cli_cache() {
  local java_home=$1 classpath=$2 cache partial
  cache=$(latscope_cli_cache)
  partial=$cache.$$.partial
  # JVM options as the commands run with (some, such as the object headers, must match)
  # shellcheck disable=SC2046
  "$java_home/bin/java" $(LATSCOPE_VMARGS= latscope_cli_vm_options "$java_home") -XX:AOTCacheOutput="$partial" \
      -Xlog:aot=off -Xlog:cds=off -Dorg.slf4j.simpleLogger.defaultLogLevel=off -cp "$classpath" \
      org.latscope.cli.TrainingRun "$LATSCOPE_ROOT/bundles/org.latscope.rcp/samples" \
      "$LATSCOPE_ROOT/bundles/org.latscope.testdata/data/trace-dat/v7zstd_6.1rt_events.dat" >/dev/null 2>&1 </dev/null
  if [ -s "$partial" ]; then
    mv -f "$partial" "$cache"
    rm -f "$cache.failed"
  else
    # remembered, so that every command does not try again until a jar changes
    rm -f "$partial" "$partial.config"
    touch "$cache.failed"
    return 1
  fi
}
