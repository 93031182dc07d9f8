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

import org.latscope.model.LatscopePackage;
import org.latscope.model.WorstRow;
import org.latscope.model.WorstTable;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Worst Table</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.impl.WorstTableImpl#getPeriodLabel <em>Period Label</em>}</li>
 *   <li>{@link org.latscope.model.impl.WorstTableImpl#getLabelText <em>Label Text</em>}</li>
 *   <li>{@link org.latscope.model.impl.WorstTableImpl#getRequested <em>Requested</em>}</li>
 *   <li>{@link org.latscope.model.impl.WorstTableImpl#getMeasured <em>Measured</em>}</li>
 *   <li>{@link org.latscope.model.impl.WorstTableImpl#getCpu <em>Cpu</em>}</li>
 *   <li>{@link org.latscope.model.impl.WorstTableImpl#getRows <em>Rows</em>}</li>
 * </ul>
 *
 * @generated
 */
public class WorstTableImpl extends TraceContentImpl implements WorstTable {
	/**
	 * The default value of the '{@link #getPeriodLabel() <em>Period Label</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPeriodLabel()
	 * @generated
	 * @ordered
	 */
	protected static final String PERIOD_LABEL_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getPeriodLabel() <em>Period Label</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPeriodLabel()
	 * @generated
	 * @ordered
	 */
	protected String periodLabel = PERIOD_LABEL_EDEFAULT;

	/**
	 * The default value of the '{@link #getLabelText() <em>Label Text</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLabelText()
	 * @generated
	 * @ordered
	 */
	protected static final String LABEL_TEXT_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getLabelText() <em>Label Text</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLabelText()
	 * @generated
	 * @ordered
	 */
	protected String labelText = LABEL_TEXT_EDEFAULT;

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
	 * The default value of the '{@link #getMeasured() <em>Measured</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMeasured()
	 * @generated
	 * @ordered
	 */
	protected static final long MEASURED_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getMeasured() <em>Measured</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMeasured()
	 * @generated
	 * @ordered
	 */
	protected long measured = MEASURED_EDEFAULT;

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
	 * This is true if the Cpu attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean cpuESet;

	/**
	 * The cached value of the '{@link #getRows() <em>Rows</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRows()
	 * @generated
	 * @ordered
	 */
	protected EList<WorstRow> rows;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected WorstTableImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return LatscopePackage.Literals.WORST_TABLE;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getPeriodLabel() {
		return periodLabel;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPeriodLabel(String newPeriodLabel) {
		String oldPeriodLabel = periodLabel;
		periodLabel = newPeriodLabel;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.WORST_TABLE__PERIOD_LABEL, oldPeriodLabel, periodLabel));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getLabelText() {
		return labelText;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLabelText(String newLabelText) {
		String oldLabelText = labelText;
		labelText = newLabelText;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.WORST_TABLE__LABEL_TEXT, oldLabelText, labelText));
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
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.WORST_TABLE__REQUESTED, oldRequested, requested));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getMeasured() {
		return measured;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMeasured(long newMeasured) {
		long oldMeasured = measured;
		measured = newMeasured;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.WORST_TABLE__MEASURED, oldMeasured, measured));
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
		boolean oldCpuESet = cpuESet;
		cpuESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.WORST_TABLE__CPU, oldCpu, cpu, !oldCpuESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetCpu() {
		int oldCpu = cpu;
		boolean oldCpuESet = cpuESet;
		cpu = CPU_EDEFAULT;
		cpuESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LatscopePackage.WORST_TABLE__CPU, oldCpu, CPU_EDEFAULT, oldCpuESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetCpu() {
		return cpuESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<WorstRow> getRows() {
		if (rows == null) {
			rows = new EObjectContainmentEList<WorstRow>(WorstRow.class, this, LatscopePackage.WORST_TABLE__ROWS);
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
			case LatscopePackage.WORST_TABLE__ROWS:
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
			case LatscopePackage.WORST_TABLE__PERIOD_LABEL:
				return getPeriodLabel();
			case LatscopePackage.WORST_TABLE__LABEL_TEXT:
				return getLabelText();
			case LatscopePackage.WORST_TABLE__REQUESTED:
				return getRequested();
			case LatscopePackage.WORST_TABLE__MEASURED:
				return getMeasured();
			case LatscopePackage.WORST_TABLE__CPU:
				return getCpu();
			case LatscopePackage.WORST_TABLE__ROWS:
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
			case LatscopePackage.WORST_TABLE__PERIOD_LABEL:
				setPeriodLabel((String)newValue);
				return;
			case LatscopePackage.WORST_TABLE__LABEL_TEXT:
				setLabelText((String)newValue);
				return;
			case LatscopePackage.WORST_TABLE__REQUESTED:
				setRequested((Integer)newValue);
				return;
			case LatscopePackage.WORST_TABLE__MEASURED:
				setMeasured((Long)newValue);
				return;
			case LatscopePackage.WORST_TABLE__CPU:
				setCpu((Integer)newValue);
				return;
			case LatscopePackage.WORST_TABLE__ROWS:
				getRows().clear();
				getRows().addAll((Collection<? extends WorstRow>)newValue);
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
			case LatscopePackage.WORST_TABLE__PERIOD_LABEL:
				setPeriodLabel(PERIOD_LABEL_EDEFAULT);
				return;
			case LatscopePackage.WORST_TABLE__LABEL_TEXT:
				setLabelText(LABEL_TEXT_EDEFAULT);
				return;
			case LatscopePackage.WORST_TABLE__REQUESTED:
				setRequested(REQUESTED_EDEFAULT);
				return;
			case LatscopePackage.WORST_TABLE__MEASURED:
				setMeasured(MEASURED_EDEFAULT);
				return;
			case LatscopePackage.WORST_TABLE__CPU:
				unsetCpu();
				return;
			case LatscopePackage.WORST_TABLE__ROWS:
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
			case LatscopePackage.WORST_TABLE__PERIOD_LABEL:
				return PERIOD_LABEL_EDEFAULT == null ? periodLabel != null : !PERIOD_LABEL_EDEFAULT.equals(periodLabel);
			case LatscopePackage.WORST_TABLE__LABEL_TEXT:
				return LABEL_TEXT_EDEFAULT == null ? labelText != null : !LABEL_TEXT_EDEFAULT.equals(labelText);
			case LatscopePackage.WORST_TABLE__REQUESTED:
				return requested != REQUESTED_EDEFAULT;
			case LatscopePackage.WORST_TABLE__MEASURED:
				return measured != MEASURED_EDEFAULT;
			case LatscopePackage.WORST_TABLE__CPU:
				return isSetCpu();
			case LatscopePackage.WORST_TABLE__ROWS:
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
		result.append(" (periodLabel: ");
		result.append(periodLabel);
		result.append(", labelText: ");
		result.append(labelText);
		result.append(", requested: ");
		result.append(requested);
		result.append(", measured: ");
		result.append(measured);
		result.append(", cpu: ");
		if (cpuESet) result.append(cpu); else result.append("<unset>");
		result.append(')');
		return result.toString();
	}

} //WorstTableImpl
