.class public final Lcom/greenwick/garden/di/Graph;
.super Ljava/lang/Object;
.source "Graph.java"


# static fields
.field private static final ASSISTANT_CERT:Ljava/lang/String; = "3b7f0d9c21e84a56b0c4f7a2d9e13c6584a0f2b7c9d1e3f5a7b9c0d2e4f6a8b1"


# instance fields
.field private final app:Landroid/content/Context;

.field private final approvals:Lcom/greenwick/garden/cetp/Approvals;

.field private final clock:Lcom/greenwick/garden/cetp/Clock;

.field private final db:Lcom/greenwick/garden/di/Lazy;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lcom/greenwick/garden/di/Lazy<",
            "Landroid/database/sqlite/SQLiteDatabase;",
            ">;"
        }
    .end annotation
.end field

.field private final plantPhotos:Lcom/greenwick/garden/files/FileGateway;

.field private final plantsEndpoint:Lcom/greenwick/garden/cetp/CetpEndpoint;

.field private final taskAttachments:Lcom/greenwick/garden/files/FileGateway;

.field private final tasksEndpoint:Lcom/greenwick/garden/cetp/CetpEndpoint;

.field private final tokens:Lcom/greenwick/garden/cetp/Tokens;


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 29

    .line 60
    move-object/from16 v0, p0

    invoke-direct {v0}, Ljava/lang/Object;-><init>()V

    .line 61
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    iput-object v1, v0, Lcom/greenwick/garden/di/Graph;->app:Landroid/content/Context;

    .line 62
    sget-object v1, Lcom/greenwick/garden/cetp/Clock;->SYSTEM:Lcom/greenwick/garden/cetp/Clock;

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/greenwick/garden/di/Graph;->clock:Lcom/greenwick/garden/cetp/Clock;

    .line 63
    new-instance v1, Lcom/greenwick/garden/cetp/Tokens;

    new-instance v3, Ljava/security/SecureRandom;

    invoke-direct {v3}, Ljava/security/SecureRandom;-><init>()V

    invoke-direct {v1, v3}, Lcom/greenwick/garden/cetp/Tokens;-><init>(Ljava/security/SecureRandom;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/greenwick/garden/di/Graph;->tokens:Lcom/greenwick/garden/cetp/Tokens;

    .line 64
    new-instance v1, Lcom/greenwick/garden/di/Lazy;

    new-instance v4, Lcom/greenwick/garden/di/Graph$$ExternalSyntheticLambda0;

    move-object/from16 v3, p1

    invoke-direct {v4, v3}, Lcom/greenwick/garden/di/Graph$$ExternalSyntheticLambda0;-><init>(Landroid/content/Context;)V

    move-object v3, v4

    invoke-direct {v1, v3}, Lcom/greenwick/garden/di/Lazy;-><init>(Ljava/util/function/Supplier;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/greenwick/garden/di/Graph;->db:Lcom/greenwick/garden/di/Lazy;

    .line 65
    new-instance v1, Lcom/greenwick/garden/cetp/Approvals;

    invoke-direct {v1}, Lcom/greenwick/garden/cetp/Approvals;-><init>()V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/greenwick/garden/di/Graph;->approvals:Lcom/greenwick/garden/cetp/Approvals;

    .line 66
    move-object/from16 v0, p1

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v14

    .line 67
    const-string v0, "3b7f0d9c21e84a56b0c4f7a2d9e13c6584a0f2b7c9d1e3f5a7b9c0d2e4f6a8b1"

    invoke-static {v0}, Lcom/greenwick/garden/cetp/Tokens;->unhex(Ljava/lang/String;)[B

    move-result-object v15

    .line 68
    new-instance v16, Lcom/greenwick/garden/cetp/ErrorMapper;

    move-object/from16 v1, v16

    invoke-direct {v1}, Lcom/greenwick/garden/cetp/ErrorMapper;-><init>()V

    .line 69
    new-instance v17, Lcom/greenwick/garden/cetp/DedupLedger;

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/greenwick/garden/di/Graph;->db:Lcom/greenwick/garden/di/Lazy;

    move-object/from16 v3, p0

    iget-object v3, v3, Lcom/greenwick/garden/di/Graph;->clock:Lcom/greenwick/garden/cetp/Clock;

    move-object/from16 v1, v17

    invoke-direct {v1, v2, v3}, Lcom/greenwick/garden/cetp/DedupLedger;-><init>(Lcom/greenwick/garden/di/Lazy;Lcom/greenwick/garden/cetp/Clock;)V

    .line 70
    new-instance v18, Lcom/greenwick/garden/reminders/SelfIdentityScheduler;

    new-instance v2, Lcom/greenwick/garden/reminders/JobReminders;

    move-object/from16 v5, p0

    iget-object v5, v5, Lcom/greenwick/garden/di/Graph;->clock:Lcom/greenwick/garden/cetp/Clock;

    move-object/from16 v4, p1

    invoke-direct {v2, v4, v5}, Lcom/greenwick/garden/reminders/JobReminders;-><init>(Landroid/content/Context;Lcom/greenwick/garden/cetp/Clock;)V

    move-object/from16 v1, v18

    invoke-direct {v1, v2}, Lcom/greenwick/garden/reminders/SelfIdentityScheduler;-><init>(Lcom/greenwick/garden/reminders/Scheduler;)V

    .line 71
    new-instance v19, Lcom/greenwick/garden/security/UidIdentityResolver;

    move-object/from16 v1, v19

    invoke-direct {v1, v14}, Lcom/greenwick/garden/security/UidIdentityResolver;-><init>(Landroid/content/pm/PackageManager;)V

    .line 73
    new-instance v20, Lcom/greenwick/garden/security/CachingVerifier;

    new-instance v2, Lcom/greenwick/garden/security/LegacyCertVerifier;

    invoke-direct {v2, v14, v15}, Lcom/greenwick/garden/security/LegacyCertVerifier;-><init>(Landroid/content/pm/PackageManager;[B)V

    move-object/from16 v3, p0

    iget-object v3, v3, Lcom/greenwick/garden/di/Graph;->clock:Lcom/greenwick/garden/cetp/Clock;

    move-object/from16 v1, v20

    invoke-direct {v1, v2, v3}, Lcom/greenwick/garden/security/CachingVerifier;-><init>(Lcom/greenwick/garden/security/CallerVerifier;Lcom/greenwick/garden/cetp/Clock;)V

    .line 76
    new-instance v21, Lcom/greenwick/garden/security/OpenSessionGuard;

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/greenwick/garden/di/Graph;->tokens:Lcom/greenwick/garden/cetp/Tokens;

    move-object/from16 v1, v21

    invoke-direct {v1, v2}, Lcom/greenwick/garden/security/OpenSessionGuard;-><init>(Lcom/greenwick/garden/cetp/Tokens;)V

    .line 79
    new-instance v22, Lcom/greenwick/garden/plants/PlantTools;

    new-instance v2, Lcom/greenwick/garden/data/PlantStore;

    move-object/from16 v4, p0

    iget-object v4, v4, Lcom/greenwick/garden/di/Graph;->db:Lcom/greenwick/garden/di/Lazy;

    invoke-direct {v2, v4}, Lcom/greenwick/garden/data/PlantStore;-><init>(Lcom/greenwick/garden/di/Lazy;)V

    move-object/from16 v4, p0

    iget-object v4, v4, Lcom/greenwick/garden/di/Graph;->clock:Lcom/greenwick/garden/cetp/Clock;

    move-object/from16 v1, v22

    move-object/from16 v3, v18

    invoke-direct {v1, v2, v3, v4}, Lcom/greenwick/garden/plants/PlantTools;-><init>(Lcom/greenwick/garden/data/PlantStore;Lcom/greenwick/garden/reminders/Scheduler;Lcom/greenwick/garden/cetp/Clock;)V

    .line 80
    new-instance v1, Lcom/greenwick/garden/cetp/CetpEndpoint;

    new-instance v7, Lcom/greenwick/garden/security/StrictApprovalPolicy;

    invoke-direct {v7}, Lcom/greenwick/garden/security/StrictApprovalPolicy;-><init>()V

    move-object/from16 v8, p0

    iget-object v8, v8, Lcom/greenwick/garden/di/Graph;->approvals:Lcom/greenwick/garden/cetp/Approvals;

    .line 81
    move-object/from16 v9, p0

    const/4 v10, 0x1

    invoke-direct {v9, v10}, Lcom/greenwick/garden/di/Graph;->resolutions(Z)Lcom/greenwick/garden/confirm/ResolutionFactory;

    move-result-object v9

    move-object/from16 v12, p0

    iget-object v12, v12, Lcom/greenwick/garden/di/Graph;->clock:Lcom/greenwick/garden/cetp/Clock;

    move-object/from16 v13, p0

    iget-object v13, v13, Lcom/greenwick/garden/di/Graph;->tokens:Lcom/greenwick/garden/cetp/Tokens;

    move-object v2, v1

    move-object/from16 v3, v22

    move-object/from16 v4, v19

    move-object/from16 v5, v20

    move-object/from16 v6, v21

    move-object/from16 v10, v17

    move-object/from16 v11, v16

    invoke-direct/range {v2 .. v13}, Lcom/greenwick/garden/cetp/CetpEndpoint;-><init>(Lcom/greenwick/garden/cetp/Toolset;Lcom/greenwick/garden/security/IdentityResolver;Lcom/greenwick/garden/security/CallerVerifier;Lcom/greenwick/garden/security/SessionGuard;Lcom/greenwick/garden/security/ApprovalPolicy;Lcom/greenwick/garden/cetp/Approvals;Lcom/greenwick/garden/confirm/ResolutionFactory;Lcom/greenwick/garden/cetp/DedupLedger;Lcom/greenwick/garden/cetp/ErrorMapper;Lcom/greenwick/garden/cetp/Clock;Lcom/greenwick/garden/cetp/Tokens;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/greenwick/garden/di/Graph;->plantsEndpoint:Lcom/greenwick/garden/cetp/CetpEndpoint;

    .line 83
    new-instance v1, Lcom/greenwick/garden/files/CallerCheckedFiles;

    new-instance v3, Lcom/greenwick/garden/files/MediaFiles;

    new-instance v5, Ljava/io/File;

    move-object/from16 v7, p1

    invoke-virtual {v7}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v7

    const-string v8, "photos"

    invoke-direct {v5, v7, v8}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-direct {v3, v5}, Lcom/greenwick/garden/files/MediaFiles;-><init>(Ljava/io/File;)V

    move-object/from16 v4, v19

    move-object/from16 v5, v20

    invoke-direct {v1, v3, v4, v5}, Lcom/greenwick/garden/files/CallerCheckedFiles;-><init>(Lcom/greenwick/garden/files/FileGateway;Lcom/greenwick/garden/security/IdentityResolver;Lcom/greenwick/garden/security/CallerVerifier;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/greenwick/garden/di/Graph;->plantPhotos:Lcom/greenwick/garden/files/FileGateway;

    .line 86
    new-instance v23, Lcom/greenwick/garden/security/DeclaredCallerResolver;

    move-object/from16 v1, v23

    move-object/from16 v2, v19

    invoke-direct {v1, v2}, Lcom/greenwick/garden/security/DeclaredCallerResolver;-><init>(Lcom/greenwick/garden/security/IdentityResolver;)V

    .line 89
    new-instance v24, Lcom/greenwick/garden/security/CachingVerifier;

    new-instance v2, Lcom/greenwick/garden/security/SigningCertVerifier;

    invoke-direct {v2, v14, v15}, Lcom/greenwick/garden/security/SigningCertVerifier;-><init>(Landroid/content/pm/PackageManager;[B)V

    move-object/from16 v3, p0

    iget-object v3, v3, Lcom/greenwick/garden/di/Graph;->clock:Lcom/greenwick/garden/cetp/Clock;

    move-object/from16 v1, v24

    invoke-direct {v1, v2, v3}, Lcom/greenwick/garden/security/CachingVerifier;-><init>(Lcom/greenwick/garden/security/CallerVerifier;Lcom/greenwick/garden/cetp/Clock;)V

    .line 90
    new-instance v25, Lcom/greenwick/garden/security/LenientApprovalPolicy;

    move-object/from16 v1, v25

    invoke-direct {v1}, Lcom/greenwick/garden/security/LenientApprovalPolicy;-><init>()V

    .line 93
    new-instance v26, Lcom/greenwick/garden/tasks/TaskTools;

    new-instance v2, Lcom/greenwick/garden/data/RollingTaskStore;

    new-instance v4, Lcom/greenwick/garden/data/SqlTaskStore;

    move-object/from16 v6, p0

    iget-object v6, v6, Lcom/greenwick/garden/di/Graph;->db:Lcom/greenwick/garden/di/Lazy;

    invoke-direct {v4, v6}, Lcom/greenwick/garden/data/SqlTaskStore;-><init>(Lcom/greenwick/garden/di/Lazy;)V

    move-object/from16 v5, p0

    iget-object v5, v5, Lcom/greenwick/garden/di/Graph;->clock:Lcom/greenwick/garden/cetp/Clock;

    invoke-direct {v2, v4, v5}, Lcom/greenwick/garden/data/RollingTaskStore;-><init>(Lcom/greenwick/garden/data/TaskStore;Lcom/greenwick/garden/cetp/Clock;)V

    move-object/from16 v4, p0

    iget-object v4, v4, Lcom/greenwick/garden/di/Graph;->clock:Lcom/greenwick/garden/cetp/Clock;

    move-object/from16 v1, v26

    move-object/from16 v3, v18

    invoke-direct {v1, v2, v3, v4}, Lcom/greenwick/garden/tasks/TaskTools;-><init>(Lcom/greenwick/garden/data/TaskStore;Lcom/greenwick/garden/reminders/Scheduler;Lcom/greenwick/garden/cetp/Clock;)V

    .line 94
    new-instance v1, Lcom/greenwick/garden/cetp/CetpEndpoint;

    new-instance v6, Lcom/greenwick/garden/security/TokenSessionGuard;

    move-object/from16 v8, p0

    iget-object v8, v8, Lcom/greenwick/garden/di/Graph;->tokens:Lcom/greenwick/garden/cetp/Tokens;

    invoke-direct {v6, v8}, Lcom/greenwick/garden/security/TokenSessionGuard;-><init>(Lcom/greenwick/garden/cetp/Tokens;)V

    move-object/from16 v8, p0

    iget-object v8, v8, Lcom/greenwick/garden/di/Graph;->approvals:Lcom/greenwick/garden/cetp/Approvals;

    .line 95
    move-object/from16 v9, p0

    const/4 v10, 0x0

    invoke-direct {v9, v10}, Lcom/greenwick/garden/di/Graph;->resolutions(Z)Lcom/greenwick/garden/confirm/ResolutionFactory;

    move-result-object v9

    move-object/from16 v12, p0

    iget-object v12, v12, Lcom/greenwick/garden/di/Graph;->clock:Lcom/greenwick/garden/cetp/Clock;

    move-object/from16 v13, p0

    iget-object v13, v13, Lcom/greenwick/garden/di/Graph;->tokens:Lcom/greenwick/garden/cetp/Tokens;

    move-object v2, v1

    move-object/from16 v3, v26

    move-object/from16 v4, v23

    move-object/from16 v5, v24

    move-object/from16 v7, v25

    move-object/from16 v10, v17

    move-object/from16 v11, v16

    invoke-direct/range {v2 .. v13}, Lcom/greenwick/garden/cetp/CetpEndpoint;-><init>(Lcom/greenwick/garden/cetp/Toolset;Lcom/greenwick/garden/security/IdentityResolver;Lcom/greenwick/garden/security/CallerVerifier;Lcom/greenwick/garden/security/SessionGuard;Lcom/greenwick/garden/security/ApprovalPolicy;Lcom/greenwick/garden/cetp/Approvals;Lcom/greenwick/garden/confirm/ResolutionFactory;Lcom/greenwick/garden/cetp/DedupLedger;Lcom/greenwick/garden/cetp/ErrorMapper;Lcom/greenwick/garden/cetp/Clock;Lcom/greenwick/garden/cetp/Tokens;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/greenwick/garden/di/Graph;->tasksEndpoint:Lcom/greenwick/garden/cetp/CetpEndpoint;

    .line 96
    new-instance v1, Lcom/greenwick/garden/files/MediaFiles;

    new-instance v3, Ljava/io/File;

    move-object/from16 v5, p1

    invoke-virtual {v5}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v5

    const-string v6, "attachments"

    invoke-direct {v3, v5, v6}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-direct {v1, v3}, Lcom/greenwick/garden/files/MediaFiles;-><init>(Ljava/io/File;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/greenwick/garden/di/Graph;->taskAttachments:Lcom/greenwick/garden/files/FileGateway;

    .line 97
    return-void
.end method

.method static synthetic lambda$new$0(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2

    .line 64
    new-instance v0, Lcom/greenwick/garden/data/GardenDb;

    invoke-direct {v0, p0}, Lcom/greenwick/garden/data/GardenDb;-><init>(Landroid/content/Context;)V

    invoke-virtual {v0}, Lcom/greenwick/garden/data/GardenDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    return-object v0
.end method

.method private resolutions(Z)Lcom/greenwick/garden/confirm/ResolutionFactory;
    .registers 6

    .line 101
    if-eqz p1, :cond_0

    .line 102
    new-instance v0, Lcom/greenwick/garden/confirm/PackageResolutions;

    iget-object v1, p0, Lcom/greenwick/garden/di/Graph;->app:Landroid/content/Context;

    const-string v2, "com.greenwick.garden.action.CONFIRM"

    invoke-direct {v0, v1, v2}, Lcom/greenwick/garden/confirm/PackageResolutions;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    return-object v0

    .line 104
    :cond_0
    new-instance v0, Lcom/greenwick/garden/confirm/ExplicitResolutions;

    iget-object v1, p0, Lcom/greenwick/garden/di/Graph;->app:Landroid/content/Context;

    const-string v2, "com.greenwick.garden.action.CONFIRM"

    const-class v3, Lcom/greenwick/garden/confirm/ConfirmActivity;

    invoke-direct {v0, v1, v2, v3}, Lcom/greenwick/garden/confirm/ExplicitResolutions;-><init>(Landroid/content/Context;Ljava/lang/String;Ljava/lang/Class;)V

    return-object v0
.end method


# virtual methods
.method public approvals()Lcom/greenwick/garden/cetp/Approvals;
    .registers 2

    .line 112
    iget-object v0, p0, Lcom/greenwick/garden/di/Graph;->approvals:Lcom/greenwick/garden/cetp/Approvals;

    return-object v0
.end method

.method public clock()Lcom/greenwick/garden/cetp/Clock;
    .registers 2

    .line 108
    iget-object v0, p0, Lcom/greenwick/garden/di/Graph;->clock:Lcom/greenwick/garden/cetp/Clock;

    return-object v0
.end method

.method public plantPhotos()Lcom/greenwick/garden/files/FileGateway;
    .registers 2

    .line 120
    iget-object v0, p0, Lcom/greenwick/garden/di/Graph;->plantPhotos:Lcom/greenwick/garden/files/FileGateway;

    return-object v0
.end method

.method public plantsEndpoint()Lcom/greenwick/garden/cetp/CetpEndpoint;
    .registers 2

    .line 116
    iget-object v0, p0, Lcom/greenwick/garden/di/Graph;->plantsEndpoint:Lcom/greenwick/garden/cetp/CetpEndpoint;

    return-object v0
.end method

.method public taskAttachments()Lcom/greenwick/garden/files/FileGateway;
    .registers 2

    .line 128
    iget-object v0, p0, Lcom/greenwick/garden/di/Graph;->taskAttachments:Lcom/greenwick/garden/files/FileGateway;

    return-object v0
.end method

.method public tasksEndpoint()Lcom/greenwick/garden/cetp/CetpEndpoint;
    .registers 2

    .line 124
    iget-object v0, p0, Lcom/greenwick/garden/di/Graph;->tasksEndpoint:Lcom/greenwick/garden/cetp/CetpEndpoint;

    return-object v0
.end method
