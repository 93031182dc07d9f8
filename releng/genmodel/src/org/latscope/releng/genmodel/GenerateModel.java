// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.releng.genmodel;

import java.io.File;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.codegen.ecore.generator.Generator;
import org.eclipse.emf.codegen.ecore.genmodel.GenJDKLevel;
import org.eclipse.emf.codegen.ecore.genmodel.GenModel;
import org.eclipse.emf.codegen.ecore.genmodel.GenModelFactory;
import org.eclipse.emf.codegen.ecore.genmodel.GenModelPackage;
import org.eclipse.emf.codegen.ecore.genmodel.GenPackage;
import org.eclipse.emf.codegen.ecore.generator.GeneratorAdapterFactory;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenBaseGeneratorAdapter;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenModelGeneratorAdapterFactory;
import org.eclipse.emf.common.util.BasicMonitor;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.emf.ecore.plugin.EcorePlugin;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.URIConverter;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.impl.EcoreResourceFactoryImpl;

/**
 * Runs the real EMF generator (org.eclipse.emf.codegen.ecore) outside Eclipse for the
 * model bundle: loads {@code model/latscope.ecore}, creates or reconciles
 * {@code model/latscope.genmodel}, and generates the model project code into
 * {@code src-gen/}.
 *
 * <p>Usage: {@code GenerateModel <path to bundles/org.latscope.model>}.
 */
public final class GenerateModel {

    private static final String PLUGIN_ID = "org.latscope.model";
    private static final String COPYRIGHT = "SPDX-License-Identifier: EPL-2.0\nCopyright (c) 2026 Latscope contributors";

    private GenerateModel() {
    }

    public static void main(String[] args) throws Exception {
        File bundle = new File(args.length > 0 ? args[0] : "bundles/" + PLUGIN_ID).getCanonicalFile();
        URI bundleUri = URI.createFileURI(bundle.getPath() + File.separator);
        // The genmodel names its output folder as a platform:/resource path; map it to the bundle folder.
        URI platformUri = URI.createPlatformResourceURI("/" + PLUGIN_ID + "/", true);
        URIConverter.URI_MAP.put(platformUri, bundleUri);
        EcorePlugin.getPlatformResourceMap().put(PLUGIN_ID, bundleUri);

        ResourceSet rs = new ResourceSetImpl();
        rs.getResourceFactoryRegistry().getExtensionToFactoryMap().put("ecore", new EcoreResourceFactoryImpl());
        rs.getResourceFactoryRegistry().getExtensionToFactoryMap().put("genmodel", new EcoreResourceFactoryImpl());
        rs.getPackageRegistry().put(EcorePackage.eNS_URI, EcorePackage.eINSTANCE);
        rs.getPackageRegistry().put(GenModelPackage.eNS_URI, GenModelPackage.eINSTANCE);
        rs.getURIConverter().getURIMap().put(platformUri, bundleUri);

        URI ecoreUri = URI.createPlatformResourceURI("/" + PLUGIN_ID + "/model/latscope.ecore", true);
        Resource ecore = rs.getResource(ecoreUri, true);
        EPackage ePackage = (EPackage) ecore.getContents().get(0);
        // Re-save so the committed .ecore is in EMF's canonical layout.
        ecore.save(Map.of(XMLResource.OPTION_ENCODING, "UTF-8", XMLResource.OPTION_LINE_WIDTH, 100));

        URI genUri = URI.createPlatformResourceURI("/" + PLUGIN_ID + "/model/latscope.genmodel", true);
        GenModel genModel;
        if (rs.getURIConverter().exists(genUri, null)) {
            genModel = (GenModel) rs.getResource(genUri, true).getContents().get(0);
            genModel.reconcile();
        } else {
            Resource genResource = rs.createResource(genUri);
            genModel = GenModelFactory.eINSTANCE.createGenModel();
            genResource.getContents().add(genModel);
            genModel.initialize(Collections.singleton(ePackage));
            genModel.getForeignModel().add("latscope.ecore");
            genModel.setImporterID("org.eclipse.emf.importer.ecore");
        }
        configure(genModel);
        genModel.eResource().save(Map.of(XMLResource.OPTION_ENCODING, "UTF-8", XMLResource.OPTION_LINE_WIDTH, 100));

        genModel.setCanGenerate(true);
        Diagnostic validation = genModel.diagnose();
        if (validation.getSeverity() >= Diagnostic.ERROR) {
            print(validation);
            System.exit(2);
        }
        // Outside Eclipse no extension registry contributes the adapter factory: register it by hand.
        GeneratorAdapterFactory.Descriptor.Registry.INSTANCE.addDescriptor(GenModelPackage.eNS_URI,
                GenModelGeneratorAdapterFactory.DESCRIPTOR);
        Generator generator = new Generator();
        generator.setInput(genModel);
        Diagnostic result = generator.generate(genModel, GenBaseGeneratorAdapter.MODEL_PROJECT_TYPE,
                new BasicMonitor.Printing(System.out));
        print(result);
        System.exit(result.getSeverity() >= Diagnostic.ERROR ? 1 : 0);
    }

    /** Settings the project fixes; applied on every run so a reconciled genmodel keeps them. */
    private static void configure(GenModel genModel) {
        genModel.setModelName("Latscope");
        genModel.setModelPluginID(PLUGIN_ID);
        genModel.setModelDirectory("/" + PLUGIN_ID + "/src-gen");
        genModel.setComplianceLevel(GenJDKLevel.JDK210_LITERAL);
        genModel.setCopyrightText(COPYRIGHT);
        genModel.setModelPluginClass("");
        genModel.setUpdateClasspath(false);
        genModel.setBundleManifest(true);
        genModel.setOperationReflection(true);
        genModel.setCodeFormatting(false);
        for (GenPackage genPackage : List.copyOf(genModel.getGenPackages())) {
            genPackage.setBasePackage("org.latscope");
            genPackage.setPrefix("Latscope");
        }
    }

    private static void print(Diagnostic d) {
        if (d.getSeverity() != Diagnostic.OK) {
            System.out.println(d.getSeverity() + " " + d.getMessage());
        }
        for (Diagnostic child : d.getChildren()) {
            print(child);
        }
    }
}
