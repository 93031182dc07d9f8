/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model;

import org.eclipse.emf.ecore.EFactory;

/**
 * <!-- begin-user-doc -->
 * The <b>Factory</b> for the model.
 * It provides a create method for each non-abstract class of the model.
 * <!-- end-user-doc -->
 * @see org.latscope.model.LatscopePackage
 * @generated
 */
public interface LatscopeFactory extends EFactory {
	/**
	 * The singleton instance of the factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	LatscopeFactory eINSTANCE = org.latscope.model.impl.LatscopeFactoryImpl.init();

	/**
	 * Returns a new object of class '<em>Trace Set</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Trace Set</em>'.
	 * @generated
	 */
	TraceSet createTraceSet();

	/**
	 * Returns a new object of class '<em>Symbol Table</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Symbol Table</em>'.
	 * @generated
	 */
	SymbolTable createSymbolTable();

	/**
	 * Returns a new object of class '<em>Source Location</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Source Location</em>'.
	 * @generated
	 */
	SourceLocation createSourceLocation();

	/**
	 * Returns a new object of class '<em>Run</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Run</em>'.
	 * @generated
	 */
	Run createRun();

	/**
	 * Returns a new object of class '<em>Batch</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Batch</em>'.
	 * @generated
	 */
	Batch createBatch();

	/**
	 * Returns a new object of class '<em>Trace File</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Trace File</em>'.
	 * @generated
	 */
	TraceFile createTraceFile();

	/**
	 * Returns a new object of class '<em>Parse Diagnostic</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Parse Diagnostic</em>'.
	 * @generated
	 */
	ParseDiagnostic createParseDiagnostic();

	/**
	 * Returns a new object of class '<em>Latency Trace</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Latency Trace</em>'.
	 * @generated
	 */
	LatencyTrace createLatencyTrace();

	/**
	 * Returns a new object of class '<em>Latency Header</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Latency Header</em>'.
	 * @generated
	 */
	LatencyHeader createLatencyHeader();

	/**
	 * Returns a new object of class '<em>Code Address</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Code Address</em>'.
	 * @generated
	 */
	CodeAddress createCodeAddress();

	/**
	 * Returns a new object of class '<em>Worst Table</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Worst Table</em>'.
	 * @generated
	 */
	WorstTable createWorstTable();

	/**
	 * Returns a new object of class '<em>Worst Row</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Worst Row</em>'.
	 * @generated
	 */
	WorstRow createWorstRow();

	/**
	 * Returns a new object of class '<em>Irq Off List</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Irq Off List</em>'.
	 * @generated
	 */
	IrqOffList createIrqOffList();

	/**
	 * Returns a new object of class '<em>Irq Off Row</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Irq Off Row</em>'.
	 * @generated
	 */
	IrqOffRow createIrqOffRow();

	/**
	 * Returns a new object of class '<em>Printk Log</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Printk Log</em>'.
	 * @generated
	 */
	PrintkLog createPrintkLog();

	/**
	 * Returns a new object of class '<em>Log Line</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Log Line</em>'.
	 * @generated
	 */
	LogLine createLogLine();

	/**
	 * Returns a new object of class '<em>Measurement</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Measurement</em>'.
	 * @generated
	 */
	Measurement createMeasurement();

	/**
	 * Returns a new object of class '<em>Histogram</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Histogram</em>'.
	 * @generated
	 */
	Histogram createHistogram();

	/**
	 * Returns a new object of class '<em>Histogram Series</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Histogram Series</em>'.
	 * @generated
	 */
	HistogramSeries createHistogramSeries();

	/**
	 * Returns a new object of class '<em>Histogram Bucket</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Histogram Bucket</em>'.
	 * @generated
	 */
	HistogramBucket createHistogramBucket();

	/**
	 * Returns a new object of class '<em>Result Table</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Result Table</em>'.
	 * @generated
	 */
	ResultTable createResultTable();

	/**
	 * Returns a new object of class '<em>Result Cell</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Result Cell</em>'.
	 * @generated
	 */
	ResultCell createResultCell();

	/**
	 * Returns the package supported by this factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the package supported by this factory.
	 * @generated
	 */
	LatscopePackage getLatscopePackage();

} //LatscopeFactory
