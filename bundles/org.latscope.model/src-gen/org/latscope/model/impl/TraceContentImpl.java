/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.latscope.model.LatscopePackage;
import org.latscope.model.TraceContent;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Trace Content</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.impl.TraceContentImpl#getFirstLine <em>First Line</em>}</li>
 *   <li>{@link org.latscope.model.impl.TraceContentImpl#getLastLine <em>Last Line</em>}</li>
 * </ul>
 *
 * @generated
 */
public abstract class TraceContentImpl extends MinimalEObjectImpl.Container implements TraceContent {
	/**
	 * The default value of the '{@link #getFirstLine() <em>First Line</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFirstLine()
	 * @generated
	 * @ordered
	 */
	protected static final int FIRST_LINE_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getFirstLine() <em>First Line</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFirstLine()
	 * @generated
	 * @ordered
	 */
	protected int firstLine = FIRST_LINE_EDEFAULT;

	/**
	 * The default value of the '{@link #getLastLine() <em>Last Line</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLastLine()
	 * @generated
	 * @ordered
	 */
	protected static final int LAST_LINE_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getLastLine() <em>Last Line</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLastLine()
	 * @generated
	 * @ordered
	 */
	protected int lastLine = LAST_LINE_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected TraceContentImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return LatscopePackage.Literals.TRACE_CONTENT;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getFirstLine() {
		return firstLine;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFirstLine(int newFirstLine) {
		int oldFirstLine = firstLine;
		firstLine = newFirstLine;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.TRACE_CONTENT__FIRST_LINE, oldFirstLine, firstLine));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getLastLine() {
		return lastLine;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLastLine(int newLastLine) {
		int oldLastLine = lastLine;
		lastLine = newLastLine;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.TRACE_CONTENT__LAST_LINE, oldLastLine, lastLine));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case LatscopePackage.TRACE_CONTENT__FIRST_LINE:
				return getFirstLine();
			case LatscopePackage.TRACE_CONTENT__LAST_LINE:
				return getLastLine();
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
			case LatscopePackage.TRACE_CONTENT__FIRST_LINE:
				setFirstLine((Integer)newValue);
				return;
			case LatscopePackage.TRACE_CONTENT__LAST_LINE:
				setLastLine((Integer)newValue);
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
			case LatscopePackage.TRACE_CONTENT__FIRST_LINE:
				setFirstLine(FIRST_LINE_EDEFAULT);
				return;
			case LatscopePackage.TRACE_CONTENT__LAST_LINE:
				setLastLine(LAST_LINE_EDEFAULT);
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
			case LatscopePackage.TRACE_CONTENT__FIRST_LINE:
				return firstLine != FIRST_LINE_EDEFAULT;
			case LatscopePackage.TRACE_CONTENT__LAST_LINE:
				return lastLine != LAST_LINE_EDEFAULT;
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
		result.append(" (firstLine: ");
		result.append(firstLine);
		result.append(", lastLine: ");
		result.append(lastLine);
		result.append(')');
		return result.toString();
	}

} //TraceContentImpl
