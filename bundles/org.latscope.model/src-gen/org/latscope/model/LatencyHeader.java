/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Latency Header</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The header of a latency trace, from v1.0 (2004) to today's ftrace.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.LatencyHeader#getTracer <em>Tracer</em>}</li>
 *   <li>{@link org.latscope.model.LatencyHeader#getTracerVersion <em>Tracer Version</em>}</li>
 *   <li>{@link org.latscope.model.LatencyHeader#getKernelRelease <em>Kernel Release</em>}</li>
 *   <li>{@link org.latscope.model.LatencyHeader#getLatencyUs <em>Latency Us</em>}</li>
 *   <li>{@link org.latscope.model.LatencyHeader#getEntriesRecorded <em>Entries Recorded</em>}</li>
 *   <li>{@link org.latscope.model.LatencyHeader#getEntriesDeclared <em>Entries Declared</em>}</li>
 *   <li>{@link org.latscope.model.LatencyHeader#getEntriesTotal <em>Entries Total</em>}</li>
 *   <li>{@link org.latscope.model.LatencyHeader#getCpu <em>Cpu</em>}</li>
 *   <li>{@link org.latscope.model.LatencyHeader#getTaskComm <em>Task Comm</em>}</li>
 *   <li>{@link org.latscope.model.LatencyHeader#getPid <em>Pid</em>}</li>
 *   <li>{@link org.latscope.model.LatencyHeader#getUid <em>Uid</em>}</li>
 *   <li>{@link org.latscope.model.LatencyHeader#getNice <em>Nice</em>}</li>
 *   <li>{@link org.latscope.model.LatencyHeader#getPolicy <em>Policy</em>}</li>
 *   <li>{@link org.latscope.model.LatencyHeader#getRtPrio <em>Rt Prio</em>}</li>
 *   <li>{@link org.latscope.model.LatencyHeader#getPreemptionModel <em>Preemption Model</em>}</li>
 *   <li>{@link org.latscope.model.LatencyHeader#getVp <em>Vp</em>}</li>
 *   <li>{@link org.latscope.model.LatencyHeader#getKp <em>Kp</em>}</li>
 *   <li>{@link org.latscope.model.LatencyHeader#getSp <em>Sp</em>}</li>
 *   <li>{@link org.latscope.model.LatencyHeader#getHp <em>Hp</em>}</li>
 *   <li>{@link org.latscope.model.LatencyHeader#getCpuCount <em>Cpu Count</em>}</li>
 *   <li>{@link org.latscope.model.LatencyHeader#getFlagsKind <em>Flags Kind</em>}</li>
 *   <li>{@link org.latscope.model.LatencyHeader#getStartedAt <em>Started At</em>}</li>
 *   <li>{@link org.latscope.model.LatencyHeader#getEndedAt <em>Ended At</em>}</li>
 * </ul>
 *
 * @see org.latscope.model.LatscopePackage#getLatencyHeader()
 * @model
 * @generated
 */
public interface LatencyHeader extends EObject {
	/**
	 * Returns the value of the '<em><b>Tracer</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Tracer name: preemption, irqsoff, wakeup, nop, function...
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Tracer</em>' attribute.
	 * @see #setTracer(String)
	 * @see org.latscope.model.LatscopePackage#getLatencyHeader_Tracer()
	 * @model
	 * @generated
	 */
	String getTracer();

	/**
	 * Sets the value of the '{@link org.latscope.model.LatencyHeader#getTracer <em>Tracer</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Tracer</em>' attribute.
	 * @see #getTracer()
	 * @generated
	 */
	void setTracer(String value);

	/**
	 * Returns the value of the '<em><b>Tracer Version</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Tracer version such as 1.0.5 or 1.1.5.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Tracer Version</em>' attribute.
	 * @see #setTracerVersion(String)
	 * @see org.latscope.model.LatscopePackage#getLatencyHeader_TracerVersion()
	 * @model
	 * @generated
	 */
	String getTracerVersion();

	/**
	 * Sets the value of the '{@link org.latscope.model.LatencyHeader#getTracerVersion <em>Tracer Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Tracer Version</em>' attribute.
	 * @see #getTracerVersion()
	 * @generated
	 */
	void setTracerVersion(String value);

	/**
	 * Returns the value of the '<em><b>Kernel Release</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Kernel Release</em>' attribute.
	 * @see #setKernelRelease(String)
	 * @see org.latscope.model.LatscopePackage#getLatencyHeader_KernelRelease()
	 * @model
	 * @generated
	 */
	String getKernelRelease();

	/**
	 * Sets the value of the '{@link org.latscope.model.LatencyHeader#getKernelRelease <em>Kernel Release</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Kernel Release</em>' attribute.
	 * @see #getKernelRelease()
	 * @generated
	 */
	void setKernelRelease(String value);

	/**
	 * Returns the value of the '<em><b>Latency Us</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Latency in microseconds.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Latency Us</em>' attribute.
	 * @see #isSetLatencyUs()
	 * @see #unsetLatencyUs()
	 * @see #setLatencyUs(long)
	 * @see org.latscope.model.LatscopePackage#getLatencyHeader_LatencyUs()
	 * @model unsettable="true"
	 * @generated
	 */
	long getLatencyUs();

	/**
	 * Sets the value of the '{@link org.latscope.model.LatencyHeader#getLatencyUs <em>Latency Us</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Latency Us</em>' attribute.
	 * @see #isSetLatencyUs()
	 * @see #unsetLatencyUs()
	 * @see #getLatencyUs()
	 * @generated
	 */
	void setLatencyUs(long value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.LatencyHeader#getLatencyUs <em>Latency Us</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetLatencyUs()
	 * @see #getLatencyUs()
	 * @see #setLatencyUs(long)
	 * @generated
	 */
	void unsetLatencyUs();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.LatencyHeader#getLatencyUs <em>Latency Us</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Latency Us</em>' attribute is set.
	 * @see #unsetLatencyUs()
	 * @see #getLatencyUs()
	 * @see #setLatencyUs(long)
	 * @generated
	 */
	boolean isSetLatencyUs();

	/**
	 * Returns the value of the '<em><b>Entries Recorded</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Entries present in the file (steps read).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Entries Recorded</em>' attribute.
	 * @see #isSetEntriesRecorded()
	 * @see #unsetEntriesRecorded()
	 * @see #setEntriesRecorded(int)
	 * @see org.latscope.model.LatscopePackage#getLatencyHeader_EntriesRecorded()
	 * @model unsettable="true"
	 * @generated
	 */
	int getEntriesRecorded();

	/**
	 * Sets the value of the '{@link org.latscope.model.LatencyHeader#getEntriesRecorded <em>Entries Recorded</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Entries Recorded</em>' attribute.
	 * @see #isSetEntriesRecorded()
	 * @see #unsetEntriesRecorded()
	 * @see #getEntriesRecorded()
	 * @generated
	 */
	void setEntriesRecorded(int value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.LatencyHeader#getEntriesRecorded <em>Entries Recorded</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetEntriesRecorded()
	 * @see #getEntriesRecorded()
	 * @see #setEntriesRecorded(int)
	 * @generated
	 */
	void unsetEntriesRecorded();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.LatencyHeader#getEntriesRecorded <em>Entries Recorded</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Entries Recorded</em>' attribute is set.
	 * @see #unsetEntriesRecorded()
	 * @see #getEntriesRecorded()
	 * @see #setEntriesRecorded(int)
	 * @generated
	 */
	boolean isSetEntriesRecorded();

	/**
	 * Returns the value of the '<em><b>Entries Declared</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Entries the header says were shown (entries: N, #N/...).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Entries Declared</em>' attribute.
	 * @see #isSetEntriesDeclared()
	 * @see #unsetEntriesDeclared()
	 * @see #setEntriesDeclared(int)
	 * @see org.latscope.model.LatscopePackage#getLatencyHeader_EntriesDeclared()
	 * @model unsettable="true"
	 * @generated
	 */
	int getEntriesDeclared();

	/**
	 * Sets the value of the '{@link org.latscope.model.LatencyHeader#getEntriesDeclared <em>Entries Declared</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Entries Declared</em>' attribute.
	 * @see #isSetEntriesDeclared()
	 * @see #unsetEntriesDeclared()
	 * @see #getEntriesDeclared()
	 * @generated
	 */
	void setEntriesDeclared(int value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.LatencyHeader#getEntriesDeclared <em>Entries Declared</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetEntriesDeclared()
	 * @see #getEntriesDeclared()
	 * @see #setEntriesDeclared(int)
	 * @generated
	 */
	void unsetEntriesDeclared();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.LatencyHeader#getEntriesDeclared <em>Entries Declared</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Entries Declared</em>' attribute is set.
	 * @see #unsetEntriesDeclared()
	 * @see #getEntriesDeclared()
	 * @see #setEntriesDeclared(int)
	 * @generated
	 */
	boolean isSetEntriesDeclared();

	/**
	 * Returns the value of the '<em><b>Entries Total</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Entries that happened ((N) or #.../N); more than declared means overflow.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Entries Total</em>' attribute.
	 * @see #isSetEntriesTotal()
	 * @see #unsetEntriesTotal()
	 * @see #setEntriesTotal(int)
	 * @see org.latscope.model.LatscopePackage#getLatencyHeader_EntriesTotal()
	 * @model unsettable="true"
	 * @generated
	 */
	int getEntriesTotal();

	/**
	 * Sets the value of the '{@link org.latscope.model.LatencyHeader#getEntriesTotal <em>Entries Total</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Entries Total</em>' attribute.
	 * @see #isSetEntriesTotal()
	 * @see #unsetEntriesTotal()
	 * @see #getEntriesTotal()
	 * @generated
	 */
	void setEntriesTotal(int value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.LatencyHeader#getEntriesTotal <em>Entries Total</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetEntriesTotal()
	 * @see #getEntriesTotal()
	 * @see #setEntriesTotal(int)
	 * @generated
	 */
	void unsetEntriesTotal();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.LatencyHeader#getEntriesTotal <em>Entries Total</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Entries Total</em>' attribute is set.
	 * @see #unsetEntriesTotal()
	 * @see #getEntriesTotal()
	 * @see #setEntriesTotal(int)
	 * @generated
	 */
	boolean isSetEntriesTotal();

	/**
	 * Returns the value of the '<em><b>Cpu</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Cpu</em>' attribute.
	 * @see #isSetCpu()
	 * @see #unsetCpu()
	 * @see #setCpu(int)
	 * @see org.latscope.model.LatscopePackage#getLatencyHeader_Cpu()
	 * @model unsettable="true"
	 * @generated
	 */
	int getCpu();

	/**
	 * Sets the value of the '{@link org.latscope.model.LatencyHeader#getCpu <em>Cpu</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Cpu</em>' attribute.
	 * @see #isSetCpu()
	 * @see #unsetCpu()
	 * @see #getCpu()
	 * @generated
	 */
	void setCpu(int value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.LatencyHeader#getCpu <em>Cpu</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetCpu()
	 * @see #getCpu()
	 * @see #setCpu(int)
	 * @generated
	 */
	void unsetCpu();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.LatencyHeader#getCpu <em>Cpu</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Cpu</em>' attribute is set.
	 * @see #unsetCpu()
	 * @see #getCpu()
	 * @see #setCpu(int)
	 * @generated
	 */
	boolean isSetCpu();

	/**
	 * Returns the value of the '<em><b>Task Comm</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Task Comm</em>' attribute.
	 * @see #setTaskComm(String)
	 * @see org.latscope.model.LatscopePackage#getLatencyHeader_TaskComm()
	 * @model
	 * @generated
	 */
	String getTaskComm();

	/**
	 * Sets the value of the '{@link org.latscope.model.LatencyHeader#getTaskComm <em>Task Comm</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Task Comm</em>' attribute.
	 * @see #getTaskComm()
	 * @generated
	 */
	void setTaskComm(String value);

	/**
	 * Returns the value of the '<em><b>Pid</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Pid</em>' attribute.
	 * @see #isSetPid()
	 * @see #unsetPid()
	 * @see #setPid(int)
	 * @see org.latscope.model.LatscopePackage#getLatencyHeader_Pid()
	 * @model unsettable="true"
	 * @generated
	 */
	int getPid();

	/**
	 * Sets the value of the '{@link org.latscope.model.LatencyHeader#getPid <em>Pid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Pid</em>' attribute.
	 * @see #isSetPid()
	 * @see #unsetPid()
	 * @see #getPid()
	 * @generated
	 */
	void setPid(int value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.LatencyHeader#getPid <em>Pid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetPid()
	 * @see #getPid()
	 * @see #setPid(int)
	 * @generated
	 */
	void unsetPid();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.LatencyHeader#getPid <em>Pid</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Pid</em>' attribute is set.
	 * @see #unsetPid()
	 * @see #getPid()
	 * @see #setPid(int)
	 * @generated
	 */
	boolean isSetPid();

	/**
	 * Returns the value of the '<em><b>Uid</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Uid</em>' attribute.
	 * @see #isSetUid()
	 * @see #unsetUid()
	 * @see #setUid(int)
	 * @see org.latscope.model.LatscopePackage#getLatencyHeader_Uid()
	 * @model unsettable="true"
	 * @generated
	 */
	int getUid();

	/**
	 * Sets the value of the '{@link org.latscope.model.LatencyHeader#getUid <em>Uid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Uid</em>' attribute.
	 * @see #isSetUid()
	 * @see #unsetUid()
	 * @see #getUid()
	 * @generated
	 */
	void setUid(int value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.LatencyHeader#getUid <em>Uid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetUid()
	 * @see #getUid()
	 * @see #setUid(int)
	 * @generated
	 */
	void unsetUid();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.LatencyHeader#getUid <em>Uid</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Uid</em>' attribute is set.
	 * @see #unsetUid()
	 * @see #getUid()
	 * @see #setUid(int)
	 * @generated
	 */
	boolean isSetUid();

	/**
	 * Returns the value of the '<em><b>Nice</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Nice</em>' attribute.
	 * @see #isSetNice()
	 * @see #unsetNice()
	 * @see #setNice(int)
	 * @see org.latscope.model.LatscopePackage#getLatencyHeader_Nice()
	 * @model unsettable="true"
	 * @generated
	 */
	int getNice();

	/**
	 * Sets the value of the '{@link org.latscope.model.LatencyHeader#getNice <em>Nice</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Nice</em>' attribute.
	 * @see #isSetNice()
	 * @see #unsetNice()
	 * @see #getNice()
	 * @generated
	 */
	void setNice(int value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.LatencyHeader#getNice <em>Nice</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetNice()
	 * @see #getNice()
	 * @see #setNice(int)
	 * @generated
	 */
	void unsetNice();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.LatencyHeader#getNice <em>Nice</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Nice</em>' attribute is set.
	 * @see #unsetNice()
	 * @see #getNice()
	 * @see #setNice(int)
	 * @generated
	 */
	boolean isSetNice();

	/**
	 * Returns the value of the '<em><b>Policy</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Policy</em>' attribute.
	 * @see #isSetPolicy()
	 * @see #unsetPolicy()
	 * @see #setPolicy(int)
	 * @see org.latscope.model.LatscopePackage#getLatencyHeader_Policy()
	 * @model unsettable="true"
	 * @generated
	 */
	int getPolicy();

	/**
	 * Sets the value of the '{@link org.latscope.model.LatencyHeader#getPolicy <em>Policy</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Policy</em>' attribute.
	 * @see #isSetPolicy()
	 * @see #unsetPolicy()
	 * @see #getPolicy()
	 * @generated
	 */
	void setPolicy(int value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.LatencyHeader#getPolicy <em>Policy</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetPolicy()
	 * @see #getPolicy()
	 * @see #setPolicy(int)
	 * @generated
	 */
	void unsetPolicy();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.LatencyHeader#getPolicy <em>Policy</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Policy</em>' attribute is set.
	 * @see #unsetPolicy()
	 * @see #getPolicy()
	 * @see #setPolicy(int)
	 * @generated
	 */
	boolean isSetPolicy();

	/**
	 * Returns the value of the '<em><b>Rt Prio</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Rt Prio</em>' attribute.
	 * @see #isSetRtPrio()
	 * @see #unsetRtPrio()
	 * @see #setRtPrio(int)
	 * @see org.latscope.model.LatscopePackage#getLatencyHeader_RtPrio()
	 * @model unsettable="true"
	 * @generated
	 */
	int getRtPrio();

	/**
	 * Sets the value of the '{@link org.latscope.model.LatencyHeader#getRtPrio <em>Rt Prio</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rt Prio</em>' attribute.
	 * @see #isSetRtPrio()
	 * @see #unsetRtPrio()
	 * @see #getRtPrio()
	 * @generated
	 */
	void setRtPrio(int value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.LatencyHeader#getRtPrio <em>Rt Prio</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetRtPrio()
	 * @see #getRtPrio()
	 * @see #setRtPrio(int)
	 * @generated
	 */
	void unsetRtPrio();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.LatencyHeader#getRtPrio <em>Rt Prio</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Rt Prio</em>' attribute is set.
	 * @see #unsetRtPrio()
	 * @see #getRtPrio()
	 * @see #setRtPrio(int)
	 * @generated
	 */
	boolean isSetRtPrio();

	/**
	 * Returns the value of the '<em><b>Preemption Model</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * M: field, such as PREEMPT(none), preempt, desktop, rt, server.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Preemption Model</em>' attribute.
	 * @see #setPreemptionModel(String)
	 * @see org.latscope.model.LatscopePackage#getLatencyHeader_PreemptionModel()
	 * @model
	 * @generated
	 */
	String getPreemptionModel();

	/**
	 * Sets the value of the '{@link org.latscope.model.LatencyHeader#getPreemptionModel <em>Preemption Model</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Preemption Model</em>' attribute.
	 * @see #getPreemptionModel()
	 * @generated
	 */
	void setPreemptionModel(String value);

	/**
	 * Returns the value of the '<em><b>Vp</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Vp</em>' attribute.
	 * @see #isSetVp()
	 * @see #unsetVp()
	 * @see #setVp(int)
	 * @see org.latscope.model.LatscopePackage#getLatencyHeader_Vp()
	 * @model unsettable="true"
	 * @generated
	 */
	int getVp();

	/**
	 * Sets the value of the '{@link org.latscope.model.LatencyHeader#getVp <em>Vp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Vp</em>' attribute.
	 * @see #isSetVp()
	 * @see #unsetVp()
	 * @see #getVp()
	 * @generated
	 */
	void setVp(int value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.LatencyHeader#getVp <em>Vp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetVp()
	 * @see #getVp()
	 * @see #setVp(int)
	 * @generated
	 */
	void unsetVp();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.LatencyHeader#getVp <em>Vp</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Vp</em>' attribute is set.
	 * @see #unsetVp()
	 * @see #getVp()
	 * @see #setVp(int)
	 * @generated
	 */
	boolean isSetVp();

	/**
	 * Returns the value of the '<em><b>Kp</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Kp</em>' attribute.
	 * @see #isSetKp()
	 * @see #unsetKp()
	 * @see #setKp(int)
	 * @see org.latscope.model.LatscopePackage#getLatencyHeader_Kp()
	 * @model unsettable="true"
	 * @generated
	 */
	int getKp();

	/**
	 * Sets the value of the '{@link org.latscope.model.LatencyHeader#getKp <em>Kp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Kp</em>' attribute.
	 * @see #isSetKp()
	 * @see #unsetKp()
	 * @see #getKp()
	 * @generated
	 */
	void setKp(int value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.LatencyHeader#getKp <em>Kp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetKp()
	 * @see #getKp()
	 * @see #setKp(int)
	 * @generated
	 */
	void unsetKp();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.LatencyHeader#getKp <em>Kp</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Kp</em>' attribute is set.
	 * @see #unsetKp()
	 * @see #getKp()
	 * @see #setKp(int)
	 * @generated
	 */
	boolean isSetKp();

	/**
	 * Returns the value of the '<em><b>Sp</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Sp</em>' attribute.
	 * @see #isSetSp()
	 * @see #unsetSp()
	 * @see #setSp(int)
	 * @see org.latscope.model.LatscopePackage#getLatencyHeader_Sp()
	 * @model unsettable="true"
	 * @generated
	 */
	int getSp();

	/**
	 * Sets the value of the '{@link org.latscope.model.LatencyHeader#getSp <em>Sp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Sp</em>' attribute.
	 * @see #isSetSp()
	 * @see #unsetSp()
	 * @see #getSp()
	 * @generated
	 */
	void setSp(int value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.LatencyHeader#getSp <em>Sp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetSp()
	 * @see #getSp()
	 * @see #setSp(int)
	 * @generated
	 */
	void unsetSp();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.LatencyHeader#getSp <em>Sp</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Sp</em>' attribute is set.
	 * @see #unsetSp()
	 * @see #getSp()
	 * @see #setSp(int)
	 * @generated
	 */
	boolean isSetSp();

	/**
	 * Returns the value of the '<em><b>Hp</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Hp</em>' attribute.
	 * @see #isSetHp()
	 * @see #unsetHp()
	 * @see #setHp(int)
	 * @see org.latscope.model.LatscopePackage#getLatencyHeader_Hp()
	 * @model unsettable="true"
	 * @generated
	 */
	int getHp();

	/**
	 * Sets the value of the '{@link org.latscope.model.LatencyHeader#getHp <em>Hp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Hp</em>' attribute.
	 * @see #isSetHp()
	 * @see #unsetHp()
	 * @see #getHp()
	 * @generated
	 */
	void setHp(int value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.LatencyHeader#getHp <em>Hp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetHp()
	 * @see #getHp()
	 * @see #setHp(int)
	 * @generated
	 */
	void unsetHp();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.LatencyHeader#getHp <em>Hp</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Hp</em>' attribute is set.
	 * @see #unsetHp()
	 * @see #getHp()
	 * @see #setHp(int)
	 * @generated
	 */
	boolean isSetHp();

	/**
	 * Returns the value of the '<em><b>Cpu Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * #P or #CPUS.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Cpu Count</em>' attribute.
	 * @see #isSetCpuCount()
	 * @see #unsetCpuCount()
	 * @see #setCpuCount(int)
	 * @see org.latscope.model.LatscopePackage#getLatencyHeader_CpuCount()
	 * @model unsettable="true"
	 * @generated
	 */
	int getCpuCount();

	/**
	 * Sets the value of the '{@link org.latscope.model.LatencyHeader#getCpuCount <em>Cpu Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Cpu Count</em>' attribute.
	 * @see #isSetCpuCount()
	 * @see #unsetCpuCount()
	 * @see #getCpuCount()
	 * @generated
	 */
	void setCpuCount(int value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.LatencyHeader#getCpuCount <em>Cpu Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetCpuCount()
	 * @see #getCpuCount()
	 * @see #setCpuCount(int)
	 * @generated
	 */
	void unsetCpuCount();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.LatencyHeader#getCpuCount <em>Cpu Count</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Cpu Count</em>' attribute is set.
	 * @see #unsetCpuCount()
	 * @see #getCpuCount()
	 * @see #setCpuCount(int)
	 * @generated
	 */
	boolean isSetCpuCount();

	/**
	 * Returns the value of the '<em><b>Flags Kind</b></em>' attribute.
	 * The literals are from the enumeration {@link org.latscope.model.FlagsKind}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Meaning of the steps flags column.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Flags Kind</em>' attribute.
	 * @see org.latscope.model.FlagsKind
	 * @see #setFlagsKind(FlagsKind)
	 * @see org.latscope.model.LatscopePackage#getLatencyHeader_FlagsKind()
	 * @model
	 * @generated
	 */
	FlagsKind getFlagsKind();

	/**
	 * Sets the value of the '{@link org.latscope.model.LatencyHeader#getFlagsKind <em>Flags Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Flags Kind</em>' attribute.
	 * @see org.latscope.model.FlagsKind
	 * @see #getFlagsKind()
	 * @generated
	 */
	void setFlagsKind(FlagsKind value);

	/**
	 * Returns the value of the '<em><b>Started At</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Started At</em>' containment reference.
	 * @see #setStartedAt(CodeAddress)
	 * @see org.latscope.model.LatscopePackage#getLatencyHeader_StartedAt()
	 * @model containment="true"
	 * @generated
	 */
	CodeAddress getStartedAt();

	/**
	 * Sets the value of the '{@link org.latscope.model.LatencyHeader#getStartedAt <em>Started At</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Started At</em>' containment reference.
	 * @see #getStartedAt()
	 * @generated
	 */
	void setStartedAt(CodeAddress value);

	/**
	 * Returns the value of the '<em><b>Ended At</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Ended At</em>' containment reference.
	 * @see #setEndedAt(CodeAddress)
	 * @see org.latscope.model.LatscopePackage#getLatencyHeader_EndedAt()
	 * @model containment="true"
	 * @generated
	 */
	CodeAddress getEndedAt();

	/**
	 * Sets the value of the '{@link org.latscope.model.LatencyHeader#getEndedAt <em>Ended At</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Ended At</em>' containment reference.
	 * @see #getEndedAt()
	 * @generated
	 */
	void setEndedAt(CodeAddress value);

} // LatencyHeader
