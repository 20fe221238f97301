package com.greenwick.garden.di;

import android.content.Context;
import android.content.pm.PackageManager;
import android.database.sqlite.SQLiteDatabase;
import com.greenwick.garden.BuildFlags;
import com.greenwick.garden.cetp.Approvals;
import com.greenwick.garden.cetp.CetpEndpoint;
import com.greenwick.garden.cetp.Clock;
import com.greenwick.garden.cetp.DedupLedger;
import com.greenwick.garden.cetp.ErrorMapper;
import com.greenwick.garden.cetp.Tokens;
import com.greenwick.garden.confirm.ConfirmActivity;
import com.greenwick.garden.confirm.ExplicitResolutions;
import com.greenwick.garden.confirm.PackageResolutions;
import com.greenwick.garden.confirm.ResolutionFactory;
import com.greenwick.garden.data.GardenDb;
import com.greenwick.garden.data.PlantStore;
import com.greenwick.garden.data.RollingTaskStore;
import com.greenwick.garden.data.SqlTaskStore;
import com.greenwick.garden.files.CallerCheckedFiles;
import com.greenwick.garden.files.FileGateway;
import com.greenwick.garden.files.MediaFiles;
import com.greenwick.garden.plants.PlantTools;
import com.greenwick.garden.reminders.JobReminders;
import com.greenwick.garden.reminders.Scheduler;
import com.greenwick.garden.reminders.SelfIdentityScheduler;
import com.greenwick.garden.security.ApprovalPolicy;
import com.greenwick.garden.security.CachingVerifier;
import com.greenwick.garden.security.CallerVerifier;
import com.greenwick.garden.security.DeclaredCallerResolver;
import com.greenwick.garden.security.IdentityResolver;
import com.greenwick.garden.security.LegacyCertVerifier;
import com.greenwick.garden.security.LenientApprovalPolicy;
import com.greenwick.garden.security.OpenSessionGuard;
import com.greenwick.garden.security.SessionGuard;
import com.greenwick.garden.security.SigningCertVerifier;
import com.greenwick.garden.security.StrictApprovalPolicy;
import com.greenwick.garden.security.TokenSessionGuard;
import com.greenwick.garden.security.UidIdentityResolver;
import com.greenwick.garden.tasks.TaskTools;
import java.io.File;
import java.security.SecureRandom;

/** Hand-written dependency graph: every object is built here, once, and handed its collaborators. */
public final class Graph {
    /** SHA-256 of the signing certificate of the ClawSeed assistant, the one Consumer Greenwick serves. */
    private static final String ASSISTANT_CERT = "3b7f0d9c21e84a56b0c4f7a2d9e13c6584a0f2b7c9d1e3f5a7b9c0d2e4f6a8b1";

    private final Context app;
    private final Clock clock;
    private final Tokens tokens;
    private final Lazy<SQLiteDatabase> db;
    private final Approvals approvals;
    private final CetpEndpoint plantsEndpoint;
    private final FileGateway plantPhotos;
    private final CetpEndpoint tasksEndpoint;
    private final FileGateway taskAttachments;

    public Graph(Context app) {
        this.app = app;
        this.clock = Clock.SYSTEM;
        this.tokens = new Tokens(new SecureRandom());
        this.db = new Lazy<>(() -> new GardenDb(app).getWritableDatabase());
        this.approvals = new Approvals();
        PackageManager pm = app.getPackageManager();
        byte[] assistant = Tokens.unhex(ASSISTANT_CERT);
        ErrorMapper errors = new ErrorMapper();
        DedupLedger dedup = new DedupLedger(db, clock);
        Scheduler reminders = new SelfIdentityScheduler(new JobReminders(app, clock));
        IdentityResolver byUid = new UidIdentityResolver(pm);

        CallerVerifier plantSigners = new CachingVerifier(BuildFlags.PLANTS_LEGACY_SIGNERS
                ? new LegacyCertVerifier(pm, assistant)
                : new SigningCertVerifier(pm, assistant), clock);
        SessionGuard plantSessions = BuildFlags.PLANTS_REQUIRE_SESSION
                ? new TokenSessionGuard(tokens)
                : new OpenSessionGuard(tokens);
        PlantTools plantTools = new PlantTools(new PlantStore(db), reminders, clock);
        this.plantsEndpoint = new CetpEndpoint(plantTools, byUid, plantSigners, plantSessions,
                new StrictApprovalPolicy(), approvals, resolutions(BuildFlags.PLANTS_CONFIRM_BY_ACTION), dedup,
                errors, clock, tokens);
        this.plantPhotos = new CallerCheckedFiles(new MediaFiles(new File(app.getFilesDir(), "photos")), byUid,
                plantSigners);

        IdentityResolver taskIdentity = BuildFlags.TASKS_SHELL_HARNESS
                ? new DeclaredCallerResolver(byUid)
                : byUid;
        CallerVerifier taskSigners = new CachingVerifier(new SigningCertVerifier(pm, assistant), clock);
        ApprovalPolicy taskApprovals = BuildFlags.TASKS_SHELL_HARNESS
                ? new LenientApprovalPolicy()
                : new StrictApprovalPolicy();
        TaskTools taskTools = new TaskTools(new RollingTaskStore(new SqlTaskStore(db), clock), reminders, clock);
        this.tasksEndpoint = new CetpEndpoint(taskTools, taskIdentity, taskSigners, new TokenSessionGuard(tokens),
                taskApprovals, approvals, resolutions(false), dedup, errors, clock, tokens);
        this.taskAttachments = new MediaFiles(new File(app.getFilesDir(), "attachments"));
    }

    /** Confirmation screens: by explicit class, or (wear) whichever activity of this app answers the action. */
    private ResolutionFactory resolutions(boolean byAction) {
        if (byAction) {
            return new PackageResolutions(app, ConfirmActivity.ACTION_CONFIRM);
        }
        return new ExplicitResolutions(app, ConfirmActivity.ACTION_CONFIRM, ConfirmActivity.class);
    }

    public Clock clock() {
        return clock;
    }

    public Approvals approvals() {
        return approvals;
    }

    public CetpEndpoint plantsEndpoint() {
        return plantsEndpoint;
    }

    public FileGateway plantPhotos() {
        return plantPhotos;
    }

    public CetpEndpoint tasksEndpoint() {
        return tasksEndpoint;
    }

    public FileGateway taskAttachments() {
        return taskAttachments;
    }
}
