#!/bin/sh
# Regenerates bundles/org.latscope.model/src-gen from model/latscope.ecore with the real
# EMF generator (org.eclipse.emf.codegen.ecore 2.46.0), outside Eclipse.
# Usage: releng/genmodel/generate.sh   (from the repository root; needs mvn and a JDK >= 21)
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}
REPO=${GENMODEL_M2:-/tmp/model-m2}
if [ ! -x "$JAVA_HOME/bin/javac" ]; then echo "generate.sh: no JDK >= 21 at JAVA_HOME=$JAVA_HOME" >&2; exit 1; fi
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
(cd "$HERE" && JAVA_HOME="$JAVA_HOME" mvn -q -Dmaven.repo.local="$REPO" dependency:build-classpath -Dmdep.outputFile="$OUT/cp")
CP=$(cat "$OUT/cp")
"$JAVA_HOME/bin/javac" --release 21 -d "$OUT/classes" -cp "$CP" "$HERE"/src/org/latscope/releng/genmodel/*.java
"$JAVA_HOME/bin/java" -cp "$OUT/classes:$CP" org.latscope.releng.genmodel.GenerateModel "$ROOT/bundles/org.latscope.model"
