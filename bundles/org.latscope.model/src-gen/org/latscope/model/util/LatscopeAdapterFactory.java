/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model.util;

import org.eclipse.emf.common.notify.Adapter;
import org.eclipse.emf.common.notify.Notifier;

import org.eclipse.emf.common.notify.impl.AdapterFactoryImpl;

import org.eclipse.emf.ecore.EObject;

import org.latscope.model.*;

/**
 * <!-- begin-user-doc -->
 * The <b>Adapter Factory</b> for the model.
 * It provides an adapter <code>createXXX</code> method for each class of the model.
 * <!-- end-user-doc -->
 * @see org.latscope.model.LatscopePackage
 * @generated
 */
public class LatscopeAdapterFactory extends AdapterFactoryImpl {
	/**
	 * The cached model package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected static LatscopePackage modelPackage;

	/**
	 * Creates an instance of the adapter factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public LatscopeAdapterFactory() {
		if (modelPackage == null) {
			modelPackage = LatscopePackage.eINSTANCE;
		}
	}

	/**
	 * Returns whether this factory is applicable for the type of the object.
	 * <!-- begin-user-doc -->
	 * This implementation returns <code>true</code> if the object is either the model's package or is an instance object of the model.
	 * <!-- end-user-doc -->
	 * @return whether this factory is applicable for the type of the object.
	 * @generated
	 */
	@Override
	public boolean isFactoryForType(Object object) {
		if (object == modelPackage) {
			return true;
		}
		if (object instanceof EObject) {
			return ((EObject)object).eClass().getEPackage() == modelPackage;
		}
		return false;
	}

	/**
	 * The switch that delegates to the <code>createXXX</code> methods.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected LatscopeSwitch<Adapter> modelSwitch =
		new LatscopeSwitch<Adapter>() {
			@Override
			public Adapter caseTraceSet(TraceSet object) {
				return createTraceSetAdapter();
			}
			@Override
			public Adapter caseSymbolTable(SymbolTable object) {
				return createSymbolTableAdapter();
			}
			@Override
			public Adapter caseSourceLocation(SourceLocation object) {
				return createSourceLocationAdapter();
			}
			@Override
			public Adapter caseRun(Run object) {
				return createRunAdapter();
			}
			@Override
			public Adapter caseBatch(Batch object) {
				return createBatchAdapter();
			}
			@Override
			public Adapter caseTraceFile(TraceFile object) {
				return createTraceFileAdapter();
			}
			@Override
			public Adapter caseParseDiagnostic(ParseDiagnostic object) {
				return createParseDiagnosticAdapter();
			}
			@Override
			public Adapter caseTraceContent(TraceContent object) {
				return createTraceContentAdapter();
			}
			@Override
			public Adapter caseLatencyTrace(LatencyTrace object) {
				return createLatencyTraceAdapter();
			}
			@Override
			public Adapter caseLatencyHeader(LatencyHeader object) {
				return createLatencyHeaderAdapter();
			}
			@Override
			public Adapter caseCodeAddress(CodeAddress object) {
				return createCodeAddressAdapter();
			}
			@Override
			public Adapter caseWorstTable(WorstTable object) {
				return createWorstTableAdapter();
			}
			@Override
			public Adapter caseWorstRow(WorstRow object) {
				return createWorstRowAdapter();
			}
			@Override
			public Adapter caseIrqOffList(IrqOffList object) {
				return createIrqOffListAdapter();
			}
			@Override
			public Adapter caseIrqOffRow(IrqOffRow object) {
				return createIrqOffRowAdapter();
			}
			@Override
			public Adapter casePrintkLog(PrintkLog object) {
				return createPrintkLogAdapter();
			}
			@Override
			public Adapter caseLogLine(LogLine object) {
				return createLogLineAdapter();
			}
			@Override
			public Adapter caseMeasurement(Measurement object) {
				return createMeasurementAdapter();
			}
			@Override
			public Adapter caseHistogram(Histogram object) {
				return createHistogramAdapter();
			}
			@Override
			public Adapter caseHistogramSeries(HistogramSeries object) {
				return createHistogramSeriesAdapter();
			}
			@Override
			public Adapter caseHistogramBucket(HistogramBucket object) {
				return createHistogramBucketAdapter();
			}
			@Override
			public Adapter caseResultTable(ResultTable object) {
				return createResultTableAdapter();
			}
			@Override
			public Adapter caseResultCell(ResultCell object) {
				return createResultCellAdapter();
			}
			@Override
			public Adapter defaultCase(EObject object) {
				return createEObjectAdapter();
			}
		};

	/**
	 * Creates an adapter for the <code>target</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param target the object to adapt.
	 * @return the adapter for the <code>target</code>.
	 * @generated
	 */
	@Override
	public Adapter createAdapter(Notifier target) {
		return modelSwitch.doSwitch((EObject)target);
	}


	/**
	 * Creates a new adapter for an object of class '{@link org.latscope.model.TraceSet <em>Trace Set</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.latscope.model.TraceSet
	 * @generated
	 */
	public Adapter createTraceSetAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.latscope.model.SymbolTable <em>Symbol Table</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.latscope.model.SymbolTable
	 * @generated
	 */
	public Adapter createSymbolTableAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.latscope.model.SourceLocation <em>Source Location</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.latscope.model.SourceLocation
	 * @generated
	 */
	public Adapter createSourceLocationAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.latscope.model.Run <em>Run</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.latscope.model.Run
	 * @generated
	 */
	public Adapter createRunAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.latscope.model.Batch <em>Batch</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.latscope.model.Batch
	 * @generated
	 */
	public Adapter createBatchAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.latscope.model.TraceFile <em>Trace File</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.latscope.model.TraceFile
	 * @generated
	 */
	public Adapter createTraceFileAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.latscope.model.ParseDiagnostic <em>Parse Diagnostic</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.latscope.model.ParseDiagnostic
	 * @generated
	 */
	public Adapter createParseDiagnosticAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.latscope.model.TraceContent <em>Trace Content</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.latscope.model.TraceContent
	 * @generated
	 */
	public Adapter createTraceContentAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.latscope.model.LatencyTrace <em>Latency Trace</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.latscope.model.LatencyTrace
	 * @generated
	 */
	public Adapter createLatencyTraceAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.latscope.model.LatencyHeader <em>Latency Header</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.latscope.model.LatencyHeader
	 * @generated
	 */
	public Adapter createLatencyHeaderAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.latscope.model.CodeAddress <em>Code Address</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.latscope.model.CodeAddress
	 * @generated
	 */
	public Adapter createCodeAddressAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.latscope.model.WorstTable <em>Worst Table</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.latscope.model.WorstTable
	 * @generated
	 */
	public Adapter createWorstTableAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.latscope.model.WorstRow <em>Worst Row</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.latscope.model.WorstRow
	 * @generated
	 */
	public Adapter createWorstRowAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.latscope.model.IrqOffList <em>Irq Off List</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.latscope.model.IrqOffList
	 * @generated
	 */
	public Adapter createIrqOffListAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.latscope.model.IrqOffRow <em>Irq Off Row</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.latscope.model.IrqOffRow
	 * @generated
	 */
	public Adapter createIrqOffRowAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.latscope.model.PrintkLog <em>Printk Log</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.latscope.model.PrintkLog
	 * @generated
	 */
	public Adapter createPrintkLogAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.latscope.model.LogLine <em>Log Line</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.latscope.model.LogLine
	 * @generated
	 */
	public Adapter createLogLineAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.latscope.model.Measurement <em>Measurement</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.latscope.model.Measurement
	 * @generated
	 */
	public Adapter createMeasurementAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.latscope.model.Histogram <em>Histogram</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.latscope.model.Histogram
	 * @generated
	 */
	public Adapter createHistogramAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.latscope.model.HistogramSeries <em>Histogram Series</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.latscope.model.HistogramSeries
	 * @generated
	 */
	public Adapter createHistogramSeriesAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.latscope.model.HistogramBucket <em>Histogram Bucket</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.latscope.model.HistogramBucket
	 * @generated
	 */
	public Adapter createHistogramBucketAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.latscope.model.ResultTable <em>Result Table</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.latscope.model.ResultTable
	 * @generated
	 */
	public Adapter createResultTableAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.latscope.model.ResultCell <em>Result Cell</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.latscope.model.ResultCell
	 * @generated
	 */
	public Adapter createResultCellAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for the default case.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @generated
	 */
	public Adapter createEObjectAdapter() {
		return null;
	}

} //LatscopeAdapterFactory
