/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model.impl;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;

import org.eclipse.emf.ecore.impl.EPackageImpl;

import org.latscope.model.Batch;
import org.latscope.model.CodeAddress;
import org.latscope.model.FlagsKind;
import org.latscope.model.Histogram;
import org.latscope.model.HistogramBucket;
import org.latscope.model.HistogramSeries;
import org.latscope.model.IrqOffList;
import org.latscope.model.IrqOffRow;
import org.latscope.model.LatencyHeader;
import org.latscope.model.LatencyTrace;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.LatscopePackage;
import org.latscope.model.LogLine;
import org.latscope.model.Measurement;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.PrintkLog;
import org.latscope.model.ResultCell;
import org.latscope.model.ResultTable;
import org.latscope.model.Run;
import org.latscope.model.SeriesKind;
import org.latscope.model.Severity;
import org.latscope.model.SourceLocation;
import org.latscope.model.SymbolTable;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.WorstRow;
import org.latscope.model.WorstTable;

import org.latscope.model.steps.StepTable;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model <b>Package</b>.
 * <!-- end-user-doc -->
 * @generated
 */
public class LatscopePackageImpl extends EPackageImpl implements LatscopePackage {
	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass traceSetEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass symbolTableEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass sourceLocationEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass runEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass batchEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass traceFileEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass parseDiagnosticEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass traceContentEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass latencyTraceEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass latencyHeaderEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass codeAddressEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass worstTableEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass worstRowEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass irqOffListEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass irqOffRowEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass printkLogEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass logLineEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass measurementEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass histogramEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass histogramSeriesEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass histogramBucketEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass resultTableEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass resultCellEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum severityEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum flagsKindEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum seriesKindEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EDataType stepTableEDataType = null;

	/**
	 * Creates an instance of the model <b>Package</b>, registered with
	 * {@link org.eclipse.emf.ecore.EPackage.Registry EPackage.Registry} by the package
	 * package URI value.
	 * <p>Note: the correct way to create the package is via the static
	 * factory method {@link #init init()}, which also performs
	 * initialization of the package, or returns the registered package,
	 * if one already exists.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.eclipse.emf.ecore.EPackage.Registry
	 * @see org.latscope.model.LatscopePackage#eNS_URI
	 * @see #init()
	 * @generated
	 */
	private LatscopePackageImpl() {
		super(eNS_URI, LatscopeFactory.eINSTANCE);
	}
	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static boolean isInited = false;

	/**
	 * Creates, registers, and initializes the <b>Package</b> for this model, and for any others upon which it depends.
	 *
	 * <p>This method is used to initialize {@link LatscopePackage#eINSTANCE} when that field is accessed.
	 * Clients should not invoke it directly. Instead, they should simply access that field to obtain the package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #eNS_URI
	 * @see #createPackageContents()
	 * @see #initializePackageContents()
	 * @generated
	 */
	public static LatscopePackage init() {
		if (isInited) return (LatscopePackage)EPackage.Registry.INSTANCE.getEPackage(LatscopePackage.eNS_URI);

		// Obtain or create and register package
		Object registeredLatscopePackage = EPackage.Registry.INSTANCE.get(eNS_URI);
		LatscopePackageImpl theLatscopePackage = registeredLatscopePackage instanceof LatscopePackageImpl ? (LatscopePackageImpl)registeredLatscopePackage : new LatscopePackageImpl();

		isInited = true;

		// Create package meta-data objects
		theLatscopePackage.createPackageContents();

		// Initialize created meta-data
		theLatscopePackage.initializePackageContents();

		// Mark meta-data to indicate it can't be changed
		theLatscopePackage.freeze();

		// Update the registry and return the package
		EPackage.Registry.INSTANCE.put(LatscopePackage.eNS_URI, theLatscopePackage);
		return theLatscopePackage;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getTraceSet() {
		return traceSetEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTraceSet_Label() {
		return (EAttribute)traceSetEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTraceSet_KernelRelease() {
		return (EAttribute)traceSetEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTraceSet_Notes() {
		return (EAttribute)traceSetEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTraceSet_Origin() {
		return (EAttribute)traceSetEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTraceSet_Location() {
		return (EAttribute)traceSetEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTraceSet_Archive() {
		return (EAttribute)traceSetEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTraceSet_StepStore() {
		return (EAttribute)traceSetEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTraceSet_Symbols() {
		return (EReference)traceSetEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTraceSet_SourceLocations() {
		return (EReference)traceSetEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTraceSet_Runs() {
		return (EReference)traceSetEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTraceSet_Files() {
		return (EReference)traceSetEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSymbolTable() {
		return symbolTableEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSymbolTable_Names() {
		return (EAttribute)symbolTableEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSourceLocation() {
		return sourceLocationEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSourceLocation_File() {
		return (EAttribute)sourceLocationEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSourceLocation_Line() {
		return (EAttribute)sourceLocationEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getRun() {
		return runEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRun_Name() {
		return (EAttribute)runEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getRun_Batches() {
		return (EReference)runEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getBatch() {
		return batchEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getBatch_Name() {
		return (EAttribute)batchEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getBatch_Files() {
		return (EReference)batchEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getTraceFile() {
		return traceFileEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTraceFile_Path() {
		return (EAttribute)traceFileEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTraceFile_Size() {
		return (EAttribute)traceFileEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTraceFile_Checksum() {
		return (EAttribute)traceFileEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTraceFile_LastModified() {
		return (EAttribute)traceFileEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTraceFile_FormatId() {
		return (EAttribute)traceFileEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTraceFile_LinesRead() {
		return (EAttribute)traceFileEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTraceFile_LinesUsed() {
		return (EAttribute)traceFileEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTraceFile_Batch() {
		return (EReference)traceFileEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTraceFile_Diagnostics() {
		return (EReference)traceFileEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTraceFile_Contents() {
		return (EReference)traceFileEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getParseDiagnostic() {
		return parseDiagnosticEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getParseDiagnostic_Line() {
		return (EAttribute)parseDiagnosticEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getParseDiagnostic_Column() {
		return (EAttribute)parseDiagnosticEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getParseDiagnostic_Reason() {
		return (EAttribute)parseDiagnosticEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getParseDiagnostic_Severity() {
		return (EAttribute)parseDiagnosticEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getParseDiagnostic_Text() {
		return (EAttribute)parseDiagnosticEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getTraceContent() {
		return traceContentEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTraceContent_FirstLine() {
		return (EAttribute)traceContentEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTraceContent_LastLine() {
		return (EAttribute)traceContentEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getLatencyTrace() {
		return latencyTraceEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getLatencyTrace_Header() {
		return (EReference)latencyTraceEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyTrace_Steps() {
		return (EAttribute)latencyTraceEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyTrace_StepCount() {
		return (EAttribute)latencyTraceEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getLatencyHeader() {
		return latencyHeaderEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHeader_Tracer() {
		return (EAttribute)latencyHeaderEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHeader_TracerVersion() {
		return (EAttribute)latencyHeaderEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHeader_KernelRelease() {
		return (EAttribute)latencyHeaderEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHeader_LatencyUs() {
		return (EAttribute)latencyHeaderEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHeader_EntriesRecorded() {
		return (EAttribute)latencyHeaderEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHeader_EntriesDeclared() {
		return (EAttribute)latencyHeaderEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHeader_EntriesTotal() {
		return (EAttribute)latencyHeaderEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHeader_Cpu() {
		return (EAttribute)latencyHeaderEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHeader_TaskComm() {
		return (EAttribute)latencyHeaderEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHeader_Pid() {
		return (EAttribute)latencyHeaderEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHeader_Uid() {
		return (EAttribute)latencyHeaderEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHeader_Nice() {
		return (EAttribute)latencyHeaderEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHeader_Policy() {
		return (EAttribute)latencyHeaderEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHeader_RtPrio() {
		return (EAttribute)latencyHeaderEClass.getEStructuralFeatures().get(13);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHeader_PreemptionModel() {
		return (EAttribute)latencyHeaderEClass.getEStructuralFeatures().get(14);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHeader_Vp() {
		return (EAttribute)latencyHeaderEClass.getEStructuralFeatures().get(15);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHeader_Kp() {
		return (EAttribute)latencyHeaderEClass.getEStructuralFeatures().get(16);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHeader_Sp() {
		return (EAttribute)latencyHeaderEClass.getEStructuralFeatures().get(17);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHeader_Hp() {
		return (EAttribute)latencyHeaderEClass.getEStructuralFeatures().get(18);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHeader_CpuCount() {
		return (EAttribute)latencyHeaderEClass.getEStructuralFeatures().get(19);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHeader_FlagsKind() {
		return (EAttribute)latencyHeaderEClass.getEStructuralFeatures().get(20);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getLatencyHeader_StartedAt() {
		return (EReference)latencyHeaderEClass.getEStructuralFeatures().get(21);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getLatencyHeader_EndedAt() {
		return (EReference)latencyHeaderEClass.getEStructuralFeatures().get(22);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getCodeAddress() {
		return codeAddressEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCodeAddress_Symbol() {
		return (EAttribute)codeAddressEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCodeAddress_Offset() {
		return (EAttribute)codeAddressEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCodeAddress_Size() {
		return (EAttribute)codeAddressEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCodeAddress_Address() {
		return (EAttribute)codeAddressEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getWorstTable() {
		return worstTableEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getWorstTable_PeriodLabel() {
		return (EAttribute)worstTableEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getWorstTable_LabelText() {
		return (EAttribute)worstTableEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getWorstTable_Requested() {
		return (EAttribute)worstTableEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getWorstTable_Measured() {
		return (EAttribute)worstTableEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getWorstTable_Cpu() {
		return (EAttribute)worstTableEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getWorstTable_Rows() {
		return (EReference)worstTableEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getWorstRow() {
		return worstRowEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getWorstRow_LatencyUs() {
		return (EAttribute)worstRowEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getWorstRow_Cause() {
		return (EAttribute)worstRowEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getWorstRow_Mask() {
		return (EAttribute)worstRowEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getWorstRow_Start() {
		return (EReference)worstRowEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getWorstRow_Address() {
		return (EAttribute)worstRowEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getWorstRow_End() {
		return (EReference)worstRowEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getWorstRow_Line() {
		return (EAttribute)worstRowEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getIrqOffList() {
		return irqOffListEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getIrqOffList_Cpu() {
		return (EAttribute)irqOffListEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getIrqOffList_Filter() {
		return (EAttribute)irqOffListEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getIrqOffList_Requested() {
		return (EAttribute)irqOffListEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getIrqOffList_Rows() {
		return (EReference)irqOffListEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getIrqOffRow() {
		return irqOffRowEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getIrqOffRow_DurationNs() {
		return (EAttribute)irqOffRowEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getIrqOffRow_Function() {
		return (EAttribute)irqOffRowEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getIrqOffRow_Irq() {
		return (EAttribute)irqOffRowEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getIrqOffRow_Line() {
		return (EAttribute)irqOffRowEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getPrintkLog() {
		return printkLogEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPrintkLog_Lines() {
		return (EReference)printkLogEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getLogLine() {
		return logLineEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLogLine_TimeNs() {
		return (EAttribute)logLineEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLogLine_CallerId() {
		return (EAttribute)logLineEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLogLine_Text() {
		return (EAttribute)logLineEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getLogLine_Measurements() {
		return (EReference)logLineEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLogLine_Line() {
		return (EAttribute)logLineEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getMeasurement() {
		return measurementEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMeasurement_Key() {
		return (EAttribute)measurementEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMeasurement_Value() {
		return (EAttribute)measurementEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getHistogram() {
		return histogramEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHistogram_Tool() {
		return (EAttribute)histogramEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHistogram_Unit() {
		return (EAttribute)histogramEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHistogram_BucketWidth() {
		return (EAttribute)histogramEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHistogram_Series() {
		return (EReference)histogramEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getHistogramSeries() {
		return histogramSeriesEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHistogramSeries_Name() {
		return (EAttribute)histogramSeriesEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHistogramSeries_Kind() {
		return (EAttribute)histogramSeriesEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHistogramSeries_Index() {
		return (EAttribute)histogramSeriesEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHistogramSeries_Min() {
		return (EAttribute)histogramSeriesEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHistogramSeries_Avg() {
		return (EAttribute)histogramSeriesEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHistogramSeries_Max() {
		return (EAttribute)histogramSeriesEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHistogramSeries_Total() {
		return (EAttribute)histogramSeriesEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHistogramSeries_Overflows() {
		return (EAttribute)histogramSeriesEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHistogramSeries_OverflowCycles() {
		return (EAttribute)histogramSeriesEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHistogramSeries_OverflowOthers() {
		return (EAttribute)histogramSeriesEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHistogramSeries_Buckets() {
		return (EReference)histogramSeriesEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getHistogramBucket() {
		return histogramBucketEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHistogramBucket_Value() {
		return (EAttribute)histogramBucketEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHistogramBucket_Count() {
		return (EAttribute)histogramBucketEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getResultTable() {
		return resultTableEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getResultTable_Title() {
		return (EAttribute)resultTableEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getResultTable_Unit() {
		return (EAttribute)resultTableEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getResultTable_Tests() {
		return (EAttribute)resultTableEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getResultTable_Kernels() {
		return (EAttribute)resultTableEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getResultTable_Metrics() {
		return (EAttribute)resultTableEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getResultTable_Cells() {
		return (EReference)resultTableEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getResultCell() {
		return resultCellEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getResultCell_Test() {
		return (EAttribute)resultCellEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getResultCell_Kernel() {
		return (EAttribute)resultCellEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getResultCell_Metric() {
		return (EAttribute)resultCellEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getResultCell_Value() {
		return (EAttribute)resultCellEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getResultCell_Text() {
		return (EAttribute)resultCellEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getSeverity() {
		return severityEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getFlagsKind() {
		return flagsKindEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getSeriesKind() {
		return seriesKindEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EDataType getStepTable() {
		return stepTableEDataType;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public LatscopeFactory getLatscopeFactory() {
		return (LatscopeFactory)getEFactoryInstance();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private boolean isCreated = false;

	/**
	 * Creates the meta-model objects for the package.  This method is
	 * guarded to have no affect on any invocation but its first.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public void createPackageContents() {
		if (isCreated) return;
		isCreated = true;

		// Create classes and their features
		traceSetEClass = createEClass(TRACE_SET);
		createEAttribute(traceSetEClass, TRACE_SET__LABEL);
		createEAttribute(traceSetEClass, TRACE_SET__KERNEL_RELEASE);
		createEAttribute(traceSetEClass, TRACE_SET__NOTES);
		createEAttribute(traceSetEClass, TRACE_SET__ORIGIN);
		createEAttribute(traceSetEClass, TRACE_SET__LOCATION);
		createEAttribute(traceSetEClass, TRACE_SET__ARCHIVE);
		createEAttribute(traceSetEClass, TRACE_SET__STEP_STORE);
		createEReference(traceSetEClass, TRACE_SET__SYMBOLS);
		createEReference(traceSetEClass, TRACE_SET__SOURCE_LOCATIONS);
		createEReference(traceSetEClass, TRACE_SET__RUNS);
		createEReference(traceSetEClass, TRACE_SET__FILES);

		symbolTableEClass = createEClass(SYMBOL_TABLE);
		createEAttribute(symbolTableEClass, SYMBOL_TABLE__NAMES);

		sourceLocationEClass = createEClass(SOURCE_LOCATION);
		createEAttribute(sourceLocationEClass, SOURCE_LOCATION__FILE);
		createEAttribute(sourceLocationEClass, SOURCE_LOCATION__LINE);

		runEClass = createEClass(RUN);
		createEAttribute(runEClass, RUN__NAME);
		createEReference(runEClass, RUN__BATCHES);

		batchEClass = createEClass(BATCH);
		createEAttribute(batchEClass, BATCH__NAME);
		createEReference(batchEClass, BATCH__FILES);

		traceFileEClass = createEClass(TRACE_FILE);
		createEAttribute(traceFileEClass, TRACE_FILE__PATH);
		createEAttribute(traceFileEClass, TRACE_FILE__SIZE);
		createEAttribute(traceFileEClass, TRACE_FILE__CHECKSUM);
		createEAttribute(traceFileEClass, TRACE_FILE__LAST_MODIFIED);
		createEAttribute(traceFileEClass, TRACE_FILE__FORMAT_ID);
		createEAttribute(traceFileEClass, TRACE_FILE__LINES_READ);
		createEAttribute(traceFileEClass, TRACE_FILE__LINES_USED);
		createEReference(traceFileEClass, TRACE_FILE__BATCH);
		createEReference(traceFileEClass, TRACE_FILE__DIAGNOSTICS);
		createEReference(traceFileEClass, TRACE_FILE__CONTENTS);

		parseDiagnosticEClass = createEClass(PARSE_DIAGNOSTIC);
		createEAttribute(parseDiagnosticEClass, PARSE_DIAGNOSTIC__LINE);
		createEAttribute(parseDiagnosticEClass, PARSE_DIAGNOSTIC__COLUMN);
		createEAttribute(parseDiagnosticEClass, PARSE_DIAGNOSTIC__REASON);
		createEAttribute(parseDiagnosticEClass, PARSE_DIAGNOSTIC__SEVERITY);
		createEAttribute(parseDiagnosticEClass, PARSE_DIAGNOSTIC__TEXT);

		traceContentEClass = createEClass(TRACE_CONTENT);
		createEAttribute(traceContentEClass, TRACE_CONTENT__FIRST_LINE);
		createEAttribute(traceContentEClass, TRACE_CONTENT__LAST_LINE);

		latencyTraceEClass = createEClass(LATENCY_TRACE);
		createEReference(latencyTraceEClass, LATENCY_TRACE__HEADER);
		createEAttribute(latencyTraceEClass, LATENCY_TRACE__STEPS);
		createEAttribute(latencyTraceEClass, LATENCY_TRACE__STEP_COUNT);

		latencyHeaderEClass = createEClass(LATENCY_HEADER);
		createEAttribute(latencyHeaderEClass, LATENCY_HEADER__TRACER);
		createEAttribute(latencyHeaderEClass, LATENCY_HEADER__TRACER_VERSION);
		createEAttribute(latencyHeaderEClass, LATENCY_HEADER__KERNEL_RELEASE);
		createEAttribute(latencyHeaderEClass, LATENCY_HEADER__LATENCY_US);
		createEAttribute(latencyHeaderEClass, LATENCY_HEADER__ENTRIES_RECORDED);
		createEAttribute(latencyHeaderEClass, LATENCY_HEADER__ENTRIES_DECLARED);
		createEAttribute(latencyHeaderEClass, LATENCY_HEADER__ENTRIES_TOTAL);
		createEAttribute(latencyHeaderEClass, LATENCY_HEADER__CPU);
		createEAttribute(latencyHeaderEClass, LATENCY_HEADER__TASK_COMM);
		createEAttribute(latencyHeaderEClass, LATENCY_HEADER__PID);
		createEAttribute(latencyHeaderEClass, LATENCY_HEADER__UID);
		createEAttribute(latencyHeaderEClass, LATENCY_HEADER__NICE);
		createEAttribute(latencyHeaderEClass, LATENCY_HEADER__POLICY);
		createEAttribute(latencyHeaderEClass, LATENCY_HEADER__RT_PRIO);
		createEAttribute(latencyHeaderEClass, LATENCY_HEADER__PREEMPTION_MODEL);
		createEAttribute(latencyHeaderEClass, LATENCY_HEADER__VP);
		createEAttribute(latencyHeaderEClass, LATENCY_HEADER__KP);
		createEAttribute(latencyHeaderEClass, LATENCY_HEADER__SP);
		createEAttribute(latencyHeaderEClass, LATENCY_HEADER__HP);
		createEAttribute(latencyHeaderEClass, LATENCY_HEADER__CPU_COUNT);
		createEAttribute(latencyHeaderEClass, LATENCY_HEADER__FLAGS_KIND);
		createEReference(latencyHeaderEClass, LATENCY_HEADER__STARTED_AT);
		createEReference(latencyHeaderEClass, LATENCY_HEADER__ENDED_AT);

		codeAddressEClass = createEClass(CODE_ADDRESS);
		createEAttribute(codeAddressEClass, CODE_ADDRESS__SYMBOL);
		createEAttribute(codeAddressEClass, CODE_ADDRESS__OFFSET);
		createEAttribute(codeAddressEClass, CODE_ADDRESS__SIZE);
		createEAttribute(codeAddressEClass, CODE_ADDRESS__ADDRESS);

		worstTableEClass = createEClass(WORST_TABLE);
		createEAttribute(worstTableEClass, WORST_TABLE__PERIOD_LABEL);
		createEAttribute(worstTableEClass, WORST_TABLE__LABEL_TEXT);
		createEAttribute(worstTableEClass, WORST_TABLE__REQUESTED);
		createEAttribute(worstTableEClass, WORST_TABLE__MEASURED);
		createEAttribute(worstTableEClass, WORST_TABLE__CPU);
		createEReference(worstTableEClass, WORST_TABLE__ROWS);

		worstRowEClass = createEClass(WORST_ROW);
		createEAttribute(worstRowEClass, WORST_ROW__LATENCY_US);
		createEAttribute(worstRowEClass, WORST_ROW__CAUSE);
		createEAttribute(worstRowEClass, WORST_ROW__MASK);
		createEReference(worstRowEClass, WORST_ROW__START);
		createEAttribute(worstRowEClass, WORST_ROW__ADDRESS);
		createEReference(worstRowEClass, WORST_ROW__END);
		createEAttribute(worstRowEClass, WORST_ROW__LINE);

		irqOffListEClass = createEClass(IRQ_OFF_LIST);
		createEAttribute(irqOffListEClass, IRQ_OFF_LIST__CPU);
		createEAttribute(irqOffListEClass, IRQ_OFF_LIST__FILTER);
		createEAttribute(irqOffListEClass, IRQ_OFF_LIST__REQUESTED);
		createEReference(irqOffListEClass, IRQ_OFF_LIST__ROWS);

		irqOffRowEClass = createEClass(IRQ_OFF_ROW);
		createEAttribute(irqOffRowEClass, IRQ_OFF_ROW__DURATION_NS);
		createEAttribute(irqOffRowEClass, IRQ_OFF_ROW__FUNCTION);
		createEAttribute(irqOffRowEClass, IRQ_OFF_ROW__IRQ);
		createEAttribute(irqOffRowEClass, IRQ_OFF_ROW__LINE);

		printkLogEClass = createEClass(PRINTK_LOG);
		createEReference(printkLogEClass, PRINTK_LOG__LINES);

		logLineEClass = createEClass(LOG_LINE);
		createEAttribute(logLineEClass, LOG_LINE__TIME_NS);
		createEAttribute(logLineEClass, LOG_LINE__CALLER_ID);
		createEAttribute(logLineEClass, LOG_LINE__TEXT);
		createEReference(logLineEClass, LOG_LINE__MEASUREMENTS);
		createEAttribute(logLineEClass, LOG_LINE__LINE);

		measurementEClass = createEClass(MEASUREMENT);
		createEAttribute(measurementEClass, MEASUREMENT__KEY);
		createEAttribute(measurementEClass, MEASUREMENT__VALUE);

		histogramEClass = createEClass(HISTOGRAM);
		createEAttribute(histogramEClass, HISTOGRAM__TOOL);
		createEAttribute(histogramEClass, HISTOGRAM__UNIT);
		createEAttribute(histogramEClass, HISTOGRAM__BUCKET_WIDTH);
		createEReference(histogramEClass, HISTOGRAM__SERIES);

		histogramSeriesEClass = createEClass(HISTOGRAM_SERIES);
		createEAttribute(histogramSeriesEClass, HISTOGRAM_SERIES__NAME);
		createEAttribute(histogramSeriesEClass, HISTOGRAM_SERIES__KIND);
		createEAttribute(histogramSeriesEClass, HISTOGRAM_SERIES__INDEX);
		createEAttribute(histogramSeriesEClass, HISTOGRAM_SERIES__MIN);
		createEAttribute(histogramSeriesEClass, HISTOGRAM_SERIES__AVG);
		createEAttribute(histogramSeriesEClass, HISTOGRAM_SERIES__MAX);
		createEAttribute(histogramSeriesEClass, HISTOGRAM_SERIES__TOTAL);
		createEAttribute(histogramSeriesEClass, HISTOGRAM_SERIES__OVERFLOWS);
		createEAttribute(histogramSeriesEClass, HISTOGRAM_SERIES__OVERFLOW_CYCLES);
		createEAttribute(histogramSeriesEClass, HISTOGRAM_SERIES__OVERFLOW_OTHERS);
		createEReference(histogramSeriesEClass, HISTOGRAM_SERIES__BUCKETS);

		histogramBucketEClass = createEClass(HISTOGRAM_BUCKET);
		createEAttribute(histogramBucketEClass, HISTOGRAM_BUCKET__VALUE);
		createEAttribute(histogramBucketEClass, HISTOGRAM_BUCKET__COUNT);

		resultTableEClass = createEClass(RESULT_TABLE);
		createEAttribute(resultTableEClass, RESULT_TABLE__TITLE);
		createEAttribute(resultTableEClass, RESULT_TABLE__UNIT);
		createEAttribute(resultTableEClass, RESULT_TABLE__TESTS);
		createEAttribute(resultTableEClass, RESULT_TABLE__KERNELS);
		createEAttribute(resultTableEClass, RESULT_TABLE__METRICS);
		createEReference(resultTableEClass, RESULT_TABLE__CELLS);

		resultCellEClass = createEClass(RESULT_CELL);
		createEAttribute(resultCellEClass, RESULT_CELL__TEST);
		createEAttribute(resultCellEClass, RESULT_CELL__KERNEL);
		createEAttribute(resultCellEClass, RESULT_CELL__METRIC);
		createEAttribute(resultCellEClass, RESULT_CELL__VALUE);
		createEAttribute(resultCellEClass, RESULT_CELL__TEXT);

		// Create enums
		severityEEnum = createEEnum(SEVERITY);
		flagsKindEEnum = createEEnum(FLAGS_KIND);
		seriesKindEEnum = createEEnum(SERIES_KIND);

		// Create data types
		stepTableEDataType = createEDataType(STEP_TABLE);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private boolean isInitialized = false;

	/**
	 * Complete the initialization of the package and its meta-model.  This
	 * method is guarded to have no affect on any invocation but its first.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public void initializePackageContents() {
		if (isInitialized) return;
		isInitialized = true;

		// Initialize package
		setName(eNAME);
		setNsPrefix(eNS_PREFIX);
		setNsURI(eNS_URI);

		// Create type parameters

		// Set bounds for type parameters

		// Add supertypes to classes
		latencyTraceEClass.getESuperTypes().add(this.getTraceContent());
		worstTableEClass.getESuperTypes().add(this.getTraceContent());
		irqOffListEClass.getESuperTypes().add(this.getTraceContent());
		printkLogEClass.getESuperTypes().add(this.getTraceContent());
		histogramEClass.getESuperTypes().add(this.getTraceContent());
		resultTableEClass.getESuperTypes().add(this.getTraceContent());

		// Initialize classes, features, and operations; add parameters
		initEClass(traceSetEClass, TraceSet.class, "TraceSet", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getTraceSet_Label(), ecorePackage.getEString(), "label", null, 0, 1, TraceSet.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTraceSet_KernelRelease(), ecorePackage.getEString(), "kernelRelease", null, 0, 1, TraceSet.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTraceSet_Notes(), ecorePackage.getEString(), "notes", null, 0, 1, TraceSet.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTraceSet_Origin(), ecorePackage.getEString(), "origin", null, 0, 1, TraceSet.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTraceSet_Location(), ecorePackage.getEString(), "location", null, 0, 1, TraceSet.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTraceSet_Archive(), ecorePackage.getEBoolean(), "archive", null, 0, 1, TraceSet.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTraceSet_StepStore(), ecorePackage.getEString(), "stepStore", null, 0, 1, TraceSet.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getTraceSet_Symbols(), this.getSymbolTable(), null, "symbols", null, 1, 1, TraceSet.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getTraceSet_SourceLocations(), this.getSourceLocation(), null, "sourceLocations", null, 0, -1, TraceSet.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getTraceSet_Runs(), this.getRun(), null, "runs", null, 0, -1, TraceSet.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getTraceSet_Files(), this.getTraceFile(), null, "files", null, 0, -1, TraceSet.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(symbolTableEClass, SymbolTable.class, "SymbolTable", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getSymbolTable_Names(), ecorePackage.getEString(), "names", null, 0, -1, SymbolTable.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, !IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(sourceLocationEClass, SourceLocation.class, "SourceLocation", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getSourceLocation_File(), ecorePackage.getEString(), "file", null, 0, 1, SourceLocation.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSourceLocation_Line(), ecorePackage.getEInt(), "line", null, 0, 1, SourceLocation.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(runEClass, Run.class, "Run", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getRun_Name(), ecorePackage.getEString(), "name", null, 0, 1, Run.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getRun_Batches(), this.getBatch(), null, "batches", null, 0, -1, Run.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(batchEClass, Batch.class, "Batch", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getBatch_Name(), ecorePackage.getEString(), "name", null, 0, 1, Batch.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getBatch_Files(), this.getTraceFile(), this.getTraceFile_Batch(), "files", null, 0, -1, Batch.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(traceFileEClass, TraceFile.class, "TraceFile", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getTraceFile_Path(), ecorePackage.getEString(), "path", null, 0, 1, TraceFile.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTraceFile_Size(), ecorePackage.getELong(), "size", null, 0, 1, TraceFile.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTraceFile_Checksum(), ecorePackage.getEString(), "checksum", null, 0, 1, TraceFile.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTraceFile_LastModified(), ecorePackage.getELong(), "lastModified", null, 0, 1, TraceFile.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTraceFile_FormatId(), ecorePackage.getEString(), "formatId", null, 0, 1, TraceFile.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTraceFile_LinesRead(), ecorePackage.getELong(), "linesRead", null, 0, 1, TraceFile.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTraceFile_LinesUsed(), ecorePackage.getELong(), "linesUsed", null, 0, 1, TraceFile.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getTraceFile_Batch(), this.getBatch(), this.getBatch_Files(), "batch", null, 0, 1, TraceFile.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getTraceFile_Diagnostics(), this.getParseDiagnostic(), null, "diagnostics", null, 0, -1, TraceFile.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getTraceFile_Contents(), this.getTraceContent(), null, "contents", null, 0, -1, TraceFile.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(parseDiagnosticEClass, ParseDiagnostic.class, "ParseDiagnostic", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getParseDiagnostic_Line(), ecorePackage.getEInt(), "line", null, 0, 1, ParseDiagnostic.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getParseDiagnostic_Column(), ecorePackage.getEInt(), "column", null, 0, 1, ParseDiagnostic.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getParseDiagnostic_Reason(), ecorePackage.getEString(), "reason", null, 0, 1, ParseDiagnostic.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getParseDiagnostic_Severity(), this.getSeverity(), "severity", null, 0, 1, ParseDiagnostic.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getParseDiagnostic_Text(), ecorePackage.getEString(), "text", null, 0, 1, ParseDiagnostic.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(traceContentEClass, TraceContent.class, "TraceContent", IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getTraceContent_FirstLine(), ecorePackage.getEInt(), "firstLine", null, 0, 1, TraceContent.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTraceContent_LastLine(), ecorePackage.getEInt(), "lastLine", null, 0, 1, TraceContent.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(latencyTraceEClass, LatencyTrace.class, "LatencyTrace", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getLatencyTrace_Header(), this.getLatencyHeader(), null, "header", null, 0, 1, LatencyTrace.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyTrace_Steps(), this.getStepTable(), "steps", null, 0, 1, LatencyTrace.class, IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyTrace_StepCount(), ecorePackage.getEInt(), "stepCount", null, 0, 1, LatencyTrace.class, IS_TRANSIENT, IS_VOLATILE, !IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, IS_DERIVED, IS_ORDERED);

		initEClass(latencyHeaderEClass, LatencyHeader.class, "LatencyHeader", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getLatencyHeader_Tracer(), ecorePackage.getEString(), "tracer", null, 0, 1, LatencyHeader.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyHeader_TracerVersion(), ecorePackage.getEString(), "tracerVersion", null, 0, 1, LatencyHeader.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyHeader_KernelRelease(), ecorePackage.getEString(), "kernelRelease", null, 0, 1, LatencyHeader.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyHeader_LatencyUs(), ecorePackage.getELong(), "latencyUs", null, 0, 1, LatencyHeader.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyHeader_EntriesRecorded(), ecorePackage.getEInt(), "entriesRecorded", null, 0, 1, LatencyHeader.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyHeader_EntriesDeclared(), ecorePackage.getEInt(), "entriesDeclared", null, 0, 1, LatencyHeader.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyHeader_EntriesTotal(), ecorePackage.getEInt(), "entriesTotal", null, 0, 1, LatencyHeader.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyHeader_Cpu(), ecorePackage.getEInt(), "cpu", null, 0, 1, LatencyHeader.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyHeader_TaskComm(), ecorePackage.getEString(), "taskComm", null, 0, 1, LatencyHeader.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyHeader_Pid(), ecorePackage.getEInt(), "pid", null, 0, 1, LatencyHeader.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyHeader_Uid(), ecorePackage.getEInt(), "uid", null, 0, 1, LatencyHeader.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyHeader_Nice(), ecorePackage.getEInt(), "nice", null, 0, 1, LatencyHeader.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyHeader_Policy(), ecorePackage.getEInt(), "policy", null, 0, 1, LatencyHeader.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyHeader_RtPrio(), ecorePackage.getEInt(), "rtPrio", null, 0, 1, LatencyHeader.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyHeader_PreemptionModel(), ecorePackage.getEString(), "preemptionModel", null, 0, 1, LatencyHeader.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyHeader_Vp(), ecorePackage.getEInt(), "vp", null, 0, 1, LatencyHeader.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyHeader_Kp(), ecorePackage.getEInt(), "kp", null, 0, 1, LatencyHeader.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyHeader_Sp(), ecorePackage.getEInt(), "sp", null, 0, 1, LatencyHeader.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyHeader_Hp(), ecorePackage.getEInt(), "hp", null, 0, 1, LatencyHeader.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyHeader_CpuCount(), ecorePackage.getEInt(), "cpuCount", null, 0, 1, LatencyHeader.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyHeader_FlagsKind(), this.getFlagsKind(), "flagsKind", null, 0, 1, LatencyHeader.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getLatencyHeader_StartedAt(), this.getCodeAddress(), null, "startedAt", null, 0, 1, LatencyHeader.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getLatencyHeader_EndedAt(), this.getCodeAddress(), null, "endedAt", null, 0, 1, LatencyHeader.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(codeAddressEClass, CodeAddress.class, "CodeAddress", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getCodeAddress_Symbol(), ecorePackage.getEString(), "symbol", null, 0, 1, CodeAddress.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCodeAddress_Offset(), ecorePackage.getELong(), "offset", null, 0, 1, CodeAddress.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCodeAddress_Size(), ecorePackage.getELong(), "size", null, 0, 1, CodeAddress.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCodeAddress_Address(), ecorePackage.getELong(), "address", null, 0, 1, CodeAddress.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(worstTableEClass, WorstTable.class, "WorstTable", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getWorstTable_PeriodLabel(), ecorePackage.getEString(), "periodLabel", null, 0, 1, WorstTable.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getWorstTable_LabelText(), ecorePackage.getEString(), "labelText", null, 0, 1, WorstTable.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getWorstTable_Requested(), ecorePackage.getEInt(), "requested", null, 0, 1, WorstTable.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getWorstTable_Measured(), ecorePackage.getELong(), "measured", null, 0, 1, WorstTable.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getWorstTable_Cpu(), ecorePackage.getEInt(), "cpu", null, 0, 1, WorstTable.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getWorstTable_Rows(), this.getWorstRow(), null, "rows", null, 0, -1, WorstTable.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(worstRowEClass, WorstRow.class, "WorstRow", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getWorstRow_LatencyUs(), ecorePackage.getEInt(), "latencyUs", null, 0, 1, WorstRow.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getWorstRow_Cause(), ecorePackage.getEString(), "cause", null, 0, 1, WorstRow.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getWorstRow_Mask(), ecorePackage.getELong(), "mask", null, 0, 1, WorstRow.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getWorstRow_Start(), this.getSourceLocation(), null, "start", null, 0, 1, WorstRow.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getWorstRow_Address(), ecorePackage.getELong(), "address", null, 0, 1, WorstRow.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getWorstRow_End(), this.getSourceLocation(), null, "end", null, 0, 1, WorstRow.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getWorstRow_Line(), ecorePackage.getEInt(), "line", null, 0, 1, WorstRow.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(irqOffListEClass, IrqOffList.class, "IrqOffList", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getIrqOffList_Cpu(), ecorePackage.getEInt(), "cpu", null, 0, 1, IrqOffList.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getIrqOffList_Filter(), ecorePackage.getEInt(), "filter", null, 0, 1, IrqOffList.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getIrqOffList_Requested(), ecorePackage.getEInt(), "requested", null, 0, 1, IrqOffList.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getIrqOffList_Rows(), this.getIrqOffRow(), null, "rows", null, 0, -1, IrqOffList.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(irqOffRowEClass, IrqOffRow.class, "IrqOffRow", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getIrqOffRow_DurationNs(), ecorePackage.getELong(), "durationNs", null, 0, 1, IrqOffRow.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getIrqOffRow_Function(), ecorePackage.getEString(), "function", null, 0, 1, IrqOffRow.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getIrqOffRow_Irq(), ecorePackage.getEInt(), "irq", null, 0, 1, IrqOffRow.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getIrqOffRow_Line(), ecorePackage.getEInt(), "line", null, 0, 1, IrqOffRow.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(printkLogEClass, PrintkLog.class, "PrintkLog", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getPrintkLog_Lines(), this.getLogLine(), null, "lines", null, 0, -1, PrintkLog.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(logLineEClass, LogLine.class, "LogLine", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getLogLine_TimeNs(), ecorePackage.getELong(), "timeNs", null, 0, 1, LogLine.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLogLine_CallerId(), ecorePackage.getEString(), "callerId", null, 0, 1, LogLine.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLogLine_Text(), ecorePackage.getEString(), "text", null, 0, 1, LogLine.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getLogLine_Measurements(), this.getMeasurement(), null, "measurements", null, 0, -1, LogLine.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLogLine_Line(), ecorePackage.getEInt(), "line", null, 0, 1, LogLine.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(measurementEClass, Measurement.class, "Measurement", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getMeasurement_Key(), ecorePackage.getEString(), "key", null, 0, 1, Measurement.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMeasurement_Value(), ecorePackage.getEString(), "value", null, 0, 1, Measurement.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(histogramEClass, Histogram.class, "Histogram", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getHistogram_Tool(), ecorePackage.getEString(), "tool", null, 0, 1, Histogram.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHistogram_Unit(), ecorePackage.getEString(), "unit", null, 0, 1, Histogram.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHistogram_BucketWidth(), ecorePackage.getELong(), "bucketWidth", null, 0, 1, Histogram.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getHistogram_Series(), this.getHistogramSeries(), null, "series", null, 0, -1, Histogram.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(histogramSeriesEClass, HistogramSeries.class, "HistogramSeries", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getHistogramSeries_Name(), ecorePackage.getEString(), "name", null, 0, 1, HistogramSeries.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHistogramSeries_Kind(), this.getSeriesKind(), "kind", null, 0, 1, HistogramSeries.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHistogramSeries_Index(), ecorePackage.getEInt(), "index", null, 0, 1, HistogramSeries.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHistogramSeries_Min(), ecorePackage.getELong(), "min", null, 0, 1, HistogramSeries.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHistogramSeries_Avg(), ecorePackage.getEDouble(), "avg", null, 0, 1, HistogramSeries.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHistogramSeries_Max(), ecorePackage.getELong(), "max", null, 0, 1, HistogramSeries.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHistogramSeries_Total(), ecorePackage.getELong(), "total", null, 0, 1, HistogramSeries.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHistogramSeries_Overflows(), ecorePackage.getELong(), "overflows", null, 0, 1, HistogramSeries.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHistogramSeries_OverflowCycles(), ecorePackage.getELong(), "overflowCycles", null, 0, -1, HistogramSeries.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, !IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHistogramSeries_OverflowOthers(), ecorePackage.getELong(), "overflowOthers", null, 0, 1, HistogramSeries.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getHistogramSeries_Buckets(), this.getHistogramBucket(), null, "buckets", null, 0, -1, HistogramSeries.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(histogramBucketEClass, HistogramBucket.class, "HistogramBucket", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getHistogramBucket_Value(), ecorePackage.getELong(), "value", null, 0, 1, HistogramBucket.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHistogramBucket_Count(), ecorePackage.getELong(), "count", null, 0, 1, HistogramBucket.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(resultTableEClass, ResultTable.class, "ResultTable", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getResultTable_Title(), ecorePackage.getEString(), "title", null, 0, 1, ResultTable.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getResultTable_Unit(), ecorePackage.getEString(), "unit", null, 0, 1, ResultTable.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getResultTable_Tests(), ecorePackage.getEString(), "tests", null, 0, -1, ResultTable.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, !IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getResultTable_Kernels(), ecorePackage.getEString(), "kernels", null, 0, -1, ResultTable.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, !IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getResultTable_Metrics(), ecorePackage.getEString(), "metrics", null, 0, -1, ResultTable.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, !IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getResultTable_Cells(), this.getResultCell(), null, "cells", null, 0, -1, ResultTable.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(resultCellEClass, ResultCell.class, "ResultCell", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getResultCell_Test(), ecorePackage.getEString(), "test", null, 0, 1, ResultCell.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getResultCell_Kernel(), ecorePackage.getEString(), "kernel", null, 0, 1, ResultCell.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getResultCell_Metric(), ecorePackage.getEString(), "metric", null, 0, 1, ResultCell.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getResultCell_Value(), ecorePackage.getEDouble(), "value", null, 0, 1, ResultCell.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getResultCell_Text(), ecorePackage.getEString(), "text", null, 0, 1, ResultCell.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		// Initialize enums and add enum literals
		initEEnum(severityEEnum, Severity.class, "Severity");
		addEEnumLiteral(severityEEnum, Severity.INFO);
		addEEnumLiteral(severityEEnum, Severity.WARNING);
		addEEnumLiteral(severityEEnum, Severity.ERROR);

		initEEnum(flagsKindEEnum, FlagsKind.class, "FlagsKind");
		addEEnumLiteral(flagsKindEEnum, FlagsKind.NONE);
		addEEnumLiteral(flagsKindEEnum, FlagsKind.PREEMPT_COUNT);
		addEEnumLiteral(flagsKindEEnum, FlagsKind.FTRACE_FLAGS);

		initEEnum(seriesKindEEnum, SeriesKind.class, "SeriesKind");
		addEEnumLiteral(seriesKindEEnum, SeriesKind.THREAD);
		addEEnumLiteral(seriesKindEEnum, SeriesKind.CPU);
		addEEnumLiteral(seriesKindEEnum, SeriesKind.ALL);
		addEEnumLiteral(seriesKindEEnum, SeriesKind.OTHER);

		// Initialize data types
		initEDataType(stepTableEDataType, StepTable.class, "StepTable", !IS_SERIALIZABLE, !IS_GENERATED_INSTANCE_CLASS);

		// Create resource
		createResource(eNS_URI);
	}

} //LatscopePackageImpl
