// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.support;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.notify.impl.AdapterImpl;
import org.eclipse.emf.common.util.BasicEList;
import org.eclipse.emf.common.util.TreeIterator;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.latscope.model.HistogramBucket;
import org.latscope.model.HistogramSeries;
import org.latscope.model.LatencyTrace;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.LatscopePackage;
import org.latscope.model.LogLine;
import org.latscope.model.Measurement;
import org.latscope.model.PrintkLog;
import org.latscope.model.SourceLocation;
import org.latscope.model.SymbolTable;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.steps.StepCursor;
import org.latscope.model.steps.StepTable;
import org.latscope.model.steps.SymbolLookup;
import org.latscope.model.steps.Symbols;

/**
 * Entry points for building and reading trace sets without touching generated code
 * details: creation with a symbol table, interning of symbols and source locations, and
 * step cursors bound to the right symbols. Saving and loading: see
 * {@link org.latscope.model.persistence.TraceSetStore}.
 */
public final class TraceSets {

    private TraceSets() {
    }

    /**
     * @param label the label, for example {@code "-R1, 7 Sep 2004"}
     * @return a new empty trace set with its symbol table
     */
    public static TraceSet create(String label) {
        TraceSet set = LatscopeFactory.eINSTANCE.createTraceSet();
        set.setLabel(label);
        set.setSymbols(LatscopeFactory.eINSTANCE.createSymbolTable());
        return set;
    }

    /**
     * @param set a trace set
     * @return the interner of its symbol table (created if the set has none)
     */
    public static Symbols symbols(TraceSet set) {
        if (set.getSymbols() == null) {
            set.setSymbols(LatscopeFactory.eINSTANCE.createSymbolTable());
        }
        return Symbols.of(set.getSymbols());
    }

    /**
     * Returns the shared location for {@code file:line}, adding it to the set if new.
     *
     * @param set the trace set owning the locations
     * @param file a source file such as {@code sched.c}
     * @param line a line number
     * @return the location contained in {@code set}
     */
    public static SourceLocation location(TraceSet set, String file, int line) {
        LocationIndex index = LocationIndex.of(set);
        LocationKey key = new LocationKey(line, file);
        SourceLocation location = index.byKey.get(key);
        if (location == null || location.eContainer() != set) {
            location = LatscopeFactory.eINSTANCE.createSourceLocation();
            location.setFile(symbols(set).canonical(file));
            location.setLine(line);
            set.getSourceLocations().add(location);
            index.byKey.put(key, location);
        }
        return location;
    }

    /**
     * @param trace a latency trace inside a trace set
     * @return a cursor over its steps that resolves names through the set's symbols
     */
    public static StepCursor steps(LatencyTrace trace) {
        TraceSet set = traceSet(trace);
        if (set == null) {
            throw new IllegalArgumentException("trace is not inside a trace set"); //$NON-NLS-1$
        }
        return steps(trace, symbols(set));
    }

    /**
     * @param trace a latency trace, inside a set or not yet (a file being read)
     * @param names the names of the symbol ids of its steps
     * @return a cursor over its steps, none when it has no step table
     */
    public static StepCursor steps(LatencyTrace trace, SymbolLookup names) {
        return (trace.getSteps() == null ? StepTable.EMPTY : trace.getSteps()).cursor(names);
    }

    /**
     * A series' buckets, to read. Asking EMF for a many-valued feature makes its list: a reader
     * that asked every series of a folder of cyclictest summaries (thread figures, no buckets)
     * left an empty list on 117,000 of them.
     *
     * @param series a histogram series
     * @return its buckets, or an empty list that is not the series'
     */
    public static List<HistogramBucket> buckets(HistogramSeries series) {
        return series.eIsSet(LatscopePackage.Literals.HISTOGRAM_SERIES__BUCKETS) ? series.getBuckets() : List.of();
    }

    /**
     * A log line's measurements, to read, without making an empty list for a line that has none
     * (see {@link #buckets}).
     *
     * @param line a log line
     * @return its measurements, or an empty list that is not the line's
     */
    public static List<Measurement> measurements(LogLine line) {
        return line.eIsSet(LatscopePackage.Literals.LOG_LINE__MEASUREMENTS) ? line.getMeasurements() : List.of();
    }

    /**
     * Drops the step tables of a file's latency traces, once they have been analysed: a
     * headless command keeps a folder's headers and results, not its steps.
     *
     * @param file a trace file
     */
    public static void dropSteps(TraceFile file) {
        for (TraceContent content : file.getContents()) {
            if (content instanceof LatencyTrace trace) {
                RankedLatency.dropSteps(trace);
            }
        }
    }

    /**
     * Drops the lines of a kernel log, once they have been analysed, with their array:
     * {@code clear()} resets the container of every line (8% of reading a 1 GB log), and a
     * line let go with its log's list needs none.
     *
     * @param log a kernel log whose lines nothing else holds
     */
    public static void dropLines(PrintkLog log) {
        if (log.getLines() instanceof BasicEList<?> lines) {
            lines.setData(0, null);
        } else {
            log.getLines().clear();
        }
    }

    /**
     * @param object any object of the model
     * @return the trace set containing it, or null
     */
    public static TraceSet traceSet(EObject object) {
        for (EObject o = object; o != null; o = o.eContainer()) {
            if (o instanceof TraceSet set) {
                return set;
            }
        }
        return null;
    }

    /**
     * @param set a trace set
     * @return its latency traces in containment order (the order the step sidecar uses)
     */
    public static List<LatencyTrace> latencyTraces(TraceSet set) {
        List<LatencyTrace> traces = new ArrayList<>();
        for (TreeIterator<EObject> it = set.eAllContents(); it.hasNext();) {
            EObject o = it.next();
            if (o instanceof LatencyTrace trace) {
                traces.add(trace);
                it.prune(); // steps are columns, nothing inside to visit
            }
        }
        return traces;
    }

    /**
     * @param set a trace set
     * @return the number of steps in all its latency traces
     */
    public static long stepCount(TraceSet set) {
        long count = 0;
        for (LatencyTrace trace : latencyTraces(set)) {
            count += trace.getStepCount();
        }
        return count;
    }

    /**
     * Deep comparison of two trace sets: every attribute, reference and step column.
     *
     * @return whether {@code a} and {@code b} hold the same content
     */
    public static boolean equal(TraceSet a, TraceSet b) {
        return EcoreUtil.equals(a, b);
    }

    /**
     * Makes equal string attribute values share one instance, starting from the symbol table.
     * A loaded resource creates one {@code String} per occurrence (every {@code sched.c},
     * every {@code vprintk}); this restores "interned once per trace set" for the strings of
     * rows and headers. Values do not change, so no notifications are sent.
     *
     * @param set a trace set
     */
    public static void shareStrings(TraceSet set) {
        Map<String, String> pool = new HashMap<>();
        if (set.getSymbols() != null) {
            for (String name : set.getSymbols().getNames()) {
                pool.putIfAbsent(name, name);
            }
        }
        share(set, pool);
        for (TreeIterator<EObject> it = set.eAllContents(); it.hasNext();) {
            EObject o = it.next();
            if (o instanceof SymbolTable) {
                it.prune();
            } else {
                share(o, pool);
            }
        }
    }

    private static void share(EObject o, Map<String, String> pool) {
        boolean deliver = o.eDeliver();
        o.eSetDeliver(false);
        try {
            for (EAttribute attribute : o.eClass().getEAllAttributes()) {
                if (attribute.isMany() || attribute.isDerived() || !attribute.isChangeable()
                        || attribute.getEAttributeType().getInstanceClass() != String.class) {
                    continue;
                }
                String value = (String) o.eGet(attribute);
                if (value != null) {
                    String shared = pool.putIfAbsent(value, value);
                    if (shared != null && shared != value) {
                        o.eSet(attribute, shared);
                    }
                }
            }
        } finally {
            o.eSetDeliver(deliver);
        }
    }

    /** A source location's line and file, as {@link LocationIndex} finds it: no key text made per row read. */
    private record LocationKey(int line, String file) {
    }

    /** Index of a set's source locations by line and file, kept as an adapter on the set. */
    private static final class LocationIndex extends AdapterImpl {
        final Map<LocationKey, SourceLocation> byKey = new HashMap<>();

        static LocationIndex of(TraceSet set) {
            LocationIndex index = (LocationIndex) EcoreUtil.getExistingAdapter(set, LocationIndex.class);
            if (index == null) {
                index = new LocationIndex();
                for (SourceLocation location : set.getSourceLocations()) {
                    index.byKey.putIfAbsent(new LocationKey(location.getLine(), location.getFile()), location);
                }
                set.eAdapters().add(index);
            }
            return index;
        }

        @Override
        public boolean isAdapterForType(Object type) {
            return type == LocationIndex.class;
        }
    }
}
