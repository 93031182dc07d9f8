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

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

import org.latscope.model.LatscopePackage;
import org.latscope.model.LogLine;
import org.latscope.model.Measurement;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Log Line</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.impl.LogLineImpl#getTimeNs <em>Time Ns</em>}</li>
 *   <li>{@link org.latscope.model.impl.LogLineImpl#getCallerId <em>Caller Id</em>}</li>
 *   <li>{@link org.latscope.model.impl.LogLineImpl#getText <em>Text</em>}</li>
 *   <li>{@link org.latscope.model.impl.LogLineImpl#getMeasurements <em>Measurements</em>}</li>
 *   <li>{@link org.latscope.model.impl.LogLineImpl#getLine <em>Line</em>}</li>
 * </ul>
 *
 * @generated
 */
public class LogLineImpl extends MinimalEObjectImpl.Container implements LogLine {
	/**
	 * The default value of the '{@link #getTimeNs() <em>Time Ns</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTimeNs()
	 * @generated
	 * @ordered
	 */
	protected static final long TIME_NS_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getTimeNs() <em>Time Ns</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTimeNs()
	 * @generated
	 * @ordered
	 */
	protected long timeNs = TIME_NS_EDEFAULT;

	/**
	 * This is true if the Time Ns attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean timeNsESet;

	/**
	 * The default value of the '{@link #getCallerId() <em>Caller Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCallerId()
	 * @generated
	 * @ordered
	 */
	protected static final String CALLER_ID_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getCallerId() <em>Caller Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCallerId()
	 * @generated
	 * @ordered
	 */
	protected String callerId = CALLER_ID_EDEFAULT;

	/**
	 * The default value of the '{@link #getText() <em>Text</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getText()
	 * @generated
	 * @ordered
	 */
	protected static final String TEXT_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getText() <em>Text</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getText()
	 * @generated
	 * @ordered
	 */
	protected String text = TEXT_EDEFAULT;

	/**
	 * The cached value of the '{@link #getMeasurements() <em>Measurements</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMeasurements()
	 * @generated
	 * @ordered
	 */
	protected EList<Measurement> measurements;

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
	protected LogLineImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return LatscopePackage.Literals.LOG_LINE;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getTimeNs() {
		return timeNs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTimeNs(long newTimeNs) {
		long oldTimeNs = timeNs;
		timeNs = newTimeNs;
		boolean oldTimeNsESet = timeNsESet;
		timeNsESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.LOG_LINE__TIME_NS, oldTimeNs, timeNs, !oldTimeNsESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetTimeNs() {
		long oldTimeNs = timeNs;
		boolean oldTimeNsESet = timeNsESet;
		timeNs = TIME_NS_EDEFAULT;
		timeNsESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LatscopePackage.LOG_LINE__TIME_NS, oldTimeNs, TIME_NS_EDEFAULT, oldTimeNsESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetTimeNs() {
		return timeNsESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getCallerId() {
		return callerId;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCallerId(String newCallerId) {
		String oldCallerId = callerId;
		callerId = newCallerId;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.LOG_LINE__CALLER_ID, oldCallerId, callerId));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getText() {
		return text;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setText(String newText) {
		String oldText = text;
		text = newText;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.LOG_LINE__TEXT, oldText, text));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Measurement> getMeasurements() {
		if (measurements == null) {
			measurements = new EObjectContainmentEList<Measurement>(Measurement.class, this, LatscopePackage.LOG_LINE__MEASUREMENTS);
		}
		return measurements;
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
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.LOG_LINE__LINE, oldLine, line));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case LatscopePackage.LOG_LINE__MEASUREMENTS:
				return ((InternalEList<?>)getMeasurements()).basicRemove(otherEnd, msgs);
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
			case LatscopePackage.LOG_LINE__TIME_NS:
				return getTimeNs();
			case LatscopePackage.LOG_LINE__CALLER_ID:
				return getCallerId();
			case LatscopePackage.LOG_LINE__TEXT:
				return getText();
			case LatscopePackage.LOG_LINE__MEASUREMENTS:
				return getMeasurements();
			case LatscopePackage.LOG_LINE__LINE:
				return getLine();
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
			case LatscopePackage.LOG_LINE__TIME_NS:
				setTimeNs((Long)newValue);
				return;
			case LatscopePackage.LOG_LINE__CALLER_ID:
				setCallerId((String)newValue);
				return;
			case LatscopePackage.LOG_LINE__TEXT:
				setText((String)newValue);
				return;
			case LatscopePackage.LOG_LINE__MEASUREMENTS:
				getMeasurements().clear();
				getMeasurements().addAll((Collection<? extends Measurement>)newValue);
				return;
			case LatscopePackage.LOG_LINE__LINE:
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
			case LatscopePackage.LOG_LINE__TIME_NS:
				unsetTimeNs();
				return;
			case LatscopePackage.LOG_LINE__CALLER_ID:
				setCallerId(CALLER_ID_EDEFAULT);
				return;
			case LatscopePackage.LOG_LINE__TEXT:
				setText(TEXT_EDEFAULT);
				return;
			case LatscopePackage.LOG_LINE__MEASUREMENTS:
				getMeasurements().clear();
				return;
			case LatscopePackage.LOG_LINE__LINE:
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
			case LatscopePackage.LOG_LINE__TIME_NS:
				return isSetTimeNs();
			case LatscopePackage.LOG_LINE__CALLER_ID:
				return CALLER_ID_EDEFAULT == null ? callerId != null : !CALLER_ID_EDEFAULT.equals(callerId);
			case LatscopePackage.LOG_LINE__TEXT:
				return TEXT_EDEFAULT == null ? text != null : !TEXT_EDEFAULT.equals(text);
			case LatscopePackage.LOG_LINE__MEASUREMENTS:
				return measurements != null && !measurements.isEmpty();
			case LatscopePackage.LOG_LINE__LINE:
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
		result.append(" (timeNs: ");
		if (timeNsESet) result.append(timeNs); else result.append("<unset>");
		result.append(", callerId: ");
		result.append(callerId);
		result.append(", text: ");
		result.append(text);
		result.append(", line: ");
		result.append(line);
		result.append(')');
		return result.toString();
	}

} //LogLineImpl
