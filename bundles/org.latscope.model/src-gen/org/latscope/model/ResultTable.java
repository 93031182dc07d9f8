/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Result Table</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A test x kernel x metric results table (seed 002).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.ResultTable#getTitle <em>Title</em>}</li>
 *   <li>{@link org.latscope.model.ResultTable#getUnit <em>Unit</em>}</li>
 *   <li>{@link org.latscope.model.ResultTable#getTests <em>Tests</em>}</li>
 *   <li>{@link org.latscope.model.ResultTable#getKernels <em>Kernels</em>}</li>
 *   <li>{@link org.latscope.model.ResultTable#getMetrics <em>Metrics</em>}</li>
 *   <li>{@link org.latscope.model.ResultTable#getCells <em>Cells</em>}</li>
 * </ul>
 *
 * @see org.latscope.model.LatscopePackage#getResultTable()
 * @model
 * @generated
 */
public interface ResultTable extends TraceContent {
	/**
	 * Returns the value of the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Title</em>' attribute.
	 * @see #setTitle(String)
	 * @see org.latscope.model.LatscopePackage#getResultTable_Title()
	 * @model
	 * @generated
	 */
	String getTitle();

	/**
	 * Sets the value of the '{@link org.latscope.model.ResultTable#getTitle <em>Title</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Title</em>' attribute.
	 * @see #getTitle()
	 * @generated
	 */
	void setTitle(String value);

	/**
	 * Returns the value of the '<em><b>Unit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Unit</em>' attribute.
	 * @see #setUnit(String)
	 * @see org.latscope.model.LatscopePackage#getResultTable_Unit()
	 * @model
	 * @generated
	 */
	String getUnit();

	/**
	 * Sets the value of the '{@link org.latscope.model.ResultTable#getUnit <em>Unit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Unit</em>' attribute.
	 * @see #getUnit()
	 * @generated
	 */
	void setUnit(String value);

	/**
	 * Returns the value of the '<em><b>Tests</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Tests</em>' attribute list.
	 * @see org.latscope.model.LatscopePackage#getResultTable_Tests()
	 * @model unique="false"
	 * @generated
	 */
	EList<String> getTests();

	/**
	 * Returns the value of the '<em><b>Kernels</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Kernels</em>' attribute list.
	 * @see org.latscope.model.LatscopePackage#getResultTable_Kernels()
	 * @model unique="false"
	 * @generated
	 */
	EList<String> getKernels();

	/**
	 * Returns the value of the '<em><b>Metrics</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Metrics</em>' attribute list.
	 * @see org.latscope.model.LatscopePackage#getResultTable_Metrics()
	 * @model unique="false"
	 * @generated
	 */
	EList<String> getMetrics();

	/**
	 * Returns the value of the '<em><b>Cells</b></em>' containment reference list.
	 * The list contents are of type {@link org.latscope.model.ResultCell}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Cells</em>' containment reference list.
	 * @see org.latscope.model.LatscopePackage#getResultTable_Cells()
	 * @model containment="true"
	 * @generated
	 */
	EList<ResultCell> getCells();

} // ResultTable
