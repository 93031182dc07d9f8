/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model.impl;

import java.util.Collection;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

import org.latscope.model.IrqOffList;
import org.latscope.model.IrqOffRow;
import org.latscope.model.LatscopePackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Irq Off List</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.impl.IrqOffListImpl#getCpu <em>Cpu</em>}</li>
 *   <li>{@link org.latscope.model.impl.IrqOffListImpl#getFilter <em>Filter</em>}</li>
 *   <li>{@link org.latscope.model.impl.IrqOffListImpl#getRequested <em>Requested</em>}</li>
 *   <li>{@link org.latscope.model.impl.IrqOffListImpl#getRows <em>Rows</em>}</li>
 * </ul>
 *
 * @generated
 */
public class IrqOffListImpl extends TraceContentImpl implements IrqOffList {
	/**
	 * The default value of the '{@link #getCpu() <em>Cpu</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCpu()
	 * @generated
	 * @ordered
	 */
	protected static final int CPU_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getCpu() <em>Cpu</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCpu()
	 * @generated
	 * @ordered
	 */
	protected int cpu = CPU_EDEFAULT;

	/**
	 * The default value of the '{@link #getFilter() <em>Filter</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFilter()
	 * @generated
	 * @ordered
	 */
	protected static final int FILTER_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getFilter() <em>Filter</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFilter()
	 * @generated
	 * @ordered
	 */
	protected int filter = FILTER_EDEFAULT;

	/**
	 * The default value of the '{@link #getRequested() <em>Requested</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRequested()
	 * @generated
	 * @ordered
	 */
	protected static final int REQUESTED_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getRequested() <em>Requested</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRequested()
	 * @generated
	 * @ordered
	 */
	protected int requested = REQUESTED_EDEFAULT;

	/**
	 * The cached value of the '{@link #getRows() <em>Rows</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRows()
	 * @generated
	 * @ordered
	 */
	protected EList<IrqOffRow> rows;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected IrqOffListImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return LatscopePackage.Literals.IRQ_OFF_LIST;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getCpu() {
		return cpu;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCpu(int newCpu) {
		int oldCpu = cpu;
		cpu = newCpu;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.IRQ_OFF_LIST__CPU, oldCpu, cpu));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getFilter() {
		return filter;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFilter(int newFilter) {
		int oldFilter = filter;
		filter = newFilter;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.IRQ_OFF_LIST__FILTER, oldFilter, filter));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getRequested() {
		return requested;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRequested(int newRequested) {
		int oldRequested = requested;
		requested = newRequested;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.IRQ_OFF_LIST__REQUESTED, oldRequested, requested));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<IrqOffRow> getRows() {
		if (rows == null) {
			rows = new EObjectContainmentEList<IrqOffRow>(IrqOffRow.class, this, LatscopePackage.IRQ_OFF_LIST__ROWS);
		}
		return rows;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case LatscopePackage.IRQ_OFF_LIST__ROWS:
				return ((InternalEList<?>)getRows()).basicRemove(otherEnd, msgs);
		}
		return super.eInverseRemove(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case LatscopePackage.IRQ_OFF_LIST__CPU:
				return getCpu();
			case LatscopePackage.IRQ_OFF_LIST__FILTER:
				return getFilter();
			case LatscopePackage.IRQ_OFF_LIST__REQUESTED:
				return getRequested();
			case LatscopePackage.IRQ_OFF_LIST__ROWS:
				return getRows();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@SuppressWarnings("unchecked")
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case LatscopePackage.IRQ_OFF_LIST__CPU:
				setCpu((Integer)newValue);
				return;
			case LatscopePackage.IRQ_OFF_LIST__FILTER:
				setFilter((Integer)newValue);
				return;
			case LatscopePackage.IRQ_OFF_LIST__REQUESTED:
				setRequested((Integer)newValue);
				return;
			case LatscopePackage.IRQ_OFF_LIST__ROWS:
				getRows().clear();
				getRows().addAll((Collection<? extends IrqOffRow>)newValue);
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
			case LatscopePackage.IRQ_OFF_LIST__CPU:
				setCpu(CPU_EDEFAULT);
				return;
			case LatscopePackage.IRQ_OFF_LIST__FILTER:
				setFilter(FILTER_EDEFAULT);
				return;
			case LatscopePackage.IRQ_OFF_LIST__REQUESTED:
				setRequested(REQUESTED_EDEFAULT);
				return;
			case LatscopePackage.IRQ_OFF_LIST__ROWS:
				getRows().clear();
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
			case LatscopePackage.IRQ_OFF_LIST__CPU:
				return cpu != CPU_EDEFAULT;
			case LatscopePackage.IRQ_OFF_LIST__FILTER:
				return filter != FILTER_EDEFAULT;
			case LatscopePackage.IRQ_OFF_LIST__REQUESTED:
				return requested != REQUESTED_EDEFAULT;
			case LatscopePackage.IRQ_OFF_LIST__ROWS:
				return rows != null && !rows.isEmpty();
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
		result.append(" (cpu: ");
		result.append(cpu);
		result.append(", filter: ");
		result.append(filter);
		result.append(", requested: ");
		result.append(requested);
		result.append(')');
		return result.toString();
	}

} //IrqOffListImpl
