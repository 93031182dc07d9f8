/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Log Line</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * One log line; wrapped continuation lines are joined with a newline.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.LogLine#getTimeNs <em>Time Ns</em>}</li>
 *   <li>{@link org.latscope.model.LogLine#getCallerId <em>Caller Id</em>}</li>
 *   <li>{@link org.latscope.model.LogLine#getText <em>Text</em>}</li>
 *   <li>{@link org.latscope.model.LogLine#getMeasurements <em>Measurements</em>}</li>
 *   <li>{@link org.latscope.model.LogLine#getLine <em>Line</em>}</li>
 * </ul>
 *
 * @see org.latscope.model.LatscopePackage#getLogLine()
 * @model
 * @generated
 */
public interface LogLine extends EObject {
	/**
	 * Returns the value of the '<em><b>Time Ns</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Time since boot in ns.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Time Ns</em>' attribute.
	 * @see #isSetTimeNs()
	 * @see #unsetTimeNs()
	 * @see #setTimeNs(long)
	 * @see org.latscope.model.LatscopePackage#getLogLine_TimeNs()
	 * @model unsettable="true"
	 * @generated
	 */
	long getTimeNs();

	/**
	 * Sets the value of the '{@link org.latscope.model.LogLine#getTimeNs <em>Time Ns</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Time Ns</em>' attribute.
	 * @see #isSetTimeNs()
	 * @see #unsetTimeNs()
	 * @see #getTimeNs()
	 * @generated
	 */
	void setTimeNs(long value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.LogLine#getTimeNs <em>Time Ns</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetTimeNs()
	 * @see #getTimeNs()
	 * @see #setTimeNs(long)
	 * @generated
	 */
	void unsetTimeNs();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.LogLine#getTimeNs <em>Time Ns</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Time Ns</em>' attribute is set.
	 * @see #unsetTimeNs()
	 * @see #getTimeNs()
	 * @see #setTimeNs(long)
	 * @generated
	 */
	boolean isSetTimeNs();

	/**
	 * Returns the value of the '<em><b>Caller Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Caller id such as T1296 or C0.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Caller Id</em>' attribute.
	 * @see #setCallerId(String)
	 * @see org.latscope.model.LatscopePackage#getLogLine_CallerId()
	 * @model
	 * @generated
	 */
	String getCallerId();

	/**
	 * Sets the value of the '{@link org.latscope.model.LogLine#getCallerId <em>Caller Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Caller Id</em>' attribute.
	 * @see #getCallerId()
	 * @generated
	 */
	void setCallerId(String value);

	/**
	 * Returns the value of the '<em><b>Text</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Text</em>' attribute.
	 * @see #setText(String)
	 * @see org.latscope.model.LatscopePackage#getLogLine_Text()
	 * @model
	 * @generated
	 */
	String getText();

	/**
	 * Sets the value of the '{@link org.latscope.model.LogLine#getText <em>Text</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Text</em>' attribute.
	 * @see #getText()
	 * @generated
	 */
	void setText(String value);

	/**
	 * Returns the value of the '<em><b>Measurements</b></em>' containment reference list.
	 * The list contents are of type {@link org.latscope.model.Measurement}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Measurements</em>' containment reference list.
	 * @see org.latscope.model.LatscopePackage#getLogLine_Measurements()
	 * @model containment="true"
	 * @generated
	 */
	EList<Measurement> getMeasurements();

	/**
	 * Returns the value of the '<em><b>Line</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Line</em>' attribute.
	 * @see #setLine(int)
	 * @see org.latscope.model.LatscopePackage#getLogLine_Line()
	 * @model
	 * @generated
	 */
	int getLine();

	/**
	 * Sets the value of the '{@link org.latscope.model.LogLine#getLine <em>Line</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Line</em>' attribute.
	 * @see #getLine()
	 * @generated
	 */
	void setLine(int value);

} // LogLine
