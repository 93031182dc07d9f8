/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Histogram Series</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Buckets of one thread or CPU with their summary.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.HistogramSeries#getName <em>Name</em>}</li>
 *   <li>{@link org.latscope.model.HistogramSeries#getKind <em>Kind</em>}</li>
 *   <li>{@link org.latscope.model.HistogramSeries#getIndex <em>Index</em>}</li>
 *   <li>{@link org.latscope.model.HistogramSeries#getMin <em>Min</em>}</li>
 *   <li>{@link org.latscope.model.HistogramSeries#getAvg <em>Avg</em>}</li>
 *   <li>{@link org.latscope.model.HistogramSeries#getMax <em>Max</em>}</li>
 *   <li>{@link org.latscope.model.HistogramSeries#getTotal <em>Total</em>}</li>
 *   <li>{@link org.latscope.model.HistogramSeries#getOverflows <em>Overflows</em>}</li>
 *   <li>{@link org.latscope.model.HistogramSeries#getOverflowCycles <em>Overflow Cycles</em>}</li>
 *   <li>{@link org.latscope.model.HistogramSeries#getOverflowOthers <em>Overflow Others</em>}</li>
 *   <li>{@link org.latscope.model.HistogramSeries#getBuckets <em>Buckets</em>}</li>
 * </ul>
 *
 * @see org.latscope.model.LatscopePackage#getHistogramSeries()
 * @model
 * @generated
 */
public interface HistogramSeries extends EObject {
	/**
	 * Returns the value of the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Name</em>' attribute.
	 * @see #setName(String)
	 * @see org.latscope.model.LatscopePackage#getHistogramSeries_Name()
	 * @model
	 * @generated
	 */
	String getName();

	/**
	 * Sets the value of the '{@link org.latscope.model.HistogramSeries#getName <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Name</em>' attribute.
	 * @see #getName()
	 * @generated
	 */
	void setName(String value);

	/**
	 * Returns the value of the '<em><b>Kind</b></em>' attribute.
	 * The literals are from the enumeration {@link org.latscope.model.SeriesKind}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Kind</em>' attribute.
	 * @see org.latscope.model.SeriesKind
	 * @see #setKind(SeriesKind)
	 * @see org.latscope.model.LatscopePackage#getHistogramSeries_Kind()
	 * @model
	 * @generated
	 */
	SeriesKind getKind();

	/**
	 * Sets the value of the '{@link org.latscope.model.HistogramSeries#getKind <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Kind</em>' attribute.
	 * @see org.latscope.model.SeriesKind
	 * @see #getKind()
	 * @generated
	 */
	void setKind(SeriesKind value);

	/**
	 * Returns the value of the '<em><b>Index</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Index</em>' attribute.
	 * @see #isSetIndex()
	 * @see #unsetIndex()
	 * @see #setIndex(int)
	 * @see org.latscope.model.LatscopePackage#getHistogramSeries_Index()
	 * @model unsettable="true"
	 * @generated
	 */
	int getIndex();

	/**
	 * Sets the value of the '{@link org.latscope.model.HistogramSeries#getIndex <em>Index</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Index</em>' attribute.
	 * @see #isSetIndex()
	 * @see #unsetIndex()
	 * @see #getIndex()
	 * @generated
	 */
	void setIndex(int value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.HistogramSeries#getIndex <em>Index</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetIndex()
	 * @see #getIndex()
	 * @see #setIndex(int)
	 * @generated
	 */
	void unsetIndex();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.HistogramSeries#getIndex <em>Index</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Index</em>' attribute is set.
	 * @see #unsetIndex()
	 * @see #getIndex()
	 * @see #setIndex(int)
	 * @generated
	 */
	boolean isSetIndex();

	/**
	 * Returns the value of the '<em><b>Min</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Min</em>' attribute.
	 * @see #isSetMin()
	 * @see #unsetMin()
	 * @see #setMin(long)
	 * @see org.latscope.model.LatscopePackage#getHistogramSeries_Min()
	 * @model unsettable="true"
	 * @generated
	 */
	long getMin();

	/**
	 * Sets the value of the '{@link org.latscope.model.HistogramSeries#getMin <em>Min</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Min</em>' attribute.
	 * @see #isSetMin()
	 * @see #unsetMin()
	 * @see #getMin()
	 * @generated
	 */
	void setMin(long value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.HistogramSeries#getMin <em>Min</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetMin()
	 * @see #getMin()
	 * @see #setMin(long)
	 * @generated
	 */
	void unsetMin();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.HistogramSeries#getMin <em>Min</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Min</em>' attribute is set.
	 * @see #unsetMin()
	 * @see #getMin()
	 * @see #setMin(long)
	 * @generated
	 */
	boolean isSetMin();

	/**
	 * Returns the value of the '<em><b>Avg</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Avg</em>' attribute.
	 * @see #isSetAvg()
	 * @see #unsetAvg()
	 * @see #setAvg(double)
	 * @see org.latscope.model.LatscopePackage#getHistogramSeries_Avg()
	 * @model unsettable="true"
	 * @generated
	 */
	double getAvg();

	/**
	 * Sets the value of the '{@link org.latscope.model.HistogramSeries#getAvg <em>Avg</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Avg</em>' attribute.
	 * @see #isSetAvg()
	 * @see #unsetAvg()
	 * @see #getAvg()
	 * @generated
	 */
	void setAvg(double value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.HistogramSeries#getAvg <em>Avg</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetAvg()
	 * @see #getAvg()
	 * @see #setAvg(double)
	 * @generated
	 */
	void unsetAvg();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.HistogramSeries#getAvg <em>Avg</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Avg</em>' attribute is set.
	 * @see #unsetAvg()
	 * @see #getAvg()
	 * @see #setAvg(double)
	 * @generated
	 */
	boolean isSetAvg();

	/**
	 * Returns the value of the '<em><b>Max</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Max</em>' attribute.
	 * @see #isSetMax()
	 * @see #unsetMax()
	 * @see #setMax(long)
	 * @see org.latscope.model.LatscopePackage#getHistogramSeries_Max()
	 * @model unsettable="true"
	 * @generated
	 */
	long getMax();

	/**
	 * Sets the value of the '{@link org.latscope.model.HistogramSeries#getMax <em>Max</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max</em>' attribute.
	 * @see #isSetMax()
	 * @see #unsetMax()
	 * @see #getMax()
	 * @generated
	 */
	void setMax(long value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.HistogramSeries#getMax <em>Max</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetMax()
	 * @see #getMax()
	 * @see #setMax(long)
	 * @generated
	 */
	void unsetMax();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.HistogramSeries#getMax <em>Max</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Max</em>' attribute is set.
	 * @see #unsetMax()
	 * @see #getMax()
	 * @see #setMax(long)
	 * @generated
	 */
	boolean isSetMax();

	/**
	 * Returns the value of the '<em><b>Total</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Total</em>' attribute.
	 * @see #isSetTotal()
	 * @see #unsetTotal()
	 * @see #setTotal(long)
	 * @see org.latscope.model.LatscopePackage#getHistogramSeries_Total()
	 * @model unsettable="true"
	 * @generated
	 */
	long getTotal();

	/**
	 * Sets the value of the '{@link org.latscope.model.HistogramSeries#getTotal <em>Total</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Total</em>' attribute.
	 * @see #isSetTotal()
	 * @see #unsetTotal()
	 * @see #getTotal()
	 * @generated
	 */
	void setTotal(long value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.HistogramSeries#getTotal <em>Total</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetTotal()
	 * @see #getTotal()
	 * @see #setTotal(long)
	 * @generated
	 */
	void unsetTotal();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.HistogramSeries#getTotal <em>Total</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Total</em>' attribute is set.
	 * @see #unsetTotal()
	 * @see #getTotal()
	 * @see #setTotal(long)
	 * @generated
	 */
	boolean isSetTotal();

	/**
	 * Returns the value of the '<em><b>Overflows</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Overflows</em>' attribute.
	 * @see #isSetOverflows()
	 * @see #unsetOverflows()
	 * @see #setOverflows(long)
	 * @see org.latscope.model.LatscopePackage#getHistogramSeries_Overflows()
	 * @model unsettable="true"
	 * @generated
	 */
	long getOverflows();

	/**
	 * Sets the value of the '{@link org.latscope.model.HistogramSeries#getOverflows <em>Overflows</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Overflows</em>' attribute.
	 * @see #isSetOverflows()
	 * @see #unsetOverflows()
	 * @see #getOverflows()
	 * @generated
	 */
	void setOverflows(long value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.HistogramSeries#getOverflows <em>Overflows</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetOverflows()
	 * @see #getOverflows()
	 * @see #setOverflows(long)
	 * @generated
	 */
	void unsetOverflows();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.HistogramSeries#getOverflows <em>Overflows</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Overflows</em>' attribute is set.
	 * @see #unsetOverflows()
	 * @see #getOverflows()
	 * @see #setOverflows(long)
	 * @generated
	 */
	boolean isSetOverflows();

	/**
	 * Returns the value of the '<em><b>Overflow Cycles</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.Long}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Cycle numbers listed as overflows.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Overflow Cycles</em>' attribute list.
	 * @see org.latscope.model.LatscopePackage#getHistogramSeries_OverflowCycles()
	 * @model unique="false"
	 * @generated
	 */
	EList<Long> getOverflowCycles();

	/**
	 * Returns the value of the '<em><b>Overflow Others</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Overflows not listed (# 00544 others).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Overflow Others</em>' attribute.
	 * @see #isSetOverflowOthers()
	 * @see #unsetOverflowOthers()
	 * @see #setOverflowOthers(long)
	 * @see org.latscope.model.LatscopePackage#getHistogramSeries_OverflowOthers()
	 * @model unsettable="true"
	 * @generated
	 */
	long getOverflowOthers();

	/**
	 * Sets the value of the '{@link org.latscope.model.HistogramSeries#getOverflowOthers <em>Overflow Others</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Overflow Others</em>' attribute.
	 * @see #isSetOverflowOthers()
	 * @see #unsetOverflowOthers()
	 * @see #getOverflowOthers()
	 * @generated
	 */
	void setOverflowOthers(long value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.HistogramSeries#getOverflowOthers <em>Overflow Others</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetOverflowOthers()
	 * @see #getOverflowOthers()
	 * @see #setOverflowOthers(long)
	 * @generated
	 */
	void unsetOverflowOthers();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.HistogramSeries#getOverflowOthers <em>Overflow Others</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Overflow Others</em>' attribute is set.
	 * @see #unsetOverflowOthers()
	 * @see #getOverflowOthers()
	 * @see #setOverflowOthers(long)
	 * @generated
	 */
	boolean isSetOverflowOthers();

	/**
	 * Returns the value of the '<em><b>Buckets</b></em>' containment reference list.
	 * The list contents are of type {@link org.latscope.model.HistogramBucket}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Buckets</em>' containment reference list.
	 * @see org.latscope.model.LatscopePackage#getHistogramSeries_Buckets()
	 * @model containment="true"
	 * @generated
	 */
	EList<HistogramBucket> getBuckets();

} // HistogramSeries
