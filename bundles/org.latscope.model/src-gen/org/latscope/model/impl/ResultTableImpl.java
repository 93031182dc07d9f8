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

import org.eclipse.emf.ecore.util.EDataTypeEList;
import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

import org.latscope.model.LatscopePackage;
import org.latscope.model.ResultCell;
import org.latscope.model.ResultTable;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Result Table</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.impl.ResultTableImpl#getTitle <em>Title</em>}</li>
 *   <li>{@link org.latscope.model.impl.ResultTableImpl#getUnit <em>Unit</em>}</li>
 *   <li>{@link org.latscope.model.impl.ResultTableImpl#getTests <em>Tests</em>}</li>
 *   <li>{@link org.latscope.model.impl.ResultTableImpl#getKernels <em>Kernels</em>}</li>
 *   <li>{@link org.latscope.model.impl.ResultTableImpl#getMetrics <em>Metrics</em>}</li>
 *   <li>{@link org.latscope.model.impl.ResultTableImpl#getCells <em>Cells</em>}</li>
 * </ul>
 *
 * @generated
 */
public class ResultTableImpl extends TraceContentImpl implements ResultTable {
	/**
	 * The default value of the '{@link #getTitle() <em>Title</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTitle()
	 * @generated
	 * @ordered
	 */
	protected static final String TITLE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getTitle() <em>Title</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTitle()
	 * @generated
	 * @ordered
	 */
	protected String title = TITLE_EDEFAULT;

	/**
	 * The default value of the '{@link #getUnit() <em>Unit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getUnit()
	 * @generated
	 * @ordered
	 */
	protected static final String UNIT_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getUnit() <em>Unit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getUnit()
	 * @generated
	 * @ordered
	 */
	protected String unit = UNIT_EDEFAULT;

	/**
	 * The cached value of the '{@link #getTests() <em>Tests</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTests()
	 * @generated
	 * @ordered
	 */
	protected EList<String> tests;

	/**
	 * The cached value of the '{@link #getKernels() <em>Kernels</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKernels()
	 * @generated
	 * @ordered
	 */
	protected EList<String> kernels;

	/**
	 * The cached value of the '{@link #getMetrics() <em>Metrics</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMetrics()
	 * @generated
	 * @ordered
	 */
	protected EList<String> metrics;

	/**
	 * The cached value of the '{@link #getCells() <em>Cells</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCells()
	 * @generated
	 * @ordered
	 */
	protected EList<ResultCell> cells;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected ResultTableImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return LatscopePackage.Literals.RESULT_TABLE;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getTitle() {
		return title;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTitle(String newTitle) {
		String oldTitle = title;
		title = newTitle;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.RESULT_TABLE__TITLE, oldTitle, title));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getUnit() {
		return unit;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setUnit(String newUnit) {
		String oldUnit = unit;
		unit = newUnit;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.RESULT_TABLE__UNIT, oldUnit, unit));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<String> getTests() {
		if (tests == null) {
			tests = new EDataTypeEList<String>(String.class, this, LatscopePackage.RESULT_TABLE__TESTS);
		}
		return tests;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<String> getKernels() {
		if (kernels == null) {
			kernels = new EDataTypeEList<String>(String.class, this, LatscopePackage.RESULT_TABLE__KERNELS);
		}
		return kernels;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<String> getMetrics() {
		if (metrics == null) {
			metrics = new EDataTypeEList<String>(String.class, this, LatscopePackage.RESULT_TABLE__METRICS);
		}
		return metrics;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<ResultCell> getCells() {
		if (cells == null) {
			cells = new EObjectContainmentEList<ResultCell>(ResultCell.class, this, LatscopePackage.RESULT_TABLE__CELLS);
		}
		return cells;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case LatscopePackage.RESULT_TABLE__CELLS:
				return ((InternalEList<?>)getCells()).basicRemove(otherEnd, msgs);
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
			case LatscopePackage.RESULT_TABLE__TITLE:
				return getTitle();
			case LatscopePackage.RESULT_TABLE__UNIT:
				return getUnit();
			case LatscopePackage.RESULT_TABLE__TESTS:
				return getTests();
			case LatscopePackage.RESULT_TABLE__KERNELS:
				return getKernels();
			case LatscopePackage.RESULT_TABLE__METRICS:
				return getMetrics();
			case LatscopePackage.RESULT_TABLE__CELLS:
				return getCells();
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
			case LatscopePackage.RESULT_TABLE__TITLE:
				setTitle((String)newValue);
				return;
			case LatscopePackage.RESULT_TABLE__UNIT:
				setUnit((String)newValue);
				return;
			case LatscopePackage.RESULT_TABLE__TESTS:
				getTests().clear();
				getTests().addAll((Collection<? extends String>)newValue);
				return;
			case LatscopePackage.RESULT_TABLE__KERNELS:
				getKernels().clear();
				getKernels().addAll((Collection<? extends String>)newValue);
				return;
			case LatscopePackage.RESULT_TABLE__METRICS:
				getMetrics().clear();
				getMetrics().addAll((Collection<? extends String>)newValue);
				return;
			case LatscopePackage.RESULT_TABLE__CELLS:
				getCells().clear();
				getCells().addAll((Collection<? extends ResultCell>)newValue);
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
			case LatscopePackage.RESULT_TABLE__TITLE:
				setTitle(TITLE_EDEFAULT);
				return;
			case LatscopePackage.RESULT_TABLE__UNIT:
				setUnit(UNIT_EDEFAULT);
				return;
			case LatscopePackage.RESULT_TABLE__TESTS:
				getTests().clear();
				return;
			case LatscopePackage.RESULT_TABLE__KERNELS:
				getKernels().clear();
				return;
			case LatscopePackage.RESULT_TABLE__METRICS:
				getMetrics().clear();
				return;
			case LatscopePackage.RESULT_TABLE__CELLS:
				getCells().clear();
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
			case LatscopePackage.RESULT_TABLE__TITLE:
				return TITLE_EDEFAULT == null ? title != null : !TITLE_EDEFAULT.equals(title);
			case LatscopePackage.RESULT_TABLE__UNIT:
				return UNIT_EDEFAULT == null ? unit != null : !UNIT_EDEFAULT.equals(unit);
			case LatscopePackage.RESULT_TABLE__TESTS:
				return tests != null && !tests.isEmpty();
			case LatscopePackage.RESULT_TABLE__KERNELS:
				return kernels != null && !kernels.isEmpty();
			case LatscopePackage.RESULT_TABLE__METRICS:
				return metrics != null && !metrics.isEmpty();
			case LatscopePackage.RESULT_TABLE__CELLS:
				return cells != null && !cells.isEmpty();
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
		result.append(" (title: ");
		result.append(title);
		result.append(", unit: ");
		result.append(unit);
		result.append(", tests: ");
		result.append(tests);
		result.append(", kernels: ");
		result.append(kernels);
		result.append(", metrics: ");
		result.append(metrics);
		result.append(')');
		return result.toString();
	}

} //ResultTableImpl
