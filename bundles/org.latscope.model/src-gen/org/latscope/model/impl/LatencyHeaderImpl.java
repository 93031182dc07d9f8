/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model.impl;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.latscope.model.CodeAddress;
import org.latscope.model.FlagsKind;
import org.latscope.model.LatencyHeader;
import org.latscope.model.LatscopePackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Latency Header</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.impl.LatencyHeaderImpl#getTracer <em>Tracer</em>}</li>
 *   <li>{@link org.latscope.model.impl.LatencyHeaderImpl#getTracerVersion <em>Tracer Version</em>}</li>
 *   <li>{@link org.latscope.model.impl.LatencyHeaderImpl#getKernelRelease <em>Kernel Release</em>}</li>
 *   <li>{@link org.latscope.model.impl.LatencyHeaderImpl#getLatencyUs <em>Latency Us</em>}</li>
 *   <li>{@link org.latscope.model.impl.LatencyHeaderImpl#getEntriesRecorded <em>Entries Recorded</em>}</li>
 *   <li>{@link org.latscope.model.impl.LatencyHeaderImpl#getEntriesDeclared <em>Entries Declared</em>}</li>
 *   <li>{@link org.latscope.model.impl.LatencyHeaderImpl#getEntriesTotal <em>Entries Total</em>}</li>
 *   <li>{@link org.latscope.model.impl.LatencyHeaderImpl#getCpu <em>Cpu</em>}</li>
 *   <li>{@link org.latscope.model.impl.LatencyHeaderImpl#getTaskComm <em>Task Comm</em>}</li>
 *   <li>{@link org.latscope.model.impl.LatencyHeaderImpl#getPid <em>Pid</em>}</li>
 *   <li>{@link org.latscope.model.impl.LatencyHeaderImpl#getUid <em>Uid</em>}</li>
 *   <li>{@link org.latscope.model.impl.LatencyHeaderImpl#getNice <em>Nice</em>}</li>
 *   <li>{@link org.latscope.model.impl.LatencyHeaderImpl#getPolicy <em>Policy</em>}</li>
 *   <li>{@link org.latscope.model.impl.LatencyHeaderImpl#getRtPrio <em>Rt Prio</em>}</li>
 *   <li>{@link org.latscope.model.impl.LatencyHeaderImpl#getPreemptionModel <em>Preemption Model</em>}</li>
 *   <li>{@link org.latscope.model.impl.LatencyHeaderImpl#getVp <em>Vp</em>}</li>
 *   <li>{@link org.latscope.model.impl.LatencyHeaderImpl#getKp <em>Kp</em>}</li>
 *   <li>{@link org.latscope.model.impl.LatencyHeaderImpl#getSp <em>Sp</em>}</li>
 *   <li>{@link org.latscope.model.impl.LatencyHeaderImpl#getHp <em>Hp</em>}</li>
 *   <li>{@link org.latscope.model.impl.LatencyHeaderImpl#getCpuCount <em>Cpu Count</em>}</li>
 *   <li>{@link org.latscope.model.impl.LatencyHeaderImpl#getFlagsKind <em>Flags Kind</em>}</li>
 *   <li>{@link org.latscope.model.impl.LatencyHeaderImpl#getStartedAt <em>Started At</em>}</li>
 *   <li>{@link org.latscope.model.impl.LatencyHeaderImpl#getEndedAt <em>Ended At</em>}</li>
 * </ul>
 *
 * @generated
 */
public class LatencyHeaderImpl extends MinimalEObjectImpl.Container implements LatencyHeader {
	/**
	 * The default value of the '{@link #getTracer() <em>Tracer</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTracer()
	 * @generated
	 * @ordered
	 */
	protected static final String TRACER_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getTracer() <em>Tracer</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTracer()
	 * @generated
	 * @ordered
	 */
	protected String tracer = TRACER_EDEFAULT;

	/**
	 * The default value of the '{@link #getTracerVersion() <em>Tracer Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTracerVersion()
	 * @generated
	 * @ordered
	 */
	protected static final String TRACER_VERSION_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getTracerVersion() <em>Tracer Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTracerVersion()
	 * @generated
	 * @ordered
	 */
	protected String tracerVersion = TRACER_VERSION_EDEFAULT;

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
	 * The default value of the '{@link #getLatencyUs() <em>Latency Us</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLatencyUs()
	 * @generated
	 * @ordered
	 */
	protected static final long LATENCY_US_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getLatencyUs() <em>Latency Us</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLatencyUs()
	 * @generated
	 * @ordered
	 */
	protected long latencyUs = LATENCY_US_EDEFAULT;

	/**
	 * This is true if the Latency Us attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean latencyUsESet;

	/**
	 * The default value of the '{@link #getEntriesRecorded() <em>Entries Recorded</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEntriesRecorded()
	 * @generated
	 * @ordered
	 */
	protected static final int ENTRIES_RECORDED_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getEntriesRecorded() <em>Entries Recorded</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEntriesRecorded()
	 * @generated
	 * @ordered
	 */
	protected int entriesRecorded = ENTRIES_RECORDED_EDEFAULT;

	/**
	 * This is true if the Entries Recorded attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean entriesRecordedESet;

	/**
	 * The default value of the '{@link #getEntriesDeclared() <em>Entries Declared</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEntriesDeclared()
	 * @generated
	 * @ordered
	 */
	protected static final int ENTRIES_DECLARED_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getEntriesDeclared() <em>Entries Declared</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEntriesDeclared()
	 * @generated
	 * @ordered
	 */
	protected int entriesDeclared = ENTRIES_DECLARED_EDEFAULT;

	/**
	 * This is true if the Entries Declared attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean entriesDeclaredESet;

	/**
	 * The default value of the '{@link #getEntriesTotal() <em>Entries Total</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEntriesTotal()
	 * @generated
	 * @ordered
	 */
	protected static final int ENTRIES_TOTAL_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getEntriesTotal() <em>Entries Total</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEntriesTotal()
	 * @generated
	 * @ordered
	 */
	protected int entriesTotal = ENTRIES_TOTAL_EDEFAULT;

	/**
	 * This is true if the Entries Total attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean entriesTotalESet;

	/**
	 * The default value of the '{@link #getCpu() <em>Cpu</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCpu()
	 * @generated
	 * @ordered
	 */
	protected static final int CPU_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getCpu() <em>Cpu</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCpu()
	 * @generated
	 * @ordered
	 */
	protected int cpu = CPU_EDEFAULT;

	/**
	 * This is true if the Cpu attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean cpuESet;

	/**
	 * The default value of the '{@link #getTaskComm() <em>Task Comm</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTaskComm()
	 * @generated
	 * @ordered
	 */
	protected static final String TASK_COMM_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getTaskComm() <em>Task Comm</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTaskComm()
	 * @generated
	 * @ordered
	 */
	protected String taskComm = TASK_COMM_EDEFAULT;

	/**
	 * The default value of the '{@link #getPid() <em>Pid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPid()
	 * @generated
	 * @ordered
	 */
	protected static final int PID_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getPid() <em>Pid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPid()
	 * @generated
	 * @ordered
	 */
	protected int pid = PID_EDEFAULT;

	/**
	 * This is true if the Pid attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean pidESet;

	/**
	 * The default value of the '{@link #getUid() <em>Uid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getUid()
	 * @generated
	 * @ordered
	 */
	protected static final int UID_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getUid() <em>Uid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getUid()
	 * @generated
	 * @ordered
	 */
	protected int uid = UID_EDEFAULT;

	/**
	 * This is true if the Uid attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean uidESet;

	/**
	 * The default value of the '{@link #getNice() <em>Nice</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNice()
	 * @generated
	 * @ordered
	 */
	protected static final int NICE_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getNice() <em>Nice</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNice()
	 * @generated
	 * @ordered
	 */
	protected int nice = NICE_EDEFAULT;

	/**
	 * This is true if the Nice attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean niceESet;

	/**
	 * The default value of the '{@link #getPolicy() <em>Policy</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPolicy()
	 * @generated
	 * @ordered
	 */
	protected static final int POLICY_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getPolicy() <em>Policy</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPolicy()
	 * @generated
	 * @ordered
	 */
	protected int policy = POLICY_EDEFAULT;

	/**
	 * This is true if the Policy attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean policyESet;

	/**
	 * The default value of the '{@link #getRtPrio() <em>Rt Prio</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRtPrio()
	 * @generated
	 * @ordered
	 */
	protected static final int RT_PRIO_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getRtPrio() <em>Rt Prio</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRtPrio()
	 * @generated
	 * @ordered
	 */
	protected int rtPrio = RT_PRIO_EDEFAULT;

	/**
	 * This is true if the Rt Prio attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean rtPrioESet;

	/**
	 * The default value of the '{@link #getPreemptionModel() <em>Preemption Model</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPreemptionModel()
	 * @generated
	 * @ordered
	 */
	protected static final String PREEMPTION_MODEL_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getPreemptionModel() <em>Preemption Model</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPreemptionModel()
	 * @generated
	 * @ordered
	 */
	protected String preemptionModel = PREEMPTION_MODEL_EDEFAULT;

	/**
	 * The default value of the '{@link #getVp() <em>Vp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getVp()
	 * @generated
	 * @ordered
	 */
	protected static final int VP_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getVp() <em>Vp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getVp()
	 * @generated
	 * @ordered
	 */
	protected int vp = VP_EDEFAULT;

	/**
	 * This is true if the Vp attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean vpESet;

	/**
	 * The default value of the '{@link #getKp() <em>Kp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKp()
	 * @generated
	 * @ordered
	 */
	protected static final int KP_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getKp() <em>Kp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKp()
	 * @generated
	 * @ordered
	 */
	protected int kp = KP_EDEFAULT;

	/**
	 * This is true if the Kp attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean kpESet;

	/**
	 * The default value of the '{@link #getSp() <em>Sp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSp()
	 * @generated
	 * @ordered
	 */
	protected static final int SP_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getSp() <em>Sp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSp()
	 * @generated
	 * @ordered
	 */
	protected int sp = SP_EDEFAULT;

	/**
	 * This is true if the Sp attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean spESet;

	/**
	 * The default value of the '{@link #getHp() <em>Hp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHp()
	 * @generated
	 * @ordered
	 */
	protected static final int HP_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getHp() <em>Hp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHp()
	 * @generated
	 * @ordered
	 */
	protected int hp = HP_EDEFAULT;

	/**
	 * This is true if the Hp attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean hpESet;

	/**
	 * The default value of the '{@link #getCpuCount() <em>Cpu Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCpuCount()
	 * @generated
	 * @ordered
	 */
	protected static final int CPU_COUNT_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getCpuCount() <em>Cpu Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCpuCount()
	 * @generated
	 * @ordered
	 */
	protected int cpuCount = CPU_COUNT_EDEFAULT;

	/**
	 * This is true if the Cpu Count attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean cpuCountESet;

	/**
	 * The default value of the '{@link #getFlagsKind() <em>Flags Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFlagsKind()
	 * @generated
	 * @ordered
	 */
	protected static final FlagsKind FLAGS_KIND_EDEFAULT = FlagsKind.NONE;

	/**
	 * The cached value of the '{@link #getFlagsKind() <em>Flags Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFlagsKind()
	 * @generated
	 * @ordered
	 */
	protected FlagsKind flagsKind = FLAGS_KIND_EDEFAULT;

	/**
	 * The cached value of the '{@link #getStartedAt() <em>Started At</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStartedAt()
	 * @generated
	 * @ordered
	 */
	protected CodeAddress startedAt;

	/**
	 * The cached value of the '{@link #getEndedAt() <em>Ended At</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEndedAt()
	 * @generated
	 * @ordered
	 */
	protected CodeAddress endedAt;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected LatencyHeaderImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return LatscopePackage.Literals.LATENCY_HEADER;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getTracer() {
		return tracer;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTracer(String newTracer) {
		String oldTracer = tracer;
		tracer = newTracer;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.LATENCY_HEADER__TRACER, oldTracer, tracer));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getTracerVersion() {
		return tracerVersion;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTracerVersion(String newTracerVersion) {
		String oldTracerVersion = tracerVersion;
		tracerVersion = newTracerVersion;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.LATENCY_HEADER__TRACER_VERSION, oldTracerVersion, tracerVersion));
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
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.LATENCY_HEADER__KERNEL_RELEASE, oldKernelRelease, kernelRelease));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getLatencyUs() {
		return latencyUs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLatencyUs(long newLatencyUs) {
		long oldLatencyUs = latencyUs;
		latencyUs = newLatencyUs;
		boolean oldLatencyUsESet = latencyUsESet;
		latencyUsESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.LATENCY_HEADER__LATENCY_US, oldLatencyUs, latencyUs, !oldLatencyUsESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetLatencyUs() {
		long oldLatencyUs = latencyUs;
		boolean oldLatencyUsESet = latencyUsESet;
		latencyUs = LATENCY_US_EDEFAULT;
		latencyUsESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LatscopePackage.LATENCY_HEADER__LATENCY_US, oldLatencyUs, LATENCY_US_EDEFAULT, oldLatencyUsESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetLatencyUs() {
		return latencyUsESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getEntriesRecorded() {
		return entriesRecorded;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setEntriesRecorded(int newEntriesRecorded) {
		int oldEntriesRecorded = entriesRecorded;
		entriesRecorded = newEntriesRecorded;
		boolean oldEntriesRecordedESet = entriesRecordedESet;
		entriesRecordedESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.LATENCY_HEADER__ENTRIES_RECORDED, oldEntriesRecorded, entriesRecorded, !oldEntriesRecordedESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetEntriesRecorded() {
		int oldEntriesRecorded = entriesRecorded;
		boolean oldEntriesRecordedESet = entriesRecordedESet;
		entriesRecorded = ENTRIES_RECORDED_EDEFAULT;
		entriesRecordedESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LatscopePackage.LATENCY_HEADER__ENTRIES_RECORDED, oldEntriesRecorded, ENTRIES_RECORDED_EDEFAULT, oldEntriesRecordedESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetEntriesRecorded() {
		return entriesRecordedESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getEntriesDeclared() {
		return entriesDeclared;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setEntriesDeclared(int newEntriesDeclared) {
		int oldEntriesDeclared = entriesDeclared;
		entriesDeclared = newEntriesDeclared;
		boolean oldEntriesDeclaredESet = entriesDeclaredESet;
		entriesDeclaredESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.LATENCY_HEADER__ENTRIES_DECLARED, oldEntriesDeclared, entriesDeclared, !oldEntriesDeclaredESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetEntriesDeclared() {
		int oldEntriesDeclared = entriesDeclared;
		boolean oldEntriesDeclaredESet = entriesDeclaredESet;
		entriesDeclared = ENTRIES_DECLARED_EDEFAULT;
		entriesDeclaredESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LatscopePackage.LATENCY_HEADER__ENTRIES_DECLARED, oldEntriesDeclared, ENTRIES_DECLARED_EDEFAULT, oldEntriesDeclaredESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetEntriesDeclared() {
		return entriesDeclaredESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getEntriesTotal() {
		return entriesTotal;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setEntriesTotal(int newEntriesTotal) {
		int oldEntriesTotal = entriesTotal;
		entriesTotal = newEntriesTotal;
		boolean oldEntriesTotalESet = entriesTotalESet;
		entriesTotalESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.LATENCY_HEADER__ENTRIES_TOTAL, oldEntriesTotal, entriesTotal, !oldEntriesTotalESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetEntriesTotal() {
		int oldEntriesTotal = entriesTotal;
		boolean oldEntriesTotalESet = entriesTotalESet;
		entriesTotal = ENTRIES_TOTAL_EDEFAULT;
		entriesTotalESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LatscopePackage.LATENCY_HEADER__ENTRIES_TOTAL, oldEntriesTotal, ENTRIES_TOTAL_EDEFAULT, oldEntriesTotalESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetEntriesTotal() {
		return entriesTotalESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getCpu() {
		return cpu;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCpu(int newCpu) {
		int oldCpu = cpu;
		cpu = newCpu;
		boolean oldCpuESet = cpuESet;
		cpuESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.LATENCY_HEADER__CPU, oldCpu, cpu, !oldCpuESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetCpu() {
		int oldCpu = cpu;
		boolean oldCpuESet = cpuESet;
		cpu = CPU_EDEFAULT;
		cpuESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LatscopePackage.LATENCY_HEADER__CPU, oldCpu, CPU_EDEFAULT, oldCpuESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetCpu() {
		return cpuESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getTaskComm() {
		return taskComm;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTaskComm(String newTaskComm) {
		String oldTaskComm = taskComm;
		taskComm = newTaskComm;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.LATENCY_HEADER__TASK_COMM, oldTaskComm, taskComm));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getPid() {
		return pid;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPid(int newPid) {
		int oldPid = pid;
		pid = newPid;
		boolean oldPidESet = pidESet;
		pidESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.LATENCY_HEADER__PID, oldPid, pid, !oldPidESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetPid() {
		int oldPid = pid;
		boolean oldPidESet = pidESet;
		pid = PID_EDEFAULT;
		pidESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LatscopePackage.LATENCY_HEADER__PID, oldPid, PID_EDEFAULT, oldPidESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetPid() {
		return pidESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getUid() {
		return uid;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setUid(int newUid) {
		int oldUid = uid;
		uid = newUid;
		boolean oldUidESet = uidESet;
		uidESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.LATENCY_HEADER__UID, oldUid, uid, !oldUidESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetUid() {
		int oldUid = uid;
		boolean oldUidESet = uidESet;
		uid = UID_EDEFAULT;
		uidESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LatscopePackage.LATENCY_HEADER__UID, oldUid, UID_EDEFAULT, oldUidESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetUid() {
		return uidESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getNice() {
		return nice;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setNice(int newNice) {
		int oldNice = nice;
		nice = newNice;
		boolean oldNiceESet = niceESet;
		niceESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.LATENCY_HEADER__NICE, oldNice, nice, !oldNiceESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetNice() {
		int oldNice = nice;
		boolean oldNiceESet = niceESet;
		nice = NICE_EDEFAULT;
		niceESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LatscopePackage.LATENCY_HEADER__NICE, oldNice, NICE_EDEFAULT, oldNiceESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetNice() {
		return niceESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getPolicy() {
		return policy;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPolicy(int newPolicy) {
		int oldPolicy = policy;
		policy = newPolicy;
		boolean oldPolicyESet = policyESet;
		policyESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.LATENCY_HEADER__POLICY, oldPolicy, policy, !oldPolicyESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetPolicy() {
		int oldPolicy = policy;
		boolean oldPolicyESet = policyESet;
		policy = POLICY_EDEFAULT;
		policyESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LatscopePackage.LATENCY_HEADER__POLICY, oldPolicy, POLICY_EDEFAULT, oldPolicyESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetPolicy() {
		return policyESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getRtPrio() {
		return rtPrio;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRtPrio(int newRtPrio) {
		int oldRtPrio = rtPrio;
		rtPrio = newRtPrio;
		boolean oldRtPrioESet = rtPrioESet;
		rtPrioESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.LATENCY_HEADER__RT_PRIO, oldRtPrio, rtPrio, !oldRtPrioESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetRtPrio() {
		int oldRtPrio = rtPrio;
		boolean oldRtPrioESet = rtPrioESet;
		rtPrio = RT_PRIO_EDEFAULT;
		rtPrioESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LatscopePackage.LATENCY_HEADER__RT_PRIO, oldRtPrio, RT_PRIO_EDEFAULT, oldRtPrioESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetRtPrio() {
		return rtPrioESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getPreemptionModel() {
		return preemptionModel;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPreemptionModel(String newPreemptionModel) {
		String oldPreemptionModel = preemptionModel;
		preemptionModel = newPreemptionModel;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.LATENCY_HEADER__PREEMPTION_MODEL, oldPreemptionModel, preemptionModel));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getVp() {
		return vp;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setVp(int newVp) {
		int oldVp = vp;
		vp = newVp;
		boolean oldVpESet = vpESet;
		vpESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.LATENCY_HEADER__VP, oldVp, vp, !oldVpESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetVp() {
		int oldVp = vp;
		boolean oldVpESet = vpESet;
		vp = VP_EDEFAULT;
		vpESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LatscopePackage.LATENCY_HEADER__VP, oldVp, VP_EDEFAULT, oldVpESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetVp() {
		return vpESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getKp() {
		return kp;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setKp(int newKp) {
		int oldKp = kp;
		kp = newKp;
		boolean oldKpESet = kpESet;
		kpESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.LATENCY_HEADER__KP, oldKp, kp, !oldKpESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetKp() {
		int oldKp = kp;
		boolean oldKpESet = kpESet;
		kp = KP_EDEFAULT;
		kpESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LatscopePackage.LATENCY_HEADER__KP, oldKp, KP_EDEFAULT, oldKpESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetKp() {
		return kpESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getSp() {
		return sp;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSp(int newSp) {
		int oldSp = sp;
		sp = newSp;
		boolean oldSpESet = spESet;
		spESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.LATENCY_HEADER__SP, oldSp, sp, !oldSpESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetSp() {
		int oldSp = sp;
		boolean oldSpESet = spESet;
		sp = SP_EDEFAULT;
		spESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LatscopePackage.LATENCY_HEADER__SP, oldSp, SP_EDEFAULT, oldSpESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetSp() {
		return spESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getHp() {
		return hp;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHp(int newHp) {
		int oldHp = hp;
		hp = newHp;
		boolean oldHpESet = hpESet;
		hpESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.LATENCY_HEADER__HP, oldHp, hp, !oldHpESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetHp() {
		int oldHp = hp;
		boolean oldHpESet = hpESet;
		hp = HP_EDEFAULT;
		hpESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LatscopePackage.LATENCY_HEADER__HP, oldHp, HP_EDEFAULT, oldHpESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetHp() {
		return hpESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getCpuCount() {
		return cpuCount;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCpuCount(int newCpuCount) {
		int oldCpuCount = cpuCount;
		cpuCount = newCpuCount;
		boolean oldCpuCountESet = cpuCountESet;
		cpuCountESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.LATENCY_HEADER__CPU_COUNT, oldCpuCount, cpuCount, !oldCpuCountESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetCpuCount() {
		int oldCpuCount = cpuCount;
		boolean oldCpuCountESet = cpuCountESet;
		cpuCount = CPU_COUNT_EDEFAULT;
		cpuCountESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LatscopePackage.LATENCY_HEADER__CPU_COUNT, oldCpuCount, CPU_COUNT_EDEFAULT, oldCpuCountESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetCpuCount() {
		return cpuCountESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public FlagsKind getFlagsKind() {
		return flagsKind;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFlagsKind(FlagsKind newFlagsKind) {
		FlagsKind oldFlagsKind = flagsKind;
		flagsKind = newFlagsKind == null ? FLAGS_KIND_EDEFAULT : newFlagsKind;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.LATENCY_HEADER__FLAGS_KIND, oldFlagsKind, flagsKind));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CodeAddress getStartedAt() {
		return startedAt;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetStartedAt(CodeAddress newStartedAt, NotificationChain msgs) {
		CodeAddress oldStartedAt = startedAt;
		startedAt = newStartedAt;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, LatscopePackage.LATENCY_HEADER__STARTED_AT, oldStartedAt, newStartedAt);
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
	public void setStartedAt(CodeAddress newStartedAt) {
		if (newStartedAt != startedAt) {
			NotificationChain msgs = null;
			if (startedAt != null)
				msgs = ((InternalEObject)startedAt).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - LatscopePackage.LATENCY_HEADER__STARTED_AT, null, msgs);
			if (newStartedAt != null)
				msgs = ((InternalEObject)newStartedAt).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - LatscopePackage.LATENCY_HEADER__STARTED_AT, null, msgs);
			msgs = basicSetStartedAt(newStartedAt, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.LATENCY_HEADER__STARTED_AT, newStartedAt, newStartedAt));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CodeAddress getEndedAt() {
		return endedAt;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetEndedAt(CodeAddress newEndedAt, NotificationChain msgs) {
		CodeAddress oldEndedAt = endedAt;
		endedAt = newEndedAt;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, LatscopePackage.LATENCY_HEADER__ENDED_AT, oldEndedAt, newEndedAt);
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
	public void setEndedAt(CodeAddress newEndedAt) {
		if (newEndedAt != endedAt) {
			NotificationChain msgs = null;
			if (endedAt != null)
				msgs = ((InternalEObject)endedAt).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - LatscopePackage.LATENCY_HEADER__ENDED_AT, null, msgs);
			if (newEndedAt != null)
				msgs = ((InternalEObject)newEndedAt).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - LatscopePackage.LATENCY_HEADER__ENDED_AT, null, msgs);
			msgs = basicSetEndedAt(newEndedAt, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LatscopePackage.LATENCY_HEADER__ENDED_AT, newEndedAt, newEndedAt));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case LatscopePackage.LATENCY_HEADER__STARTED_AT:
				return basicSetStartedAt(null, msgs);
			case LatscopePackage.LATENCY_HEADER__ENDED_AT:
				return basicSetEndedAt(null, msgs);
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
			case LatscopePackage.LATENCY_HEADER__TRACER:
				return getTracer();
			case LatscopePackage.LATENCY_HEADER__TRACER_VERSION:
				return getTracerVersion();
			case LatscopePackage.LATENCY_HEADER__KERNEL_RELEASE:
				return getKernelRelease();
			case LatscopePackage.LATENCY_HEADER__LATENCY_US:
				return getLatencyUs();
			case LatscopePackage.LATENCY_HEADER__ENTRIES_RECORDED:
				return getEntriesRecorded();
			case LatscopePackage.LATENCY_HEADER__ENTRIES_DECLARED:
				return getEntriesDeclared();
			case LatscopePackage.LATENCY_HEADER__ENTRIES_TOTAL:
				return getEntriesTotal();
			case LatscopePackage.LATENCY_HEADER__CPU:
				return getCpu();
			case LatscopePackage.LATENCY_HEADER__TASK_COMM:
				return getTaskComm();
			case LatscopePackage.LATENCY_HEADER__PID:
				return getPid();
			case LatscopePackage.LATENCY_HEADER__UID:
				return getUid();
			case LatscopePackage.LATENCY_HEADER__NICE:
				return getNice();
			case LatscopePackage.LATENCY_HEADER__POLICY:
				return getPolicy();
			case LatscopePackage.LATENCY_HEADER__RT_PRIO:
				return getRtPrio();
			case LatscopePackage.LATENCY_HEADER__PREEMPTION_MODEL:
				return getPreemptionModel();
			case LatscopePackage.LATENCY_HEADER__VP:
				return getVp();
			case LatscopePackage.LATENCY_HEADER__KP:
				return getKp();
			case LatscopePackage.LATENCY_HEADER__SP:
				return getSp();
			case LatscopePackage.LATENCY_HEADER__HP:
				return getHp();
			case LatscopePackage.LATENCY_HEADER__CPU_COUNT:
				return getCpuCount();
			case LatscopePackage.LATENCY_HEADER__FLAGS_KIND:
				return getFlagsKind();
			case LatscopePackage.LATENCY_HEADER__STARTED_AT:
				return getStartedAt();
			case LatscopePackage.LATENCY_HEADER__ENDED_AT:
				return getEndedAt();
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
			case LatscopePackage.LATENCY_HEADER__TRACER:
				setTracer((String)newValue);
				return;
			case LatscopePackage.LATENCY_HEADER__TRACER_VERSION:
				setTracerVersion((String)newValue);
				return;
			case LatscopePackage.LATENCY_HEADER__KERNEL_RELEASE:
				setKernelRelease((String)newValue);
				return;
			case LatscopePackage.LATENCY_HEADER__LATENCY_US:
				setLatencyUs((Long)newValue);
				return;
			case LatscopePackage.LATENCY_HEADER__ENTRIES_RECORDED:
				setEntriesRecorded((Integer)newValue);
				return;
			case LatscopePackage.LATENCY_HEADER__ENTRIES_DECLARED:
				setEntriesDeclared((Integer)newValue);
				return;
			case LatscopePackage.LATENCY_HEADER__ENTRIES_TOTAL:
				setEntriesTotal((Integer)newValue);
				return;
			case LatscopePackage.LATENCY_HEADER__CPU:
				setCpu((Integer)newValue);
				return;
			case LatscopePackage.LATENCY_HEADER__TASK_COMM:
				setTaskComm((String)newValue);
				return;
			case LatscopePackage.LATENCY_HEADER__PID:
				setPid((Integer)newValue);
				return;
			case LatscopePackage.LATENCY_HEADER__UID:
				setUid((Integer)newValue);
				return;
			case LatscopePackage.LATENCY_HEADER__NICE:
				setNice((Integer)newValue);
				return;
			case LatscopePackage.LATENCY_HEADER__POLICY:
				setPolicy((Integer)newValue);
				return;
			case LatscopePackage.LATENCY_HEADER__RT_PRIO:
				setRtPrio((Integer)newValue);
				return;
			case LatscopePackage.LATENCY_HEADER__PREEMPTION_MODEL:
				setPreemptionModel((String)newValue);
				return;
			case LatscopePackage.LATENCY_HEADER__VP:
				setVp((Integer)newValue);
				return;
			case LatscopePackage.LATENCY_HEADER__KP:
				setKp((Integer)newValue);
				return;
			case LatscopePackage.LATENCY_HEADER__SP:
				setSp((Integer)newValue);
				return;
			case LatscopePackage.LATENCY_HEADER__HP:
				setHp((Integer)newValue);
				return;
			case LatscopePackage.LATENCY_HEADER__CPU_COUNT:
				setCpuCount((Integer)newValue);
				return;
			case LatscopePackage.LATENCY_HEADER__FLAGS_KIND:
				setFlagsKind((FlagsKind)newValue);
				return;
			case LatscopePackage.LATENCY_HEADER__STARTED_AT:
				setStartedAt((CodeAddress)newValue);
				return;
			case LatscopePackage.LATENCY_HEADER__ENDED_AT:
				setEndedAt((CodeAddress)newValue);
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
			case LatscopePackage.LATENCY_HEADER__TRACER:
				setTracer(TRACER_EDEFAULT);
				return;
			case LatscopePackage.LATENCY_HEADER__TRACER_VERSION:
				setTracerVersion(TRACER_VERSION_EDEFAULT);
				return;
			case LatscopePackage.LATENCY_HEADER__KERNEL_RELEASE:
				setKernelRelease(KERNEL_RELEASE_EDEFAULT);
				return;
			case LatscopePackage.LATENCY_HEADER__LATENCY_US:
				unsetLatencyUs();
				return;
			case LatscopePackage.LATENCY_HEADER__ENTRIES_RECORDED:
				unsetEntriesRecorded();
				return;
			case LatscopePackage.LATENCY_HEADER__ENTRIES_DECLARED:
				unsetEntriesDeclared();
				return;
			case LatscopePackage.LATENCY_HEADER__ENTRIES_TOTAL:
				unsetEntriesTotal();
				return;
			case LatscopePackage.LATENCY_HEADER__CPU:
				unsetCpu();
				return;
			case LatscopePackage.LATENCY_HEADER__TASK_COMM:
				setTaskComm(TASK_COMM_EDEFAULT);
				return;
			case LatscopePackage.LATENCY_HEADER__PID:
				unsetPid();
				return;
			case LatscopePackage.LATENCY_HEADER__UID:
				unsetUid();
				return;
			case LatscopePackage.LATENCY_HEADER__NICE:
				unsetNice();
				return;
			case LatscopePackage.LATENCY_HEADER__POLICY:
				unsetPolicy();
				return;
			case LatscopePackage.LATENCY_HEADER__RT_PRIO:
				unsetRtPrio();
				return;
			case LatscopePackage.LATENCY_HEADER__PREEMPTION_MODEL:
				setPreemptionModel(PREEMPTION_MODEL_EDEFAULT);
				return;
			case LatscopePackage.LATENCY_HEADER__VP:
				unsetVp();
				return;
			case LatscopePackage.LATENCY_HEADER__KP:
				unsetKp();
				return;
			case LatscopePackage.LATENCY_HEADER__SP:
				unsetSp();
				return;
			case LatscopePackage.LATENCY_HEADER__HP:
				unsetHp();
				return;
			case LatscopePackage.LATENCY_HEADER__CPU_COUNT:
				unsetCpuCount();
				return;
			case LatscopePackage.LATENCY_HEADER__FLAGS_KIND:
				setFlagsKind(FLAGS_KIND_EDEFAULT);
				return;
			case LatscopePackage.LATENCY_HEADER__STARTED_AT:
				setStartedAt((CodeAddress)null);
				return;
			case LatscopePackage.LATENCY_HEADER__ENDED_AT:
				setEndedAt((CodeAddress)null);
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
			case LatscopePackage.LATENCY_HEADER__TRACER:
				return TRACER_EDEFAULT == null ? tracer != null : !TRACER_EDEFAULT.equals(tracer);
			case LatscopePackage.LATENCY_HEADER__TRACER_VERSION:
				return TRACER_VERSION_EDEFAULT == null ? tracerVersion != null : !TRACER_VERSION_EDEFAULT.equals(tracerVersion);
			case LatscopePackage.LATENCY_HEADER__KERNEL_RELEASE:
				return KERNEL_RELEASE_EDEFAULT == null ? kernelRelease != null : !KERNEL_RELEASE_EDEFAULT.equals(kernelRelease);
			case LatscopePackage.LATENCY_HEADER__LATENCY_US:
				return isSetLatencyUs();
			case LatscopePackage.LATENCY_HEADER__ENTRIES_RECORDED:
				return isSetEntriesRecorded();
			case LatscopePackage.LATENCY_HEADER__ENTRIES_DECLARED:
				return isSetEntriesDeclared();
			case LatscopePackage.LATENCY_HEADER__ENTRIES_TOTAL:
				return isSetEntriesTotal();
			case LatscopePackage.LATENCY_HEADER__CPU:
				return isSetCpu();
			case LatscopePackage.LATENCY_HEADER__TASK_COMM:
				return TASK_COMM_EDEFAULT == null ? taskComm != null : !TASK_COMM_EDEFAULT.equals(taskComm);
			case LatscopePackage.LATENCY_HEADER__PID:
				return isSetPid();
			case LatscopePackage.LATENCY_HEADER__UID:
				return isSetUid();
			case LatscopePackage.LATENCY_HEADER__NICE:
				return isSetNice();
			case LatscopePackage.LATENCY_HEADER__POLICY:
				return isSetPolicy();
			case LatscopePackage.LATENCY_HEADER__RT_PRIO:
				return isSetRtPrio();
			case LatscopePackage.LATENCY_HEADER__PREEMPTION_MODEL:
				return PREEMPTION_MODEL_EDEFAULT == null ? preemptionModel != null : !PREEMPTION_MODEL_EDEFAULT.equals(preemptionModel);
			case LatscopePackage.LATENCY_HEADER__VP:
				return isSetVp();
			case LatscopePackage.LATENCY_HEADER__KP:
				return isSetKp();
			case LatscopePackage.LATENCY_HEADER__SP:
				return isSetSp();
			case LatscopePackage.LATENCY_HEADER__HP:
				return isSetHp();
			case LatscopePackage.LATENCY_HEADER__CPU_COUNT:
				return isSetCpuCount();
			case LatscopePackage.LATENCY_HEADER__FLAGS_KIND:
				return flagsKind != FLAGS_KIND_EDEFAULT;
			case LatscopePackage.LATENCY_HEADER__STARTED_AT:
				return startedAt != null;
			case LatscopePackage.LATENCY_HEADER__ENDED_AT:
				return endedAt != null;
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
		result.append(" (tracer: ");
		result.append(tracer);
		result.append(", tracerVersion: ");
		result.append(tracerVersion);
		result.append(", kernelRelease: ");
		result.append(kernelRelease);
		result.append(", latencyUs: ");
		if (latencyUsESet) result.append(latencyUs); else result.append("<unset>");
		result.append(", entriesRecorded: ");
		if (entriesRecordedESet) result.append(entriesRecorded); else result.append("<unset>");
		result.append(", entriesDeclared: ");
		if (entriesDeclaredESet) result.append(entriesDeclared); else result.append("<unset>");
		result.append(", entriesTotal: ");
		if (entriesTotalESet) result.append(entriesTotal); else result.append("<unset>");
		result.append(", cpu: ");
		if (cpuESet) result.append(cpu); else result.append("<unset>");
		result.append(", taskComm: ");
		result.append(taskComm);
		result.append(", pid: ");
		if (pidESet) result.append(pid); else result.append("<unset>");
		result.append(", uid: ");
		if (uidESet) result.append(uid); else result.append("<unset>");
		result.append(", nice: ");
		if (niceESet) result.append(nice); else result.append("<unset>");
		result.append(", policy: ");
		if (policyESet) result.append(policy); else result.append("<unset>");
		result.append(", rtPrio: ");
		if (rtPrioESet) result.append(rtPrio); else result.append("<unset>");
		result.append(", preemptionModel: ");
		result.append(preemptionModel);
		result.append(", vp: ");
		if (vpESet) result.append(vp); else result.append("<unset>");
		result.append(", kp: ");
		if (kpESet) result.append(kp); else result.append("<unset>");
		result.append(", sp: ");
		if (spESet) result.append(sp); else result.append("<unset>");
		result.append(", hp: ");
		if (hpESet) result.append(hp); else result.append("<unset>");
		result.append(", cpuCount: ");
		if (cpuCountESet) result.append(cpuCount); else result.append("<unset>");
		result.append(", flagsKind: ");
		result.append(flagsKind);
		result.append(')');
		return result.toString();
	}

} //LatencyHeaderImpl
