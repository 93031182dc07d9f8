/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.latscope.model.LatscopePackage;
import org.latscope.model.SourceLocation;
import org.latscope.model.WorstRow;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Worst Row</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.impl.WorstRowImpl#getLatencyUs <em>Latency Us</em>}</li>
 *   <li>{@link org.latscope.model.impl.WorstRowImpl#getCause <em>Cause</em>}</li>
 *   <li>{@link org.latscope.model.impl.WorstRowImpl#getMask <em>Mask</em>}</li>
 *   <li>{@link org.latscope.model.impl.WorstRowImpl#getStart <em>Start</em>}</li>
 *   <li>{@link org.latscope.model.impl.WorstRowImpl#getAddress <em>Address</em>}</li>
 *   <li>{@link org.latscope.model.impl.WorstRowImpl#getEnd <em>End</em>}</li>
 *   <li>{@link org.latscope.model.impl.WorstRowImpl#getLine <em>Line</em>}</li>
 * </ul>
 *
 * @generated
 */
public class WorstRowImpl extends MinimalEObjectImpl.Container implements WorstRow {
	/**
	 * The default value of the '{@link #getLatencyUs() <em>Latency Us</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLatencyUs()
	 * @generated
	 * @ordered
	 */
	protected static final int LATENCY_US_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getLatencyUs() <em>Latency Us</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLatencyUs()
	 * @generated
	 * @ordered
	 */
	protected int latencyUs = LATENCY_US_EDEFAULT;

	/**
	 * The default value of the '{@link #getCause() <em>Cause</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCause()
	 * @generated
	 * @ordered
	 */
	protected static final String CAUSE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getCause() <em>Cause</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCause()
	 * @generated
	 * @ordered
	 */
	protected String cause = CAUSE_EDEFAULT;

	/**
	 * The default value of the '{@link #getMask() <em>Mask</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMask()
	 * @generated
	 * @ordered
	 */
	protected static final long MASK_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getMask() <em>Mask</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMask()
	 * @generated
	 * @ordered
	 */
	protected long mask = MASK_EDEFAULT;

	/**
	 * The cached value of the '{@link #getStart() <em>Start</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStart()
	 * @generated
	 * @ordered
	 */
	protected SourceLocation start;

	/**
	 * The default value of the '{@link #getAddress() <em>Address</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAddress()
	 * @generated
	 * @ordered
	 */
	protected static final long ADDRESS_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getAddress() <em>Address</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAddress()
	 * @generated
	 * @ordered
	 */
	protected long address = ADDRESS_EDEFAULT;

	/**
	 * The cached value of the '{@link #getEnd() <em>End</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEnd()
	 * @generated
	 * @ordered
	 */
	protected SourceLocation end;

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
	protected WorstRowImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return LatscopePackage.Literals.WORST_ROW;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getLatencyUs() {
		return latencyUs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLatencyUs(int newLatencyUs) {
		int oldLatencyUs = latencyUs;
		latencyUs = newLatencyUs;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.WORST_ROW__LATENCY_US, oldLatencyUs, latencyUs));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getCause() {
		return cause;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCause(String newCause) {
		String oldCause = cause;
		cause = newCause;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.WORST_ROW__CAUSE, oldCause, cause));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getMask() {
		return mask;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMask(long newMask) {
		long oldMask = mask;
		mask = newMask;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.WORST_ROW__MASK, oldMask, mask));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SourceLocation getStart() {
		if (start != null && start.eIsProxy()) {
			InternalEObject oldStart = (InternalEObject)start;
			start = (SourceLocation)eResolveProxy(oldStart);
			if (start != oldStart) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, LatscopePackage.WORST_ROW__START, oldStart, start));
			}
		}
		return start;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public SourceLocation basicGetStart() {
		return start;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setStart(SourceLocation newStart) {
		SourceLocation oldStart = start;
		start = newStart;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.WORST_ROW__START, oldStart, start));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getAddress() {
		return address;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setAddress(long newAddress) {
		long oldAddress = address;
		address = newAddress;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.WORST_ROW__ADDRESS, oldAddress, address));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SourceLocation getEnd() {
		if (end != null && end.eIsProxy()) {
			InternalEObject oldEnd = (InternalEObject)end;
			end = (SourceLocation)eResolveProxy(oldEnd);
			if (end != oldEnd) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, LatscopePackage.WORST_ROW__END, oldEnd, end));
			}
		}
		return end;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public SourceLocation basicGetEnd() {
		return end;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setEnd(SourceLocation newEnd) {
		SourceLocation oldEnd = end;
		end = newEnd;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.WORST_ROW__END, oldEnd, end));
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
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.WORST_ROW__LINE, oldLine, line));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case LatscopePackage.WORST_ROW__LATENCY_US:
				return getLatencyUs();
			case LatscopePackage.WORST_ROW__CAUSE:
				return getCause();
			case LatscopePackage.WORST_ROW__MASK:
				return getMask();
			case LatscopePackage.WORST_ROW__START:
				if (resolve) return getStart();
				return basicGetStart();
			case LatscopePackage.WORST_ROW__ADDRESS:
				return getAddress();
			case LatscopePackage.WORST_ROW__END:
				if (resolve) return getEnd();
				return basicGetEnd();
			case LatscopePackage.WORST_ROW__LINE:
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
			case LatscopePackage.WORST_ROW__LATENCY_US:
				setLatencyUs((Integer)newValue);
				return;
			case LatscopePackage.WORST_ROW__CAUSE:
				setCause((String)newValue);
				return;
			case LatscopePackage.WORST_ROW__MASK:
				setMask((Long)newValue);
				return;
			case LatscopePackage.WORST_ROW__START:
				setStart((SourceLocation)newValue);
				return;
			case LatscopePackage.WORST_ROW__ADDRESS:
				setAddress((Long)newValue);
				return;
			case LatscopePackage.WORST_ROW__END:
				setEnd((SourceLocation)newValue);
				return;
			case LatscopePackage.WORST_ROW__LINE:
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
			case LatscopePackage.WORST_ROW__LATENCY_US:
				setLatencyUs(LATENCY_US_EDEFAULT);
				return;
			case LatscopePackage.WORST_ROW__CAUSE:
				setCause(CAUSE_EDEFAULT);
				return;
			case LatscopePackage.WORST_ROW__MASK:
				setMask(MASK_EDEFAULT);
				return;
			case LatscopePackage.WORST_ROW__START:
				setStart((SourceLocation)null);
				return;
			case LatscopePackage.WORST_ROW__ADDRESS:
				setAddress(ADDRESS_EDEFAULT);
				return;
			case LatscopePackage.WORST_ROW__END:
				setEnd((SourceLocation)null);
				return;
			case LatscopePackage.WORST_ROW__LINE:
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
			case LatscopePackage.WORST_ROW__LATENCY_US:
				return latencyUs != LATENCY_US_EDEFAULT;
			case LatscopePackage.WORST_ROW__CAUSE:
				return CAUSE_EDEFAULT == null ? cause != null : !CAUSE_EDEFAULT.equals(cause);
			case LatscopePackage.WORST_ROW__MASK:
				return mask != MASK_EDEFAULT;
			case LatscopePackage.WORST_ROW__START:
				return start != null;
			case LatscopePackage.WORST_ROW__ADDRESS:
				return address != ADDRESS_EDEFAULT;
			case LatscopePackage.WORST_ROW__END:
				return end != null;
			case LatscopePackage.WORST_ROW__LINE:
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
		result.append(" (latencyUs: ");
		result.append(latencyUs);
		result.append(", cause: ");
		result.append(cause);
		result.append(", mask: ");
		result.append(mask);
		result.append(", address: ");
		result.append(address);
		result.append(", line: ");
		result.append(line);
		result.append(')');
		return result.toString();
	}

} //WorstRowImpl
