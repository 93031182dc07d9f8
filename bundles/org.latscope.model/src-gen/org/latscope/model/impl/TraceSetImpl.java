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
import org.latscope.model.Run;
import org.latscope.model.SourceLocation;
import org.latscope.model.SymbolTable;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Trace Set</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.impl.TraceSetImpl#getLabel <em>Label</em>}</li>
 *   <li>{@link org.latscope.model.impl.TraceSetImpl#getKernelRelease <em>Kernel Release</em>}</li>
 *   <li>{@link org.latscope.model.impl.TraceSetImpl#getNotes <em>Notes</em>}</li>
 *   <li>{@link org.latscope.model.impl.TraceSetImpl#getOrigin <em>Origin</em>}</li>
 *   <li>{@link org.latscope.model.impl.TraceSetImpl#getLocation <em>Location</em>}</li>
 *   <li>{@link org.latscope.model.impl.TraceSetImpl#isArchive <em>Archive</em>}</li>
 *   <li>{@link org.latscope.model.impl.TraceSetImpl#getStepStore <em>Step Store</em>}</li>
 *   <li>{@link org.latscope.model.impl.TraceSetImpl#getSymbols <em>Symbols</em>}</li>
 *   <li>{@link org.latscope.model.impl.TraceSetImpl#getSourceLocations <em>Source Locations</em>}</li>
 *   <li>{@link org.latscope.model.impl.TraceSetImpl#getRuns <em>Runs</em>}</li>
 *   <li>{@link org.latscope.model.impl.TraceSetImpl#getFiles <em>Files</em>}</li>
 * </ul>
 *
 * @generated
 */
public class TraceSetImpl extends MinimalEObjectImpl.Container implements TraceSet {
	/**
	 * The default value of the '{@link #getLabel() <em>Label</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLabel()
	 * @generated
	 * @ordered
	 */
	protected static final String LABEL_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getLabel() <em>Label</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLabel()
	 * @generated
	 * @ordered
	 */
	protected String label = LABEL_EDEFAULT;

	/**
	 * The default value of the '{@link #getKernelRelease() <em>Kernel Release</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKernelRelease()
	 * @generated
	 * @ordered
	 */
	protected static final String KERNEL_RELEASE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getKernelRelease() <em>Kernel Release</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKernelRelease()
	 * @generated
	 * @ordered
	 */
	protected String kernelRelease = KERNEL_RELEASE_EDEFAULT;

	/**
	 * The default value of the '{@link #getNotes() <em>Notes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNotes()
	 * @generated
	 * @ordered
	 */
	protected static final String NOTES_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getNotes() <em>Notes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNotes()
	 * @generated
	 * @ordered
	 */
	protected String notes = NOTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getOrigin() <em>Origin</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOrigin()
	 * @generated
	 * @ordered
	 */
	protected static final String ORIGIN_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getOrigin() <em>Origin</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOrigin()
	 * @generated
	 * @ordered
	 */
	protected String origin = ORIGIN_EDEFAULT;

	/**
	 * The default value of the '{@link #getLocation() <em>Location</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLocation()
	 * @generated
	 * @ordered
	 */
	protected static final String LOCATION_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getLocation() <em>Location</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLocation()
	 * @generated
	 * @ordered
	 */
	protected String location = LOCATION_EDEFAULT;

	/**
	 * The default value of the '{@link #isArchive() <em>Archive</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isArchive()
	 * @generated
	 * @ordered
	 */
	protected static final boolean ARCHIVE_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isArchive() <em>Archive</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isArchive()
	 * @generated
	 * @ordered
	 */
	protected boolean archive = ARCHIVE_EDEFAULT;

	/**
	 * The default value of the '{@link #getStepStore() <em>Step Store</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStepStore()
	 * @generated
	 * @ordered
	 */
	protected static final String STEP_STORE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getStepStore() <em>Step Store</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStepStore()
	 * @generated
	 * @ordered
	 */
	protected String stepStore = STEP_STORE_EDEFAULT;

	/**
	 * The cached value of the '{@link #getSymbols() <em>Symbols</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSymbols()
	 * @generated
	 * @ordered
	 */
	protected SymbolTable symbols;

	/**
	 * The cached value of the '{@link #getSourceLocations() <em>Source Locations</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSourceLocations()
	 * @generated
	 * @ordered
	 */
	protected EList<SourceLocation> sourceLocations;

	/**
	 * The cached value of the '{@link #getRuns() <em>Runs</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRuns()
	 * @generated
	 * @ordered
	 */
	protected EList<Run> runs;

	/**
	 * The cached value of the '{@link #getFiles() <em>Files</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFiles()
	 * @generated
	 * @ordered
	 */
	protected EList<TraceFile> files;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected TraceSetImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return LatscopePackage.Literals.TRACE_SET;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getLabel() {
		return label;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLabel(String newLabel) {
		String oldLabel = label;
		label = newLabel;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.TRACE_SET__LABEL, oldLabel, label));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getKernelRelease() {
		return kernelRelease;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setKernelRelease(String newKernelRelease) {
		String oldKernelRelease = kernelRelease;
		kernelRelease = newKernelRelease;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.TRACE_SET__KERNEL_RELEASE, oldKernelRelease, kernelRelease));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getNotes() {
		return notes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setNotes(String newNotes) {
		String oldNotes = notes;
		notes = newNotes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.TRACE_SET__NOTES, oldNotes, notes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getOrigin() {
		return origin;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setOrigin(String newOrigin) {
		String oldOrigin = origin;
		origin = newOrigin;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.TRACE_SET__ORIGIN, oldOrigin, origin));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getLocation() {
		return location;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLocation(String newLocation) {
		String oldLocation = location;
		location = newLocation;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.TRACE_SET__LOCATION, oldLocation, location));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isArchive() {
		return archive;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setArchive(boolean newArchive) {
		boolean oldArchive = archive;
		archive = newArchive;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.TRACE_SET__ARCHIVE, oldArchive, archive));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getStepStore() {
		return stepStore;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setStepStore(String newStepStore) {
		String oldStepStore = stepStore;
		stepStore = newStepStore;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.TRACE_SET__STEP_STORE, oldStepStore, stepStore));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SymbolTable getSymbols() {
		return symbols;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetSymbols(SymbolTable newSymbols, NotificationChain msgs) {
		SymbolTable oldSymbols = symbols;
		symbols = newSymbols;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, LatscopePackage.TRACE_SET__SYMBOLS, oldSymbols, newSymbols);
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
	public void setSymbols(SymbolTable newSymbols) {
		if (newSymbols != symbols) {
			NotificationChain msgs = null;
			if (symbols != null)
				msgs = ((InternalEObject)symbols).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - LatscopePackage.TRACE_SET__SYMBOLS, null, msgs);
			if (newSymbols != null)
				msgs = ((InternalEObject)newSymbols).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - LatscopePackage.TRACE_SET__SYMBOLS, null, msgs);
			msgs = basicSetSymbols(newSymbols, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.TRACE_SET__SYMBOLS, newSymbols, newSymbols));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<SourceLocation> getSourceLocations() {
		if (sourceLocations == null) {
			sourceLocations = new EObjectContainmentEList<SourceLocation>(SourceLocation.class, this, LatscopePackage.TRACE_SET__SOURCE_LOCATIONS);
		}
		return sourceLocations;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Run> getRuns() {
		if (runs == null) {
			runs = new EObjectContainmentEList<Run>(Run.class, this, LatscopePackage.TRACE_SET__RUNS);
		}
		return runs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<TraceFile> getFiles() {
		if (files == null) {
			files = new EObjectContainmentEList<TraceFile>(TraceFile.class, this, LatscopePackage.TRACE_SET__FILES);
		}
		return files;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case LatscopePackage.TRACE_SET__SYMBOLS:
				return basicSetSymbols(null, msgs);
			case LatscopePackage.TRACE_SET__SOURCE_LOCATIONS:
				return ((InternalEList<?>)getSourceLocations()).basicRemove(otherEnd, msgs);
			case LatscopePackage.TRACE_SET__RUNS:
				return ((InternalEList<?>)getRuns()).basicRemove(otherEnd, msgs);
			case LatscopePackage.TRACE_SET__FILES:
				return ((InternalEList<?>)getFiles()).basicRemove(otherEnd, msgs);
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
			case LatscopePackage.TRACE_SET__LABEL:
				return getLabel();
			case LatscopePackage.TRACE_SET__KERNEL_RELEASE:
				return getKernelRelease();
			case LatscopePackage.TRACE_SET__NOTES:
				return getNotes();
			case LatscopePackage.TRACE_SET__ORIGIN:
				return getOrigin();
			case LatscopePackage.TRACE_SET__LOCATION:
				return getLocation();
			case LatscopePackage.TRACE_SET__ARCHIVE:
				return isArchive();
			case LatscopePackage.TRACE_SET__STEP_STORE:
				return getStepStore();
			case LatscopePackage.TRACE_SET__SYMBOLS:
				return getSymbols();
			case LatscopePackage.TRACE_SET__SOURCE_LOCATIONS:
				return getSourceLocations();
			case LatscopePackage.TRACE_SET__RUNS:
				return getRuns();
			case LatscopePackage.TRACE_SET__FILES:
				return getFiles();
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
			case LatscopePackage.TRACE_SET__LABEL:
				setLabel((String)newValue);
				return;
			case LatscopePackage.TRACE_SET__KERNEL_RELEASE:
				setKernelRelease((String)newValue);
				return;
			case LatscopePackage.TRACE_SET__NOTES:
				setNotes((String)newValue);
				return;
			case LatscopePackage.TRACE_SET__ORIGIN:
				setOrigin((String)newValue);
				return;
			case LatscopePackage.TRACE_SET__LOCATION:
				setLocation((String)newValue);
				return;
			case LatscopePackage.TRACE_SET__ARCHIVE:
				setArchive((Boolean)newValue);
				return;
			case LatscopePackage.TRACE_SET__STEP_STORE:
				setStepStore((String)newValue);
				return;
			case LatscopePackage.TRACE_SET__SYMBOLS:
				setSymbols((SymbolTable)newValue);
				return;
			case LatscopePackage.TRACE_SET__SOURCE_LOCATIONS:
				getSourceLocations().clear();
				getSourceLocations().addAll((Collection<? extends SourceLocation>)newValue);
				return;
			case LatscopePackage.TRACE_SET__RUNS:
				getRuns().clear();
				getRuns().addAll((Collection<? extends Run>)newValue);
				return;
			case LatscopePackage.TRACE_SET__FILES:
				getFiles().clear();
				getFiles().addAll((Collection<? extends TraceFile>)newValue);
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
			case LatscopePackage.TRACE_SET__LABEL:
				setLabel(LABEL_EDEFAULT);
				return;
			case LatscopePackage.TRACE_SET__KERNEL_RELEASE:
				setKernelRelease(KERNEL_RELEASE_EDEFAULT);
				return;
			case LatscopePackage.TRACE_SET__NOTES:
				setNotes(NOTES_EDEFAULT);
				return;
			case LatscopePackage.TRACE_SET__ORIGIN:
				setOrigin(ORIGIN_EDEFAULT);
				return;
			case LatscopePackage.TRACE_SET__LOCATION:
				setLocation(LOCATION_EDEFAULT);
				return;
			case LatscopePackage.TRACE_SET__ARCHIVE:
				setArchive(ARCHIVE_EDEFAULT);
				return;
			case LatscopePackage.TRACE_SET__STEP_STORE:
				setStepStore(STEP_STORE_EDEFAULT);
				return;
			case LatscopePackage.TRACE_SET__SYMBOLS:
				setSymbols((SymbolTable)null);
				return;
			case LatscopePackage.TRACE_SET__SOURCE_LOCATIONS:
				getSourceLocations().clear();
				return;
			case LatscopePackage.TRACE_SET__RUNS:
				getRuns().clear();
				return;
			case LatscopePackage.TRACE_SET__FILES:
				getFiles().clear();
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
			case LatscopePackage.TRACE_SET__LABEL:
				return LABEL_EDEFAULT == null ? label != null : !LABEL_EDEFAULT.equals(label);
			case LatscopePackage.TRACE_SET__KERNEL_RELEASE:
				return KERNEL_RELEASE_EDEFAULT == null ? kernelRelease != null : !KERNEL_RELEASE_EDEFAULT.equals(kernelRelease);
			case LatscopePackage.TRACE_SET__NOTES:
				return NOTES_EDEFAULT == null ? notes != null : !NOTES_EDEFAULT.equals(notes);
			case LatscopePackage.TRACE_SET__ORIGIN:
				return ORIGIN_EDEFAULT == null ? origin != null : !ORIGIN_EDEFAULT.equals(origin);
			case LatscopePackage.TRACE_SET__LOCATION:
				return LOCATION_EDEFAULT == null ? location != null : !LOCATION_EDEFAULT.equals(location);
			case LatscopePackage.TRACE_SET__ARCHIVE:
				return archive != ARCHIVE_EDEFAULT;
			case LatscopePackage.TRACE_SET__STEP_STORE:
				return STEP_STORE_EDEFAULT == null ? stepStore != null : !STEP_STORE_EDEFAULT.equals(stepStore);
			case LatscopePackage.TRACE_SET__SYMBOLS:
				return symbols != null;
			case LatscopePackage.TRACE_SET__SOURCE_LOCATIONS:
				return sourceLocations != null && !sourceLocations.isEmpty();
			case LatscopePackage.TRACE_SET__RUNS:
				return runs != null && !runs.isEmpty();
			case LatscopePackage.TRACE_SET__FILES:
				return files != null && !files.isEmpty();
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
		result.append(" (label: ");
		result.append(label);
		result.append(", kernelRelease: ");
		result.append(kernelRelease);
		result.append(", notes: ");
		result.append(notes);
		result.append(", origin: ");
		result.append(origin);
		result.append(", location: ");
		result.append(location);
		result.append(", archive: ");
		result.append(archive);
		result.append(", stepStore: ");
		result.append(stepStore);
		result.append(')');
		return result.toString();
	}

} //TraceSetImpl
