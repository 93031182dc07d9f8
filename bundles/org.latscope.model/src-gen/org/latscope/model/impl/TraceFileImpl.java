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

import org.latscope.model.Batch;
import org.latscope.model.LatscopePackage;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Trace File</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.impl.TraceFileImpl#getPath <em>Path</em>}</li>
 *   <li>{@link org.latscope.model.impl.TraceFileImpl#getSize <em>Size</em>}</li>
 *   <li>{@link org.latscope.model.impl.TraceFileImpl#getChecksum <em>Checksum</em>}</li>
 *   <li>{@link org.latscope.model.impl.TraceFileImpl#getLastModified <em>Last Modified</em>}</li>
 *   <li>{@link org.latscope.model.impl.TraceFileImpl#getFormatId <em>Format Id</em>}</li>
 *   <li>{@link org.latscope.model.impl.TraceFileImpl#getLinesRead <em>Lines Read</em>}</li>
 *   <li>{@link org.latscope.model.impl.TraceFileImpl#getLinesUsed <em>Lines Used</em>}</li>
 *   <li>{@link org.latscope.model.impl.TraceFileImpl#getBatch <em>Batch</em>}</li>
 *   <li>{@link org.latscope.model.impl.TraceFileImpl#getDiagnostics <em>Diagnostics</em>}</li>
 *   <li>{@link org.latscope.model.impl.TraceFileImpl#getContents <em>Contents</em>}</li>
 * </ul>
 *
 * @generated
 */
public class TraceFileImpl extends MinimalEObjectImpl.Container implements TraceFile {
	/**
	 * The default value of the '{@link #getPath() <em>Path</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPath()
	 * @generated
	 * @ordered
	 */
	protected static final String PATH_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getPath() <em>Path</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPath()
	 * @generated
	 * @ordered
	 */
	protected String path = PATH_EDEFAULT;

	/**
	 * The default value of the '{@link #getSize() <em>Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSize()
	 * @generated
	 * @ordered
	 */
	protected static final long SIZE_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getSize() <em>Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSize()
	 * @generated
	 * @ordered
	 */
	protected long size = SIZE_EDEFAULT;

	/**
	 * The default value of the '{@link #getChecksum() <em>Checksum</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getChecksum()
	 * @generated
	 * @ordered
	 */
	protected static final String CHECKSUM_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getChecksum() <em>Checksum</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getChecksum()
	 * @generated
	 * @ordered
	 */
	protected String checksum = CHECKSUM_EDEFAULT;

	/**
	 * The default value of the '{@link #getLastModified() <em>Last Modified</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLastModified()
	 * @generated
	 * @ordered
	 */
	protected static final long LAST_MODIFIED_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getLastModified() <em>Last Modified</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLastModified()
	 * @generated
	 * @ordered
	 */
	protected long lastModified = LAST_MODIFIED_EDEFAULT;

	/**
	 * The default value of the '{@link #getFormatId() <em>Format Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFormatId()
	 * @generated
	 * @ordered
	 */
	protected static final String FORMAT_ID_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getFormatId() <em>Format Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFormatId()
	 * @generated
	 * @ordered
	 */
	protected String formatId = FORMAT_ID_EDEFAULT;

	/**
	 * The default value of the '{@link #getLinesRead() <em>Lines Read</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLinesRead()
	 * @generated
	 * @ordered
	 */
	protected static final long LINES_READ_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getLinesRead() <em>Lines Read</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLinesRead()
	 * @generated
	 * @ordered
	 */
	protected long linesRead = LINES_READ_EDEFAULT;

	/**
	 * The default value of the '{@link #getLinesUsed() <em>Lines Used</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLinesUsed()
	 * @generated
	 * @ordered
	 */
	protected static final long LINES_USED_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getLinesUsed() <em>Lines Used</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLinesUsed()
	 * @generated
	 * @ordered
	 */
	protected long linesUsed = LINES_USED_EDEFAULT;

	/**
	 * The cached value of the '{@link #getBatch() <em>Batch</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBatch()
	 * @generated
	 * @ordered
	 */
	protected Batch batch;

	/**
	 * The cached value of the '{@link #getDiagnostics() <em>Diagnostics</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDiagnostics()
	 * @generated
	 * @ordered
	 */
	protected EList<ParseDiagnostic> diagnostics;

	/**
	 * The cached value of the '{@link #getContents() <em>Contents</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getContents()
	 * @generated
	 * @ordered
	 */
	protected EList<TraceContent> contents;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected TraceFileImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return LatscopePackage.Literals.TRACE_FILE;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getPath() {
		return path;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPath(String newPath) {
		String oldPath = path;
		path = newPath;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.TRACE_FILE__PATH, oldPath, path));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getSize() {
		return size;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSize(long newSize) {
		long oldSize = size;
		size = newSize;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.TRACE_FILE__SIZE, oldSize, size));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getChecksum() {
		return checksum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setChecksum(String newChecksum) {
		String oldChecksum = checksum;
		checksum = newChecksum;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.TRACE_FILE__CHECKSUM, oldChecksum, checksum));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getLastModified() {
		return lastModified;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLastModified(long newLastModified) {
		long oldLastModified = lastModified;
		lastModified = newLastModified;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.TRACE_FILE__LAST_MODIFIED, oldLastModified, lastModified));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getFormatId() {
		return formatId;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFormatId(String newFormatId) {
		String oldFormatId = formatId;
		formatId = newFormatId;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.TRACE_FILE__FORMAT_ID, oldFormatId, formatId));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getLinesRead() {
		return linesRead;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLinesRead(long newLinesRead) {
		long oldLinesRead = linesRead;
		linesRead = newLinesRead;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.TRACE_FILE__LINES_READ, oldLinesRead, linesRead));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getLinesUsed() {
		return linesUsed;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLinesUsed(long newLinesUsed) {
		long oldLinesUsed = linesUsed;
		linesUsed = newLinesUsed;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.TRACE_FILE__LINES_USED, oldLinesUsed, linesUsed));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Batch getBatch() {
		if (batch != null && batch.eIsProxy()) {
			InternalEObject oldBatch = (InternalEObject)batch;
			batch = (Batch)eResolveProxy(oldBatch);
			if (batch != oldBatch) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, LatscopePackage.TRACE_FILE__BATCH, oldBatch, batch));
			}
		}
		return batch;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Batch basicGetBatch() {
		return batch;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetBatch(Batch newBatch, NotificationChain msgs) {
		Batch oldBatch = batch;
		batch = newBatch;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, LatscopePackage.TRACE_FILE__BATCH, oldBatch, newBatch);
			if (msgs == null) msgs = notification; else msgs.add(notification);
		}
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBatch(Batch newBatch) {
		if (newBatch != batch) {
			NotificationChain msgs = null;
			if (batch != null)
				msgs = ((InternalEObject)batch).eInverseRemove(this, LatscopePackage.BATCH__FILES, Batch.class, msgs);
			if (newBatch != null)
				msgs = ((InternalEObject)newBatch).eInverseAdd(this, LatscopePackage.BATCH__FILES, Batch.class, msgs);
			msgs = basicSetBatch(newBatch, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.TRACE_FILE__BATCH, newBatch, newBatch));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<ParseDiagnostic> getDiagnostics() {
		if (diagnostics == null) {
			diagnostics = new EObjectContainmentEList<ParseDiagnostic>(ParseDiagnostic.class, this, LatscopePackage.TRACE_FILE__DIAGNOSTICS);
		}
		return diagnostics;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<TraceContent> getContents() {
		if (contents == null) {
			contents = new EObjectContainmentEList<TraceContent>(TraceContent.class, this, LatscopePackage.TRACE_FILE__CONTENTS);
		}
		return contents;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseAdd(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case LatscopePackage.TRACE_FILE__BATCH:
				if (batch != null)
					msgs = ((InternalEObject)batch).eInverseRemove(this, LatscopePackage.BATCH__FILES, Batch.class, msgs);
				return basicSetBatch((Batch)otherEnd, msgs);
		}
		return super.eInverseAdd(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case LatscopePackage.TRACE_FILE__BATCH:
				return basicSetBatch(null, msgs);
			case LatscopePackage.TRACE_FILE__DIAGNOSTICS:
				return ((InternalEList<?>)getDiagnostics()).basicRemove(otherEnd, msgs);
			case LatscopePackage.TRACE_FILE__CONTENTS:
				return ((InternalEList<?>)getContents()).basicRemove(otherEnd, msgs);
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
			case LatscopePackage.TRACE_FILE__PATH:
				return getPath();
			case LatscopePackage.TRACE_FILE__SIZE:
				return getSize();
			case LatscopePackage.TRACE_FILE__CHECKSUM:
				return getChecksum();
			case LatscopePackage.TRACE_FILE__LAST_MODIFIED:
				return getLastModified();
			case LatscopePackage.TRACE_FILE__FORMAT_ID:
				return getFormatId();
			case LatscopePackage.TRACE_FILE__LINES_READ:
				return getLinesRead();
			case LatscopePackage.TRACE_FILE__LINES_USED:
				return getLinesUsed();
			case LatscopePackage.TRACE_FILE__BATCH:
				if (resolve) return getBatch();
				return basicGetBatch();
			case LatscopePackage.TRACE_FILE__DIAGNOSTICS:
				return getDiagnostics();
			case LatscopePackage.TRACE_FILE__CONTENTS:
				return getContents();
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
			case LatscopePackage.TRACE_FILE__PATH:
				setPath((String)newValue);
				return;
			case LatscopePackage.TRACE_FILE__SIZE:
				setSize((Long)newValue);
				return;
			case LatscopePackage.TRACE_FILE__CHECKSUM:
				setChecksum((String)newValue);
				return;
			case LatscopePackage.TRACE_FILE__LAST_MODIFIED:
				setLastModified((Long)newValue);
				return;
			case LatscopePackage.TRACE_FILE__FORMAT_ID:
				setFormatId((String)newValue);
				return;
			case LatscopePackage.TRACE_FILE__LINES_READ:
				setLinesRead((Long)newValue);
				return;
			case LatscopePackage.TRACE_FILE__LINES_USED:
				setLinesUsed((Long)newValue);
				return;
			case LatscopePackage.TRACE_FILE__BATCH:
				setBatch((Batch)newValue);
				return;
			case LatscopePackage.TRACE_FILE__DIAGNOSTICS:
				getDiagnostics().clear();
				getDiagnostics().addAll((Collection<? extends ParseDiagnostic>)newValue);
				return;
			case LatscopePackage.TRACE_FILE__CONTENTS:
				getContents().clear();
				getContents().addAll((Collection<? extends TraceContent>)newValue);
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
			case LatscopePackage.TRACE_FILE__PATH:
				setPath(PATH_EDEFAULT);
				return;
			case LatscopePackage.TRACE_FILE__SIZE:
				setSize(SIZE_EDEFAULT);
				return;
			case LatscopePackage.TRACE_FILE__CHECKSUM:
				setChecksum(CHECKSUM_EDEFAULT);
				return;
			case LatscopePackage.TRACE_FILE__LAST_MODIFIED:
				setLastModified(LAST_MODIFIED_EDEFAULT);
				return;
			case LatscopePackage.TRACE_FILE__FORMAT_ID:
				setFormatId(FORMAT_ID_EDEFAULT);
				return;
			case LatscopePackage.TRACE_FILE__LINES_READ:
				setLinesRead(LINES_READ_EDEFAULT);
				return;
			case LatscopePackage.TRACE_FILE__LINES_USED:
				setLinesUsed(LINES_USED_EDEFAULT);
				return;
			case LatscopePackage.TRACE_FILE__BATCH:
				setBatch((Batch)null);
				return;
			case LatscopePackage.TRACE_FILE__DIAGNOSTICS:
				getDiagnostics().clear();
				return;
			case LatscopePackage.TRACE_FILE__CONTENTS:
				getContents().clear();
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
			case LatscopePackage.TRACE_FILE__PATH:
				return PATH_EDEFAULT == null ? path != null : !PATH_EDEFAULT.equals(path);
			case LatscopePackage.TRACE_FILE__SIZE:
				return size != SIZE_EDEFAULT;
			case LatscopePackage.TRACE_FILE__CHECKSUM:
				return CHECKSUM_EDEFAULT == null ? checksum != null : !CHECKSUM_EDEFAULT.equals(checksum);
			case LatscopePackage.TRACE_FILE__LAST_MODIFIED:
				return lastModified != LAST_MODIFIED_EDEFAULT;
			case LatscopePackage.TRACE_FILE__FORMAT_ID:
				return FORMAT_ID_EDEFAULT == null ? formatId != null : !FORMAT_ID_EDEFAULT.equals(formatId);
			case LatscopePackage.TRACE_FILE__LINES_READ:
				return linesRead != LINES_READ_EDEFAULT;
			case LatscopePackage.TRACE_FILE__LINES_USED:
				return linesUsed != LINES_USED_EDEFAULT;
			case LatscopePackage.TRACE_FILE__BATCH:
				return batch != null;
			case LatscopePackage.TRACE_FILE__DIAGNOSTICS:
				return diagnostics != null && !diagnostics.isEmpty();
			case LatscopePackage.TRACE_FILE__CONTENTS:
				return contents != null && !contents.isEmpty();
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
		result.append(" (path: ");
		result.append(path);
		result.append(", size: ");
		result.append(size);
		result.append(", checksum: ");
		result.append(checksum);
		result.append(", lastModified: ");
		result.append(lastModified);
		result.append(", formatId: ");
		result.append(formatId);
		result.append(", linesRead: ");
		result.append(linesRead);
		result.append(", linesUsed: ");
		result.append(linesUsed);
		result.append(')');
		return result.toString();
	}

} //TraceFileImpl
