// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.properties;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.PropertyDescriptor;
import org.latscope.model.CodeAddress;
import org.latscope.model.SourceLocation;

/**
 * Shows any model object in the Properties view, read-only: its attributes and single-valued
 * references (a worst row's {@code start} as {@code 1376/sched.c}, a trace's
 * {@code startedAt} as {@code kmap_atomic+0x23/0xe0}). An object held in a single-valued
 * containment (a trace's header) shows its features directly, in a category named after the
 * reference; deeper ones nest. Many-valued features show their size. Trace files are only
 * ever read, so nothing here can be edited.
 */
public final class EObjectPropertySource extends ReadOnlyPropertySource {

    /** The id of a feature of the object held in {@code reference}. */
    private record Held(EReference reference, EStructuralFeature feature) {
    }

    private final EObject object;

    public EObjectPropertySource(EObject object) {
        this.object = object;
    }

    /** What the Properties view prints for a nested object: its kind, not an identity hash. */
    @Override
    public Object getEditableValue() {
        return object.eClass().getName();
    }

    @Override
    public IPropertyDescriptor[] getPropertyDescriptors() {
        List<IPropertyDescriptor> descriptors = new ArrayList<>();
        for (EStructuralFeature feature : object.eClass().getEAllStructuralFeatures()) {
            if (isHidden(feature)) {
                continue;
            }
            if (feature instanceof EReference reference && reference.isContainment() && !reference.isMany()) {
                if (object.eGet(reference) instanceof EObject held) {
                    for (EStructuralFeature f : held.eClass().getEAllStructuralFeatures()) {
                        if (!isHidden(f)) {
                            descriptors.add(descriptor(new Held(reference, f), f.getName(), reference.getName()));
                        }
                    }
                }
                continue;
            }
            descriptors.add(descriptor(feature, feature.getName(), object.eClass().getName()));
        }
        return descriptors.toArray(IPropertyDescriptor[]::new);
    }

    /** Bulk columns (steps) are shown by their count, not as a value. */
    private static boolean isHidden(EStructuralFeature feature) {
        return feature instanceof EAttribute attribute && attribute.isTransient() && !attribute.isDerived();
    }

    private static PropertyDescriptor descriptor(Object id, String name, String category) {
        PropertyDescriptor descriptor = new PropertyDescriptor(id, name);
        descriptor.setCategory(category);
        return descriptor;
    }

    @Override
    public Object getPropertyValue(Object id) {
        if (id instanceof Held held) {
            return object.eGet(held.reference()) instanceof EObject owner ? value(owner, held.feature()) : ""; //$NON-NLS-1$
        }
        return value(object, (EStructuralFeature) id);
    }

    private static Object value(EObject owner, EStructuralFeature feature) {
        if (feature.isUnsettable() && !owner.eIsSet(feature)) {
            return ""; //$NON-NLS-1$
        }
        Object value = owner.eGet(feature);
        if (feature.isMany()) {
            return Integer.valueOf(((List<?>) value).size());
        }
        if (value instanceof SourceLocation location) {
            return location.getLine() + "/" + location.getFile(); //$NON-NLS-1$
        }
        if (value instanceof CodeAddress address) {
            return text(address);
        }
        if (value instanceof EObject contained && feature instanceof EReference reference && reference.isContainment()) {
            return new EObjectPropertySource(contained);
        }
        return value == null ? "" : value; //$NON-NLS-1$
    }

    /** As the tracers print it: {@code symbol+0xoffset/0xsize <address>}, absent parts left out. */
    static String text(CodeAddress a) {
        StringBuilder b = new StringBuilder(String.valueOf(a.getSymbol()));
        if (a.isSetOffset()) {
            b.append("+0x").append(Long.toHexString(a.getOffset())); //$NON-NLS-1$
            if (a.isSetSize()) {
                b.append("/0x").append(Long.toHexString(a.getSize())); //$NON-NLS-1$
            }
        }
        if (a.isSetAddress()) {
            b.append(" <").append(Long.toHexString(a.getAddress())).append('>'); //$NON-NLS-1$
        }
        return b.toString();
    }


    @Override
    public String toString() {
        return object.eClass().getName();
    }
}
