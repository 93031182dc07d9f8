/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Printk Log</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Timestamped kernel log lines (printk times, dmesg).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.PrintkLog#getLines <em>Lines</em>}</li>
 * </ul>
 *
 * @see org.latscope.model.LatscopePackage#getPrintkLog()
 * @model
 * @generated
 */
public interface PrintkLog extends TraceContent {
	/**
	 * Returns the value of the '<em><b>Lines</b></em>' containment reference list.
	 * The list contents are of type {@link org.latscope.model.LogLine}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Lines</em>' containment reference list.
	 * @see org.latscope.model.LatscopePackage#getPrintkLog_Lines()
	 * @model containment="true"
	 * @generated
	 */
	EList<LogLine> getLines();

} // PrintkLog
