/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model.impl;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;

import org.eclipse.emf.ecore.impl.EFactoryImpl;

import org.eclipse.emf.ecore.plugin.EcorePlugin;

import org.latscope.model.*;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model <b>Factory</b>.
 * <!-- end-user-doc -->
 * @generated
 */
public class LatscopeFactoryImpl extends EFactoryImpl implements LatscopeFactory {
	/**
	 * Creates the default factory implementation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static LatscopeFactory init() {
		try {
			LatscopeFactory theLatscopeFactory = (LatscopeFactory)EPackage.Registry.INSTANCE.getEFactory(LatscopePackage.eNS_URI);
			if (theLatscopeFactory != null) {
				return theLatscopeFactory;
			}
		}
		catch (Exception exception) {
			EcorePlugin.INSTANCE.log(exception);
		}
		return new LatscopeFactoryImpl();
	}

	/**
	 * Creates an instance of the factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public LatscopeFactoryImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EObject create(EClass eClass) {
		switch (eClass.getClassifierID()) {
			case LatscopePackage.TRACE_SET: return createTraceSet();
			case LatscopePackage.SYMBOL_TABLE: return createSymbolTable();
			case LatscopePackage.SOURCE_LOCATION: return createSourceLocation();
			case LatscopePackage.RUN: return createRun();
			case LatscopePackage.BATCH: return createBatch();
			case LatscopePackage.TRACE_FILE: return createTraceFile();
			case LatscopePackage.PARSE_DIAGNOSTIC: return createParseDiagnostic();
			case LatscopePackage.LATENCY_TRACE: return createLatencyTrace();
			case LatscopePackage.LATENCY_HEADER: return createLatencyHeader();
			case LatscopePackage.CODE_ADDRESS: return createCodeAddress();
			case LatscopePackage.WORST_TABLE: return createWorstTable();
			case LatscopePackage.WORST_ROW: return createWorstRow();
			case LatscopePackage.IRQ_OFF_LIST: return createIrqOffList();
			case LatscopePackage.IRQ_OFF_ROW: return createIrqOffRow();
			case LatscopePackage.PRINTK_LOG: return createPrintkLog();
			case LatscopePackage.LOG_LINE: return createLogLine();
			case LatscopePackage.MEASUREMENT: return createMeasurement();
			case LatscopePackage.HISTOGRAM: return createHistogram();
			case LatscopePackage.HISTOGRAM_SERIES: return createHistogramSeries();
			case LatscopePackage.HISTOGRAM_BUCKET: return createHistogramBucket();
			case LatscopePackage.RESULT_TABLE: return createResultTable();
			case LatscopePackage.RESULT_CELL: return createResultCell();
			default:
				throw new IllegalArgumentException("The class '" + eClass.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object createFromString(EDataType eDataType, String initialValue) {
		switch (eDataType.getClassifierID()) {
			case LatscopePackage.SEVERITY:
				return createSeverityFromString(eDataType, initialValue);
			case LatscopePackage.FLAGS_KIND:
				return createFlagsKindFromString(eDataType, initialValue);
			case LatscopePackage.SERIES_KIND:
				return createSeriesKindFromString(eDataType, initialValue);
			default:
				throw new IllegalArgumentException("The datatype '" + eDataType.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String convertToString(EDataType eDataType, Object instanceValue) {
		switch (eDataType.getClassifierID()) {
			case LatscopePackage.SEVERITY:
				return convertSeverityToString(eDataType, instanceValue);
			case LatscopePackage.FLAGS_KIND:
				return convertFlagsKindToString(eDataType, instanceValue);
			case LatscopePackage.SERIES_KIND:
				return convertSeriesKindToString(eDataType, instanceValue);
			default:
				throw new IllegalArgumentException("The datatype '" + eDataType.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public TraceSet createTraceSet() {
		TraceSetImpl traceSet = new TraceSetImpl();
		return traceSet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SymbolTable createSymbolTable() {
		SymbolTableImpl symbolTable = new SymbolTableImpl();
		return symbolTable;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SourceLocation createSourceLocation() {
		SourceLocationImpl sourceLocation = new SourceLocationImpl();
		return sourceLocation;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Run createRun() {
		RunImpl run = new RunImpl();
		return run;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Batch createBatch() {
		BatchImpl batch = new BatchImpl();
		return batch;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public TraceFile createTraceFile() {
		TraceFileImpl traceFile = new TraceFileImpl();
		return traceFile;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ParseDiagnostic createParseDiagnostic() {
		ParseDiagnosticImpl parseDiagnostic = new ParseDiagnosticImpl();
		return parseDiagnostic;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public LatencyTrace createLatencyTrace() {
		LatencyTraceImpl latencyTrace = new LatencyTraceImpl();
		return latencyTrace;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public LatencyHeader createLatencyHeader() {
		LatencyHeaderImpl latencyHeader = new LatencyHeaderImpl();
		return latencyHeader;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CodeAddress createCodeAddress() {
		CodeAddressImpl codeAddress = new CodeAddressImpl();
		return codeAddress;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public WorstTable createWorstTable() {
		WorstTableImpl worstTable = new WorstTableImpl();
		return worstTable;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public WorstRow createWorstRow() {
		WorstRowImpl worstRow = new WorstRowImpl();
		return worstRow;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public IrqOffList createIrqOffList() {
		IrqOffListImpl irqOffList = new IrqOffListImpl();
		return irqOffList;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public IrqOffRow createIrqOffRow() {
		IrqOffRowImpl irqOffRow = new IrqOffRowImpl();
		return irqOffRow;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public PrintkLog createPrintkLog() {
		PrintkLogImpl printkLog = new PrintkLogImpl();
		return printkLog;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public LogLine createLogLine() {
		LogLineImpl logLine = new LogLineImpl();
		return logLine;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Measurement createMeasurement() {
		MeasurementImpl measurement = new MeasurementImpl();
		return measurement;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Histogram createHistogram() {
		HistogramImpl histogram = new HistogramImpl();
		return histogram;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public HistogramSeries createHistogramSeries() {
		HistogramSeriesImpl histogramSeries = new HistogramSeriesImpl();
		return histogramSeries;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public HistogramBucket createHistogramBucket() {
		HistogramBucketImpl histogramBucket = new HistogramBucketImpl();
		return histogramBucket;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ResultTable createResultTable() {
		ResultTableImpl resultTable = new ResultTableImpl();
		return resultTable;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ResultCell createResultCell() {
		ResultCellImpl resultCell = new ResultCellImpl();
		return resultCell;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Severity createSeverityFromString(EDataType eDataType, String initialValue) {
		Severity result = Severity.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertSeverityToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public FlagsKind createFlagsKindFromString(EDataType eDataType, String initialValue) {
		FlagsKind result = FlagsKind.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertFlagsKindToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public SeriesKind createSeriesKindFromString(EDataType eDataType, String initialValue) {
		SeriesKind result = SeriesKind.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertSeriesKindToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public LatscopePackage getLatscopePackage() {
		return (LatscopePackage)getEPackage();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @deprecated
	 * @generated
	 */
	@Deprecated
	public static LatscopePackage getPackage() {
		return LatscopePackage.eINSTANCE;
	}

} //LatscopeFactoryImpl
