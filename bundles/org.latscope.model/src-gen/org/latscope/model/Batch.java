/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Batch</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A batch of traces inside a run.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.Batch#getName <em>Name</em>}</li>
 *   <li>{@link org.latscope.model.Batch#getFiles <em>Files</em>}</li>
 * </ul>
 *
 * @see org.latscope.model.LatscopePackage#getBatch()
 * @model
 * @generated
 */
public interface Batch extends EObject {
	/**
	 * Returns the value of the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Name</em>' attribute.
	 * @see #setName(String)
	 * @see org.latscope.model.LatscopePackage#getBatch_Name()
	 * @model
	 * @generated
	 */
	String getName();

	/**
	 * Sets the value of the '{@link org.latscope.model.Batch#getName <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Name</em>' attribute.
	 * @see #getName()
	 * @generated
	 */
	void setName(String value);

	/**
	 * Returns the value of the '<em><b>Files</b></em>' reference list.
	 * The list contents are of type {@link org.latscope.model.TraceFile}.
	 * It is bidirectional and its opposite is '{@link org.latscope.model.TraceFile#getBatch <em>Batch</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Files</em>' reference list.
	 * @see org.latscope.model.LatscopePackage#getBatch_Files()
	 * @see org.latscope.model.TraceFile#getBatch
	 * @model opposite="batch"
	 * @generated
	 */
	EList<TraceFile> getFiles();

} // Batch
