/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Worst Table</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A preempt-stats worst-N latency table of one measurement period.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.WorstTable#getPeriodLabel <em>Period Label</em>}</li>
 *   <li>{@link org.latscope.model.WorstTable#getLabelText <em>Label Text</em>}</li>
 *   <li>{@link org.latscope.model.WorstTable#getRequested <em>Requested</em>}</li>
 *   <li>{@link org.latscope.model.WorstTable#getMeasured <em>Measured</em>}</li>
 *   <li>{@link org.latscope.model.WorstTable#getCpu <em>Cpu</em>}</li>
 *   <li>{@link org.latscope.model.WorstTable#getRows <em>Rows</em>}</li>
 * </ul>
 *
 * @see org.latscope.model.LatscopePackage#getWorstTable()
 * @model
 * @generated
 */
public interface WorstTable extends TraceContent {
	/**
	 * Returns the value of the '<em><b>Period Label</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Short label of the period, such as dbench 16.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Period Label</em>' attribute.
	 * @see #setPeriodLabel(String)
	 * @see org.latscope.model.LatscopePackage#getWorstTable_PeriodLabel()
	 * @model
	 * @generated
	 */
	String getPeriodLabel();

	/**
	 * Sets the value of the '{@link org.latscope.model.WorstTable#getPeriodLabel <em>Period Label</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Period Label</em>' attribute.
	 * @see #getPeriodLabel()
	 * @generated
	 */
	void setPeriodLabel(String value);

	/**
	 * Returns the value of the '<em><b>Label Text</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The free text before the table that names the workload.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Label Text</em>' attribute.
	 * @see #setLabelText(String)
	 * @see org.latscope.model.LatscopePackage#getWorstTable_LabelText()
	 * @model
	 * @generated
	 */
	String getLabelText();

	/**
	 * Sets the value of the '{@link org.latscope.model.WorstTable#getLabelText <em>Label Text</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Label Text</em>' attribute.
	 * @see #getLabelText()
	 * @generated
	 */
	void setLabelText(String value);

	/**
	 * Returns the value of the '<em><b>Requested</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * N of worst N.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Requested</em>' attribute.
	 * @see #setRequested(int)
	 * @see org.latscope.model.LatscopePackage#getWorstTable_Requested()
	 * @model
	 * @generated
	 */
	int getRequested();

	/**
	 * Sets the value of the '{@link org.latscope.model.WorstTable#getRequested <em>Requested</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Requested</em>' attribute.
	 * @see #getRequested()
	 * @generated
	 */
	void setRequested(int value);

	/**
	 * Returns the value of the '<em><b>Measured</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Latencies measured in the period.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Measured</em>' attribute.
	 * @see #setMeasured(long)
	 * @see org.latscope.model.LatscopePackage#getWorstTable_Measured()
	 * @model
	 * @generated
	 */
	long getMeasured();

	/**
	 * Sets the value of the '{@link org.latscope.model.WorstTable#getMeasured <em>Measured</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Measured</em>' attribute.
	 * @see #getMeasured()
	 * @generated
	 */
	void setMeasured(long value);

	/**
	 * Returns the value of the '<em><b>Cpu</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Cpu</em>' attribute.
	 * @see #isSetCpu()
	 * @see #unsetCpu()
	 * @see #setCpu(int)
	 * @see org.latscope.model.LatscopePackage#getWorstTable_Cpu()
	 * @model unsettable="true"
	 * @generated
	 */
	int getCpu();

	/**
	 * Sets the value of the '{@link org.latscope.model.WorstTable#getCpu <em>Cpu</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Cpu</em>' attribute.
	 * @see #isSetCpu()
	 * @see #unsetCpu()
	 * @see #getCpu()
	 * @generated
	 */
	void setCpu(int value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.WorstTable#getCpu <em>Cpu</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetCpu()
	 * @see #getCpu()
	 * @see #setCpu(int)
	 * @generated
	 */
	void unsetCpu();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.WorstTable#getCpu <em>Cpu</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Cpu</em>' attribute is set.
	 * @see #unsetCpu()
	 * @see #getCpu()
	 * @see #setCpu(int)
	 * @generated
	 */
	boolean isSetCpu();

	/**
	 * Returns the value of the '<em><b>Rows</b></em>' containment reference list.
	 * The list contents are of type {@link org.latscope.model.WorstRow}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Rows</em>' containment reference list.
	 * @see org.latscope.model.LatscopePackage#getWorstTable_Rows()
	 * @model containment="true"
	 * @generated
	 */
	EList<WorstRow> getRows();

} // WorstTable
