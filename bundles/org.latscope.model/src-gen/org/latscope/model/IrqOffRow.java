/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Irq Off Row</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Time with irqs off, the function that held them off, and the irq if given.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.IrqOffRow#getDurationNs <em>Duration Ns</em>}</li>
 *   <li>{@link org.latscope.model.IrqOffRow#getFunction <em>Function</em>}</li>
 *   <li>{@link org.latscope.model.IrqOffRow#getIrq <em>Irq</em>}</li>
 *   <li>{@link org.latscope.model.IrqOffRow#getLine <em>Line</em>}</li>
 * </ul>
 *
 * @see org.latscope.model.LatscopePackage#getIrqOffRow()
 * @model
 * @generated
 */
public interface IrqOffRow extends EObject {
	/**
	 * Returns the value of the '<em><b>Duration Ns</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Duration Ns</em>' attribute.
	 * @see #setDurationNs(long)
	 * @see org.latscope.model.LatscopePackage#getIrqOffRow_DurationNs()
	 * @model
	 * @generated
	 */
	long getDurationNs();

	/**
	 * Sets the value of the '{@link org.latscope.model.IrqOffRow#getDurationNs <em>Duration Ns</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Duration Ns</em>' attribute.
	 * @see #getDurationNs()
	 * @generated
	 */
	void setDurationNs(long value);

	/**
	 * Returns the value of the '<em><b>Function</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Function</em>' attribute.
	 * @see #setFunction(String)
	 * @see org.latscope.model.LatscopePackage#getIrqOffRow_Function()
	 * @model
	 * @generated
	 */
	String getFunction();

	/**
	 * Sets the value of the '{@link org.latscope.model.IrqOffRow#getFunction <em>Function</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Function</em>' attribute.
	 * @see #getFunction()
	 * @generated
	 */
	void setFunction(String value);

	/**
	 * Returns the value of the '<em><b>Irq</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Irq</em>' attribute.
	 * @see #isSetIrq()
	 * @see #unsetIrq()
	 * @see #setIrq(int)
	 * @see org.latscope.model.LatscopePackage#getIrqOffRow_Irq()
	 * @model unsettable="true"
	 * @generated
	 */
	int getIrq();

	/**
	 * Sets the value of the '{@link org.latscope.model.IrqOffRow#getIrq <em>Irq</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Irq</em>' attribute.
	 * @see #isSetIrq()
	 * @see #unsetIrq()
	 * @see #getIrq()
	 * @generated
	 */
	void setIrq(int value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.IrqOffRow#getIrq <em>Irq</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetIrq()
	 * @see #getIrq()
	 * @see #setIrq(int)
	 * @generated
	 */
	void unsetIrq();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.IrqOffRow#getIrq <em>Irq</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Irq</em>' attribute is set.
	 * @see #unsetIrq()
	 * @see #getIrq()
	 * @see #setIrq(int)
	 * @generated
	 */
	boolean isSetIrq();

	/**
	 * Returns the value of the '<em><b>Line</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Line</em>' attribute.
	 * @see #setLine(int)
	 * @see org.latscope.model.LatscopePackage#getIrqOffRow_Line()
	 * @model
	 * @generated
	 */
	int getLine();

	/**
	 * Sets the value of the '{@link org.latscope.model.IrqOffRow#getLine <em>Line</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Line</em>' attribute.
	 * @see #getLine()
	 * @generated
	 */
	void setLine(int value);

} // IrqOffRow
