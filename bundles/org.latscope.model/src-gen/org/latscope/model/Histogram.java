/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Histogram</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A latency histogram: cyclictest, rtla, latency_hist, rtc-debug.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.Histogram#getTool <em>Tool</em>}</li>
 *   <li>{@link org.latscope.model.Histogram#getUnit <em>Unit</em>}</li>
 *   <li>{@link org.latscope.model.Histogram#getBucketWidth <em>Bucket Width</em>}</li>
 *   <li>{@link org.latscope.model.Histogram#getSeries <em>Series</em>}</li>
 * </ul>
 *
 * @see org.latscope.model.LatscopePackage#getHistogram()
 * @model
 * @generated
 */
public interface Histogram extends TraceContent {
	/**
	 * Returns the value of the '<em><b>Tool</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Tool</em>' attribute.
	 * @see #setTool(String)
	 * @see org.latscope.model.LatscopePackage#getHistogram_Tool()
	 * @model
	 * @generated
	 */
	String getTool();

	/**
	 * Sets the value of the '{@link org.latscope.model.Histogram#getTool <em>Tool</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Tool</em>' attribute.
	 * @see #getTool()
	 * @generated
	 */
	void setTool(String value);

	/**
	 * Returns the value of the '<em><b>Unit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Unit</em>' attribute.
	 * @see #setUnit(String)
	 * @see org.latscope.model.LatscopePackage#getHistogram_Unit()
	 * @model
	 * @generated
	 */
	String getUnit();

	/**
	 * Sets the value of the '{@link org.latscope.model.Histogram#getUnit <em>Unit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Unit</em>' attribute.
	 * @see #getUnit()
	 * @generated
	 */
	void setUnit(String value);

	/**
	 * Returns the value of the '<em><b>Bucket Width</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Bucket Width</em>' attribute.
	 * @see #isSetBucketWidth()
	 * @see #unsetBucketWidth()
	 * @see #setBucketWidth(long)
	 * @see org.latscope.model.LatscopePackage#getHistogram_BucketWidth()
	 * @model unsettable="true"
	 * @generated
	 */
	long getBucketWidth();

	/**
	 * Sets the value of the '{@link org.latscope.model.Histogram#getBucketWidth <em>Bucket Width</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Bucket Width</em>' attribute.
	 * @see #isSetBucketWidth()
	 * @see #unsetBucketWidth()
	 * @see #getBucketWidth()
	 * @generated
	 */
	void setBucketWidth(long value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.Histogram#getBucketWidth <em>Bucket Width</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetBucketWidth()
	 * @see #getBucketWidth()
	 * @see #setBucketWidth(long)
	 * @generated
	 */
	void unsetBucketWidth();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.Histogram#getBucketWidth <em>Bucket Width</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Bucket Width</em>' attribute is set.
	 * @see #unsetBucketWidth()
	 * @see #getBucketWidth()
	 * @see #setBucketWidth(long)
	 * @generated
	 */
	boolean isSetBucketWidth();

	/**
	 * Returns the value of the '<em><b>Series</b></em>' containment reference list.
	 * The list contents are of type {@link org.latscope.model.HistogramSeries}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Series</em>' containment reference list.
	 * @see org.latscope.model.LatscopePackage#getHistogram_Series()
	 * @model containment="true"
	 * @generated
	 */
	EList<HistogramSeries> getSeries();

} // Histogram
