/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model.util;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;

import org.eclipse.emf.ecore.util.Switch;

import org.latscope.model.*;

/**
 * <!-- begin-user-doc -->
 * The <b>Switch</b> for the model's inheritance hierarchy.
 * It supports the call {@link #doSwitch(EObject) doSwitch(object)}
 * to invoke the <code>caseXXX</code> method for each class of the model,
 * starting with the actual class of the object
 * and proceeding up the inheritance hierarchy
 * until a non-null result is returned,
 * which is the result of the switch.
 * <!-- end-user-doc -->
 * @see org.latscope.model.LatscopePackage
 * @generated
 */
public class LatscopeSwitch<T> extends Switch<T> {
	/**
	 * The cached model package
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected static LatscopePackage modelPackage;

	/**
	 * Creates an instance of the switch.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public LatscopeSwitch() {
		if (modelPackage == null) {
			modelPackage = LatscopePackage.eINSTANCE;
		}
	}

	/**
	 * Checks whether this is a switch for the given package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param ePackage the package in question.
	 * @return whether this is a switch for the given package.
	 * @generated
	 */
	@Override
	protected boolean isSwitchFor(EPackage ePackage) {
		return ePackage == modelPackage;
	}

	/**
	 * Calls <code>caseXXX</code> for each class of the model until one returns a non null result; it yields that result.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the first non-null result returned by a <code>caseXXX</code> call.
	 * @generated
	 */
	@Override
	protected T doSwitch(int classifierID, EObject theEObject) {
		switch (classifierID) {
			case LatscopePackage.TRACE_SET: {
				TraceSet traceSet = (TraceSet)theEObject;
				T result = caseTraceSet(traceSet);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case LatscopePackage.SYMBOL_TABLE: {
				SymbolTable symbolTable = (SymbolTable)theEObject;
				T result = caseSymbolTable(symbolTable);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case LatscopePackage.SOURCE_LOCATION: {
				SourceLocation sourceLocation = (SourceLocation)theEObject;
				T result = caseSourceLocation(sourceLocation);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case LatscopePackage.RUN: {
				Run run = (Run)theEObject;
				T result = caseRun(run);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case LatscopePackage.BATCH: {
				Batch batch = (Batch)theEObject;
				T result = caseBatch(batch);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case LatscopePackage.TRACE_FILE: {
				TraceFile traceFile = (TraceFile)theEObject;
				T result = caseTraceFile(traceFile);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case LatscopePackage.PARSE_DIAGNOSTIC: {
				ParseDiagnostic parseDiagnostic = (ParseDiagnostic)theEObject;
				T result = caseParseDiagnostic(parseDiagnostic);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case LatscopePackage.TRACE_CONTENT: {
				TraceContent traceContent = (TraceContent)theEObject;
				T result = caseTraceContent(traceContent);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case LatscopePackage.LATENCY_TRACE: {
				LatencyTrace latencyTrace = (LatencyTrace)theEObject;
				T result = caseLatencyTrace(latencyTrace);
				if (result == null) result = caseTraceContent(latencyTrace);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case LatscopePackage.LATENCY_HEADER: {
				LatencyHeader latencyHeader = (LatencyHeader)theEObject;
				T result = caseLatencyHeader(latencyHeader);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case LatscopePackage.CODE_ADDRESS: {
				CodeAddress codeAddress = (CodeAddress)theEObject;
				T result = caseCodeAddress(codeAddress);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case LatscopePackage.WORST_TABLE: {
				WorstTable worstTable = (WorstTable)theEObject;
				T result = caseWorstTable(worstTable);
				if (result == null) result = caseTraceContent(worstTable);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case LatscopePackage.WORST_ROW: {
				WorstRow worstRow = (WorstRow)theEObject;
				T result = caseWorstRow(worstRow);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case LatscopePackage.IRQ_OFF_LIST: {
				IrqOffList irqOffList = (IrqOffList)theEObject;
				T result = caseIrqOffList(irqOffList);
				if (result == null) result = caseTraceContent(irqOffList);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case LatscopePackage.IRQ_OFF_ROW: {
				IrqOffRow irqOffRow = (IrqOffRow)theEObject;
				T result = caseIrqOffRow(irqOffRow);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case LatscopePackage.PRINTK_LOG: {
				PrintkLog printkLog = (PrintkLog)theEObject;
				T result = casePrintkLog(printkLog);
				if (result == null) result = caseTraceContent(printkLog);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case LatscopePackage.LOG_LINE: {
				LogLine logLine = (LogLine)theEObject;
				T result = caseLogLine(logLine);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case LatscopePackage.MEASUREMENT: {
				Measurement measurement = (Measurement)theEObject;
				T result = caseMeasurement(measurement);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case LatscopePackage.HISTOGRAM: {
				Histogram histogram = (Histogram)theEObject;
				T result = caseHistogram(histogram);
				if (result == null) result = caseTraceContent(histogram);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case LatscopePackage.HISTOGRAM_SERIES: {
				HistogramSeries histogramSeries = (HistogramSeries)theEObject;
				T result = caseHistogramSeries(histogramSeries);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case LatscopePackage.HISTOGRAM_BUCKET: {
				HistogramBucket histogramBucket = (HistogramBucket)theEObject;
				T result = caseHistogramBucket(histogramBucket);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case LatscopePackage.RESULT_TABLE: {
				ResultTable resultTable = (ResultTable)theEObject;
				T result = caseResultTable(resultTable);
				if (result == null) result = caseTraceContent(resultTable);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case LatscopePackage.RESULT_CELL: {
				ResultCell resultCell = (ResultCell)theEObject;
				T result = caseResultCell(resultCell);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			default: return defaultCase(theEObject);
		}
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Trace Set</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Trace Set</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseTraceSet(TraceSet object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Symbol Table</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Symbol Table</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseSymbolTable(SymbolTable object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Source Location</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Source Location</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseSourceLocation(SourceLocation object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Run</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Run</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseRun(Run object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Batch</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Batch</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseBatch(Batch object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Trace File</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Trace File</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseTraceFile(TraceFile object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Parse Diagnostic</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Parse Diagnostic</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseParseDiagnostic(ParseDiagnostic object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Trace Content</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Trace Content</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseTraceContent(TraceContent object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Latency Trace</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Latency Trace</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseLatencyTrace(LatencyTrace object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Latency Header</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Latency Header</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseLatencyHeader(LatencyHeader object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Code Address</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Code Address</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseCodeAddress(CodeAddress object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Worst Table</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Worst Table</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseWorstTable(WorstTable object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Worst Row</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Worst Row</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseWorstRow(WorstRow object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Irq Off List</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Irq Off List</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseIrqOffList(IrqOffList object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Irq Off Row</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Irq Off Row</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseIrqOffRow(IrqOffRow object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Printk Log</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Printk Log</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T casePrintkLog(PrintkLog object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Log Line</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Log Line</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseLogLine(LogLine object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Measurement</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Measurement</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseMeasurement(Measurement object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Histogram</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Histogram</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseHistogram(Histogram object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Histogram Series</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Histogram Series</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseHistogramSeries(HistogramSeries object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Histogram Bucket</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Histogram Bucket</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseHistogramBucket(HistogramBucket object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Result Table</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Result Table</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseResultTable(ResultTable object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Result Cell</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Result Cell</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseResultCell(ResultCell object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>EObject</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch, but this is the last case anyway.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>EObject</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject)
	 * @generated
	 */
	@Override
	public T defaultCase(EObject object) {
		return null;
	}

} //LatscopeSwitch
