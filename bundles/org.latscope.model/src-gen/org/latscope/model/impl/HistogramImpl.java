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

import org.latscope.model.Histogram;
import org.latscope.model.HistogramSeries;
import org.latscope.model.LatscopePackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Histogram</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.impl.HistogramImpl#getTool <em>Tool</em>}</li>
 *   <li>{@link org.latscope.model.impl.HistogramImpl#getUnit <em>Unit</em>}</li>
 *   <li>{@link org.latscope.model.impl.HistogramImpl#getBucketWidth <em>Bucket Width</em>}</li>
 *   <li>{@link org.latscope.model.impl.HistogramImpl#getSeries <em>Series</em>}</li>
 * </ul>
 *
 * @generated
 */
public class HistogramImpl extends TraceContentImpl implements Histogram {
	/**
	 * The default value of the '{@link #getTool() <em>Tool</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTool()
	 * @generated
	 * @ordered
	 */
	protected static final String TOOL_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getTool() <em>Tool</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTool()
	 * @generated
	 * @ordered
	 */
	protected String tool = TOOL_EDEFAULT;

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
	 * The default value of the '{@link #getBucketWidth() <em>Bucket Width</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBucketWidth()
	 * @generated
	 * @ordered
	 */
	protected static final long BUCKET_WIDTH_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getBucketWidth() <em>Bucket Width</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBucketWidth()
	 * @generated
	 * @ordered
	 */
	protected long bucketWidth = BUCKET_WIDTH_EDEFAULT;

	/**
	 * This is true if the Bucket Width attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean bucketWidthESet;

	/**
	 * The cached value of the '{@link #getSeries() <em>Series</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSeries()
	 * @generated
	 * @ordered
	 */
	protected EList<HistogramSeries> series;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected HistogramImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return LatscopePackage.Literals.HISTOGRAM;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getTool() {
		return tool;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTool(String newTool) {
		String oldTool = tool;
		tool = newTool;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.HISTOGRAM__TOOL, oldTool, tool));
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
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.HISTOGRAM__UNIT, oldUnit, unit));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getBucketWidth() {
		return bucketWidth;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBucketWidth(long newBucketWidth) {
		long oldBucketWidth = bucketWidth;
		bucketWidth = newBucketWidth;
		boolean oldBucketWidthESet = bucketWidthESet;
		bucketWidthESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.HISTOGRAM__BUCKET_WIDTH, oldBucketWidth, bucketWidth, !oldBucketWidthESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetBucketWidth() {
		long oldBucketWidth = bucketWidth;
		boolean oldBucketWidthESet = bucketWidthESet;
		bucketWidth = BUCKET_WIDTH_EDEFAULT;
		bucketWidthESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LatscopePackage.HISTOGRAM__BUCKET_WIDTH, oldBucketWidth, BUCKET_WIDTH_EDEFAULT, oldBucketWidthESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetBucketWidth() {
		return bucketWidthESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<HistogramSeries> getSeries() {
		if (series == null) {
			series = new EObjectContainmentEList<HistogramSeries>(HistogramSeries.class, this, LatscopePackage.HISTOGRAM__SERIES);
		}
		return series;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case LatscopePackage.HISTOGRAM__SERIES:
				return ((InternalEList<?>)getSeries()).basicRemove(otherEnd, msgs);
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
			case LatscopePackage.HISTOGRAM__TOOL:
				return getTool();
			case LatscopePackage.HISTOGRAM__UNIT:
				return getUnit();
			case LatscopePackage.HISTOGRAM__BUCKET_WIDTH:
				return getBucketWidth();
			case LatscopePackage.HISTOGRAM__SERIES:
				return getSeries();
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
			case LatscopePackage.HISTOGRAM__TOOL:
				setTool((String)newValue);
				return;
			case LatscopePackage.HISTOGRAM__UNIT:
				setUnit((String)newValue);
				return;
			case LatscopePackage.HISTOGRAM__BUCKET_WIDTH:
				setBucketWidth((Long)newValue);
				return;
			case LatscopePackage.HISTOGRAM__SERIES:
				getSeries().clear();
				getSeries().addAll((Collection<? extends HistogramSeries>)newValue);
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
			case LatscopePackage.HISTOGRAM__TOOL:
				setTool(TOOL_EDEFAULT);
				return;
			case LatscopePackage.HISTOGRAM__UNIT:
				setUnit(UNIT_EDEFAULT);
				return;
			case LatscopePackage.HISTOGRAM__BUCKET_WIDTH:
				unsetBucketWidth();
				return;
			case LatscopePackage.HISTOGRAM__SERIES:
				getSeries().clear();
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
			case LatscopePackage.HISTOGRAM__TOOL:
				return TOOL_EDEFAULT == null ? tool != null : !TOOL_EDEFAULT.equals(tool);
			case LatscopePackage.HISTOGRAM__UNIT:
				return UNIT_EDEFAULT == null ? unit != null : !UNIT_EDEFAULT.equals(unit);
			case LatscopePackage.HISTOGRAM__BUCKET_WIDTH:
				return isSetBucketWidth();
			case LatscopePackage.HISTOGRAM__SERIES:
				return series != null && !series.isEmpty();
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
		result.append(" (tool: ");
		result.append(tool);
		result.append(", unit: ");
		result.append(unit);
		result.append(", bucketWidth: ");
		if (bucketWidthESet) result.append(bucketWidth); else result.append("<unset>");
		result.append(')');
		return result.toString();
	}

} //HistogramImpl
