/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Trace Content</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * One thing a trace file holds, with the lines it came from.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.TraceContent#getFirstLine <em>First Line</em>}</li>
 *   <li>{@link org.latscope.model.TraceContent#getLastLine <em>Last Line</em>}</li>
 * </ul>
 *
 * @see org.latscope.model.LatscopePackage#getTraceContent()
 * @model abstract="true"
 * @generated
 */
public interface TraceContent extends EObject {
	/**
	 * Returns the value of the '<em><b>First Line</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * First line in the file, 1-based.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>First Line</em>' attribute.
	 * @see #setFirstLine(int)
	 * @see org.latscope.model.LatscopePackage#getTraceContent_FirstLine()
	 * @model
	 * @generated
	 */
	int getFirstLine();

	/**
	 * Sets the value of the '{@link org.latscope.model.TraceContent#getFirstLine <em>First Line</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>First Line</em>' attribute.
	 * @see #getFirstLine()
	 * @generated
	 */
	void setFirstLine(int value);

	/**
	 * Returns the value of the '<em><b>Last Line</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Last line in the file, 1-based.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Last Line</em>' attribute.
	 * @see #setLastLine(int)
	 * @see org.latscope.model.LatscopePackage#getTraceContent_LastLine()
	 * @model
	 * @generated
	 */
	int getLastLine();

	/**
	 * Sets the value of the '{@link org.latscope.model.TraceContent#getLastLine <em>Last Line</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Last Line</em>' attribute.
	 * @see #getLastLine()
	 * @generated
	 */
	void setLastLine(int value);

} // TraceContent
