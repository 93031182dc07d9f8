/**
 * SPDX-License-Identifier: EPL-2.0
 * Copyright (c) 2026 Latscope contributors
 */
package org.latscope.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Flags Kind</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * How to read the flags column of steps.
 * <!-- end-model-doc -->
 * @see org.latscope.model.LatscopePackage#getFlagsKind()
 * @model
 * @generated
 */
public enum FlagsKind implements Enumerator {
	/**
	 * The '<em><b>NONE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * No flags column.
	 * <!-- end-model-doc -->
	 * @see #NONE_VALUE
	 * @generated
	 * @ordered
	 */
	NONE(0, "NONE", "NONE"),

	/**
	 * The '<em><b>PREEMPT COUNT</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The hex preempt_count() of v1.0.x traces.
	 * <!-- end-model-doc -->
	 * @see #PREEMPT_COUNT_VALUE
	 * @generated
	 * @ordered
	 */
	PREEMPT_COUNT(1, "PREEMPT_COUNT", "PREEMPT_COUNT"),

	/**
	 * The '<em><b>FTRACE FLAGS</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Symbol id of the ftrace flag field text, such as 1d..2.
	 * <!-- end-model-doc -->
	 * @see #FTRACE_FLAGS_VALUE
	 * @generated
	 * @ordered
	 */
	FTRACE_FLAGS(2, "FTRACE_FLAGS", "FTRACE_FLAGS");

	/**
	 * The '<em><b>NONE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * No flags column.
	 * <!-- end-model-doc -->
	 * @see #NONE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int NONE_VALUE = 0;

	/**
	 * The '<em><b>PREEMPT COUNT</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The hex preempt_count() of v1.0.x traces.
	 * <!-- end-model-doc -->
	 * @see #PREEMPT_COUNT
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int PREEMPT_COUNT_VALUE = 1;

	/**
	 * The '<em><b>FTRACE FLAGS</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Symbol id of the ftrace flag field text, such as 1d..2.
	 * <!-- end-model-doc -->
	 * @see #FTRACE_FLAGS
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int FTRACE_FLAGS_VALUE = 2;

	/**
	 * An array of all the '<em><b>Flags Kind</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final FlagsKind[] VALUES_ARRAY =
		new FlagsKind[] {
			NONE,
			PREEMPT_COUNT,
			FTRACE_FLAGS,
		};

	/**
	 * A public read-only list of all the '<em><b>Flags Kind</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<FlagsKind> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Flags Kind</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static FlagsKind get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			FlagsKind result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Flags Kind</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static FlagsKind getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			FlagsKind result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Flags Kind</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static FlagsKind get(int value) {
		switch (value) {
			case NONE_VALUE: return NONE;
			case PREEMPT_COUNT_VALUE: return PREEMPT_COUNT;
			case FTRACE_FLAGS_VALUE: return FTRACE_FLAGS;
		}
		return null;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final int value;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final String name;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final String literal;

	/**
	 * Only this class can construct instances.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private FlagsKind(int value, String name, String literal) {
		this.value = value;
		this.name = name;
		this.literal = literal;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getValue() {
	  return value;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getName() {
	  return name;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getLiteral() {
	  return literal;
	}

	/**
	 * Returns the literal value of the enumerator, which is its string representation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		return literal;
	}
	
} //FlagsKind
