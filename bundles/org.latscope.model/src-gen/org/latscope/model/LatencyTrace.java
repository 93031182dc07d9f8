/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model;

import org.latscope.model.steps.StepTable;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Latency Trace</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A latency trace: a header and its steps. Steps are columns, not objects.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.LatencyTrace#getHeader <em>Header</em>}</li>
 *   <li>{@link org.latscope.model.LatencyTrace#getSteps <em>Steps</em>}</li>
 *   <li>{@link org.latscope.model.LatencyTrace#getStepCount <em>Step Count</em>}</li>
 * </ul>
 *
 * @see org.latscope.model.LatscopePackage#getLatencyTrace()
 * @model
 * @generated
 */
public interface LatencyTrace extends TraceContent {
	/**
	 * Returns the value of the '<em><b>Header</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Header</em>' containment reference.
	 * @see #setHeader(LatencyHeader)
	 * @see org.latscope.model.LatscopePackage#getLatencyTrace_Header()
	 * @model containment="true"
	 * @generated
	 */
	LatencyHeader getHeader();

	/**
	 * Sets the value of the '{@link org.latscope.model.LatencyTrace#getHeader <em>Header</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Header</em>' containment reference.
	 * @see #getHeader()
	 * @generated
	 */
	void setHeader(LatencyHeader value);

	/**
	 * Returns the value of the '<em><b>Steps</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The step columns; persisted in the sidecar, not in the resource.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Steps</em>' attribute.
	 * @see #setSteps(StepTable)
	 * @see org.latscope.model.LatscopePackage#getLatencyTrace_Steps()
	 * @model dataType="org.latscope.model.StepTable" transient="true"
	 * @generated
	 */
	StepTable getSteps();

	/**
	 * Sets the value of the '{@link org.latscope.model.LatencyTrace#getSteps <em>Steps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Steps</em>' attribute.
	 * @see #getSteps()
	 * @generated
	 */
	void setSteps(StepTable value);

	/**
	 * Returns the value of the '<em><b>Step Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Number of steps, for tools that cannot show the table.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Step Count</em>' attribute.
	 * @see org.latscope.model.LatscopePackage#getLatencyTrace_StepCount()
	 * @model transient="true" changeable="false" volatile="true" derived="true"
	 * @generated
	 */
	int getStepCount();

} // LatencyTrace
