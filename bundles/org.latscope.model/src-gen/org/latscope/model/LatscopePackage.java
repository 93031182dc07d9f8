/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;

/**
 * <!-- begin-user-doc -->
 * The <b>Package</b> for the model.
 * It contains accessors for the meta objects to represent
 * <ul>
 *   <li>each class,</li>
 *   <li>each feature of each class,</li>
 *   <li>each operation of each class,</li>
 *   <li>each enum,</li>
 *   <li>and each data type</li>
 * </ul>
 * <!-- end-user-doc -->
 * @see org.latscope.model.LatscopeFactory
 * @model kind="package"
 * @generated
 */
public interface LatscopePackage extends EPackage {
	/**
	 * The package name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNAME = "model";

	/**
	 * The package namespace URI.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNS_URI = "http://latscope.org/model/1.0";

	/**
	 * The package namespace name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNS_PREFIX = "latscope";

	/**
	 * The singleton instance of the package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	LatscopePackage eINSTANCE = org.latscope.model.impl.LatscopePackageImpl.init();

	/**
	 * The meta object id for the '{@link org.latscope.model.impl.TraceSetImpl <em>Trace Set</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.latscope.model.impl.TraceSetImpl
	 * @see org.latscope.model.impl.LatscopePackageImpl#getTraceSet()
	 * @generated
	 */
	int TRACE_SET = 0;

	/**
	 * The feature id for the '<em><b>Label</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_SET__LABEL = 0;

	/**
	 * The feature id for the '<em><b>Kernel Release</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_SET__KERNEL_RELEASE = 1;

	/**
	 * The feature id for the '<em><b>Notes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_SET__NOTES = 2;

	/**
	 * The feature id for the '<em><b>Origin</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_SET__ORIGIN = 3;

	/**
	 * The feature id for the '<em><b>Location</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_SET__LOCATION = 4;

	/**
	 * The feature id for the '<em><b>Archive</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_SET__ARCHIVE = 5;

	/**
	 * The feature id for the '<em><b>Step Store</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_SET__STEP_STORE = 6;

	/**
	 * The feature id for the '<em><b>Symbols</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_SET__SYMBOLS = 7;

	/**
	 * The feature id for the '<em><b>Source Locations</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_SET__SOURCE_LOCATIONS = 8;

	/**
	 * The feature id for the '<em><b>Runs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_SET__RUNS = 9;

	/**
	 * The feature id for the '<em><b>Files</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_SET__FILES = 10;

	/**
	 * The number of structural features of the '<em>Trace Set</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_SET_FEATURE_COUNT = 11;

	/**
	 * The number of operations of the '<em>Trace Set</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_SET_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.latscope.model.impl.SymbolTableImpl <em>Symbol Table</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.latscope.model.impl.SymbolTableImpl
	 * @see org.latscope.model.impl.LatscopePackageImpl#getSymbolTable()
	 * @generated
	 */
	int SYMBOL_TABLE = 1;

	/**
	 * The feature id for the '<em><b>Names</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SYMBOL_TABLE__NAMES = 0;

	/**
	 * The number of structural features of the '<em>Symbol Table</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SYMBOL_TABLE_FEATURE_COUNT = 1;

	/**
	 * The number of operations of the '<em>Symbol Table</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SYMBOL_TABLE_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.latscope.model.impl.SourceLocationImpl <em>Source Location</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.latscope.model.impl.SourceLocationImpl
	 * @see org.latscope.model.impl.LatscopePackageImpl#getSourceLocation()
	 * @generated
	 */
	int SOURCE_LOCATION = 2;

	/**
	 * The feature id for the '<em><b>File</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SOURCE_LOCATION__FILE = 0;

	/**
	 * The feature id for the '<em><b>Line</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SOURCE_LOCATION__LINE = 1;

	/**
	 * The number of structural features of the '<em>Source Location</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SOURCE_LOCATION_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Source Location</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SOURCE_LOCATION_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.latscope.model.impl.RunImpl <em>Run</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.latscope.model.impl.RunImpl
	 * @see org.latscope.model.impl.LatscopePackageImpl#getRun()
	 * @generated
	 */
	int RUN = 3;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN__NAME = 0;

	/**
	 * The feature id for the '<em><b>Batches</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN__BATCHES = 1;

	/**
	 * The number of structural features of the '<em>Run</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Run</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.latscope.model.impl.BatchImpl <em>Batch</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.latscope.model.impl.BatchImpl
	 * @see org.latscope.model.impl.LatscopePackageImpl#getBatch()
	 * @generated
	 */
	int BATCH = 4;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BATCH__NAME = 0;

	/**
	 * The feature id for the '<em><b>Files</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BATCH__FILES = 1;

	/**
	 * The number of structural features of the '<em>Batch</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BATCH_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Batch</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BATCH_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.latscope.model.impl.TraceFileImpl <em>Trace File</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.latscope.model.impl.TraceFileImpl
	 * @see org.latscope.model.impl.LatscopePackageImpl#getTraceFile()
	 * @generated
	 */
	int TRACE_FILE = 5;

	/**
	 * The feature id for the '<em><b>Path</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_FILE__PATH = 0;

	/**
	 * The feature id for the '<em><b>Size</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_FILE__SIZE = 1;

	/**
	 * The feature id for the '<em><b>Checksum</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_FILE__CHECKSUM = 2;

	/**
	 * The feature id for the '<em><b>Last Modified</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_FILE__LAST_MODIFIED = 3;

	/**
	 * The feature id for the '<em><b>Format Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_FILE__FORMAT_ID = 4;

	/**
	 * The feature id for the '<em><b>Lines Read</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_FILE__LINES_READ = 5;

	/**
	 * The feature id for the '<em><b>Lines Used</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_FILE__LINES_USED = 6;

	/**
	 * The feature id for the '<em><b>Batch</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_FILE__BATCH = 7;

	/**
	 * The feature id for the '<em><b>Diagnostics</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_FILE__DIAGNOSTICS = 8;

	/**
	 * The feature id for the '<em><b>Contents</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_FILE__CONTENTS = 9;

	/**
	 * The number of structural features of the '<em>Trace File</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_FILE_FEATURE_COUNT = 10;

	/**
	 * The number of operations of the '<em>Trace File</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_FILE_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.latscope.model.impl.ParseDiagnosticImpl <em>Parse Diagnostic</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.latscope.model.impl.ParseDiagnosticImpl
	 * @see org.latscope.model.impl.LatscopePackageImpl#getParseDiagnostic()
	 * @generated
	 */
	int PARSE_DIAGNOSTIC = 6;

	/**
	 * The feature id for the '<em><b>Line</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARSE_DIAGNOSTIC__LINE = 0;

	/**
	 * The feature id for the '<em><b>Column</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARSE_DIAGNOSTIC__COLUMN = 1;

	/**
	 * The feature id for the '<em><b>Reason</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARSE_DIAGNOSTIC__REASON = 2;

	/**
	 * The feature id for the '<em><b>Severity</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARSE_DIAGNOSTIC__SEVERITY = 3;

	/**
	 * The feature id for the '<em><b>Text</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARSE_DIAGNOSTIC__TEXT = 4;

	/**
	 * The number of structural features of the '<em>Parse Diagnostic</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARSE_DIAGNOSTIC_FEATURE_COUNT = 5;

	/**
	 * The number of operations of the '<em>Parse Diagnostic</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARSE_DIAGNOSTIC_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.latscope.model.impl.TraceContentImpl <em>Trace Content</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.latscope.model.impl.TraceContentImpl
	 * @see org.latscope.model.impl.LatscopePackageImpl#getTraceContent()
	 * @generated
	 */
	int TRACE_CONTENT = 7;

	/**
	 * The feature id for the '<em><b>First Line</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_CONTENT__FIRST_LINE = 0;

	/**
	 * The feature id for the '<em><b>Last Line</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_CONTENT__LAST_LINE = 1;

	/**
	 * The number of structural features of the '<em>Trace Content</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_CONTENT_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Trace Content</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_CONTENT_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.latscope.model.impl.LatencyTraceImpl <em>Latency Trace</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.latscope.model.impl.LatencyTraceImpl
	 * @see org.latscope.model.impl.LatscopePackageImpl#getLatencyTrace()
	 * @generated
	 */
	int LATENCY_TRACE = 8;

	/**
	 * The feature id for the '<em><b>First Line</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_TRACE__FIRST_LINE = TRACE_CONTENT__FIRST_LINE;

	/**
	 * The feature id for the '<em><b>Last Line</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_TRACE__LAST_LINE = TRACE_CONTENT__LAST_LINE;

	/**
	 * The feature id for the '<em><b>Header</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_TRACE__HEADER = TRACE_CONTENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Steps</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_TRACE__STEPS = TRACE_CONTENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Step Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_TRACE__STEP_COUNT = TRACE_CONTENT_FEATURE_COUNT + 2;

	/**
	 * The number of structural features of the '<em>Latency Trace</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_TRACE_FEATURE_COUNT = TRACE_CONTENT_FEATURE_COUNT + 3;

	/**
	 * The number of operations of the '<em>Latency Trace</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_TRACE_OPERATION_COUNT = TRACE_CONTENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.latscope.model.impl.LatencyHeaderImpl <em>Latency Header</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.latscope.model.impl.LatencyHeaderImpl
	 * @see org.latscope.model.impl.LatscopePackageImpl#getLatencyHeader()
	 * @generated
	 */
	int LATENCY_HEADER = 9;

	/**
	 * The feature id for the '<em><b>Tracer</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HEADER__TRACER = 0;

	/**
	 * The feature id for the '<em><b>Tracer Version</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HEADER__TRACER_VERSION = 1;

	/**
	 * The feature id for the '<em><b>Kernel Release</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HEADER__KERNEL_RELEASE = 2;

	/**
	 * The feature id for the '<em><b>Latency Us</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HEADER__LATENCY_US = 3;

	/**
	 * The feature id for the '<em><b>Entries Recorded</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HEADER__ENTRIES_RECORDED = 4;

	/**
	 * The feature id for the '<em><b>Entries Declared</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HEADER__ENTRIES_DECLARED = 5;

	/**
	 * The feature id for the '<em><b>Entries Total</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HEADER__ENTRIES_TOTAL = 6;

	/**
	 * The feature id for the '<em><b>Cpu</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HEADER__CPU = 7;

	/**
	 * The feature id for the '<em><b>Task Comm</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HEADER__TASK_COMM = 8;

	/**
	 * The feature id for the '<em><b>Pid</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HEADER__PID = 9;

	/**
	 * The feature id for the '<em><b>Uid</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HEADER__UID = 10;

	/**
	 * The feature id for the '<em><b>Nice</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HEADER__NICE = 11;

	/**
	 * The feature id for the '<em><b>Policy</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HEADER__POLICY = 12;

	/**
	 * The feature id for the '<em><b>Rt Prio</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HEADER__RT_PRIO = 13;

	/**
	 * The feature id for the '<em><b>Preemption Model</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HEADER__PREEMPTION_MODEL = 14;

	/**
	 * The feature id for the '<em><b>Vp</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HEADER__VP = 15;

	/**
	 * The feature id for the '<em><b>Kp</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HEADER__KP = 16;

	/**
	 * The feature id for the '<em><b>Sp</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HEADER__SP = 17;

	/**
	 * The feature id for the '<em><b>Hp</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HEADER__HP = 18;

	/**
	 * The feature id for the '<em><b>Cpu Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HEADER__CPU_COUNT = 19;

	/**
	 * The feature id for the '<em><b>Flags Kind</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HEADER__FLAGS_KIND = 20;

	/**
	 * The feature id for the '<em><b>Started At</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HEADER__STARTED_AT = 21;

	/**
	 * The feature id for the '<em><b>Ended At</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HEADER__ENDED_AT = 22;

	/**
	 * The number of structural features of the '<em>Latency Header</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HEADER_FEATURE_COUNT = 23;

	/**
	 * The number of operations of the '<em>Latency Header</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HEADER_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.latscope.model.impl.CodeAddressImpl <em>Code Address</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.latscope.model.impl.CodeAddressImpl
	 * @see org.latscope.model.impl.LatscopePackageImpl#getCodeAddress()
	 * @generated
	 */
	int CODE_ADDRESS = 10;

	/**
	 * The feature id for the '<em><b>Symbol</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CODE_ADDRESS__SYMBOL = 0;

	/**
	 * The feature id for the '<em><b>Offset</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CODE_ADDRESS__OFFSET = 1;

	/**
	 * The feature id for the '<em><b>Size</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CODE_ADDRESS__SIZE = 2;

	/**
	 * The feature id for the '<em><b>Address</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CODE_ADDRESS__ADDRESS = 3;

	/**
	 * The number of structural features of the '<em>Code Address</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CODE_ADDRESS_FEATURE_COUNT = 4;

	/**
	 * The number of operations of the '<em>Code Address</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CODE_ADDRESS_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.latscope.model.impl.WorstTableImpl <em>Worst Table</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.latscope.model.impl.WorstTableImpl
	 * @see org.latscope.model.impl.LatscopePackageImpl#getWorstTable()
	 * @generated
	 */
	int WORST_TABLE = 11;

	/**
	 * The feature id for the '<em><b>First Line</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORST_TABLE__FIRST_LINE = TRACE_CONTENT__FIRST_LINE;

	/**
	 * The feature id for the '<em><b>Last Line</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORST_TABLE__LAST_LINE = TRACE_CONTENT__LAST_LINE;

	/**
	 * The feature id for the '<em><b>Period Label</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORST_TABLE__PERIOD_LABEL = TRACE_CONTENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Label Text</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORST_TABLE__LABEL_TEXT = TRACE_CONTENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Requested</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORST_TABLE__REQUESTED = TRACE_CONTENT_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Measured</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORST_TABLE__MEASURED = TRACE_CONTENT_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Cpu</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORST_TABLE__CPU = TRACE_CONTENT_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Rows</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORST_TABLE__ROWS = TRACE_CONTENT_FEATURE_COUNT + 5;

	/**
	 * The number of structural features of the '<em>Worst Table</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORST_TABLE_FEATURE_COUNT = TRACE_CONTENT_FEATURE_COUNT + 6;

	/**
	 * The number of operations of the '<em>Worst Table</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORST_TABLE_OPERATION_COUNT = TRACE_CONTENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.latscope.model.impl.WorstRowImpl <em>Worst Row</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.latscope.model.impl.WorstRowImpl
	 * @see org.latscope.model.impl.LatscopePackageImpl#getWorstRow()
	 * @generated
	 */
	int WORST_ROW = 12;

	/**
	 * The feature id for the '<em><b>Latency Us</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORST_ROW__LATENCY_US = 0;

	/**
	 * The feature id for the '<em><b>Cause</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORST_ROW__CAUSE = 1;

	/**
	 * The feature id for the '<em><b>Mask</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORST_ROW__MASK = 2;

	/**
	 * The feature id for the '<em><b>Start</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORST_ROW__START = 3;

	/**
	 * The feature id for the '<em><b>Address</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORST_ROW__ADDRESS = 4;

	/**
	 * The feature id for the '<em><b>End</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORST_ROW__END = 5;

	/**
	 * The feature id for the '<em><b>Line</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORST_ROW__LINE = 6;

	/**
	 * The number of structural features of the '<em>Worst Row</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORST_ROW_FEATURE_COUNT = 7;

	/**
	 * The number of operations of the '<em>Worst Row</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORST_ROW_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.latscope.model.impl.IrqOffListImpl <em>Irq Off List</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.latscope.model.impl.IrqOffListImpl
	 * @see org.latscope.model.impl.LatscopePackageImpl#getIrqOffList()
	 * @generated
	 */
	int IRQ_OFF_LIST = 13;

	/**
	 * The feature id for the '<em><b>First Line</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int IRQ_OFF_LIST__FIRST_LINE = TRACE_CONTENT__FIRST_LINE;

	/**
	 * The feature id for the '<em><b>Last Line</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int IRQ_OFF_LIST__LAST_LINE = TRACE_CONTENT__LAST_LINE;

	/**
	 * The feature id for the '<em><b>Cpu</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int IRQ_OFF_LIST__CPU = TRACE_CONTENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Filter</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int IRQ_OFF_LIST__FILTER = TRACE_CONTENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Requested</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int IRQ_OFF_LIST__REQUESTED = TRACE_CONTENT_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Rows</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int IRQ_OFF_LIST__ROWS = TRACE_CONTENT_FEATURE_COUNT + 3;

	/**
	 * The number of structural features of the '<em>Irq Off List</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int IRQ_OFF_LIST_FEATURE_COUNT = TRACE_CONTENT_FEATURE_COUNT + 4;

	/**
	 * The number of operations of the '<em>Irq Off List</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int IRQ_OFF_LIST_OPERATION_COUNT = TRACE_CONTENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.latscope.model.impl.IrqOffRowImpl <em>Irq Off Row</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.latscope.model.impl.IrqOffRowImpl
	 * @see org.latscope.model.impl.LatscopePackageImpl#getIrqOffRow()
	 * @generated
	 */
	int IRQ_OFF_ROW = 14;

	/**
	 * The feature id for the '<em><b>Duration Ns</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int IRQ_OFF_ROW__DURATION_NS = 0;

	/**
	 * The feature id for the '<em><b>Function</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int IRQ_OFF_ROW__FUNCTION = 1;

	/**
	 * The feature id for the '<em><b>Irq</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int IRQ_OFF_ROW__IRQ = 2;

	/**
	 * The feature id for the '<em><b>Line</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int IRQ_OFF_ROW__LINE = 3;

	/**
	 * The number of structural features of the '<em>Irq Off Row</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int IRQ_OFF_ROW_FEATURE_COUNT = 4;

	/**
	 * The number of operations of the '<em>Irq Off Row</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int IRQ_OFF_ROW_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.latscope.model.impl.PrintkLogImpl <em>Printk Log</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.latscope.model.impl.PrintkLogImpl
	 * @see org.latscope.model.impl.LatscopePackageImpl#getPrintkLog()
	 * @generated
	 */
	int PRINTK_LOG = 15;

	/**
	 * The feature id for the '<em><b>First Line</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PRINTK_LOG__FIRST_LINE = TRACE_CONTENT__FIRST_LINE;

	/**
	 * The feature id for the '<em><b>Last Line</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PRINTK_LOG__LAST_LINE = TRACE_CONTENT__LAST_LINE;

	/**
	 * The feature id for the '<em><b>Lines</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PRINTK_LOG__LINES = TRACE_CONTENT_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Printk Log</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PRINTK_LOG_FEATURE_COUNT = TRACE_CONTENT_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Printk Log</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PRINTK_LOG_OPERATION_COUNT = TRACE_CONTENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.latscope.model.impl.LogLineImpl <em>Log Line</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.latscope.model.impl.LogLineImpl
	 * @see org.latscope.model.impl.LatscopePackageImpl#getLogLine()
	 * @generated
	 */
	int LOG_LINE = 16;

	/**
	 * The feature id for the '<em><b>Time Ns</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOG_LINE__TIME_NS = 0;

	/**
	 * The feature id for the '<em><b>Caller Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOG_LINE__CALLER_ID = 1;

	/**
	 * The feature id for the '<em><b>Text</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOG_LINE__TEXT = 2;

	/**
	 * The feature id for the '<em><b>Measurements</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOG_LINE__MEASUREMENTS = 3;

	/**
	 * The feature id for the '<em><b>Line</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOG_LINE__LINE = 4;

	/**
	 * The number of structural features of the '<em>Log Line</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOG_LINE_FEATURE_COUNT = 5;

	/**
	 * The number of operations of the '<em>Log Line</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOG_LINE_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.latscope.model.impl.MeasurementImpl <em>Measurement</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.latscope.model.impl.MeasurementImpl
	 * @see org.latscope.model.impl.LatscopePackageImpl#getMeasurement()
	 * @generated
	 */
	int MEASUREMENT = 17;

	/**
	 * The feature id for the '<em><b>Key</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MEASUREMENT__KEY = 0;

	/**
	 * The feature id for the '<em><b>Value</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MEASUREMENT__VALUE = 1;

	/**
	 * The number of structural features of the '<em>Measurement</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MEASUREMENT_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Measurement</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MEASUREMENT_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.latscope.model.impl.HistogramImpl <em>Histogram</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.latscope.model.impl.HistogramImpl
	 * @see org.latscope.model.impl.LatscopePackageImpl#getHistogram()
	 * @generated
	 */
	int HISTOGRAM = 18;

	/**
	 * The feature id for the '<em><b>First Line</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HISTOGRAM__FIRST_LINE = TRACE_CONTENT__FIRST_LINE;

	/**
	 * The feature id for the '<em><b>Last Line</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HISTOGRAM__LAST_LINE = TRACE_CONTENT__LAST_LINE;

	/**
	 * The feature id for the '<em><b>Tool</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HISTOGRAM__TOOL = TRACE_CONTENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Unit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HISTOGRAM__UNIT = TRACE_CONTENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Bucket Width</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HISTOGRAM__BUCKET_WIDTH = TRACE_CONTENT_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Series</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HISTOGRAM__SERIES = TRACE_CONTENT_FEATURE_COUNT + 3;

	/**
	 * The number of structural features of the '<em>Histogram</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HISTOGRAM_FEATURE_COUNT = TRACE_CONTENT_FEATURE_COUNT + 4;

	/**
	 * The number of operations of the '<em>Histogram</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HISTOGRAM_OPERATION_COUNT = TRACE_CONTENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.latscope.model.impl.HistogramSeriesImpl <em>Histogram Series</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.latscope.model.impl.HistogramSeriesImpl
	 * @see org.latscope.model.impl.LatscopePackageImpl#getHistogramSeries()
	 * @generated
	 */
	int HISTOGRAM_SERIES = 19;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HISTOGRAM_SERIES__NAME = 0;

	/**
	 * The feature id for the '<em><b>Kind</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HISTOGRAM_SERIES__KIND = 1;

	/**
	 * The feature id for the '<em><b>Index</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HISTOGRAM_SERIES__INDEX = 2;

	/**
	 * The feature id for the '<em><b>Min</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HISTOGRAM_SERIES__MIN = 3;

	/**
	 * The feature id for the '<em><b>Avg</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HISTOGRAM_SERIES__AVG = 4;

	/**
	 * The feature id for the '<em><b>Max</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HISTOGRAM_SERIES__MAX = 5;

	/**
	 * The feature id for the '<em><b>Total</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HISTOGRAM_SERIES__TOTAL = 6;

	/**
	 * The feature id for the '<em><b>Overflows</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HISTOGRAM_SERIES__OVERFLOWS = 7;

	/**
	 * The feature id for the '<em><b>Overflow Cycles</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HISTOGRAM_SERIES__OVERFLOW_CYCLES = 8;

	/**
	 * The feature id for the '<em><b>Overflow Others</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HISTOGRAM_SERIES__OVERFLOW_OTHERS = 9;

	/**
	 * The feature id for the '<em><b>Buckets</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HISTOGRAM_SERIES__BUCKETS = 10;

	/**
	 * The number of structural features of the '<em>Histogram Series</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HISTOGRAM_SERIES_FEATURE_COUNT = 11;

	/**
	 * The number of operations of the '<em>Histogram Series</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HISTOGRAM_SERIES_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.latscope.model.impl.HistogramBucketImpl <em>Histogram Bucket</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.latscope.model.impl.HistogramBucketImpl
	 * @see org.latscope.model.impl.LatscopePackageImpl#getHistogramBucket()
	 * @generated
	 */
	int HISTOGRAM_BUCKET = 20;

	/**
	 * The feature id for the '<em><b>Value</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HISTOGRAM_BUCKET__VALUE = 0;

	/**
	 * The feature id for the '<em><b>Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HISTOGRAM_BUCKET__COUNT = 1;

	/**
	 * The number of structural features of the '<em>Histogram Bucket</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HISTOGRAM_BUCKET_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Histogram Bucket</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HISTOGRAM_BUCKET_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.latscope.model.impl.ResultTableImpl <em>Result Table</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.latscope.model.impl.ResultTableImpl
	 * @see org.latscope.model.impl.LatscopePackageImpl#getResultTable()
	 * @generated
	 */
	int RESULT_TABLE = 21;

	/**
	 * The feature id for the '<em><b>First Line</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RESULT_TABLE__FIRST_LINE = TRACE_CONTENT__FIRST_LINE;

	/**
	 * The feature id for the '<em><b>Last Line</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RESULT_TABLE__LAST_LINE = TRACE_CONTENT__LAST_LINE;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RESULT_TABLE__TITLE = TRACE_CONTENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Unit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RESULT_TABLE__UNIT = TRACE_CONTENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Tests</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RESULT_TABLE__TESTS = TRACE_CONTENT_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Kernels</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RESULT_TABLE__KERNELS = TRACE_CONTENT_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Metrics</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RESULT_TABLE__METRICS = TRACE_CONTENT_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Cells</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RESULT_TABLE__CELLS = TRACE_CONTENT_FEATURE_COUNT + 5;

	/**
	 * The number of structural features of the '<em>Result Table</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RESULT_TABLE_FEATURE_COUNT = TRACE_CONTENT_FEATURE_COUNT + 6;

	/**
	 * The number of operations of the '<em>Result Table</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RESULT_TABLE_OPERATION_COUNT = TRACE_CONTENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.latscope.model.impl.ResultCellImpl <em>Result Cell</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.latscope.model.impl.ResultCellImpl
	 * @see org.latscope.model.impl.LatscopePackageImpl#getResultCell()
	 * @generated
	 */
	int RESULT_CELL = 22;

	/**
	 * The feature id for the '<em><b>Test</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RESULT_CELL__TEST = 0;

	/**
	 * The feature id for the '<em><b>Kernel</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RESULT_CELL__KERNEL = 1;

	/**
	 * The feature id for the '<em><b>Metric</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RESULT_CELL__METRIC = 2;

	/**
	 * The feature id for the '<em><b>Value</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RESULT_CELL__VALUE = 3;

	/**
	 * The feature id for the '<em><b>Text</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RESULT_CELL__TEXT = 4;

	/**
	 * The number of structural features of the '<em>Result Cell</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RESULT_CELL_FEATURE_COUNT = 5;

	/**
	 * The number of operations of the '<em>Result Cell</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RESULT_CELL_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.latscope.model.Severity <em>Severity</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.latscope.model.Severity
	 * @see org.latscope.model.impl.LatscopePackageImpl#getSeverity()
	 * @generated
	 */
	int SEVERITY = 23;

	/**
	 * The meta object id for the '{@link org.latscope.model.FlagsKind <em>Flags Kind</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.latscope.model.FlagsKind
	 * @see org.latscope.model.impl.LatscopePackageImpl#getFlagsKind()
	 * @generated
	 */
	int FLAGS_KIND = 24;

	/**
	 * The meta object id for the '{@link org.latscope.model.SeriesKind <em>Series Kind</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.latscope.model.SeriesKind
	 * @see org.latscope.model.impl.LatscopePackageImpl#getSeriesKind()
	 * @generated
	 */
	int SERIES_KIND = 25;

	/**
	 * The meta object id for the '<em>Step Table</em>' data type.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.latscope.model.steps.StepTable
	 * @see org.latscope.model.impl.LatscopePackageImpl#getStepTable()
	 * @generated
	 */
	int STEP_TABLE = 26;


	/**
	 * Returns the meta object for class '{@link org.latscope.model.TraceSet <em>Trace Set</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Trace Set</em>'.
	 * @see org.latscope.model.TraceSet
	 * @generated
	 */
	EClass getTraceSet();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.TraceSet#getLabel <em>Label</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Label</em>'.
	 * @see org.latscope.model.TraceSet#getLabel()
	 * @see #getTraceSet()
	 * @generated
	 */
	EAttribute getTraceSet_Label();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.TraceSet#getKernelRelease <em>Kernel Release</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Kernel Release</em>'.
	 * @see org.latscope.model.TraceSet#getKernelRelease()
	 * @see #getTraceSet()
	 * @generated
	 */
	EAttribute getTraceSet_KernelRelease();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.TraceSet#getNotes <em>Notes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Notes</em>'.
	 * @see org.latscope.model.TraceSet#getNotes()
	 * @see #getTraceSet()
	 * @generated
	 */
	EAttribute getTraceSet_Notes();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.TraceSet#getOrigin <em>Origin</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Origin</em>'.
	 * @see org.latscope.model.TraceSet#getOrigin()
	 * @see #getTraceSet()
	 * @generated
	 */
	EAttribute getTraceSet_Origin();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.TraceSet#getLocation <em>Location</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Location</em>'.
	 * @see org.latscope.model.TraceSet#getLocation()
	 * @see #getTraceSet()
	 * @generated
	 */
	EAttribute getTraceSet_Location();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.TraceSet#isArchive <em>Archive</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Archive</em>'.
	 * @see org.latscope.model.TraceSet#isArchive()
	 * @see #getTraceSet()
	 * @generated
	 */
	EAttribute getTraceSet_Archive();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.TraceSet#getStepStore <em>Step Store</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Step Store</em>'.
	 * @see org.latscope.model.TraceSet#getStepStore()
	 * @see #getTraceSet()
	 * @generated
	 */
	EAttribute getTraceSet_StepStore();

	/**
	 * Returns the meta object for the containment reference '{@link org.latscope.model.TraceSet#getSymbols <em>Symbols</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Symbols</em>'.
	 * @see org.latscope.model.TraceSet#getSymbols()
	 * @see #getTraceSet()
	 * @generated
	 */
	EReference getTraceSet_Symbols();

	/**
	 * Returns the meta object for the containment reference list '{@link org.latscope.model.TraceSet#getSourceLocations <em>Source Locations</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Source Locations</em>'.
	 * @see org.latscope.model.TraceSet#getSourceLocations()
	 * @see #getTraceSet()
	 * @generated
	 */
	EReference getTraceSet_SourceLocations();

	/**
	 * Returns the meta object for the containment reference list '{@link org.latscope.model.TraceSet#getRuns <em>Runs</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Runs</em>'.
	 * @see org.latscope.model.TraceSet#getRuns()
	 * @see #getTraceSet()
	 * @generated
	 */
	EReference getTraceSet_Runs();

	/**
	 * Returns the meta object for the containment reference list '{@link org.latscope.model.TraceSet#getFiles <em>Files</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Files</em>'.
	 * @see org.latscope.model.TraceSet#getFiles()
	 * @see #getTraceSet()
	 * @generated
	 */
	EReference getTraceSet_Files();

	/**
	 * Returns the meta object for class '{@link org.latscope.model.SymbolTable <em>Symbol Table</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Symbol Table</em>'.
	 * @see org.latscope.model.SymbolTable
	 * @generated
	 */
	EClass getSymbolTable();

	/**
	 * Returns the meta object for the attribute list '{@link org.latscope.model.SymbolTable#getNames <em>Names</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Names</em>'.
	 * @see org.latscope.model.SymbolTable#getNames()
	 * @see #getSymbolTable()
	 * @generated
	 */
	EAttribute getSymbolTable_Names();

	/**
	 * Returns the meta object for class '{@link org.latscope.model.SourceLocation <em>Source Location</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Source Location</em>'.
	 * @see org.latscope.model.SourceLocation
	 * @generated
	 */
	EClass getSourceLocation();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.SourceLocation#getFile <em>File</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>File</em>'.
	 * @see org.latscope.model.SourceLocation#getFile()
	 * @see #getSourceLocation()
	 * @generated
	 */
	EAttribute getSourceLocation_File();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.SourceLocation#getLine <em>Line</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Line</em>'.
	 * @see org.latscope.model.SourceLocation#getLine()
	 * @see #getSourceLocation()
	 * @generated
	 */
	EAttribute getSourceLocation_Line();

	/**
	 * Returns the meta object for class '{@link org.latscope.model.Run <em>Run</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Run</em>'.
	 * @see org.latscope.model.Run
	 * @generated
	 */
	EClass getRun();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.Run#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see org.latscope.model.Run#getName()
	 * @see #getRun()
	 * @generated
	 */
	EAttribute getRun_Name();

	/**
	 * Returns the meta object for the containment reference list '{@link org.latscope.model.Run#getBatches <em>Batches</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Batches</em>'.
	 * @see org.latscope.model.Run#getBatches()
	 * @see #getRun()
	 * @generated
	 */
	EReference getRun_Batches();

	/**
	 * Returns the meta object for class '{@link org.latscope.model.Batch <em>Batch</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Batch</em>'.
	 * @see org.latscope.model.Batch
	 * @generated
	 */
	EClass getBatch();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.Batch#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see org.latscope.model.Batch#getName()
	 * @see #getBatch()
	 * @generated
	 */
	EAttribute getBatch_Name();

	/**
	 * Returns the meta object for the reference list '{@link org.latscope.model.Batch#getFiles <em>Files</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Files</em>'.
	 * @see org.latscope.model.Batch#getFiles()
	 * @see #getBatch()
	 * @generated
	 */
	EReference getBatch_Files();

	/**
	 * Returns the meta object for class '{@link org.latscope.model.TraceFile <em>Trace File</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Trace File</em>'.
	 * @see org.latscope.model.TraceFile
	 * @generated
	 */
	EClass getTraceFile();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.TraceFile#getPath <em>Path</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Path</em>'.
	 * @see org.latscope.model.TraceFile#getPath()
	 * @see #getTraceFile()
	 * @generated
	 */
	EAttribute getTraceFile_Path();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.TraceFile#getSize <em>Size</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Size</em>'.
	 * @see org.latscope.model.TraceFile#getSize()
	 * @see #getTraceFile()
	 * @generated
	 */
	EAttribute getTraceFile_Size();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.TraceFile#getChecksum <em>Checksum</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Checksum</em>'.
	 * @see org.latscope.model.TraceFile#getChecksum()
	 * @see #getTraceFile()
	 * @generated
	 */
	EAttribute getTraceFile_Checksum();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.TraceFile#getLastModified <em>Last Modified</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Last Modified</em>'.
	 * @see org.latscope.model.TraceFile#getLastModified()
	 * @see #getTraceFile()
	 * @generated
	 */
	EAttribute getTraceFile_LastModified();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.TraceFile#getFormatId <em>Format Id</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Format Id</em>'.
	 * @see org.latscope.model.TraceFile#getFormatId()
	 * @see #getTraceFile()
	 * @generated
	 */
	EAttribute getTraceFile_FormatId();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.TraceFile#getLinesRead <em>Lines Read</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Lines Read</em>'.
	 * @see org.latscope.model.TraceFile#getLinesRead()
	 * @see #getTraceFile()
	 * @generated
	 */
	EAttribute getTraceFile_LinesRead();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.TraceFile#getLinesUsed <em>Lines Used</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Lines Used</em>'.
	 * @see org.latscope.model.TraceFile#getLinesUsed()
	 * @see #getTraceFile()
	 * @generated
	 */
	EAttribute getTraceFile_LinesUsed();

	/**
	 * Returns the meta object for the reference '{@link org.latscope.model.TraceFile#getBatch <em>Batch</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Batch</em>'.
	 * @see org.latscope.model.TraceFile#getBatch()
	 * @see #getTraceFile()
	 * @generated
	 */
	EReference getTraceFile_Batch();

	/**
	 * Returns the meta object for the containment reference list '{@link org.latscope.model.TraceFile#getDiagnostics <em>Diagnostics</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Diagnostics</em>'.
	 * @see org.latscope.model.TraceFile#getDiagnostics()
	 * @see #getTraceFile()
	 * @generated
	 */
	EReference getTraceFile_Diagnostics();

	/**
	 * Returns the meta object for the containment reference list '{@link org.latscope.model.TraceFile#getContents <em>Contents</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Contents</em>'.
	 * @see org.latscope.model.TraceFile#getContents()
	 * @see #getTraceFile()
	 * @generated
	 */
	EReference getTraceFile_Contents();

	/**
	 * Returns the meta object for class '{@link org.latscope.model.ParseDiagnostic <em>Parse Diagnostic</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Parse Diagnostic</em>'.
	 * @see org.latscope.model.ParseDiagnostic
	 * @generated
	 */
	EClass getParseDiagnostic();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.ParseDiagnostic#getLine <em>Line</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Line</em>'.
	 * @see org.latscope.model.ParseDiagnostic#getLine()
	 * @see #getParseDiagnostic()
	 * @generated
	 */
	EAttribute getParseDiagnostic_Line();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.ParseDiagnostic#getColumn <em>Column</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Column</em>'.
	 * @see org.latscope.model.ParseDiagnostic#getColumn()
	 * @see #getParseDiagnostic()
	 * @generated
	 */
	EAttribute getParseDiagnostic_Column();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.ParseDiagnostic#getReason <em>Reason</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Reason</em>'.
	 * @see org.latscope.model.ParseDiagnostic#getReason()
	 * @see #getParseDiagnostic()
	 * @generated
	 */
	EAttribute getParseDiagnostic_Reason();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.ParseDiagnostic#getSeverity <em>Severity</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Severity</em>'.
	 * @see org.latscope.model.ParseDiagnostic#getSeverity()
	 * @see #getParseDiagnostic()
	 * @generated
	 */
	EAttribute getParseDiagnostic_Severity();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.ParseDiagnostic#getText <em>Text</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Text</em>'.
	 * @see org.latscope.model.ParseDiagnostic#getText()
	 * @see #getParseDiagnostic()
	 * @generated
	 */
	EAttribute getParseDiagnostic_Text();

	/**
	 * Returns the meta object for class '{@link org.latscope.model.TraceContent <em>Trace Content</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Trace Content</em>'.
	 * @see org.latscope.model.TraceContent
	 * @generated
	 */
	EClass getTraceContent();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.TraceContent#getFirstLine <em>First Line</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>First Line</em>'.
	 * @see org.latscope.model.TraceContent#getFirstLine()
	 * @see #getTraceContent()
	 * @generated
	 */
	EAttribute getTraceContent_FirstLine();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.TraceContent#getLastLine <em>Last Line</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Last Line</em>'.
	 * @see org.latscope.model.TraceContent#getLastLine()
	 * @see #getTraceContent()
	 * @generated
	 */
	EAttribute getTraceContent_LastLine();

	/**
	 * Returns the meta object for class '{@link org.latscope.model.LatencyTrace <em>Latency Trace</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Latency Trace</em>'.
	 * @see org.latscope.model.LatencyTrace
	 * @generated
	 */
	EClass getLatencyTrace();

	/**
	 * Returns the meta object for the containment reference '{@link org.latscope.model.LatencyTrace#getHeader <em>Header</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Header</em>'.
	 * @see org.latscope.model.LatencyTrace#getHeader()
	 * @see #getLatencyTrace()
	 * @generated
	 */
	EReference getLatencyTrace_Header();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.LatencyTrace#getSteps <em>Steps</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Steps</em>'.
	 * @see org.latscope.model.LatencyTrace#getSteps()
	 * @see #getLatencyTrace()
	 * @generated
	 */
	EAttribute getLatencyTrace_Steps();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.LatencyTrace#getStepCount <em>Step Count</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Step Count</em>'.
	 * @see org.latscope.model.LatencyTrace#getStepCount()
	 * @see #getLatencyTrace()
	 * @generated
	 */
	EAttribute getLatencyTrace_StepCount();

	/**
	 * Returns the meta object for class '{@link org.latscope.model.LatencyHeader <em>Latency Header</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Latency Header</em>'.
	 * @see org.latscope.model.LatencyHeader
	 * @generated
	 */
	EClass getLatencyHeader();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.LatencyHeader#getTracer <em>Tracer</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Tracer</em>'.
	 * @see org.latscope.model.LatencyHeader#getTracer()
	 * @see #getLatencyHeader()
	 * @generated
	 */
	EAttribute getLatencyHeader_Tracer();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.LatencyHeader#getTracerVersion <em>Tracer Version</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Tracer Version</em>'.
	 * @see org.latscope.model.LatencyHeader#getTracerVersion()
	 * @see #getLatencyHeader()
	 * @generated
	 */
	EAttribute getLatencyHeader_TracerVersion();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.LatencyHeader#getKernelRelease <em>Kernel Release</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Kernel Release</em>'.
	 * @see org.latscope.model.LatencyHeader#getKernelRelease()
	 * @see #getLatencyHeader()
	 * @generated
	 */
	EAttribute getLatencyHeader_KernelRelease();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.LatencyHeader#getLatencyUs <em>Latency Us</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Latency Us</em>'.
	 * @see org.latscope.model.LatencyHeader#getLatencyUs()
	 * @see #getLatencyHeader()
	 * @generated
	 */
	EAttribute getLatencyHeader_LatencyUs();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.LatencyHeader#getEntriesRecorded <em>Entries Recorded</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Entries Recorded</em>'.
	 * @see org.latscope.model.LatencyHeader#getEntriesRecorded()
	 * @see #getLatencyHeader()
	 * @generated
	 */
	EAttribute getLatencyHeader_EntriesRecorded();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.LatencyHeader#getEntriesDeclared <em>Entries Declared</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Entries Declared</em>'.
	 * @see org.latscope.model.LatencyHeader#getEntriesDeclared()
	 * @see #getLatencyHeader()
	 * @generated
	 */
	EAttribute getLatencyHeader_EntriesDeclared();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.LatencyHeader#getEntriesTotal <em>Entries Total</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Entries Total</em>'.
	 * @see org.latscope.model.LatencyHeader#getEntriesTotal()
	 * @see #getLatencyHeader()
	 * @generated
	 */
	EAttribute getLatencyHeader_EntriesTotal();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.LatencyHeader#getCpu <em>Cpu</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Cpu</em>'.
	 * @see org.latscope.model.LatencyHeader#getCpu()
	 * @see #getLatencyHeader()
	 * @generated
	 */
	EAttribute getLatencyHeader_Cpu();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.LatencyHeader#getTaskComm <em>Task Comm</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Task Comm</em>'.
	 * @see org.latscope.model.LatencyHeader#getTaskComm()
	 * @see #getLatencyHeader()
	 * @generated
	 */
	EAttribute getLatencyHeader_TaskComm();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.LatencyHeader#getPid <em>Pid</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Pid</em>'.
	 * @see org.latscope.model.LatencyHeader#getPid()
	 * @see #getLatencyHeader()
	 * @generated
	 */
	EAttribute getLatencyHeader_Pid();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.LatencyHeader#getUid <em>Uid</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Uid</em>'.
	 * @see org.latscope.model.LatencyHeader#getUid()
	 * @see #getLatencyHeader()
	 * @generated
	 */
	EAttribute getLatencyHeader_Uid();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.LatencyHeader#getNice <em>Nice</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Nice</em>'.
	 * @see org.latscope.model.LatencyHeader#getNice()
	 * @see #getLatencyHeader()
	 * @generated
	 */
	EAttribute getLatencyHeader_Nice();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.LatencyHeader#getPolicy <em>Policy</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Policy</em>'.
	 * @see org.latscope.model.LatencyHeader#getPolicy()
	 * @see #getLatencyHeader()
	 * @generated
	 */
	EAttribute getLatencyHeader_Policy();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.LatencyHeader#getRtPrio <em>Rt Prio</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rt Prio</em>'.
	 * @see org.latscope.model.LatencyHeader#getRtPrio()
	 * @see #getLatencyHeader()
	 * @generated
	 */
	EAttribute getLatencyHeader_RtPrio();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.LatencyHeader#getPreemptionModel <em>Preemption Model</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Preemption Model</em>'.
	 * @see org.latscope.model.LatencyHeader#getPreemptionModel()
	 * @see #getLatencyHeader()
	 * @generated
	 */
	EAttribute getLatencyHeader_PreemptionModel();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.LatencyHeader#getVp <em>Vp</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Vp</em>'.
	 * @see org.latscope.model.LatencyHeader#getVp()
	 * @see #getLatencyHeader()
	 * @generated
	 */
	EAttribute getLatencyHeader_Vp();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.LatencyHeader#getKp <em>Kp</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Kp</em>'.
	 * @see org.latscope.model.LatencyHeader#getKp()
	 * @see #getLatencyHeader()
	 * @generated
	 */
	EAttribute getLatencyHeader_Kp();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.LatencyHeader#getSp <em>Sp</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Sp</em>'.
	 * @see org.latscope.model.LatencyHeader#getSp()
	 * @see #getLatencyHeader()
	 * @generated
	 */
	EAttribute getLatencyHeader_Sp();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.LatencyHeader#getHp <em>Hp</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Hp</em>'.
	 * @see org.latscope.model.LatencyHeader#getHp()
	 * @see #getLatencyHeader()
	 * @generated
	 */
	EAttribute getLatencyHeader_Hp();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.LatencyHeader#getCpuCount <em>Cpu Count</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Cpu Count</em>'.
	 * @see org.latscope.model.LatencyHeader#getCpuCount()
	 * @see #getLatencyHeader()
	 * @generated
	 */
	EAttribute getLatencyHeader_CpuCount();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.LatencyHeader#getFlagsKind <em>Flags Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Flags Kind</em>'.
	 * @see org.latscope.model.LatencyHeader#getFlagsKind()
	 * @see #getLatencyHeader()
	 * @generated
	 */
	EAttribute getLatencyHeader_FlagsKind();

	/**
	 * Returns the meta object for the containment reference '{@link org.latscope.model.LatencyHeader#getStartedAt <em>Started At</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Started At</em>'.
	 * @see org.latscope.model.LatencyHeader#getStartedAt()
	 * @see #getLatencyHeader()
	 * @generated
	 */
	EReference getLatencyHeader_StartedAt();

	/**
	 * Returns the meta object for the containment reference '{@link org.latscope.model.LatencyHeader#getEndedAt <em>Ended At</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Ended At</em>'.
	 * @see org.latscope.model.LatencyHeader#getEndedAt()
	 * @see #getLatencyHeader()
	 * @generated
	 */
	EReference getLatencyHeader_EndedAt();

	/**
	 * Returns the meta object for class '{@link org.latscope.model.CodeAddress <em>Code Address</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Code Address</em>'.
	 * @see org.latscope.model.CodeAddress
	 * @generated
	 */
	EClass getCodeAddress();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.CodeAddress#getSymbol <em>Symbol</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Symbol</em>'.
	 * @see org.latscope.model.CodeAddress#getSymbol()
	 * @see #getCodeAddress()
	 * @generated
	 */
	EAttribute getCodeAddress_Symbol();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.CodeAddress#getOffset <em>Offset</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Offset</em>'.
	 * @see org.latscope.model.CodeAddress#getOffset()
	 * @see #getCodeAddress()
	 * @generated
	 */
	EAttribute getCodeAddress_Offset();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.CodeAddress#getSize <em>Size</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Size</em>'.
	 * @see org.latscope.model.CodeAddress#getSize()
	 * @see #getCodeAddress()
	 * @generated
	 */
	EAttribute getCodeAddress_Size();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.CodeAddress#getAddress <em>Address</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Address</em>'.
	 * @see org.latscope.model.CodeAddress#getAddress()
	 * @see #getCodeAddress()
	 * @generated
	 */
	EAttribute getCodeAddress_Address();

	/**
	 * Returns the meta object for class '{@link org.latscope.model.WorstTable <em>Worst Table</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Worst Table</em>'.
	 * @see org.latscope.model.WorstTable
	 * @generated
	 */
	EClass getWorstTable();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.WorstTable#getPeriodLabel <em>Period Label</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Period Label</em>'.
	 * @see org.latscope.model.WorstTable#getPeriodLabel()
	 * @see #getWorstTable()
	 * @generated
	 */
	EAttribute getWorstTable_PeriodLabel();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.WorstTable#getLabelText <em>Label Text</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Label Text</em>'.
	 * @see org.latscope.model.WorstTable#getLabelText()
	 * @see #getWorstTable()
	 * @generated
	 */
	EAttribute getWorstTable_LabelText();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.WorstTable#getRequested <em>Requested</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Requested</em>'.
	 * @see org.latscope.model.WorstTable#getRequested()
	 * @see #getWorstTable()
	 * @generated
	 */
	EAttribute getWorstTable_Requested();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.WorstTable#getMeasured <em>Measured</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Measured</em>'.
	 * @see org.latscope.model.WorstTable#getMeasured()
	 * @see #getWorstTable()
	 * @generated
	 */
	EAttribute getWorstTable_Measured();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.WorstTable#getCpu <em>Cpu</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Cpu</em>'.
	 * @see org.latscope.model.WorstTable#getCpu()
	 * @see #getWorstTable()
	 * @generated
	 */
	EAttribute getWorstTable_Cpu();

	/**
	 * Returns the meta object for the containment reference list '{@link org.latscope.model.WorstTable#getRows <em>Rows</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Rows</em>'.
	 * @see org.latscope.model.WorstTable#getRows()
	 * @see #getWorstTable()
	 * @generated
	 */
	EReference getWorstTable_Rows();

	/**
	 * Returns the meta object for class '{@link org.latscope.model.WorstRow <em>Worst Row</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Worst Row</em>'.
	 * @see org.latscope.model.WorstRow
	 * @generated
	 */
	EClass getWorstRow();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.WorstRow#getLatencyUs <em>Latency Us</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Latency Us</em>'.
	 * @see org.latscope.model.WorstRow#getLatencyUs()
	 * @see #getWorstRow()
	 * @generated
	 */
	EAttribute getWorstRow_LatencyUs();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.WorstRow#getCause <em>Cause</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Cause</em>'.
	 * @see org.latscope.model.WorstRow#getCause()
	 * @see #getWorstRow()
	 * @generated
	 */
	EAttribute getWorstRow_Cause();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.WorstRow#getMask <em>Mask</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Mask</em>'.
	 * @see org.latscope.model.WorstRow#getMask()
	 * @see #getWorstRow()
	 * @generated
	 */
	EAttribute getWorstRow_Mask();

	/**
	 * Returns the meta object for the reference '{@link org.latscope.model.WorstRow#getStart <em>Start</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Start</em>'.
	 * @see org.latscope.model.WorstRow#getStart()
	 * @see #getWorstRow()
	 * @generated
	 */
	EReference getWorstRow_Start();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.WorstRow#getAddress <em>Address</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Address</em>'.
	 * @see org.latscope.model.WorstRow#getAddress()
	 * @see #getWorstRow()
	 * @generated
	 */
	EAttribute getWorstRow_Address();

	/**
	 * Returns the meta object for the reference '{@link org.latscope.model.WorstRow#getEnd <em>End</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>End</em>'.
	 * @see org.latscope.model.WorstRow#getEnd()
	 * @see #getWorstRow()
	 * @generated
	 */
	EReference getWorstRow_End();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.WorstRow#getLine <em>Line</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Line</em>'.
	 * @see org.latscope.model.WorstRow#getLine()
	 * @see #getWorstRow()
	 * @generated
	 */
	EAttribute getWorstRow_Line();

	/**
	 * Returns the meta object for class '{@link org.latscope.model.IrqOffList <em>Irq Off List</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Irq Off List</em>'.
	 * @see org.latscope.model.IrqOffList
	 * @generated
	 */
	EClass getIrqOffList();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.IrqOffList#getCpu <em>Cpu</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Cpu</em>'.
	 * @see org.latscope.model.IrqOffList#getCpu()
	 * @see #getIrqOffList()
	 * @generated
	 */
	EAttribute getIrqOffList_Cpu();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.IrqOffList#getFilter <em>Filter</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Filter</em>'.
	 * @see org.latscope.model.IrqOffList#getFilter()
	 * @see #getIrqOffList()
	 * @generated
	 */
	EAttribute getIrqOffList_Filter();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.IrqOffList#getRequested <em>Requested</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Requested</em>'.
	 * @see org.latscope.model.IrqOffList#getRequested()
	 * @see #getIrqOffList()
	 * @generated
	 */
	EAttribute getIrqOffList_Requested();

	/**
	 * Returns the meta object for the containment reference list '{@link org.latscope.model.IrqOffList#getRows <em>Rows</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Rows</em>'.
	 * @see org.latscope.model.IrqOffList#getRows()
	 * @see #getIrqOffList()
	 * @generated
	 */
	EReference getIrqOffList_Rows();

	/**
	 * Returns the meta object for class '{@link org.latscope.model.IrqOffRow <em>Irq Off Row</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Irq Off Row</em>'.
	 * @see org.latscope.model.IrqOffRow
	 * @generated
	 */
	EClass getIrqOffRow();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.IrqOffRow#getDurationNs <em>Duration Ns</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Duration Ns</em>'.
	 * @see org.latscope.model.IrqOffRow#getDurationNs()
	 * @see #getIrqOffRow()
	 * @generated
	 */
	EAttribute getIrqOffRow_DurationNs();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.IrqOffRow#getFunction <em>Function</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Function</em>'.
	 * @see org.latscope.model.IrqOffRow#getFunction()
	 * @see #getIrqOffRow()
	 * @generated
	 */
	EAttribute getIrqOffRow_Function();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.IrqOffRow#getIrq <em>Irq</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Irq</em>'.
	 * @see org.latscope.model.IrqOffRow#getIrq()
	 * @see #getIrqOffRow()
	 * @generated
	 */
	EAttribute getIrqOffRow_Irq();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.IrqOffRow#getLine <em>Line</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Line</em>'.
	 * @see org.latscope.model.IrqOffRow#getLine()
	 * @see #getIrqOffRow()
	 * @generated
	 */
	EAttribute getIrqOffRow_Line();

	/**
	 * Returns the meta object for class '{@link org.latscope.model.PrintkLog <em>Printk Log</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Printk Log</em>'.
	 * @see org.latscope.model.PrintkLog
	 * @generated
	 */
	EClass getPrintkLog();

	/**
	 * Returns the meta object for the containment reference list '{@link org.latscope.model.PrintkLog#getLines <em>Lines</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Lines</em>'.
	 * @see org.latscope.model.PrintkLog#getLines()
	 * @see #getPrintkLog()
	 * @generated
	 */
	EReference getPrintkLog_Lines();

	/**
	 * Returns the meta object for class '{@link org.latscope.model.LogLine <em>Log Line</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Log Line</em>'.
	 * @see org.latscope.model.LogLine
	 * @generated
	 */
	EClass getLogLine();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.LogLine#getTimeNs <em>Time Ns</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Time Ns</em>'.
	 * @see org.latscope.model.LogLine#getTimeNs()
	 * @see #getLogLine()
	 * @generated
	 */
	EAttribute getLogLine_TimeNs();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.LogLine#getCallerId <em>Caller Id</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Caller Id</em>'.
	 * @see org.latscope.model.LogLine#getCallerId()
	 * @see #getLogLine()
	 * @generated
	 */
	EAttribute getLogLine_CallerId();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.LogLine#getText <em>Text</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Text</em>'.
	 * @see org.latscope.model.LogLine#getText()
	 * @see #getLogLine()
	 * @generated
	 */
	EAttribute getLogLine_Text();

	/**
	 * Returns the meta object for the containment reference list '{@link org.latscope.model.LogLine#getMeasurements <em>Measurements</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Measurements</em>'.
	 * @see org.latscope.model.LogLine#getMeasurements()
	 * @see #getLogLine()
	 * @generated
	 */
	EReference getLogLine_Measurements();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.LogLine#getLine <em>Line</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Line</em>'.
	 * @see org.latscope.model.LogLine#getLine()
	 * @see #getLogLine()
	 * @generated
	 */
	EAttribute getLogLine_Line();

	/**
	 * Returns the meta object for class '{@link org.latscope.model.Measurement <em>Measurement</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Measurement</em>'.
	 * @see org.latscope.model.Measurement
	 * @generated
	 */
	EClass getMeasurement();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.Measurement#getKey <em>Key</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Key</em>'.
	 * @see org.latscope.model.Measurement#getKey()
	 * @see #getMeasurement()
	 * @generated
	 */
	EAttribute getMeasurement_Key();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.Measurement#getValue <em>Value</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Value</em>'.
	 * @see org.latscope.model.Measurement#getValue()
	 * @see #getMeasurement()
	 * @generated
	 */
	EAttribute getMeasurement_Value();

	/**
	 * Returns the meta object for class '{@link org.latscope.model.Histogram <em>Histogram</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Histogram</em>'.
	 * @see org.latscope.model.Histogram
	 * @generated
	 */
	EClass getHistogram();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.Histogram#getTool <em>Tool</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Tool</em>'.
	 * @see org.latscope.model.Histogram#getTool()
	 * @see #getHistogram()
	 * @generated
	 */
	EAttribute getHistogram_Tool();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.Histogram#getUnit <em>Unit</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Unit</em>'.
	 * @see org.latscope.model.Histogram#getUnit()
	 * @see #getHistogram()
	 * @generated
	 */
	EAttribute getHistogram_Unit();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.Histogram#getBucketWidth <em>Bucket Width</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Bucket Width</em>'.
	 * @see org.latscope.model.Histogram#getBucketWidth()
	 * @see #getHistogram()
	 * @generated
	 */
	EAttribute getHistogram_BucketWidth();

	/**
	 * Returns the meta object for the containment reference list '{@link org.latscope.model.Histogram#getSeries <em>Series</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Series</em>'.
	 * @see org.latscope.model.Histogram#getSeries()
	 * @see #getHistogram()
	 * @generated
	 */
	EReference getHistogram_Series();

	/**
	 * Returns the meta object for class '{@link org.latscope.model.HistogramSeries <em>Histogram Series</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Histogram Series</em>'.
	 * @see org.latscope.model.HistogramSeries
	 * @generated
	 */
	EClass getHistogramSeries();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.HistogramSeries#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see org.latscope.model.HistogramSeries#getName()
	 * @see #getHistogramSeries()
	 * @generated
	 */
	EAttribute getHistogramSeries_Name();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.HistogramSeries#getKind <em>Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Kind</em>'.
	 * @see org.latscope.model.HistogramSeries#getKind()
	 * @see #getHistogramSeries()
	 * @generated
	 */
	EAttribute getHistogramSeries_Kind();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.HistogramSeries#getIndex <em>Index</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Index</em>'.
	 * @see org.latscope.model.HistogramSeries#getIndex()
	 * @see #getHistogramSeries()
	 * @generated
	 */
	EAttribute getHistogramSeries_Index();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.HistogramSeries#getMin <em>Min</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Min</em>'.
	 * @see org.latscope.model.HistogramSeries#getMin()
	 * @see #getHistogramSeries()
	 * @generated
	 */
	EAttribute getHistogramSeries_Min();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.HistogramSeries#getAvg <em>Avg</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Avg</em>'.
	 * @see org.latscope.model.HistogramSeries#getAvg()
	 * @see #getHistogramSeries()
	 * @generated
	 */
	EAttribute getHistogramSeries_Avg();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.HistogramSeries#getMax <em>Max</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max</em>'.
	 * @see org.latscope.model.HistogramSeries#getMax()
	 * @see #getHistogramSeries()
	 * @generated
	 */
	EAttribute getHistogramSeries_Max();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.HistogramSeries#getTotal <em>Total</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Total</em>'.
	 * @see org.latscope.model.HistogramSeries#getTotal()
	 * @see #getHistogramSeries()
	 * @generated
	 */
	EAttribute getHistogramSeries_Total();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.HistogramSeries#getOverflows <em>Overflows</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Overflows</em>'.
	 * @see org.latscope.model.HistogramSeries#getOverflows()
	 * @see #getHistogramSeries()
	 * @generated
	 */
	EAttribute getHistogramSeries_Overflows();

	/**
	 * Returns the meta object for the attribute list '{@link org.latscope.model.HistogramSeries#getOverflowCycles <em>Overflow Cycles</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Overflow Cycles</em>'.
	 * @see org.latscope.model.HistogramSeries#getOverflowCycles()
	 * @see #getHistogramSeries()
	 * @generated
	 */
	EAttribute getHistogramSeries_OverflowCycles();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.HistogramSeries#getOverflowOthers <em>Overflow Others</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Overflow Others</em>'.
	 * @see org.latscope.model.HistogramSeries#getOverflowOthers()
	 * @see #getHistogramSeries()
	 * @generated
	 */
	EAttribute getHistogramSeries_OverflowOthers();

	/**
	 * Returns the meta object for the containment reference list '{@link org.latscope.model.HistogramSeries#getBuckets <em>Buckets</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Buckets</em>'.
	 * @see org.latscope.model.HistogramSeries#getBuckets()
	 * @see #getHistogramSeries()
	 * @generated
	 */
	EReference getHistogramSeries_Buckets();

	/**
	 * Returns the meta object for class '{@link org.latscope.model.HistogramBucket <em>Histogram Bucket</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Histogram Bucket</em>'.
	 * @see org.latscope.model.HistogramBucket
	 * @generated
	 */
	EClass getHistogramBucket();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.HistogramBucket#getValue <em>Value</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Value</em>'.
	 * @see org.latscope.model.HistogramBucket#getValue()
	 * @see #getHistogramBucket()
	 * @generated
	 */
	EAttribute getHistogramBucket_Value();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.HistogramBucket#getCount <em>Count</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Count</em>'.
	 * @see org.latscope.model.HistogramBucket#getCount()
	 * @see #getHistogramBucket()
	 * @generated
	 */
	EAttribute getHistogramBucket_Count();

	/**
	 * Returns the meta object for class '{@link org.latscope.model.ResultTable <em>Result Table</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Result Table</em>'.
	 * @see org.latscope.model.ResultTable
	 * @generated
	 */
	EClass getResultTable();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.ResultTable#getTitle <em>Title</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Title</em>'.
	 * @see org.latscope.model.ResultTable#getTitle()
	 * @see #getResultTable()
	 * @generated
	 */
	EAttribute getResultTable_Title();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.ResultTable#getUnit <em>Unit</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Unit</em>'.
	 * @see org.latscope.model.ResultTable#getUnit()
	 * @see #getResultTable()
	 * @generated
	 */
	EAttribute getResultTable_Unit();

	/**
	 * Returns the meta object for the attribute list '{@link org.latscope.model.ResultTable#getTests <em>Tests</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Tests</em>'.
	 * @see org.latscope.model.ResultTable#getTests()
	 * @see #getResultTable()
	 * @generated
	 */
	EAttribute getResultTable_Tests();

	/**
	 * Returns the meta object for the attribute list '{@link org.latscope.model.ResultTable#getKernels <em>Kernels</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Kernels</em>'.
	 * @see org.latscope.model.ResultTable#getKernels()
	 * @see #getResultTable()
	 * @generated
	 */
	EAttribute getResultTable_Kernels();

	/**
	 * Returns the meta object for the attribute list '{@link org.latscope.model.ResultTable#getMetrics <em>Metrics</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Metrics</em>'.
	 * @see org.latscope.model.ResultTable#getMetrics()
	 * @see #getResultTable()
	 * @generated
	 */
	EAttribute getResultTable_Metrics();

	/**
	 * Returns the meta object for the containment reference list '{@link org.latscope.model.ResultTable#getCells <em>Cells</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Cells</em>'.
	 * @see org.latscope.model.ResultTable#getCells()
	 * @see #getResultTable()
	 * @generated
	 */
	EReference getResultTable_Cells();

	/**
	 * Returns the meta object for class '{@link org.latscope.model.ResultCell <em>Result Cell</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Result Cell</em>'.
	 * @see org.latscope.model.ResultCell
	 * @generated
	 */
	EClass getResultCell();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.ResultCell#getTest <em>Test</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Test</em>'.
	 * @see org.latscope.model.ResultCell#getTest()
	 * @see #getResultCell()
	 * @generated
	 */
	EAttribute getResultCell_Test();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.ResultCell#getKernel <em>Kernel</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Kernel</em>'.
	 * @see org.latscope.model.ResultCell#getKernel()
	 * @see #getResultCell()
	 * @generated
	 */
	EAttribute getResultCell_Kernel();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.ResultCell#getMetric <em>Metric</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Metric</em>'.
	 * @see org.latscope.model.ResultCell#getMetric()
	 * @see #getResultCell()
	 * @generated
	 */
	EAttribute getResultCell_Metric();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.ResultCell#getValue <em>Value</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Value</em>'.
	 * @see org.latscope.model.ResultCell#getValue()
	 * @see #getResultCell()
	 * @generated
	 */
	EAttribute getResultCell_Value();

	/**
	 * Returns the meta object for the attribute '{@link org.latscope.model.ResultCell#getText <em>Text</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Text</em>'.
	 * @see org.latscope.model.ResultCell#getText()
	 * @see #getResultCell()
	 * @generated
	 */
	EAttribute getResultCell_Text();

	/**
	 * Returns the meta object for enum '{@link org.latscope.model.Severity <em>Severity</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Severity</em>'.
	 * @see org.latscope.model.Severity
	 * @generated
	 */
	EEnum getSeverity();

	/**
	 * Returns the meta object for enum '{@link org.latscope.model.FlagsKind <em>Flags Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Flags Kind</em>'.
	 * @see org.latscope.model.FlagsKind
	 * @generated
	 */
	EEnum getFlagsKind();

	/**
	 * Returns the meta object for enum '{@link org.latscope.model.SeriesKind <em>Series Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Series Kind</em>'.
	 * @see org.latscope.model.SeriesKind
	 * @generated
	 */
	EEnum getSeriesKind();

	/**
	 * Returns the meta object for data type '{@link org.latscope.model.steps.StepTable <em>Step Table</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
     * <!-- begin-model-doc -->
     * Columnar, immutable step storage; see org.latscope.model.steps.
     * <!-- end-model-doc -->
	 * @return the meta object for data type '<em>Step Table</em>'.
	 * @see org.latscope.model.steps.StepTable
	 * @model instanceClass="org.latscope.model.steps.StepTable" serializeable="false"
	 * @generated
	 */
	EDataType getStepTable();

	/**
	 * Returns the factory that creates the instances of the model.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the factory that creates the instances of the model.
	 * @generated
	 */
	LatscopeFactory getLatscopeFactory();

	/**
	 * <!-- begin-user-doc -->
	 * Defines literals for the meta objects that represent
	 * <ul>
	 *   <li>each class,</li>
	 *   <li>each feature of each class,</li>
	 *   <li>each operation of each class,</li>
	 *   <li>each enum,</li>
	 *   <li>and each data type</li>
	 * </ul>
	 * <!-- end-user-doc -->
	 * @generated
	 */
	interface Literals {
		/**
		 * The meta object literal for the '{@link org.latscope.model.impl.TraceSetImpl <em>Trace Set</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.latscope.model.impl.TraceSetImpl
		 * @see org.latscope.model.impl.LatscopePackageImpl#getTraceSet()
		 * @generated
		 */
		EClass TRACE_SET = eINSTANCE.getTraceSet();

		/**
		 * The meta object literal for the '<em><b>Label</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRACE_SET__LABEL = eINSTANCE.getTraceSet_Label();

		/**
		 * The meta object literal for the '<em><b>Kernel Release</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRACE_SET__KERNEL_RELEASE = eINSTANCE.getTraceSet_KernelRelease();

		/**
		 * The meta object literal for the '<em><b>Notes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRACE_SET__NOTES = eINSTANCE.getTraceSet_Notes();

		/**
		 * The meta object literal for the '<em><b>Origin</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRACE_SET__ORIGIN = eINSTANCE.getTraceSet_Origin();

		/**
		 * The meta object literal for the '<em><b>Location</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRACE_SET__LOCATION = eINSTANCE.getTraceSet_Location();

		/**
		 * The meta object literal for the '<em><b>Archive</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRACE_SET__ARCHIVE = eINSTANCE.getTraceSet_Archive();

		/**
		 * The meta object literal for the '<em><b>Step Store</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRACE_SET__STEP_STORE = eINSTANCE.getTraceSet_StepStore();

		/**
		 * The meta object literal for the '<em><b>Symbols</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TRACE_SET__SYMBOLS = eINSTANCE.getTraceSet_Symbols();

		/**
		 * The meta object literal for the '<em><b>Source Locations</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TRACE_SET__SOURCE_LOCATIONS = eINSTANCE.getTraceSet_SourceLocations();

		/**
		 * The meta object literal for the '<em><b>Runs</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TRACE_SET__RUNS = eINSTANCE.getTraceSet_Runs();

		/**
		 * The meta object literal for the '<em><b>Files</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TRACE_SET__FILES = eINSTANCE.getTraceSet_Files();

		/**
		 * The meta object literal for the '{@link org.latscope.model.impl.SymbolTableImpl <em>Symbol Table</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.latscope.model.impl.SymbolTableImpl
		 * @see org.latscope.model.impl.LatscopePackageImpl#getSymbolTable()
		 * @generated
		 */
		EClass SYMBOL_TABLE = eINSTANCE.getSymbolTable();

		/**
		 * The meta object literal for the '<em><b>Names</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SYMBOL_TABLE__NAMES = eINSTANCE.getSymbolTable_Names();

		/**
		 * The meta object literal for the '{@link org.latscope.model.impl.SourceLocationImpl <em>Source Location</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.latscope.model.impl.SourceLocationImpl
		 * @see org.latscope.model.impl.LatscopePackageImpl#getSourceLocation()
		 * @generated
		 */
		EClass SOURCE_LOCATION = eINSTANCE.getSourceLocation();

		/**
		 * The meta object literal for the '<em><b>File</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SOURCE_LOCATION__FILE = eINSTANCE.getSourceLocation_File();

		/**
		 * The meta object literal for the '<em><b>Line</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SOURCE_LOCATION__LINE = eINSTANCE.getSourceLocation_Line();

		/**
		 * The meta object literal for the '{@link org.latscope.model.impl.RunImpl <em>Run</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.latscope.model.impl.RunImpl
		 * @see org.latscope.model.impl.LatscopePackageImpl#getRun()
		 * @generated
		 */
		EClass RUN = eINSTANCE.getRun();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RUN__NAME = eINSTANCE.getRun_Name();

		/**
		 * The meta object literal for the '<em><b>Batches</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference RUN__BATCHES = eINSTANCE.getRun_Batches();

		/**
		 * The meta object literal for the '{@link org.latscope.model.impl.BatchImpl <em>Batch</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.latscope.model.impl.BatchImpl
		 * @see org.latscope.model.impl.LatscopePackageImpl#getBatch()
		 * @generated
		 */
		EClass BATCH = eINSTANCE.getBatch();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute BATCH__NAME = eINSTANCE.getBatch_Name();

		/**
		 * The meta object literal for the '<em><b>Files</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference BATCH__FILES = eINSTANCE.getBatch_Files();

		/**
		 * The meta object literal for the '{@link org.latscope.model.impl.TraceFileImpl <em>Trace File</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.latscope.model.impl.TraceFileImpl
		 * @see org.latscope.model.impl.LatscopePackageImpl#getTraceFile()
		 * @generated
		 */
		EClass TRACE_FILE = eINSTANCE.getTraceFile();

		/**
		 * The meta object literal for the '<em><b>Path</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRACE_FILE__PATH = eINSTANCE.getTraceFile_Path();

		/**
		 * The meta object literal for the '<em><b>Size</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRACE_FILE__SIZE = eINSTANCE.getTraceFile_Size();

		/**
		 * The meta object literal for the '<em><b>Checksum</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRACE_FILE__CHECKSUM = eINSTANCE.getTraceFile_Checksum();

		/**
		 * The meta object literal for the '<em><b>Last Modified</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRACE_FILE__LAST_MODIFIED = eINSTANCE.getTraceFile_LastModified();

		/**
		 * The meta object literal for the '<em><b>Format Id</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRACE_FILE__FORMAT_ID = eINSTANCE.getTraceFile_FormatId();

		/**
		 * The meta object literal for the '<em><b>Lines Read</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRACE_FILE__LINES_READ = eINSTANCE.getTraceFile_LinesRead();

		/**
		 * The meta object literal for the '<em><b>Lines Used</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRACE_FILE__LINES_USED = eINSTANCE.getTraceFile_LinesUsed();

		/**
		 * The meta object literal for the '<em><b>Batch</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TRACE_FILE__BATCH = eINSTANCE.getTraceFile_Batch();

		/**
		 * The meta object literal for the '<em><b>Diagnostics</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TRACE_FILE__DIAGNOSTICS = eINSTANCE.getTraceFile_Diagnostics();

		/**
		 * The meta object literal for the '<em><b>Contents</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TRACE_FILE__CONTENTS = eINSTANCE.getTraceFile_Contents();

		/**
		 * The meta object literal for the '{@link org.latscope.model.impl.ParseDiagnosticImpl <em>Parse Diagnostic</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.latscope.model.impl.ParseDiagnosticImpl
		 * @see org.latscope.model.impl.LatscopePackageImpl#getParseDiagnostic()
		 * @generated
		 */
		EClass PARSE_DIAGNOSTIC = eINSTANCE.getParseDiagnostic();

		/**
		 * The meta object literal for the '<em><b>Line</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PARSE_DIAGNOSTIC__LINE = eINSTANCE.getParseDiagnostic_Line();

		/**
		 * The meta object literal for the '<em><b>Column</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PARSE_DIAGNOSTIC__COLUMN = eINSTANCE.getParseDiagnostic_Column();

		/**
		 * The meta object literal for the '<em><b>Reason</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PARSE_DIAGNOSTIC__REASON = eINSTANCE.getParseDiagnostic_Reason();

		/**
		 * The meta object literal for the '<em><b>Severity</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PARSE_DIAGNOSTIC__SEVERITY = eINSTANCE.getParseDiagnostic_Severity();

		/**
		 * The meta object literal for the '<em><b>Text</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PARSE_DIAGNOSTIC__TEXT = eINSTANCE.getParseDiagnostic_Text();

		/**
		 * The meta object literal for the '{@link org.latscope.model.impl.TraceContentImpl <em>Trace Content</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.latscope.model.impl.TraceContentImpl
		 * @see org.latscope.model.impl.LatscopePackageImpl#getTraceContent()
		 * @generated
		 */
		EClass TRACE_CONTENT = eINSTANCE.getTraceContent();

		/**
		 * The meta object literal for the '<em><b>First Line</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRACE_CONTENT__FIRST_LINE = eINSTANCE.getTraceContent_FirstLine();

		/**
		 * The meta object literal for the '<em><b>Last Line</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRACE_CONTENT__LAST_LINE = eINSTANCE.getTraceContent_LastLine();

		/**
		 * The meta object literal for the '{@link org.latscope.model.impl.LatencyTraceImpl <em>Latency Trace</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.latscope.model.impl.LatencyTraceImpl
		 * @see org.latscope.model.impl.LatscopePackageImpl#getLatencyTrace()
		 * @generated
		 */
		EClass LATENCY_TRACE = eINSTANCE.getLatencyTrace();

		/**
		 * The meta object literal for the '<em><b>Header</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference LATENCY_TRACE__HEADER = eINSTANCE.getLatencyTrace_Header();

		/**
		 * The meta object literal for the '<em><b>Steps</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_TRACE__STEPS = eINSTANCE.getLatencyTrace_Steps();

		/**
		 * The meta object literal for the '<em><b>Step Count</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_TRACE__STEP_COUNT = eINSTANCE.getLatencyTrace_StepCount();

		/**
		 * The meta object literal for the '{@link org.latscope.model.impl.LatencyHeaderImpl <em>Latency Header</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.latscope.model.impl.LatencyHeaderImpl
		 * @see org.latscope.model.impl.LatscopePackageImpl#getLatencyHeader()
		 * @generated
		 */
		EClass LATENCY_HEADER = eINSTANCE.getLatencyHeader();

		/**
		 * The meta object literal for the '<em><b>Tracer</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HEADER__TRACER = eINSTANCE.getLatencyHeader_Tracer();

		/**
		 * The meta object literal for the '<em><b>Tracer Version</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HEADER__TRACER_VERSION = eINSTANCE.getLatencyHeader_TracerVersion();

		/**
		 * The meta object literal for the '<em><b>Kernel Release</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HEADER__KERNEL_RELEASE = eINSTANCE.getLatencyHeader_KernelRelease();

		/**
		 * The meta object literal for the '<em><b>Latency Us</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HEADER__LATENCY_US = eINSTANCE.getLatencyHeader_LatencyUs();

		/**
		 * The meta object literal for the '<em><b>Entries Recorded</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HEADER__ENTRIES_RECORDED = eINSTANCE.getLatencyHeader_EntriesRecorded();

		/**
		 * The meta object literal for the '<em><b>Entries Declared</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HEADER__ENTRIES_DECLARED = eINSTANCE.getLatencyHeader_EntriesDeclared();

		/**
		 * The meta object literal for the '<em><b>Entries Total</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HEADER__ENTRIES_TOTAL = eINSTANCE.getLatencyHeader_EntriesTotal();

		/**
		 * The meta object literal for the '<em><b>Cpu</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HEADER__CPU = eINSTANCE.getLatencyHeader_Cpu();

		/**
		 * The meta object literal for the '<em><b>Task Comm</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HEADER__TASK_COMM = eINSTANCE.getLatencyHeader_TaskComm();

		/**
		 * The meta object literal for the '<em><b>Pid</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HEADER__PID = eINSTANCE.getLatencyHeader_Pid();

		/**
		 * The meta object literal for the '<em><b>Uid</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HEADER__UID = eINSTANCE.getLatencyHeader_Uid();

		/**
		 * The meta object literal for the '<em><b>Nice</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HEADER__NICE = eINSTANCE.getLatencyHeader_Nice();

		/**
		 * The meta object literal for the '<em><b>Policy</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HEADER__POLICY = eINSTANCE.getLatencyHeader_Policy();

		/**
		 * The meta object literal for the '<em><b>Rt Prio</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HEADER__RT_PRIO = eINSTANCE.getLatencyHeader_RtPrio();

		/**
		 * The meta object literal for the '<em><b>Preemption Model</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HEADER__PREEMPTION_MODEL = eINSTANCE.getLatencyHeader_PreemptionModel();

		/**
		 * The meta object literal for the '<em><b>Vp</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HEADER__VP = eINSTANCE.getLatencyHeader_Vp();

		/**
		 * The meta object literal for the '<em><b>Kp</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HEADER__KP = eINSTANCE.getLatencyHeader_Kp();

		/**
		 * The meta object literal for the '<em><b>Sp</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HEADER__SP = eINSTANCE.getLatencyHeader_Sp();

		/**
		 * The meta object literal for the '<em><b>Hp</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HEADER__HP = eINSTANCE.getLatencyHeader_Hp();

		/**
		 * The meta object literal for the '<em><b>Cpu Count</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HEADER__CPU_COUNT = eINSTANCE.getLatencyHeader_CpuCount();

		/**
		 * The meta object literal for the '<em><b>Flags Kind</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HEADER__FLAGS_KIND = eINSTANCE.getLatencyHeader_FlagsKind();

		/**
		 * The meta object literal for the '<em><b>Started At</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference LATENCY_HEADER__STARTED_AT = eINSTANCE.getLatencyHeader_StartedAt();

		/**
		 * The meta object literal for the '<em><b>Ended At</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference LATENCY_HEADER__ENDED_AT = eINSTANCE.getLatencyHeader_EndedAt();

		/**
		 * The meta object literal for the '{@link org.latscope.model.impl.CodeAddressImpl <em>Code Address</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.latscope.model.impl.CodeAddressImpl
		 * @see org.latscope.model.impl.LatscopePackageImpl#getCodeAddress()
		 * @generated
		 */
		EClass CODE_ADDRESS = eINSTANCE.getCodeAddress();

		/**
		 * The meta object literal for the '<em><b>Symbol</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CODE_ADDRESS__SYMBOL = eINSTANCE.getCodeAddress_Symbol();

		/**
		 * The meta object literal for the '<em><b>Offset</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CODE_ADDRESS__OFFSET = eINSTANCE.getCodeAddress_Offset();

		/**
		 * The meta object literal for the '<em><b>Size</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CODE_ADDRESS__SIZE = eINSTANCE.getCodeAddress_Size();

		/**
		 * The meta object literal for the '<em><b>Address</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CODE_ADDRESS__ADDRESS = eINSTANCE.getCodeAddress_Address();

		/**
		 * The meta object literal for the '{@link org.latscope.model.impl.WorstTableImpl <em>Worst Table</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.latscope.model.impl.WorstTableImpl
		 * @see org.latscope.model.impl.LatscopePackageImpl#getWorstTable()
		 * @generated
		 */
		EClass WORST_TABLE = eINSTANCE.getWorstTable();

		/**
		 * The meta object literal for the '<em><b>Period Label</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WORST_TABLE__PERIOD_LABEL = eINSTANCE.getWorstTable_PeriodLabel();

		/**
		 * The meta object literal for the '<em><b>Label Text</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WORST_TABLE__LABEL_TEXT = eINSTANCE.getWorstTable_LabelText();

		/**
		 * The meta object literal for the '<em><b>Requested</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WORST_TABLE__REQUESTED = eINSTANCE.getWorstTable_Requested();

		/**
		 * The meta object literal for the '<em><b>Measured</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WORST_TABLE__MEASURED = eINSTANCE.getWorstTable_Measured();

		/**
		 * The meta object literal for the '<em><b>Cpu</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WORST_TABLE__CPU = eINSTANCE.getWorstTable_Cpu();

		/**
		 * The meta object literal for the '<em><b>Rows</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference WORST_TABLE__ROWS = eINSTANCE.getWorstTable_Rows();

		/**
		 * The meta object literal for the '{@link org.latscope.model.impl.WorstRowImpl <em>Worst Row</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.latscope.model.impl.WorstRowImpl
		 * @see org.latscope.model.impl.LatscopePackageImpl#getWorstRow()
		 * @generated
		 */
		EClass WORST_ROW = eINSTANCE.getWorstRow();

		/**
		 * The meta object literal for the '<em><b>Latency Us</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WORST_ROW__LATENCY_US = eINSTANCE.getWorstRow_LatencyUs();

		/**
		 * The meta object literal for the '<em><b>Cause</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WORST_ROW__CAUSE = eINSTANCE.getWorstRow_Cause();

		/**
		 * The meta object literal for the '<em><b>Mask</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WORST_ROW__MASK = eINSTANCE.getWorstRow_Mask();

		/**
		 * The meta object literal for the '<em><b>Start</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference WORST_ROW__START = eINSTANCE.getWorstRow_Start();

		/**
		 * The meta object literal for the '<em><b>Address</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WORST_ROW__ADDRESS = eINSTANCE.getWorstRow_Address();

		/**
		 * The meta object literal for the '<em><b>End</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference WORST_ROW__END = eINSTANCE.getWorstRow_End();

		/**
		 * The meta object literal for the '<em><b>Line</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WORST_ROW__LINE = eINSTANCE.getWorstRow_Line();

		/**
		 * The meta object literal for the '{@link org.latscope.model.impl.IrqOffListImpl <em>Irq Off List</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.latscope.model.impl.IrqOffListImpl
		 * @see org.latscope.model.impl.LatscopePackageImpl#getIrqOffList()
		 * @generated
		 */
		EClass IRQ_OFF_LIST = eINSTANCE.getIrqOffList();

		/**
		 * The meta object literal for the '<em><b>Cpu</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute IRQ_OFF_LIST__CPU = eINSTANCE.getIrqOffList_Cpu();

		/**
		 * The meta object literal for the '<em><b>Filter</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute IRQ_OFF_LIST__FILTER = eINSTANCE.getIrqOffList_Filter();

		/**
		 * The meta object literal for the '<em><b>Requested</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute IRQ_OFF_LIST__REQUESTED = eINSTANCE.getIrqOffList_Requested();

		/**
		 * The meta object literal for the '<em><b>Rows</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference IRQ_OFF_LIST__ROWS = eINSTANCE.getIrqOffList_Rows();

		/**
		 * The meta object literal for the '{@link org.latscope.model.impl.IrqOffRowImpl <em>Irq Off Row</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.latscope.model.impl.IrqOffRowImpl
		 * @see org.latscope.model.impl.LatscopePackageImpl#getIrqOffRow()
		 * @generated
		 */
		EClass IRQ_OFF_ROW = eINSTANCE.getIrqOffRow();

		/**
		 * The meta object literal for the '<em><b>Duration Ns</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute IRQ_OFF_ROW__DURATION_NS = eINSTANCE.getIrqOffRow_DurationNs();

		/**
		 * The meta object literal for the '<em><b>Function</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute IRQ_OFF_ROW__FUNCTION = eINSTANCE.getIrqOffRow_Function();

		/**
		 * The meta object literal for the '<em><b>Irq</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute IRQ_OFF_ROW__IRQ = eINSTANCE.getIrqOffRow_Irq();

		/**
		 * The meta object literal for the '<em><b>Line</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute IRQ_OFF_ROW__LINE = eINSTANCE.getIrqOffRow_Line();

		/**
		 * The meta object literal for the '{@link org.latscope.model.impl.PrintkLogImpl <em>Printk Log</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.latscope.model.impl.PrintkLogImpl
		 * @see org.latscope.model.impl.LatscopePackageImpl#getPrintkLog()
		 * @generated
		 */
		EClass PRINTK_LOG = eINSTANCE.getPrintkLog();

		/**
		 * The meta object literal for the '<em><b>Lines</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference PRINTK_LOG__LINES = eINSTANCE.getPrintkLog_Lines();

		/**
		 * The meta object literal for the '{@link org.latscope.model.impl.LogLineImpl <em>Log Line</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.latscope.model.impl.LogLineImpl
		 * @see org.latscope.model.impl.LatscopePackageImpl#getLogLine()
		 * @generated
		 */
		EClass LOG_LINE = eINSTANCE.getLogLine();

		/**
		 * The meta object literal for the '<em><b>Time Ns</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LOG_LINE__TIME_NS = eINSTANCE.getLogLine_TimeNs();

		/**
		 * The meta object literal for the '<em><b>Caller Id</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LOG_LINE__CALLER_ID = eINSTANCE.getLogLine_CallerId();

		/**
		 * The meta object literal for the '<em><b>Text</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LOG_LINE__TEXT = eINSTANCE.getLogLine_Text();

		/**
		 * The meta object literal for the '<em><b>Measurements</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference LOG_LINE__MEASUREMENTS = eINSTANCE.getLogLine_Measurements();

		/**
		 * The meta object literal for the '<em><b>Line</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LOG_LINE__LINE = eINSTANCE.getLogLine_Line();

		/**
		 * The meta object literal for the '{@link org.latscope.model.impl.MeasurementImpl <em>Measurement</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.latscope.model.impl.MeasurementImpl
		 * @see org.latscope.model.impl.LatscopePackageImpl#getMeasurement()
		 * @generated
		 */
		EClass MEASUREMENT = eINSTANCE.getMeasurement();

		/**
		 * The meta object literal for the '<em><b>Key</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MEASUREMENT__KEY = eINSTANCE.getMeasurement_Key();

		/**
		 * The meta object literal for the '<em><b>Value</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MEASUREMENT__VALUE = eINSTANCE.getMeasurement_Value();

		/**
		 * The meta object literal for the '{@link org.latscope.model.impl.HistogramImpl <em>Histogram</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.latscope.model.impl.HistogramImpl
		 * @see org.latscope.model.impl.LatscopePackageImpl#getHistogram()
		 * @generated
		 */
		EClass HISTOGRAM = eINSTANCE.getHistogram();

		/**
		 * The meta object literal for the '<em><b>Tool</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HISTOGRAM__TOOL = eINSTANCE.getHistogram_Tool();

		/**
		 * The meta object literal for the '<em><b>Unit</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HISTOGRAM__UNIT = eINSTANCE.getHistogram_Unit();

		/**
		 * The meta object literal for the '<em><b>Bucket Width</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HISTOGRAM__BUCKET_WIDTH = eINSTANCE.getHistogram_BucketWidth();

		/**
		 * The meta object literal for the '<em><b>Series</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HISTOGRAM__SERIES = eINSTANCE.getHistogram_Series();

		/**
		 * The meta object literal for the '{@link org.latscope.model.impl.HistogramSeriesImpl <em>Histogram Series</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.latscope.model.impl.HistogramSeriesImpl
		 * @see org.latscope.model.impl.LatscopePackageImpl#getHistogramSeries()
		 * @generated
		 */
		EClass HISTOGRAM_SERIES = eINSTANCE.getHistogramSeries();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HISTOGRAM_SERIES__NAME = eINSTANCE.getHistogramSeries_Name();

		/**
		 * The meta object literal for the '<em><b>Kind</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HISTOGRAM_SERIES__KIND = eINSTANCE.getHistogramSeries_Kind();

		/**
		 * The meta object literal for the '<em><b>Index</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HISTOGRAM_SERIES__INDEX = eINSTANCE.getHistogramSeries_Index();

		/**
		 * The meta object literal for the '<em><b>Min</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HISTOGRAM_SERIES__MIN = eINSTANCE.getHistogramSeries_Min();

		/**
		 * The meta object literal for the '<em><b>Avg</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HISTOGRAM_SERIES__AVG = eINSTANCE.getHistogramSeries_Avg();

		/**
		 * The meta object literal for the '<em><b>Max</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HISTOGRAM_SERIES__MAX = eINSTANCE.getHistogramSeries_Max();

		/**
		 * The meta object literal for the '<em><b>Total</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HISTOGRAM_SERIES__TOTAL = eINSTANCE.getHistogramSeries_Total();

		/**
		 * The meta object literal for the '<em><b>Overflows</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HISTOGRAM_SERIES__OVERFLOWS = eINSTANCE.getHistogramSeries_Overflows();

		/**
		 * The meta object literal for the '<em><b>Overflow Cycles</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HISTOGRAM_SERIES__OVERFLOW_CYCLES = eINSTANCE.getHistogramSeries_OverflowCycles();

		/**
		 * The meta object literal for the '<em><b>Overflow Others</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HISTOGRAM_SERIES__OVERFLOW_OTHERS = eINSTANCE.getHistogramSeries_OverflowOthers();

		/**
		 * The meta object literal for the '<em><b>Buckets</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HISTOGRAM_SERIES__BUCKETS = eINSTANCE.getHistogramSeries_Buckets();

		/**
		 * The meta object literal for the '{@link org.latscope.model.impl.HistogramBucketImpl <em>Histogram Bucket</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.latscope.model.impl.HistogramBucketImpl
		 * @see org.latscope.model.impl.LatscopePackageImpl#getHistogramBucket()
		 * @generated
		 */
		EClass HISTOGRAM_BUCKET = eINSTANCE.getHistogramBucket();

		/**
		 * The meta object literal for the '<em><b>Value</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HISTOGRAM_BUCKET__VALUE = eINSTANCE.getHistogramBucket_Value();

		/**
		 * The meta object literal for the '<em><b>Count</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HISTOGRAM_BUCKET__COUNT = eINSTANCE.getHistogramBucket_Count();

		/**
		 * The meta object literal for the '{@link org.latscope.model.impl.ResultTableImpl <em>Result Table</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.latscope.model.impl.ResultTableImpl
		 * @see org.latscope.model.impl.LatscopePackageImpl#getResultTable()
		 * @generated
		 */
		EClass RESULT_TABLE = eINSTANCE.getResultTable();

		/**
		 * The meta object literal for the '<em><b>Title</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RESULT_TABLE__TITLE = eINSTANCE.getResultTable_Title();

		/**
		 * The meta object literal for the '<em><b>Unit</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RESULT_TABLE__UNIT = eINSTANCE.getResultTable_Unit();

		/**
		 * The meta object literal for the '<em><b>Tests</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RESULT_TABLE__TESTS = eINSTANCE.getResultTable_Tests();

		/**
		 * The meta object literal for the '<em><b>Kernels</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RESULT_TABLE__KERNELS = eINSTANCE.getResultTable_Kernels();

		/**
		 * The meta object literal for the '<em><b>Metrics</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RESULT_TABLE__METRICS = eINSTANCE.getResultTable_Metrics();

		/**
		 * The meta object literal for the '<em><b>Cells</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference RESULT_TABLE__CELLS = eINSTANCE.getResultTable_Cells();

		/**
		 * The meta object literal for the '{@link org.latscope.model.impl.ResultCellImpl <em>Result Cell</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.latscope.model.impl.ResultCellImpl
		 * @see org.latscope.model.impl.LatscopePackageImpl#getResultCell()
		 * @generated
		 */
		EClass RESULT_CELL = eINSTANCE.getResultCell();

		/**
		 * The meta object literal for the '<em><b>Test</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RESULT_CELL__TEST = eINSTANCE.getResultCell_Test();

		/**
		 * The meta object literal for the '<em><b>Kernel</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RESULT_CELL__KERNEL = eINSTANCE.getResultCell_Kernel();

		/**
		 * The meta object literal for the '<em><b>Metric</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RESULT_CELL__METRIC = eINSTANCE.getResultCell_Metric();

		/**
		 * The meta object literal for the '<em><b>Value</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RESULT_CELL__VALUE = eINSTANCE.getResultCell_Value();

		/**
		 * The meta object literal for the '<em><b>Text</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RESULT_CELL__TEXT = eINSTANCE.getResultCell_Text();

		/**
		 * The meta object literal for the '{@link org.latscope.model.Severity <em>Severity</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.latscope.model.Severity
		 * @see org.latscope.model.impl.LatscopePackageImpl#getSeverity()
		 * @generated
		 */
		EEnum SEVERITY = eINSTANCE.getSeverity();

		/**
		 * The meta object literal for the '{@link org.latscope.model.FlagsKind <em>Flags Kind</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.latscope.model.FlagsKind
		 * @see org.latscope.model.impl.LatscopePackageImpl#getFlagsKind()
		 * @generated
		 */
		EEnum FLAGS_KIND = eINSTANCE.getFlagsKind();

		/**
		 * The meta object literal for the '{@link org.latscope.model.SeriesKind <em>Series Kind</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.latscope.model.SeriesKind
		 * @see org.latscope.model.impl.LatscopePackageImpl#getSeriesKind()
		 * @generated
		 */
		EEnum SERIES_KIND = eINSTANCE.getSeriesKind();

		/**
		 * The meta object literal for the '<em>Step Table</em>' data type.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.latscope.model.steps.StepTable
		 * @see org.latscope.model.impl.LatscopePackageImpl#getStepTable()
		 * @generated
		 */
		EDataType STEP_TABLE = eINSTANCE.getStepTable();

	}

} //LatscopePackage
