/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Trace Set</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A folder or archive of trace files: the unit that is loaded, analysed and saved. Symbols and source locations are interned once per trace set.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.TraceSet#getLabel <em>Label</em>}</li>
 *   <li>{@link org.latscope.model.TraceSet#getKernelRelease <em>Kernel Release</em>}</li>
 *   <li>{@link org.latscope.model.TraceSet#getNotes <em>Notes</em>}</li>
 *   <li>{@link org.latscope.model.TraceSet#getOrigin <em>Origin</em>}</li>
 *   <li>{@link org.latscope.model.TraceSet#getLocation <em>Location</em>}</li>
 *   <li>{@link org.latscope.model.TraceSet#isArchive <em>Archive</em>}</li>
 *   <li>{@link org.latscope.model.TraceSet#getStepStore <em>Step Store</em>}</li>
 *   <li>{@link org.latscope.model.TraceSet#getSymbols <em>Symbols</em>}</li>
 *   <li>{@link org.latscope.model.TraceSet#getSourceLocations <em>Source Locations</em>}</li>
 *   <li>{@link org.latscope.model.TraceSet#getRuns <em>Runs</em>}</li>
 *   <li>{@link org.latscope.model.TraceSet#getFiles <em>Files</em>}</li>
 * </ul>
 *
 * @see org.latscope.model.LatscopePackage#getTraceSet()
 * @model
 * @generated
 */
public interface TraceSet extends EObject {
	/**
	 * Returns the value of the '<em><b>Label</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Human label, for example "-R1, 7 Sep 2004".
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Label</em>' attribute.
	 * @see #setLabel(String)
	 * @see org.latscope.model.LatscopePackage#getTraceSet_Label()
	 * @model
	 * @generated
	 */
	String getLabel();

	/**
	 * Sets the value of the '{@link org.latscope.model.TraceSet#getLabel <em>Label</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Label</em>' attribute.
	 * @see #getLabel()
	 * @generated
	 */
	void setLabel(String value);

	/**
	 * Returns the value of the '<em><b>Kernel Release</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Kernel release the traces were taken on, for example 2.6.9-rc1-VP-R1.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Kernel Release</em>' attribute.
	 * @see #setKernelRelease(String)
	 * @see org.latscope.model.LatscopePackage#getTraceSet_KernelRelease()
	 * @model
	 * @generated
	 */
	String getKernelRelease();

	/**
	 * Sets the value of the '{@link org.latscope.model.TraceSet#getKernelRelease <em>Kernel Release</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Kernel Release</em>' attribute.
	 * @see #getKernelRelease()
	 * @generated
	 */
	void setKernelRelease(String value);

	/**
	 * Returns the value of the '<em><b>Notes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Free notes: test conditions, what differed between runs.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Notes</em>' attribute.
	 * @see #setNotes(String)
	 * @see org.latscope.model.LatscopePackage#getTraceSet_Notes()
	 * @model
	 * @generated
	 */
	String getNotes();

	/**
	 * Sets the value of the '{@link org.latscope.model.TraceSet#getNotes <em>Notes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Notes</em>' attribute.
	 * @see #getNotes()
	 * @generated
	 */
	void setNotes(String value);

	/**
	 * Returns the value of the '<em><b>Origin</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Where the traces came from: a mail, a URL, a capture command.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Origin</em>' attribute.
	 * @see #setOrigin(String)
	 * @see org.latscope.model.LatscopePackage#getTraceSet_Origin()
	 * @model
	 * @generated
	 */
	String getOrigin();

	/**
	 * Sets the value of the '{@link org.latscope.model.TraceSet#getOrigin <em>Origin</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Origin</em>' attribute.
	 * @see #getOrigin()
	 * @generated
	 */
	void setOrigin(String value);

	/**
	 * Returns the value of the '<em><b>Location</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Path of the folder or archive the trace files were read from.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Location</em>' attribute.
	 * @see #setLocation(String)
	 * @see org.latscope.model.LatscopePackage#getTraceSet_Location()
	 * @model
	 * @generated
	 */
	String getLocation();

	/**
	 * Sets the value of the '{@link org.latscope.model.TraceSet#getLocation <em>Location</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Location</em>' attribute.
	 * @see #getLocation()
	 * @generated
	 */
	void setLocation(String value);

	/**
	 * Returns the value of the '<em><b>Archive</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * True when location names an archive rather than a folder.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Archive</em>' attribute.
	 * @see #setArchive(boolean)
	 * @see org.latscope.model.LatscopePackage#getTraceSet_Archive()
	 * @model
	 * @generated
	 */
	boolean isArchive();

	/**
	 * Sets the value of the '{@link org.latscope.model.TraceSet#isArchive <em>Archive</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Archive</em>' attribute.
	 * @see #isArchive()
	 * @generated
	 */
	void setArchive(boolean value);

	/**
	 * Returns the value of the '<em><b>Step Store</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * File name of the sidecar that holds the step columns; written by the store on save, not by users.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Step Store</em>' attribute.
	 * @see #setStepStore(String)
	 * @see org.latscope.model.LatscopePackage#getTraceSet_StepStore()
	 * @model
	 * @generated
	 */
	String getStepStore();

	/**
	 * Sets the value of the '{@link org.latscope.model.TraceSet#getStepStore <em>Step Store</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Step Store</em>' attribute.
	 * @see #getStepStore()
	 * @generated
	 */
	void setStepStore(String value);

	/**
	 * Returns the value of the '<em><b>Symbols</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Function, file, comm and flag strings referenced by id from step columns.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Symbols</em>' containment reference.
	 * @see #setSymbols(SymbolTable)
	 * @see org.latscope.model.LatscopePackage#getTraceSet_Symbols()
	 * @model containment="true" required="true"
	 * @generated
	 */
	SymbolTable getSymbols();

	/**
	 * Sets the value of the '{@link org.latscope.model.TraceSet#getSymbols <em>Symbols</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Symbols</em>' containment reference.
	 * @see #getSymbols()
	 * @generated
	 */
	void setSymbols(SymbolTable value);

	/**
	 * Returns the value of the '<em><b>Source Locations</b></em>' containment reference list.
	 * The list contents are of type {@link org.latscope.model.SourceLocation}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Shared (file, line) locations referenced by rows of every kind.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Source Locations</em>' containment reference list.
	 * @see org.latscope.model.LatscopePackage#getTraceSet_SourceLocations()
	 * @model containment="true"
	 * @generated
	 */
	EList<SourceLocation> getSourceLocations();

	/**
	 * Returns the value of the '<em><b>Runs</b></em>' containment reference list.
	 * The list contents are of type {@link org.latscope.model.Run}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Run/batch structure: lt040907/lt001.v3k1/lt.28 is run lt040907, batch lt001.v3k1, trace lt.28.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Runs</em>' containment reference list.
	 * @see org.latscope.model.LatscopePackage#getTraceSet_Runs()
	 * @model containment="true"
	 * @generated
	 */
	EList<Run> getRuns();

	/**
	 * Returns the value of the '<em><b>Files</b></em>' containment reference list.
	 * The list contents are of type {@link org.latscope.model.TraceFile}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Every trace file of the set, whether or not it belongs to a batch.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Files</em>' containment reference list.
	 * @see org.latscope.model.LatscopePackage#getTraceSet_Files()
	 * @model containment="true"
	 * @generated
	 */
	EList<TraceFile> getFiles();

} // TraceSet
