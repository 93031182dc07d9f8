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
import org.eclipse.ui.views.properties.IPropertySource;
import org.eclipse.ui.views.properties.PropertyDescriptor;
import org.latscope.model.SourceLocation;

/**
 * Shows any model object in the Properties view, read-only: its attributes, single-valued
 * references (a worst row's {@code start} as {@code 1376/sched.c}) and contained objects
 * (a trace's header) as nested properties; many-valued features show their size. Trace
 * files are only ever read, so nothing here can be edited.
 */
public final class EObjectPropertySource implements IPropertySource {

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
            if (feature instanceof EAttribute attribute && attribute.isTransient() && !attribute.isDerived()) {
                continue; // bulk columns (steps) are shown by their count, not as a value
            }
            PropertyDescriptor descriptor = new PropertyDescriptor(feature, feature.getName());
            descriptor.setCategory(feature instanceof EReference reference && reference.isContainment()
                    && !reference.isMany() ? feature.getName() : object.eClass().getName());
            descriptors.add(descriptor);
        }
        return descriptors.toArray(IPropertyDescriptor[]::new);
    }

    @Override
    public Object getPropertyValue(Object id) {
        EStructuralFeature feature = (EStructuralFeature) id;
        if (feature.isUnsettable() && !object.eIsSet(feature)) {
            return "";
        }
        Object value = object.eGet(feature);
        if (feature.isMany()) {
            return Integer.valueOf(((List<?>) value).size());
        }
        if (value instanceof SourceLocation location) {
            return location.getLine() + "/" + location.getFile();
        }
        if (value instanceof EObject contained && feature instanceof EReference reference && reference.isContainment()) {
            return new EObjectPropertySource(contained);
        }
        return value == null ? "" : value;
    }

    @Override
    public boolean isPropertySet(Object id) {
        return false;
    }

    @Override
    public void resetPropertyValue(Object id) {
        // read-only
    }

    @Override
    public void setPropertyValue(Object id, Object value) {
        // read-only
    }

    @Override
    public String toString() {
        return object.eClass().getName();
    }
}
