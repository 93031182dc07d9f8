/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Worst Row</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * One row: usec cause mask start line/file address end line/file.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.WorstRow#getLatencyUs <em>Latency Us</em>}</li>
 *   <li>{@link org.latscope.model.WorstRow#getCause <em>Cause</em>}</li>
 *   <li>{@link org.latscope.model.WorstRow#getMask <em>Mask</em>}</li>
 *   <li>{@link org.latscope.model.WorstRow#getStart <em>Start</em>}</li>
 *   <li>{@link org.latscope.model.WorstRow#getAddress <em>Address</em>}</li>
 *   <li>{@link org.latscope.model.WorstRow#getEnd <em>End</em>}</li>
 *   <li>{@link org.latscope.model.WorstRow#getLine <em>Line</em>}</li>
 * </ul>
 *
 * @see org.latscope.model.LatscopePackage#getWorstRow()
 * @model
 * @generated
 */
public interface WorstRow extends EObject {
	/**
	 * Returns the value of the '<em><b>Latency Us</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Latency Us</em>' attribute.
	 * @see #setLatencyUs(int)
	 * @see org.latscope.model.LatscopePackage#getWorstRow_LatencyUs()
	 * @model
	 * @generated
	 */
	int getLatencyUs();

	/**
	 * Sets the value of the '{@link org.latscope.model.WorstRow#getLatencyUs <em>Latency Us</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Latency Us</em>' attribute.
	 * @see #getLatencyUs()
	 * @generated
	 */
	void setLatencyUs(int value);

	/**
	 * Returns the value of the '<em><b>Cause</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Cause</em>' attribute.
	 * @see #setCause(String)
	 * @see org.latscope.model.LatscopePackage#getWorstRow_Cause()
	 * @model
	 * @generated
	 */
	String getCause();

	/**
	 * Sets the value of the '{@link org.latscope.model.WorstRow#getCause <em>Cause</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Cause</em>' attribute.
	 * @see #getCause()
	 * @generated
	 */
	void setCause(String value);

	/**
	 * Returns the value of the '<em><b>Mask</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Mask</em>' attribute.
	 * @see #setMask(long)
	 * @see org.latscope.model.LatscopePackage#getWorstRow_Mask()
	 * @model
	 * @generated
	 */
	long getMask();

	/**
	 * Sets the value of the '{@link org.latscope.model.WorstRow#getMask <em>Mask</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Mask</em>' attribute.
	 * @see #getMask()
	 * @generated
	 */
	void setMask(long value);

	/**
	 * Returns the value of the '<em><b>Start</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Start</em>' reference.
	 * @see #setStart(SourceLocation)
	 * @see org.latscope.model.LatscopePackage#getWorstRow_Start()
	 * @model
	 * @generated
	 */
	SourceLocation getStart();

	/**
	 * Sets the value of the '{@link org.latscope.model.WorstRow#getStart <em>Start</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Start</em>' reference.
	 * @see #getStart()
	 * @generated
	 */
	void setStart(SourceLocation value);

	/**
	 * Returns the value of the '<em><b>Address</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Address</em>' attribute.
	 * @see #setAddress(long)
	 * @see org.latscope.model.LatscopePackage#getWorstRow_Address()
	 * @model
	 * @generated
	 */
	long getAddress();

	/**
	 * Sets the value of the '{@link org.latscope.model.WorstRow#getAddress <em>Address</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Address</em>' attribute.
	 * @see #getAddress()
	 * @generated
	 */
	void setAddress(long value);

	/**
	 * Returns the value of the '<em><b>End</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>End</em>' reference.
	 * @see #setEnd(SourceLocation)
	 * @see org.latscope.model.LatscopePackage#getWorstRow_End()
	 * @model
	 * @generated
	 */
	SourceLocation getEnd();

	/**
	 * Sets the value of the '{@link org.latscope.model.WorstRow#getEnd <em>End</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>End</em>' reference.
	 * @see #getEnd()
	 * @generated
	 */
	void setEnd(SourceLocation value);

	/**
	 * Returns the value of the '<em><b>Line</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Line in the trace file.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Line</em>' attribute.
	 * @see #setLine(int)
	 * @see org.latscope.model.LatscopePackage#getWorstRow_Line()
	 * @model
	 * @generated
	 */
	int getLine();

	/**
	 * Sets the value of the '{@link org.latscope.model.WorstRow#getLine <em>Line</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Line</em>' attribute.
	 * @see #getLine()
	 * @generated
	 */
	void setLine(int value);

} // WorstRow
