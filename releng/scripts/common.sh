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
