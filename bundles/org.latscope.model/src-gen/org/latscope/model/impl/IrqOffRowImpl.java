/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.latscope.model.IrqOffRow;
import org.latscope.model.LatscopePackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Irq Off Row</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.impl.IrqOffRowImpl#getDurationNs <em>Duration Ns</em>}</li>
 *   <li>{@link org.latscope.model.impl.IrqOffRowImpl#getFunction <em>Function</em>}</li>
 *   <li>{@link org.latscope.model.impl.IrqOffRowImpl#getIrq <em>Irq</em>}</li>
 *   <li>{@link org.latscope.model.impl.IrqOffRowImpl#getLine <em>Line</em>}</li>
 * </ul>
 *
 * @generated
 */
public class IrqOffRowImpl extends MinimalEObjectImpl.Container implements IrqOffRow {
	/**
	 * The default value of the '{@link #getDurationNs() <em>Duration Ns</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDurationNs()
	 * @generated
	 * @ordered
	 */
	protected static final long DURATION_NS_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getDurationNs() <em>Duration Ns</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDurationNs()
	 * @generated
	 * @ordered
	 */
	protected long durationNs = DURATION_NS_EDEFAULT;

	/**
	 * The default value of the '{@link #getFunction() <em>Function</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFunction()
	 * @generated
	 * @ordered
	 */
	protected static final String FUNCTION_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getFunction() <em>Function</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFunction()
	 * @generated
	 * @ordered
	 */
	protected String function = FUNCTION_EDEFAULT;

	/**
	 * The default value of the '{@link #getIrq() <em>Irq</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIrq()
	 * @generated
	 * @ordered
	 */
	protected static final int IRQ_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getIrq() <em>Irq</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIrq()
	 * @generated
	 * @ordered
	 */
	protected int irq = IRQ_EDEFAULT;

	/**
	 * This is true if the Irq attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean irqESet;

	/**
	 * The default value of the '{@link #getLine() <em>Line</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLine()
	 * @generated
	 * @ordered
	 */
	protected static final int LINE_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getLine() <em>Line</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLine()
	 * @generated
	 * @ordered
	 */
	protected int line = LINE_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected IrqOffRowImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return LatscopePackage.Literals.IRQ_OFF_ROW;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getDurationNs() {
		return durationNs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDurationNs(long newDurationNs) {
		long oldDurationNs = durationNs;
		durationNs = newDurationNs;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.IRQ_OFF_ROW__DURATION_NS, oldDurationNs, durationNs));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getFunction() {
		return function;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFunction(String newFunction) {
		String oldFunction = function;
		function = newFunction;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.IRQ_OFF_ROW__FUNCTION, oldFunction, function));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getIrq() {
		return irq;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setIrq(int newIrq) {
		int oldIrq = irq;
		irq = newIrq;
		boolean oldIrqESet = irqESet;
		irqESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.IRQ_OFF_ROW__IRQ, oldIrq, irq, !oldIrqESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetIrq() {
		int oldIrq = irq;
		boolean oldIrqESet = irqESet;
		irq = IRQ_EDEFAULT;
		irqESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LatscopePackage.IRQ_OFF_ROW__IRQ, oldIrq, IRQ_EDEFAULT, oldIrqESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetIrq() {
		return irqESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getLine() {
		return line;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLine(int newLine) {
		int oldLine = line;
		line = newLine;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.IRQ_OFF_ROW__LINE, oldLine, line));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case LatscopePackage.IRQ_OFF_ROW__DURATION_NS:
				return getDurationNs();
			case LatscopePackage.IRQ_OFF_ROW__FUNCTION:
				return getFunction();
			case LatscopePackage.IRQ_OFF_ROW__IRQ:
				return getIrq();
			case LatscopePackage.IRQ_OFF_ROW__LINE:
				return getLine();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case LatscopePackage.IRQ_OFF_ROW__DURATION_NS:
				setDurationNs((Long)newValue);
				return;
			case LatscopePackage.IRQ_OFF_ROW__FUNCTION:
				setFunction((String)newValue);
				return;
			case LatscopePackage.IRQ_OFF_ROW__IRQ:
				setIrq((Integer)newValue);
				return;
			case LatscopePackage.IRQ_OFF_ROW__LINE:
				setLine((Integer)newValue);
				return;
		}
		super.eSet(featureID, newValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eUnset(int featureID) {
		switch (featureID) {
			case LatscopePackage.IRQ_OFF_ROW__DURATION_NS:
				setDurationNs(DURATION_NS_EDEFAULT);
				return;
			case LatscopePackage.IRQ_OFF_ROW__FUNCTION:
				setFunction(FUNCTION_EDEFAULT);
				return;
			case LatscopePackage.IRQ_OFF_ROW__IRQ:
				unsetIrq();
				return;
			case LatscopePackage.IRQ_OFF_ROW__LINE:
				setLine(LINE_EDEFAULT);
				return;
		}
		super.eUnset(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean eIsSet(int featureID) {
		switch (featureID) {
			case LatscopePackage.IRQ_OFF_ROW__DURATION_NS:
				return durationNs != DURATION_NS_EDEFAULT;
			case LatscopePackage.IRQ_OFF_ROW__FUNCTION:
				return FUNCTION_EDEFAULT == null ? function != null : !FUNCTION_EDEFAULT.equals(function);
			case LatscopePackage.IRQ_OFF_ROW__IRQ:
				return isSetIrq();
			case LatscopePackage.IRQ_OFF_ROW__LINE:
				return line != LINE_EDEFAULT;
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		if (eIsProxy()) return super.toString();

		StringBuilder result = new StringBuilder(super.toString());
		result.append(" (durationNs: ");
		result.append(durationNs);
		result.append(", function: ");
		result.append(function);
		result.append(", irq: ");
		if (irqESet) result.append(irq); else result.append("<unset>");
		result.append(", line: ");
		result.append(line);
		result.append(')');
		return result.toString();
	}

} //IrqOffRowImpl
