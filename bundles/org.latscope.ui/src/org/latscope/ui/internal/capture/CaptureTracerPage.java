// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.capture;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.latscope.capture.CaptureSettings;
import org.latscope.capture.TargetInfo;

/**
 * The Capture wizard's second page: the tracer (as the target offers them), events, thresholds,
 * when to stop, how snapshots are named and the run folder. Each field is checked as typed, so
 * Finish never starts a capture the target would refuse after being changed.
 */
final class CaptureTracerPage extends WizardPage {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"); //$NON-NLS-1$

    private final CapturePreferences preferences;
    private final CaptureTargetPage targetPage;
    private Combo tracer;
    private Label tracerNote;
    private Text events;
    private Text options;
    private Text functions;
    private Spinner threshold;
    private Spinner bufferKb;
    private Button untilStopped;
    private Button forDuration;
    private Spinner seconds;
    private Button untilLatency;
    private Spinner latencyUs;
    private Spinner snapshots;
    private Text pattern;
    private Button resetMax;
    private Text runFolder;
    private TargetInfo shownFor;

    CaptureTracerPage(CapturePreferences preferences, CaptureTargetPage targetPage) {
        super("tracer"); //$NON-NLS-1$
        this.preferences = preferences;
        this.targetPage = targetPage;
        setTitle(Messages.TracerPage_title);
        setDescription(Messages.TracerPage_description);
        setPageComplete(false);
    }

    @Override
    public void createControl(Composite parent) {
        Composite page = new Composite(parent, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(3).applyTo(page);
        new Label(page, SWT.NONE).setText(Messages.TracerPage_tracer);
        tracer = new Combo(page, SWT.READ_ONLY);
        GridDataFactory.fillDefaults().applyTo(tracer);
        tracerNote = new Label(page, SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).hint(300, SWT.DEFAULT).applyTo(tracerNote);
        new Label(page, SWT.NONE).setText(Messages.TracerPage_events);
        events = new Text(page, SWT.BORDER);
        events.setMessage(Messages.TracerPage_eventsHint);
        GridDataFactory.fillDefaults().grab(true, false).span(2, 1).applyTo(events);
        new Label(page, SWT.NONE).setText(Messages.TracerPage_options);
        options = new Text(page, SWT.BORDER);
        options.setMessage(Messages.TracerPage_optionsHint);
        GridDataFactory.fillDefaults().grab(true, false).span(2, 1).applyTo(options);
        new Label(page, SWT.NONE).setText(Messages.TracerPage_functions);
        functions = new Text(page, SWT.BORDER);
        functions.setMessage(Messages.TracerPage_functionsHint);
        GridDataFactory.fillDefaults().grab(true, false).span(2, 1).applyTo(functions);
        new Label(page, SWT.NONE).setText(Messages.TracerPage_threshold);
        threshold = spinner(page, 0, 10_000_000);
        new Label(page, SWT.NONE).setText(Messages.TracerPage_thresholdNote);
        new Label(page, SWT.NONE).setText(Messages.TracerPage_buffer);
        bufferKb = spinner(page, 0, 4_194_304);
        new Label(page, SWT.NONE).setText(Messages.TracerPage_bufferNote);

        Group stop = new Group(page, SWT.NONE);
        stop.setText(Messages.TracerPage_stop);
        GridLayoutFactory.swtDefaults().numColumns(3).applyTo(stop);
        GridDataFactory.fillDefaults().grab(true, false).span(3, 1).applyTo(stop);
        untilStopped = new Button(stop, SWT.RADIO);
        untilStopped.setText(Messages.TracerPage_untilStopped);
        GridDataFactory.fillDefaults().span(3, 1).applyTo(untilStopped);
        forDuration = new Button(stop, SWT.RADIO);
        forDuration.setText(Messages.TracerPage_after);
        seconds = spinner(stop, 1, 7 * 24 * 3600);
        seconds.setSelection(60);
        new Label(stop, SWT.NONE).setText(Messages.TracerPage_seconds);
        untilLatency = new Button(stop, SWT.RADIO);
        untilLatency.setText(Messages.TracerPage_whenMaxReaches);
        latencyUs = spinner(stop, 1, 100_000_000);
        latencyUs.setSelection(1000);
        new Label(stop, SWT.NONE).setText(Messages.TracerPage_microseconds);
        new Label(stop, SWT.NONE).setText(Messages.TracerPage_snapshots);
        snapshots = spinner(stop, 0, 9999);
        snapshots.setSelection(0);
        new Label(stop, SWT.NONE).setText(Messages.TracerPage_snapshotsNote);
        untilStopped.setSelection(true);

        Composite files = new Composite(page, SWT.NONE);
        GridLayoutFactory.fillDefaults().numColumns(3).applyTo(files);
        GridDataFactory.fillDefaults().grab(true, false).span(3, 1).applyTo(files);
        new Label(files, SWT.NONE).setText(Messages.TracerPage_pattern);
        pattern = new Text(files, SWT.BORDER);
        pattern.setText(CaptureSettings.DEFAULT_PATTERN);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(pattern);
        resetMax = new Button(files, SWT.CHECK);
        resetMax.setText(Messages.TracerPage_resetMax);
        new Label(files, SWT.NONE).setText(Messages.TracerPage_runFolder);
        runFolder = new Text(files, SWT.BORDER);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(runFolder);
        Button browse = new Button(files, SWT.PUSH);
        browse.setText(Messages.Wizard_browse);
        browse.addListener(SWT.Selection, e -> {
            DirectoryDialog dialog = new DirectoryDialog(getShell());
            dialog.setFilterPath(preferences.runsFolder().toString());
            String chosen = dialog.open();
            if (chosen != null) {
                runFolder.setText(chosen);
            }
        });
        tracer.addListener(SWT.Selection, e -> tracerChanged());
        for (var control : List.of(events, options, functions, pattern, runFolder)) {
            control.addListener(SWT.Modify, e -> validate());
        }
        for (var control : List.of(threshold, bufferKb, seconds, latencyUs, snapshots)) {
            control.addListener(SWT.Modify, e -> validate());
        }
        for (var control : List.of(untilStopped, forDuration, untilLatency, resetMax)) {
            control.addListener(SWT.Selection, e -> validate());
        }
        setControl(page);
    }

    private static Spinner spinner(Composite parent, int min, int max) {
        Spinner spinner = new Spinner(parent, SWT.BORDER);
        spinner.setValues(min, min, max, 0, 1, 100);
        GridDataFactory.fillDefaults().hint(100, SWT.DEFAULT).applyTo(spinner);
        return spinner;
    }

    @Override
    public void setVisible(boolean visible) {
        if (visible) {
            offer(targetPage.probed());
            TargetProbe.Result probed = targetPage.probed();
            if (probed != null && probed.info() != null) {
                setDescription(NLS.bind(Messages.TracerPage_descriptionFor, targetPage.target(), probed.info().kernelRelease()));
            }
        }
        super.setVisible(visible);
    }

    /** Fills the tracers the probed target has, the latency tracers first. */
    private void offer(TargetProbe.Result probed) {
        if (probed == null || probed.info() == null || probed.info() == shownFor) {
            return;
        }
        shownFor = probed.info();
        List<String> offered = new ArrayList<>();
        probed.info().tracers().stream().filter(CaptureSettings.MAX_TRACERS::contains).forEach(offered::add);
        probed.info().tracers().stream().filter(t -> !offered.contains(t) && !"nop".equals(t)).forEach(offered::add); //$NON-NLS-1$
        tracer.setItems(offered.toArray(String[]::new));
        int rt = offered.indexOf("wakeup_rt"); //$NON-NLS-1$
        tracer.select(Math.max(0, rt));
        tracerChanged();
    }

    private void tracerChanged() {
        String t = tracer.getText();
        tracerNote.setText(CaptureSettings.MAX_TRACERS.contains(t) ? Messages.TracerPage_keepsMaxima : Messages.TracerPage_streamed);
        functions.setEnabled(t.startsWith("function")); //$NON-NLS-1$
        if (runFolder.getText().isEmpty() || runFolder.getData() != null) {
            // a folder the page proposed follows the tracer; one the user typed stays
            Path proposed = preferences.runsFolder().resolve(t + "-" + LocalDateTime.now().format(STAMP)); //$NON-NLS-1$
            runFolder.setText(proposed.toString());
            runFolder.setData(proposed);
        }
        tracerNote.getParent().layout(true, true);
        validate();
    }

    private void validate() {
        String problem = problem();
        setErrorMessage(problem);
        setPageComplete(problem == null && !tracer.getText().isEmpty());
    }

    private String problem() {
        if (tracer.getText().isEmpty()) {
            return null;
        }
        List<String> unknown = unknownEvents();
        List<String> unknownOptions = words(options).stream()
                .filter(o -> !probedOptions().contains(o.startsWith("no") ? o.substring(2) : o)).toList(); //$NON-NLS-1$
        if (!probedOptions().isEmpty() && !unknownOptions.isEmpty()) {
            return NLS.bind(Messages.TracerPage_unknownOptions, String.join(", ", unknownOptions)); //$NON-NLS-1$
        }
        if (!unknown.isEmpty()) {
            return NLS.bind(Messages.TracerPage_unknownEvents, String.join(", ", unknown)); //$NON-NLS-1$
        }
        try {
            settings();
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        if (runFolder.getData() != null && !runFolder.getText().equals(runFolder.getData().toString())) {
            runFolder.setData(null); // typed over: the user's
        }
        String folder = runFolder.getText().strip();
        if (folder.isEmpty()) {
            return Messages.TracerPage_noFolder;
        }
        Path dir = Path.of(folder);
        if (Files.exists(dir) && !emptyDirectory(dir)) {
            return NLS.bind(Messages.TracerPage_folderNotEmpty, dir);
        }
        return null;
    }

    /** @return the events typed that the target does not offer (system:event, event, or system) */
    private List<String> unknownEvents() {
        TargetProbe.Result probed = targetPage.probed();
        if (probed == null) {
            return List.of();
        }
        Set<String> known = new HashSet<>();
        for (String e : probed.events()) {
            known.add(e);
            int colon = e.indexOf(':');
            if (colon > 0) {
                known.add(e.substring(0, colon));
                known.add(e.substring(colon + 1));
            }
        }
        return eventList().stream().filter(e -> !known.contains(e)).toList();
    }

    private List<String> eventList() {
        return words(events);
    }

    private static List<String> words(Text text) {
        return Arrays.stream(text.getText().split("[,\\s]+")).map(String::strip).filter(s -> !s.isEmpty()).toList(); //$NON-NLS-1$
    }

    /** @return the trace_options the target has, without their "no" */
    private List<String> probedOptions() {
        TargetProbe.Result probed = targetPage.probed();
        if (probed == null || probed.info() == null) {
            return List.of();
        }
        return probed.info().state().traceOptions().stream().map(o -> o.startsWith("no") ? o.substring(2) : o).toList(); //$NON-NLS-1$
    }

    private static boolean emptyDirectory(Path dir) {
        if (!Files.isDirectory(dir)) {
            return false;
        }
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.findAny().isEmpty();
        } catch (IOException e) {
            return false;
        }
    }

    /** @return the settings as the page shows them */
    CaptureSettings settings() {
        CaptureSettings s = CaptureSettings.of(tracer.getText()).withEvents(eventList()).withNamePattern(pattern.getText().strip())
                .withResetMax(resetMax.getSelection()).withTraceOptions(words(options)).withFunctions(words(functions));
        if (threshold.getSelection() > 0) {
            s = s.withThreshold(threshold.getSelection());
        }
        if (bufferKb.getSelection() > 0) {
            s = s.withBufferSizeKb(bufferKb.getSelection());
        }
        if (forDuration.getSelection()) {
            s = s.withDuration(Duration.ofSeconds(seconds.getSelection()));
        } else if (untilLatency.getSelection()) {
            s = s.withUntilLatency(latencyUs.getSelection());
        }
        if (snapshots.getSelection() > 0) {
            s = s.withMaxSnapshots(snapshots.getSelection());
        }
        return s;
    }

    /** @return the run folder */
    Path runFolder() {
        return Path.of(runFolder.getText().strip());
    }

    /**
     * For tests: the tracer, its trace options, a stop after {@code n} snapshots, or after
     * {@code secs} seconds, and the run folder.
     */
    void choose(String name, String traceOptions, int n, int secs, Path folder) {
        tracer.select(Arrays.asList(tracer.getItems()).indexOf(name));
        tracerChanged();
        options.setText(traceOptions);
        snapshots.setSelection(n);
        if (secs > 0) {
            untilStopped.setSelection(false);
            forDuration.setSelection(true);
            seconds.setSelection(secs);
        }
        runFolder.setText(folder.toString());
        validate();
    }
}
