// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.persistence;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.BinaryResourceImpl;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.xmi.ClassNotFoundException;
import org.eclipse.emf.ecore.xmi.PackageNotFoundException;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceImpl;
import org.latscope.model.LatencyTrace;
import org.latscope.model.LatscopePackage;
import org.latscope.model.TraceSet;
import org.latscope.model.internal.Messages;
import org.latscope.model.steps.StepTable;
import org.latscope.model.support.TraceSets;

/**
 * Saves and loads trace sets.
 *
 * <p>A trace set is one EMF resource (XMI or EMF binary, see {@link StoreFormat}) plus, when
 * it has steps, a sidecar {@code <file>.<token>.steps} next to it holding the step columns
 * (see {@code StepSidecar}). The resource names its sidecar in
 * {@link TraceSet#getStepStore()}; the token is new on every save, so the old pair stays
 * intact until the new resource has atomically replaced the old one:
 *
 * <pre>
 * 1. write sidecar to a temp file, fsync, rename to its new unique name
 * 2. write resource to a temp file, fsync, rename over the target (atomic)
 * 3. fsync the folder, delete the sidecars of earlier saves
 * </pre>
 *
 * A crash at any point leaves either the old or the new pair complete. A target that
 * exists but is not a Latscope trace set (a trace file, say) is never overwritten. Loading
 * a damaged or foreign file throws {@link TraceStoreException} naming the file and reason.
 *
 * <p>Saving sets {@link TraceSet#getStepStore()} on the saved set. Two saves to the same
 * file at the same time are not supported (the later one may delete the other's sidecar).
 */
public final class TraceSetStore {

    /** Suffix of step sidecar files. */
    public static final String SIDECAR_SUFFIX = ".steps"; //$NON-NLS-1$

    /** Object count above which {@link #chooseFormat(TraceSet)} picks {@link StoreFormat#BINARY}. */
    public static final long BINARY_THRESHOLD_OBJECTS = 10_000;

    /** Step count above which {@link #chooseFormat(TraceSet)} picks {@link StoreFormat#BINARY}. */
    public static final long BINARY_THRESHOLD_STEPS = 100_000;

    private static final byte[] BINARY_SIGNATURE = {(byte) 0x89, 'e', 'm', 'f', '\n', '\r', 0x1A, '\n'};
    private static final int SNIFF = 8192;
    private static final SecureRandom RANDOM = new SecureRandom();

    private TraceSetStore() {
    }

    /**
     * Saves in the format the file extension names ({@code .xmi} or {@code .latscope});
     * for other names, as {@link #chooseFormat(TraceSet)} decides.
     *
     * @param set the trace set
     * @param file the target file
     * @throws TraceStoreException if saving failed; the previous file is then unchanged
     */
    public static void save(TraceSet set, Path file) throws TraceStoreException {
        StoreFormat format = StoreFormat.forPath(file);
        save(set, file, format != null ? format : chooseFormat(set));
    }

    /**
     * @param set a trace set
     * @return {@link StoreFormat#BINARY} when the set has many objects or steps, else {@link StoreFormat#XMI}
     */
    public static StoreFormat chooseFormat(TraceSet set) {
        if (TraceSets.stepCount(set) > BINARY_THRESHOLD_STEPS) {
            return StoreFormat.BINARY;
        }
        long objects = 0;
        for (var it = set.eAllContents(); it.hasNext() && objects <= BINARY_THRESHOLD_OBJECTS; it.next()) {
            objects++;
        }
        return objects > BINARY_THRESHOLD_OBJECTS ? StoreFormat.BINARY : StoreFormat.XMI;
    }

    /**
     * Saves atomically in the given format.
     *
     * @param set the trace set
     * @param file the target file
     * @param format the resource format
     * @throws TraceStoreException if saving failed; the previous file is then unchanged
     */
    public static void save(TraceSet set, Path file, StoreFormat format) throws TraceStoreException {
        Path target = file.toAbsolutePath().normalize();
        if (set == null) {
            throw new TraceStoreException(target, Messages.format("store.noTraceSet", target), null); //$NON-NLS-1$
        }
        if (Files.exists(target) && !isTraceSetFile(target)) {
            throw new TraceStoreException(target, Messages.format("store.foreignTarget", target), null); //$NON-NLS-1$
        }
        Path dir = target.getParent();
        String name = target.getFileName().toString();
        // Save a copy when the set lives in someone's resource, so that resource is left untouched.
        TraceSet toSave = set.eResource() == null ? set : EcoreUtil.copy(set);
        List<LatencyTrace> traces = TraceSets.latencyTraces(toSave);
        boolean hasSteps = traces.stream().anyMatch(t -> t.getSteps() != null);
        String token = HexFormat.of().formatHex(randomBytes());
        String sidecarName = hasSteps ? name + "." + token + SIDECAR_SUFFIX : null; //$NON-NLS-1$
        String oldStore = set.getStepStore();
        Path sidecarTemp = null;
        Path sidecar = null;
        Path resourceTemp = null;
        boolean replaced = false;
        try {
            Files.createDirectories(dir);
            if (hasSteps) {
                sidecarTemp = Files.createTempFile(dir, "." + name + ".", ".tmp"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                permissions(sidecarTemp, target);
                StepSidecar.write(sidecarTemp, token, entries(toSave, traces));
                sidecar = dir.resolve(sidecarName);
                Files.move(sidecarTemp, sidecar, StandardCopyOption.ATOMIC_MOVE);
                sidecarTemp = null;
            }
            toSave.setStepStore(sidecarName);
            set.setStepStore(sidecarName);
            resourceTemp = Files.createTempFile(dir, "." + name + ".", ".tmp"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            permissions(resourceTemp, target);
            writeResource(toSave, target, resourceTemp, format);
            Files.move(resourceTemp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            resourceTemp = null;
            replaced = true;
            syncDirectory(dir);
            deleteStaleSidecars(dir, name, sidecarName);
        } catch (IOException | RuntimeException e) {
            if (!replaced) {
                set.setStepStore(oldStore);
                deleteQuietly(sidecar);
            }
            deleteQuietly(sidecarTemp);
            deleteQuietly(resourceTemp);
            throw new TraceStoreException(target, Messages.format("store.saveFailed", target, reason(e)), e); //$NON-NLS-1$
        }
    }

    /**
     * Loads a trace set saved by {@link #save}, with its step columns.
     *
     * @param file an {@code .xmi} or binary trace set file
     * @return the trace set, in a new resource set
     * @throws TraceStoreException if the file is missing, foreign or damaged
     */
    public static TraceSet load(Path file) throws TraceStoreException {
        Path source = file.toAbsolutePath().normalize();
        if (!Files.isRegularFile(source)) {
            throw new TraceStoreException(source, Messages.format("store.notFound", source), null); //$NON-NLS-1$
        }
        byte[] head = head(source);
        Resource resource;
        if (startsWith(head, BINARY_SIGNATURE)) {
            resource = new BinaryResourceImpl(URI.createFileURI(source.toString()));
        } else if (looksLikeXml(head)) {
            resource = new XMIResourceImpl(URI.createFileURI(source.toString()));
        } else {
            throw new TraceStoreException(source,
                    Messages.format("store.notTraceSet", source, "unknown content"), null); //$NON-NLS-1$ //$NON-NLS-2$
        }
        newResourceSet().getResources().add(resource);
        try (InputStream in = Files.newInputStream(source)) {
            resource.load(in, loadOptions());
        } catch (IOException e) {
            if (isForeign(e)) {
                throw new TraceStoreException(source, Messages.format("store.notTraceSet", source, reason(e)), e); //$NON-NLS-1$
            }
            throw new TraceStoreException(source, Messages.format("store.damaged", source, reason(e)), e); //$NON-NLS-1$
        } catch (RuntimeException e) {
            throw new TraceStoreException(source, Messages.format("store.damaged", source, reason(e)), e); //$NON-NLS-1$
        }
        if (!resource.getErrors().isEmpty()) {
            throw new TraceStoreException(source,
                    Messages.format("store.damaged", source, resource.getErrors().get(0).getMessage()), null); //$NON-NLS-1$
        }
        if (resource.getContents().size() != 1 || !(resource.getContents().get(0) instanceof TraceSet set)) {
            throw new TraceStoreException(source,
                    Messages.format("store.notTraceSet", source, "no trace set inside"), null); //$NON-NLS-1$ //$NON-NLS-2$
        }
        loadSteps(set, source);
        TraceSets.shareStrings(set);
        return set;
    }

    /**
     * @param file a file
     * @return whether it starts like a trace set saved by this store (XMI or binary naming the Latscope package)
     */
    public static boolean isTraceSetFile(Path file) {
        try {
            byte[] head = head(file);
            String text = new String(head, StandardCharsets.ISO_8859_1);
            return (startsWith(head, BINARY_SIGNATURE) || looksLikeXml(head)) && text.contains(LatscopePackage.eNS_URI);
        } catch (TraceStoreException e) {
            return false;
        }
    }

    /** @return a resource set that knows the Latscope package, for callers that build their own resources */
    public static ResourceSet newResourceSet() {
        ResourceSet resourceSet = new ResourceSetImpl();
        resourceSet.getPackageRegistry().put(LatscopePackage.eNS_URI, LatscopePackage.eINSTANCE);
        return resourceSet;
    }

    private static void loadSteps(TraceSet set, Path source) throws TraceStoreException {
        String store = set.getStepStore();
        if (store == null) {
            return;
        }
        if (store.isEmpty() || store.contains("/") || store.contains("\\") || !store.endsWith(SIDECAR_SUFFIX)) { //$NON-NLS-1$ //$NON-NLS-2$
            throw new TraceStoreException(source, Messages.format("store.damaged", source, "step file name " + store), //$NON-NLS-1$ //$NON-NLS-2$
                    null);
        }
        Path sidecar = source.resolveSibling(store);
        List<StepSidecar.Entry> entries;
        try {
            entries = StepSidecar.read(sidecar, tokenOf(store));
        } catch (NoSuchFileException e) {
            throw new TraceStoreException(source, Messages.format("store.sidecarMissing", source, sidecar), e); //$NON-NLS-1$
        } catch (IOException e) {
            throw new TraceStoreException(source, Messages.format("store.sidecarDamaged", source, sidecar, reason(e)), //$NON-NLS-1$
                    e);
        }
        List<LatencyTrace> traces = TraceSets.latencyTraces(set);
        if (entries.size() != traces.size()) {
            throw new TraceStoreException(source, Messages.format("store.sidecarMismatch", source, sidecar, //$NON-NLS-1$
                    entries.size() + " step tables for " + traces.size() + " traces"), null); //$NON-NLS-1$ //$NON-NLS-2$
        }
        Resource resource = set.eResource();
        for (int k = 0; k < traces.size(); k++) {
            LatencyTrace trace = traces.get(k);
            StepSidecar.Entry entry = entries.get(k);
            if (!resource.getURIFragment(trace).equals(entry.fragment())) {
                throw new TraceStoreException(source, Messages.format("store.sidecarMismatch", source, sidecar, //$NON-NLS-1$
                        "trace " + entry.fragment()), null); //$NON-NLS-1$
            }
            trace.setSteps(entry.table());
        }
    }

    /** The sidecar token is the part of its name between the resource name and the suffix. */
    private static String tokenOf(String store) {
        String stem = store.substring(0, store.length() - SIDECAR_SUFFIX.length());
        return stem.substring(stem.lastIndexOf('.') + 1);
    }

    private static List<StepSidecar.Entry> entries(TraceSet set, List<LatencyTrace> traces) {
        Resource fragments = new XMIResourceImpl();
        boolean attached = set.eResource() == null;
        if (attached) {
            fragments.getContents().add(set);
        }
        try {
            List<StepSidecar.Entry> entries = new ArrayList<>(traces.size());
            for (LatencyTrace trace : traces) {
                entries.add(new StepSidecar.Entry(trace.eResource().getURIFragment(trace), trace.getSteps()));
            }
            return entries;
        } finally {
            if (attached) {
                fragments.getContents().remove(set);
            }
        }
    }

    private static void writeResource(TraceSet set, Path target, Path temp, StoreFormat format) throws IOException {
        URI uri = URI.createFileURI(target.toString());
        Resource resource = format == StoreFormat.XMI ? new XMIResourceImpl(uri) : new BinaryResourceImpl(uri);
        resource.getContents().add(set);
        try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            OutputStream out = Channels.newOutputStream(channel);
            resource.save(out, saveOptions());
            out.flush();
            channel.force(true);
        } finally {
            resource.getContents().remove(set);
        }
    }

    private static Map<Object, Object> saveOptions() {
        Map<Object, Object> options = new HashMap<>();
        options.put(XMLResource.OPTION_ENCODING, "UTF-8"); //$NON-NLS-1$
        options.put(XMLResource.OPTION_LINE_WIDTH, 100);
        options.put(BinaryResourceImpl.OPTION_BUFFER_CAPACITY, 1 << 16);
        return options;
    }

    private static Map<Object, Object> loadOptions() {
        Map<Object, Object> options = new HashMap<>();
        options.put(XMLResource.OPTION_DEFER_IDREF_RESOLUTION, Boolean.TRUE);
        options.put(BinaryResourceImpl.OPTION_BUFFER_CAPACITY, 1 << 16);
        return options;
    }

    private static void deleteStaleSidecars(Path dir, String name, String keep) {
        Pattern own = Pattern.compile(Pattern.quote(name + ".") + "[0-9a-f]{32}" + Pattern.quote(SIDECAR_SUFFIX)); //$NON-NLS-1$ //$NON-NLS-2$
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
            for (Path entry : entries) {
                String entryName = entry.getFileName().toString();
                if (own.matcher(entryName).matches() && !entryName.equals(keep)) {
                    deleteQuietly(entry);
                }
            }
        } catch (IOException e) {
            // stale sidecars only waste space; the new pair is already in place
        }
    }

    /**
     * Temp files are created owner-only; give the new file the permissions of the one it
     * replaces, or rw-r--r-- for a new one, as a plain write would.
     */
    private static void permissions(Path temp, Path target) throws IOException {
        try {
            Set<PosixFilePermission> permissions = Files.exists(target) ? Files.getPosixFilePermissions(target)
                    : PosixFilePermissions.fromString("rw-r--r--"); //$NON-NLS-1$
            Files.setPosixFilePermissions(temp, permissions);
        } catch (UnsupportedOperationException e) {
            // not a POSIX file system: keep what the platform gave the temp file
        }
    }

    private static void syncDirectory(Path dir) {
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException e) {
            // not every file system lets a folder be opened for fsync; the renames are done
        }
    }

    private static byte[] randomBytes() {
        byte[] bytes = new byte[16];
        RANDOM.nextBytes(bytes);
        return bytes;
    }

    private static void deleteQuietly(Path path) {
        if (path != null) {
            try {
                Files.deleteIfExists(path);
            } catch (IOException e) {
                // best effort clean-up of our own temporary file
            }
        }
    }

    private static byte[] head(Path file) throws TraceStoreException {
        try (InputStream in = Files.newInputStream(file)) {
            return in.readNBytes(SNIFF);
        } catch (IOException e) {
            throw new TraceStoreException(file, Messages.format("store.notFound", file), e); //$NON-NLS-1$
        }
    }

    private static boolean startsWith(byte[] head, byte[] prefix) {
        if (head.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if (head[i] != prefix[i]) {
                return false;
            }
        }
        return true;
    }

    private static boolean looksLikeXml(byte[] head) {
        int i = 0;
        if (head.length >= 3 && (head[0] & 0xFF) == 0xEF && (head[1] & 0xFF) == 0xBB && (head[2] & 0xFF) == 0xBF) {
            i = 3;
        }
        while (i < head.length && Character.isWhitespace(head[i])) {
            i++;
        }
        return i < head.length && head[i] == '<';
    }

    private static boolean isForeign(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof PackageNotFoundException || t instanceof ClassNotFoundException) {
                return true;
            }
        }
        return false;
    }

    private static String reason(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t && (t.getMessage() == null || t instanceof Resource.IOWrappedException)) {
            t = t.getCause();
        }
        return t.getMessage() != null ? t.getMessage() : t.getClass().getSimpleName();
    }
}
