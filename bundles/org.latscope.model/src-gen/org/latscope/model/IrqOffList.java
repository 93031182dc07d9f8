/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Irq Off List</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * An irq-off latency list: irq latency worst N @ CPU n.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.IrqOffList#getCpu <em>Cpu</em>}</li>
 *   <li>{@link org.latscope.model.IrqOffList#getFilter <em>Filter</em>}</li>
 *   <li>{@link org.latscope.model.IrqOffList#getRequested <em>Requested</em>}</li>
 *   <li>{@link org.latscope.model.IrqOffList#getRows <em>Rows</em>}</li>
 * </ul>
 *
 * @see org.latscope.model.LatscopePackage#getIrqOffList()
 * @model
 * @generated
 */
public interface IrqOffList extends TraceContent {
	/**
	 * Returns the value of the '<em><b>Cpu</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Cpu</em>' attribute.
	 * @see #setCpu(int)
	 * @see org.latscope.model.LatscopePackage#getIrqOffList_Cpu()
	 * @model
	 * @generated
	 */
	int getCpu();

	/**
	 * Sets the value of the '{@link org.latscope.model.IrqOffList#getCpu <em>Cpu</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Cpu</em>' attribute.
	 * @see #getCpu()
	 * @generated
	 */
	void setCpu(int value);

	/**
	 * Returns the value of the '<em><b>Filter</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Filter</em>' attribute.
	 * @see #setFilter(int)
	 * @see org.latscope.model.LatscopePackage#getIrqOffList_Filter()
	 * @model
	 * @generated
	 */
	int getFilter();

	/**
	 * Sets the value of the '{@link org.latscope.model.IrqOffList#getFilter <em>Filter</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Filter</em>' attribute.
	 * @see #getFilter()
	 * @generated
	 */
	void setFilter(int value);

	/**
	 * Returns the value of the '<em><b>Requested</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Requested</em>' attribute.
	 * @see #setRequested(int)
	 * @see org.latscope.model.LatscopePackage#getIrqOffList_Requested()
	 * @model
	 * @generated
	 */
	int getRequested();

	/**
	 * Sets the value of the '{@link org.latscope.model.IrqOffList#getRequested <em>Requested</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Requested</em>' attribute.
	 * @see #getRequested()
	 * @generated
	 */
	void setRequested(int value);

	/**
	 * Returns the value of the '<em><b>Rows</b></em>' containment reference list.
	 * The list contents are of type {@link org.latscope.model.IrqOffRow}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Rows</em>' containment reference list.
	 * @see org.latscope.model.LatscopePackage#getIrqOffList_Rows()
	 * @model containment="true"
	 * @generated
	 */
	EList<IrqOffRow> getRows();

} // IrqOffList
