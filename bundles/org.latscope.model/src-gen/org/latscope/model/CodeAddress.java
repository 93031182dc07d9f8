/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Code Address</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * symbol+offset/size and address, as in kmap_atomic+0x23/0xe0 <c0118d99>.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.latscope.model.CodeAddress#getSymbol <em>Symbol</em>}</li>
 *   <li>{@link org.latscope.model.CodeAddress#getOffset <em>Offset</em>}</li>
 *   <li>{@link org.latscope.model.CodeAddress#getSize <em>Size</em>}</li>
 *   <li>{@link org.latscope.model.CodeAddress#getAddress <em>Address</em>}</li>
 * </ul>
 *
 * @see org.latscope.model.LatscopePackage#getCodeAddress()
 * @model
 * @generated
 */
public interface CodeAddress extends EObject {
	/**
	 * Returns the value of the '<em><b>Symbol</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Symbol</em>' attribute.
	 * @see #setSymbol(String)
	 * @see org.latscope.model.LatscopePackage#getCodeAddress_Symbol()
	 * @model
	 * @generated
	 */
	String getSymbol();

	/**
	 * Sets the value of the '{@link org.latscope.model.CodeAddress#getSymbol <em>Symbol</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Symbol</em>' attribute.
	 * @see #getSymbol()
	 * @generated
	 */
	void setSymbol(String value);

	/**
	 * Returns the value of the '<em><b>Offset</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Offset</em>' attribute.
	 * @see #isSetOffset()
	 * @see #unsetOffset()
	 * @see #setOffset(long)
	 * @see org.latscope.model.LatscopePackage#getCodeAddress_Offset()
	 * @model unsettable="true"
	 * @generated
	 */
	long getOffset();

	/**
	 * Sets the value of the '{@link org.latscope.model.CodeAddress#getOffset <em>Offset</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Offset</em>' attribute.
	 * @see #isSetOffset()
	 * @see #unsetOffset()
	 * @see #getOffset()
	 * @generated
	 */
	void setOffset(long value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.CodeAddress#getOffset <em>Offset</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetOffset()
	 * @see #getOffset()
	 * @see #setOffset(long)
	 * @generated
	 */
	void unsetOffset();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.CodeAddress#getOffset <em>Offset</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Offset</em>' attribute is set.
	 * @see #unsetOffset()
	 * @see #getOffset()
	 * @see #setOffset(long)
	 * @generated
	 */
	boolean isSetOffset();

	/**
	 * Returns the value of the '<em><b>Size</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Size</em>' attribute.
	 * @see #isSetSize()
	 * @see #unsetSize()
	 * @see #setSize(long)
	 * @see org.latscope.model.LatscopePackage#getCodeAddress_Size()
	 * @model unsettable="true"
	 * @generated
	 */
	long getSize();

	/**
	 * Sets the value of the '{@link org.latscope.model.CodeAddress#getSize <em>Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Size</em>' attribute.
	 * @see #isSetSize()
	 * @see #unsetSize()
	 * @see #getSize()
	 * @generated
	 */
	void setSize(long value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.CodeAddress#getSize <em>Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetSize()
	 * @see #getSize()
	 * @see #setSize(long)
	 * @generated
	 */
	void unsetSize();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.CodeAddress#getSize <em>Size</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Size</em>' attribute is set.
	 * @see #unsetSize()
	 * @see #getSize()
	 * @see #setSize(long)
	 * @generated
	 */
	boolean isSetSize();

	/**
	 * Returns the value of the '<em><b>Address</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Address</em>' attribute.
	 * @see #isSetAddress()
	 * @see #unsetAddress()
	 * @see #setAddress(long)
	 * @see org.latscope.model.LatscopePackage#getCodeAddress_Address()
	 * @model unsettable="true"
	 * @generated
	 */
	long getAddress();

	/**
	 * Sets the value of the '{@link org.latscope.model.CodeAddress#getAddress <em>Address</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Address</em>' attribute.
	 * @see #isSetAddress()
	 * @see #unsetAddress()
	 * @see #getAddress()
	 * @generated
	 */
	void setAddress(long value);

	/**
	 * Unsets the value of the '{@link org.latscope.model.CodeAddress#getAddress <em>Address</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetAddress()
	 * @see #getAddress()
	 * @see #setAddress(long)
	 * @generated
	 */
	void unsetAddress();

	/**
	 * Returns whether the value of the '{@link org.latscope.model.CodeAddress#getAddress <em>Address</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Address</em>' attribute is set.
	 * @see #unsetAddress()
	 * @see #getAddress()
	 * @see #setAddress(long)
	 * @generated
	 */
	boolean isSetAddress();

} // CodeAddress
