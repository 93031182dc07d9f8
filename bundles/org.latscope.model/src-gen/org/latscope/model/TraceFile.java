/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Trace File</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A trace file as read: identity, format and how much of it was understood. Trace files are never written.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.TraceFile#getPath <em>Path</em>}</li>
 *   <li>{@link org.latscope.model.TraceFile#getSize <em>Size</em>}</li>
 *   <li>{@link org.latscope.model.TraceFile#getChecksum <em>Checksum</em>}</li>
 *   <li>{@link org.latscope.model.TraceFile#getLastModified <em>Last Modified</em>}</li>
 *   <li>{@link org.latscope.model.TraceFile#getFormatId <em>Format Id</em>}</li>
 *   <li>{@link org.latscope.model.TraceFile#getLinesRead <em>Lines Read</em>}</li>
 *   <li>{@link org.latscope.model.TraceFile#getLinesUsed <em>Lines Used</em>}</li>
 *   <li>{@link org.latscope.model.TraceFile#getBatch <em>Batch</em>}</li>
 *   <li>{@link org.latscope.model.TraceFile#getDiagnostics <em>Diagnostics</em>}</li>
 *   <li>{@link org.latscope.model.TraceFile#getContents <em>Contents</em>}</li>
 * </ul>
 *
 * @see org.latscope.model.LatscopePackage#getTraceFile()
 * @model
 * @generated
 */
public interface TraceFile extends EObject {
	/**
	 * Returns the value of the '<em><b>Path</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Path relative to the trace set location.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Path</em>' attribute.
	 * @see #setPath(String)
	 * @see org.latscope.model.LatscopePackage#getTraceFile_Path()
	 * @model
	 * @generated
	 */
	String getPath();

	/**
	 * Sets the value of the '{@link org.latscope.model.TraceFile#getPath <em>Path</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Path</em>' attribute.
	 * @see #getPath()
	 * @generated
	 */
	void setPath(String value);

	/**
	 * Returns the value of the '<em><b>Size</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Size in bytes when read.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Size</em>' attribute.
	 * @see #setSize(long)
	 * @see org.latscope.model.LatscopePackage#getTraceFile_Size()
	 * @model
	 * @generated
	 */
	long getSize();

	/**
	 * Sets the value of the '{@link org.latscope.model.TraceFile#getSize <em>Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Size</em>' attribute.
	 * @see #getSize()
	 * @generated
	 */
	void setSize(long value);

	/**
	 * Returns the value of the '<em><b>Checksum</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Checksum of the bytes read, as algorithm:hex.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Checksum</em>' attribute.
	 * @see #setChecksum(String)
	 * @see org.latscope.model.LatscopePackage#getTraceFile_Checksum()
	 * @model
	 * @generated
	 */
	String getChecksum();

	/**
	 * Sets the value of the '{@link org.latscope.model.TraceFile#getChecksum <em>Checksum</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Checksum</em>' attribute.
	 * @see #getChecksum()
	 * @generated
	 */
	void setChecksum(String value);

	/**
	 * Returns the value of the '<em><b>Last Modified</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * When the file, or the archive entry, was last modified, in ms since the epoch; 0 when unknown. For traces saved as they arrived this is when they were captured.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Last Modified</em>' attribute.
	 * @see #setLastModified(long)
	 * @see org.latscope.model.LatscopePackage#getTraceFile_LastModified()
	 * @model
	 * @generated
	 */
	long getLastModified();

	/**
	 * Sets the value of the '{@link org.latscope.model.TraceFile#getLastModified <em>Last Modified</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Last Modified</em>' attribute.
	 * @see #getLastModified()
	 * @generated
	 */
	void setLastModified(long value);

	/**
	 * Returns the value of the '<em><b>Format Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Id of the trace format plug-in that read the file.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Format Id</em>' attribute.
	 * @see #setFormatId(String)
	 * @see org.latscope.model.LatscopePackage#getTraceFile_FormatId()
	 * @model
	 * @generated
	 */
	String getFormatId();

	/**
	 * Sets the value of the '{@link org.latscope.model.TraceFile#getFormatId <em>Format Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Format Id</em>' attribute.
	 * @see #getFormatId()
	 * @generated
	 */
	void setFormatId(String value);

	/**
	 * Returns the value of the '<em><b>Lines Read</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Lines read from the file.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Lines Read</em>' attribute.
	 * @see #setLinesRead(long)
	 * @see org.latscope.model.LatscopePackage#getTraceFile_LinesRead()
	 * @model
	 * @generated
	 */
	long getLinesRead();

	/**
	 * Sets the value of the '{@link org.latscope.model.TraceFile#getLinesRead <em>Lines Read</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Lines Read</em>' attribute.
	 * @see #getLinesRead()
	 * @generated
	 */
	void setLinesRead(long value);

	/**
	 * Returns the value of the '<em><b>Lines Used</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Lines that contributed to the contents.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Lines Used</em>' attribute.
	 * @see #setLinesUsed(long)
	 * @see org.latscope.model.LatscopePackage#getTraceFile_LinesUsed()
	 * @model
	 * @generated
	 */
	long getLinesUsed();

	/**
	 * Sets the value of the '{@link org.latscope.model.TraceFile#getLinesUsed <em>Lines Used</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Lines Used</em>' attribute.
	 * @see #getLinesUsed()
	 * @generated
	 */
	void setLinesUsed(long value);

	/**
	 * Returns the value of the '<em><b>Batch</b></em>' reference.
	 * It is bidirectional and its opposite is '{@link org.latscope.model.Batch#getFiles <em>Files</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The batch the file belongs to, if any.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Batch</em>' reference.
	 * @see #setBatch(Batch)
	 * @see org.latscope.model.LatscopePackage#getTraceFile_Batch()
	 * @see org.latscope.model.Batch#getFiles
	 * @model opposite="files"
	 * @generated
	 */
	Batch getBatch();

	/**
	 * Sets the value of the '{@link org.latscope.model.TraceFile#getBatch <em>Batch</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Batch</em>' reference.
	 * @see #getBatch()
	 * @generated
	 */
	void setBatch(Batch value);

	/**
	 * Returns the value of the '<em><b>Diagnostics</b></em>' containment reference list.
	 * The list contents are of type {@link org.latscope.model.ParseDiagnostic}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Lines that could not be read, and why.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Diagnostics</em>' containment reference list.
	 * @see org.latscope.model.LatscopePackage#getTraceFile_Diagnostics()
	 * @model containment="true"
	 * @generated
	 */
	EList<ParseDiagnostic> getDiagnostics();

	/**
	 * Returns the value of the '<em><b>Contents</b></em>' containment reference list.
	 * The list contents are of type {@link org.latscope.model.TraceContent}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * What the file holds; a mail can hold several kinds.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Contents</em>' containment reference list.
	 * @see org.latscope.model.LatscopePackage#getTraceFile_Contents()
	 * @model containment="true"
	 * @generated
	 */
	EList<TraceContent> getContents();

} // TraceFile
