// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.ENamedElement;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;
import org.eclipse.emf.ecore.util.EContentAdapter;
import org.junit.jupiter.api.Test;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.LatscopePackage;
import org.latscope.model.ResultCell;
import org.latscope.model.ResultTable;
import org.latscope.model.TraceFile;

/**
 * The model's objects use EMF's minimal layout (genmodel {@code rootExtendsClass}): a set of
 * 100,000 small files holds millions of cells, buckets and diagnostics, and
 * {@code EObjectImpl}'s adapter list, container feature and properties fields cost each of
 * them 12 bytes more.
 */
class ObjectLayoutTest {

    @Test
    void everyModelClassHasTheMinimalLayout() {
        List<String> checked = new ArrayList<>();
        for (EClassifier classifier : LatscopePackage.eINSTANCE.getEClassifiers()) {
            if (classifier instanceof EClass type && !type.isAbstract() && !type.isInterface()) {
                EObject object = LatscopeFactory.eINSTANCE.create(type);
                assertTrue(object instanceof MinimalEObjectImpl.Container, type.getName() + " is " + object.getClass());
                checked.add(type.getName());
            }
        }
        assertTrue(checked.contains("ResultCell") && checked.contains("ParseDiagnostic")
                && checked.contains("HistogramBucket"), String.valueOf(checked));
    }

    @Test
    void containmentAndNotificationStillWork() {
        TraceFile file = LatscopeFactory.eINSTANCE.createTraceFile();
        ResultTable table = LatscopeFactory.eINSTANCE.createResultTable();
        ResultCell cell = LatscopeFactory.eINSTANCE.createResultCell();
        List<String> seen = new ArrayList<>();
        table.eAdapters().add(new EContentAdapter() {
            @Override
            public void notifyChanged(Notification n) {
                super.notifyChanged(n);
                seen.add(String.valueOf(n.getFeature() instanceof ENamedElement e ? e.getName() : null));
            }
        });
        table.getCells().add(cell);
        cell.setText("121");
        file.getContents().add(table);
        assertEquals(table, cell.eContainer());
        assertEquals(file, table.eContainer());
        assertEquals(LatscopePackage.Literals.RESULT_TABLE__CELLS, cell.eContainmentFeature());
        assertEquals(List.of("cells", "text"), seen);
    }
}
