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
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EDataTypeEList;
import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

import org.latscope.model.HistogramBucket;
import org.latscope.model.HistogramSeries;
import org.latscope.model.LatscopePackage;
import org.latscope.model.SeriesKind;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Histogram Series</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.impl.HistogramSeriesImpl#getName <em>Name</em>}</li>
 *   <li>{@link org.latscope.model.impl.HistogramSeriesImpl#getKind <em>Kind</em>}</li>
 *   <li>{@link org.latscope.model.impl.HistogramSeriesImpl#getIndex <em>Index</em>}</li>
 *   <li>{@link org.latscope.model.impl.HistogramSeriesImpl#getMin <em>Min</em>}</li>
 *   <li>{@link org.latscope.model.impl.HistogramSeriesImpl#getAvg <em>Avg</em>}</li>
 *   <li>{@link org.latscope.model.impl.HistogramSeriesImpl#getMax <em>Max</em>}</li>
 *   <li>{@link org.latscope.model.impl.HistogramSeriesImpl#getTotal <em>Total</em>}</li>
 *   <li>{@link org.latscope.model.impl.HistogramSeriesImpl#getOverflows <em>Overflows</em>}</li>
 *   <li>{@link org.latscope.model.impl.HistogramSeriesImpl#getOverflowCycles <em>Overflow Cycles</em>}</li>
 *   <li>{@link org.latscope.model.impl.HistogramSeriesImpl#getOverflowOthers <em>Overflow Others</em>}</li>
 *   <li>{@link org.latscope.model.impl.HistogramSeriesImpl#getBuckets <em>Buckets</em>}</li>
 * </ul>
 *
 * @generated
 */
public class HistogramSeriesImpl extends MinimalEObjectImpl.Container implements HistogramSeries {
	/**
	 * The default value of the '{@link #getName() <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getName()
	 * @generated
	 * @ordered
	 */
	protected static final String NAME_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getName() <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getName()
	 * @generated
	 * @ordered
	 */
	protected String name = NAME_EDEFAULT;

	/**
	 * The default value of the '{@link #getKind() <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKind()
	 * @generated
	 * @ordered
	 */
	protected static final SeriesKind KIND_EDEFAULT = SeriesKind.THREAD;

	/**
	 * The cached value of the '{@link #getKind() <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKind()
	 * @generated
	 * @ordered
	 */
	protected SeriesKind kind = KIND_EDEFAULT;

	/**
	 * The default value of the '{@link #getIndex() <em>Index</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIndex()
	 * @generated
	 * @ordered
	 */
	protected static final int INDEX_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getIndex() <em>Index</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIndex()
	 * @generated
	 * @ordered
	 */
	protected int index = INDEX_EDEFAULT;

	/**
	 * This is true if the Index attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean indexESet;

	/**
	 * The default value of the '{@link #getMin() <em>Min</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMin()
	 * @generated
	 * @ordered
	 */
	protected static final long MIN_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getMin() <em>Min</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMin()
	 * @generated
	 * @ordered
	 */
	protected long min = MIN_EDEFAULT;

	/**
	 * This is true if the Min attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean minESet;

	/**
	 * The default value of the '{@link #getAvg() <em>Avg</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAvg()
	 * @generated
	 * @ordered
	 */
	protected static final double AVG_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getAvg() <em>Avg</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAvg()
	 * @generated
	 * @ordered
	 */
	protected double avg = AVG_EDEFAULT;

	/**
	 * This is true if the Avg attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean avgESet;

	/**
	 * The default value of the '{@link #getMax() <em>Max</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMax()
	 * @generated
	 * @ordered
	 */
	protected static final long MAX_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getMax() <em>Max</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMax()
	 * @generated
	 * @ordered
	 */
	protected long max = MAX_EDEFAULT;

	/**
	 * This is true if the Max attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean maxESet;

	/**
	 * The default value of the '{@link #getTotal() <em>Total</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTotal()
	 * @generated
	 * @ordered
	 */
	protected static final long TOTAL_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getTotal() <em>Total</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTotal()
	 * @generated
	 * @ordered
	 */
	protected long total = TOTAL_EDEFAULT;

	/**
	 * This is true if the Total attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean totalESet;

	/**
	 * The default value of the '{@link #getOverflows() <em>Overflows</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOverflows()
	 * @generated
	 * @ordered
	 */
	protected static final long OVERFLOWS_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getOverflows() <em>Overflows</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOverflows()
	 * @generated
	 * @ordered
	 */
	protected long overflows = OVERFLOWS_EDEFAULT;

	/**
	 * This is true if the Overflows attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean overflowsESet;

	/**
	 * The cached value of the '{@link #getOverflowCycles() <em>Overflow Cycles</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOverflowCycles()
	 * @generated
	 * @ordered
	 */
	protected EList<Long> overflowCycles;

	/**
	 * The default value of the '{@link #getOverflowOthers() <em>Overflow Others</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOverflowOthers()
	 * @generated
	 * @ordered
	 */
	protected static final long OVERFLOW_OTHERS_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getOverflowOthers() <em>Overflow Others</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOverflowOthers()
	 * @generated
	 * @ordered
	 */
	protected long overflowOthers = OVERFLOW_OTHERS_EDEFAULT;

	/**
	 * This is true if the Overflow Others attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean overflowOthersESet;

	/**
	 * The cached value of the '{@link #getBuckets() <em>Buckets</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBuckets()
	 * @generated
	 * @ordered
	 */
	protected EList<HistogramBucket> buckets;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected HistogramSeriesImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return LatscopePackage.Literals.HISTOGRAM_SERIES;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getName() {
		return name;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setName(String newName) {
		String oldName = name;
		name = newName;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.HISTOGRAM_SERIES__NAME, oldName, name));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SeriesKind getKind() {
		return kind;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setKind(SeriesKind newKind) {
		SeriesKind oldKind = kind;
		kind = newKind == null ? KIND_EDEFAULT : newKind;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.HISTOGRAM_SERIES__KIND, oldKind, kind));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getIndex() {
		return index;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setIndex(int newIndex) {
		int oldIndex = index;
		index = newIndex;
		boolean oldIndexESet = indexESet;
		indexESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.HISTOGRAM_SERIES__INDEX, oldIndex, index, !oldIndexESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetIndex() {
		int oldIndex = index;
		boolean oldIndexESet = indexESet;
		index = INDEX_EDEFAULT;
		indexESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LatscopePackage.HISTOGRAM_SERIES__INDEX, oldIndex, INDEX_EDEFAULT, oldIndexESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetIndex() {
		return indexESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getMin() {
		return min;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMin(long newMin) {
		long oldMin = min;
		min = newMin;
		boolean oldMinESet = minESet;
		minESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.HISTOGRAM_SERIES__MIN, oldMin, min, !oldMinESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetMin() {
		long oldMin = min;
		boolean oldMinESet = minESet;
		min = MIN_EDEFAULT;
		minESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LatscopePackage.HISTOGRAM_SERIES__MIN, oldMin, MIN_EDEFAULT, oldMinESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetMin() {
		return minESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getAvg() {
		return avg;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setAvg(double newAvg) {
		double oldAvg = avg;
		avg = newAvg;
		boolean oldAvgESet = avgESet;
		avgESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.HISTOGRAM_SERIES__AVG, oldAvg, avg, !oldAvgESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetAvg() {
		double oldAvg = avg;
		boolean oldAvgESet = avgESet;
		avg = AVG_EDEFAULT;
		avgESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LatscopePackage.HISTOGRAM_SERIES__AVG, oldAvg, AVG_EDEFAULT, oldAvgESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetAvg() {
		return avgESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getMax() {
		return max;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMax(long newMax) {
		long oldMax = max;
		max = newMax;
		boolean oldMaxESet = maxESet;
		maxESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.HISTOGRAM_SERIES__MAX, oldMax, max, !oldMaxESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetMax() {
		long oldMax = max;
		boolean oldMaxESet = maxESet;
		max = MAX_EDEFAULT;
		maxESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LatscopePackage.HISTOGRAM_SERIES__MAX, oldMax, MAX_EDEFAULT, oldMaxESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetMax() {
		return maxESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getTotal() {
		return total;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTotal(long newTotal) {
		long oldTotal = total;
		total = newTotal;
		boolean oldTotalESet = totalESet;
		totalESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.HISTOGRAM_SERIES__TOTAL, oldTotal, total, !oldTotalESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetTotal() {
		long oldTotal = total;
		boolean oldTotalESet = totalESet;
		total = TOTAL_EDEFAULT;
		totalESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LatscopePackage.HISTOGRAM_SERIES__TOTAL, oldTotal, TOTAL_EDEFAULT, oldTotalESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetTotal() {
		return totalESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getOverflows() {
		return overflows;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setOverflows(long newOverflows) {
		long oldOverflows = overflows;
		overflows = newOverflows;
		boolean oldOverflowsESet = overflowsESet;
		overflowsESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.HISTOGRAM_SERIES__OVERFLOWS, oldOverflows, overflows, !oldOverflowsESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetOverflows() {
		long oldOverflows = overflows;
		boolean oldOverflowsESet = overflowsESet;
		overflows = OVERFLOWS_EDEFAULT;
		overflowsESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LatscopePackage.HISTOGRAM_SERIES__OVERFLOWS, oldOverflows, OVERFLOWS_EDEFAULT, oldOverflowsESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetOverflows() {
		return overflowsESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Long> getOverflowCycles() {
		if (overflowCycles == null) {
			overflowCycles = new EDataTypeEList<Long>(Long.class, this, LatscopePackage.HISTOGRAM_SERIES__OVERFLOW_CYCLES);
		}
		return overflowCycles;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getOverflowOthers() {
		return overflowOthers;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setOverflowOthers(long newOverflowOthers) {
		long oldOverflowOthers = overflowOthers;
		overflowOthers = newOverflowOthers;
		boolean oldOverflowOthersESet = overflowOthersESet;
		overflowOthersESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.HISTOGRAM_SERIES__OVERFLOW_OTHERS, oldOverflowOthers, overflowOthers, !oldOverflowOthersESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetOverflowOthers() {
		long oldOverflowOthers = overflowOthers;
		boolean oldOverflowOthersESet = overflowOthersESet;
		overflowOthers = OVERFLOW_OTHERS_EDEFAULT;
		overflowOthersESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LatscopePackage.HISTOGRAM_SERIES__OVERFLOW_OTHERS, oldOverflowOthers, OVERFLOW_OTHERS_EDEFAULT, oldOverflowOthersESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetOverflowOthers() {
		return overflowOthersESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<HistogramBucket> getBuckets() {
		if (buckets == null) {
			buckets = new EObjectContainmentEList<HistogramBucket>(HistogramBucket.class, this, LatscopePackage.HISTOGRAM_SERIES__BUCKETS);
		}
		return buckets;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case LatscopePackage.HISTOGRAM_SERIES__BUCKETS:
				return ((InternalEList<?>)getBuckets()).basicRemove(otherEnd, msgs);
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
			case LatscopePackage.HISTOGRAM_SERIES__NAME:
				return getName();
			case LatscopePackage.HISTOGRAM_SERIES__KIND:
				return getKind();
			case LatscopePackage.HISTOGRAM_SERIES__INDEX:
				return getIndex();
			case LatscopePackage.HISTOGRAM_SERIES__MIN:
				return getMin();
			case LatscopePackage.HISTOGRAM_SERIES__AVG:
				return getAvg();
			case LatscopePackage.HISTOGRAM_SERIES__MAX:
				return getMax();
			case LatscopePackage.HISTOGRAM_SERIES__TOTAL:
				return getTotal();
			case LatscopePackage.HISTOGRAM_SERIES__OVERFLOWS:
				return getOverflows();
			case LatscopePackage.HISTOGRAM_SERIES__OVERFLOW_CYCLES:
				return getOverflowCycles();
			case LatscopePackage.HISTOGRAM_SERIES__OVERFLOW_OTHERS:
				return getOverflowOthers();
			case LatscopePackage.HISTOGRAM_SERIES__BUCKETS:
				return getBuckets();
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
			case LatscopePackage.HISTOGRAM_SERIES__NAME:
				setName((String)newValue);
				return;
			case LatscopePackage.HISTOGRAM_SERIES__KIND:
				setKind((SeriesKind)newValue);
				return;
			case LatscopePackage.HISTOGRAM_SERIES__INDEX:
				setIndex((Integer)newValue);
				return;
			case LatscopePackage.HISTOGRAM_SERIES__MIN:
				setMin((Long)newValue);
				return;
			case LatscopePackage.HISTOGRAM_SERIES__AVG:
				setAvg((Double)newValue);
				return;
			case LatscopePackage.HISTOGRAM_SERIES__MAX:
				setMax((Long)newValue);
				return;
			case LatscopePackage.HISTOGRAM_SERIES__TOTAL:
				setTotal((Long)newValue);
				return;
			case LatscopePackage.HISTOGRAM_SERIES__OVERFLOWS:
				setOverflows((Long)newValue);
				return;
			case LatscopePackage.HISTOGRAM_SERIES__OVERFLOW_CYCLES:
				getOverflowCycles().clear();
				getOverflowCycles().addAll((Collection<? extends Long>)newValue);
				return;
			case LatscopePackage.HISTOGRAM_SERIES__OVERFLOW_OTHERS:
				setOverflowOthers((Long)newValue);
				return;
			case LatscopePackage.HISTOGRAM_SERIES__BUCKETS:
				getBuckets().clear();
				getBuckets().addAll((Collection<? extends HistogramBucket>)newValue);
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
			case LatscopePackage.HISTOGRAM_SERIES__NAME:
				setName(NAME_EDEFAULT);
				return;
			case LatscopePackage.HISTOGRAM_SERIES__KIND:
				setKind(KIND_EDEFAULT);
				return;
			case LatscopePackage.HISTOGRAM_SERIES__INDEX:
				unsetIndex();
				return;
			case LatscopePackage.HISTOGRAM_SERIES__MIN:
				unsetMin();
				return;
			case LatscopePackage.HISTOGRAM_SERIES__AVG:
				unsetAvg();
				return;
			case LatscopePackage.HISTOGRAM_SERIES__MAX:
				unsetMax();
				return;
			case LatscopePackage.HISTOGRAM_SERIES__TOTAL:
				unsetTotal();
				return;
			case LatscopePackage.HISTOGRAM_SERIES__OVERFLOWS:
				unsetOverflows();
				return;
			case LatscopePackage.HISTOGRAM_SERIES__OVERFLOW_CYCLES:
				getOverflowCycles().clear();
				return;
			case LatscopePackage.HISTOGRAM_SERIES__OVERFLOW_OTHERS:
				unsetOverflowOthers();
				return;
			case LatscopePackage.HISTOGRAM_SERIES__BUCKETS:
				getBuckets().clear();
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
			case LatscopePackage.HISTOGRAM_SERIES__NAME:
				return NAME_EDEFAULT == null ? name != null : !NAME_EDEFAULT.equals(name);
			case LatscopePackage.HISTOGRAM_SERIES__KIND:
				return kind != KIND_EDEFAULT;
			case LatscopePackage.HISTOGRAM_SERIES__INDEX:
				return isSetIndex();
			case LatscopePackage.HISTOGRAM_SERIES__MIN:
				return isSetMin();
			case LatscopePackage.HISTOGRAM_SERIES__AVG:
				return isSetAvg();
			case LatscopePackage.HISTOGRAM_SERIES__MAX:
				return isSetMax();
			case LatscopePackage.HISTOGRAM_SERIES__TOTAL:
				return isSetTotal();
			case LatscopePackage.HISTOGRAM_SERIES__OVERFLOWS:
				return isSetOverflows();
			case LatscopePackage.HISTOGRAM_SERIES__OVERFLOW_CYCLES:
				return overflowCycles != null && !overflowCycles.isEmpty();
			case LatscopePackage.HISTOGRAM_SERIES__OVERFLOW_OTHERS:
				return isSetOverflowOthers();
			case LatscopePackage.HISTOGRAM_SERIES__BUCKETS:
				return buckets != null && !buckets.isEmpty();
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
		result.append(" (name: ");
		result.append(name);
		result.append(", kind: ");
		result.append(kind);
		result.append(", index: ");
		if (indexESet) result.append(index); else result.append("<unset>");
		result.append(", min: ");
		if (minESet) result.append(min); else result.append("<unset>");
		result.append(", avg: ");
		if (avgESet) result.append(avg); else result.append("<unset>");
		result.append(", max: ");
		if (maxESet) result.append(max); else result.append("<unset>");
		result.append(", total: ");
		if (totalESet) result.append(total); else result.append("<unset>");
		result.append(", overflows: ");
		if (overflowsESet) result.append(overflows); else result.append("<unset>");
		result.append(", overflowCycles: ");
		result.append(overflowCycles);
		result.append(", overflowOthers: ");
		if (overflowOthersESet) result.append(overflowOthers); else result.append("<unset>");
		result.append(')');
		return result.toString();
	}

} //HistogramSeriesImpl
