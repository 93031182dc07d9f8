/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Symbol Table</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Strings interned once per trace set; the id of a string is its index in names.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.SymbolTable#getNames <em>Names</em>}</li>
 * </ul>
 *
 * @see org.latscope.model.LatscopePackage#getSymbolTable()
 * @model
 * @generated
 */
public interface SymbolTable extends EObject {
	/**
	 * Returns the value of the '<em><b>Names</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Interned strings; index = symbol id.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Names</em>' attribute list.
	 * @see org.latscope.model.LatscopePackage#getSymbolTable_Names()
	 * @model unique="false"
	 * @generated
	 */
	EList<String> getNames();

} // SymbolTable
