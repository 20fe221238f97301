.class public final Lcom/lumenhall/hub/Hub;
.super Ljava/lang/Object;
.source "Hub.java"


# static fields
.field private static instance:Lcom/lumenhall/hub/Hub;


# instance fields
.field public final approvals:Lcom/lumenhall/hub/cetp/Approvals;

.field public final callers:Lcom/lumenhall/hub/cetp/CallerCheck;

.field public final context:Landroid/content/Context;

.field public final db:Lcom/lumenhall/hub/data/HubDb;

.field public final grants:Lcom/lumenhall/hub/data/Grants;

.field public final history:Lcom/lumenhall/hub/data/HistoryFiles;

.field public final io:Ljava/util/concurrent/ExecutorService;

.field public final queue:Lcom/lumenhall/hub/exec/CommandQueue;


# direct methods
.method private constructor <init>(Landroid/content/Context;)V
    .registers 6

    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 28
    iput-object p1, p0, Lcom/lumenhall/hub/Hub;->context:Landroid/content/Context;

    .line 29
    new-instance v0, Lcom/lumenhall/hub/data/HubDb;

    invoke-direct {v0, p1}, Lcom/lumenhall/hub/data/HubDb;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/lumenhall/hub/Hub;->db:Lcom/lumenhall/hub/data/HubDb;

    .line 30
    new-instance v0, Lcom/lumenhall/hub/exec/CommandQueue;

    const-string v1, "lumenhall-commands"

    invoke-direct {v0, v1}, Lcom/lumenhall/hub/exec/CommandQueue;-><init>(Ljava/lang/String;)V

    iput-object v0, p0, Lcom/lumenhall/hub/Hub;->queue:Lcom/lumenhall/hub/exec/CommandQueue;

    .line 31
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/lumenhall/hub/Hub;->io:Ljava/util/concurrent/ExecutorService;

    .line 32
    new-instance v0, Lcom/lumenhall/hub/cetp/CallerCheck;

    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/lumenhall/hub/cetp/CallerCheck;-><init>(Landroid/content/pm/PackageManager;)V

    iput-object v0, p0, Lcom/lumenhall/hub/Hub;->callers:Lcom/lumenhall/hub/cetp/CallerCheck;

    .line 33
    new-instance v0, Lcom/lumenhall/hub/cetp/Approvals;

    invoke-direct {v0}, Lcom/lumenhall/hub/cetp/Approvals;-><init>()V

    iput-object v0, p0, Lcom/lumenhall/hub/Hub;->approvals:Lcom/lumenhall/hub/cetp/Approvals;

    .line 34
    new-instance v0, Lcom/lumenhall/hub/data/Grants;

    iget-object v1, p0, Lcom/lumenhall/hub/Hub;->db:Lcom/lumenhall/hub/data/HubDb;

    invoke-direct {v0, v1}, Lcom/lumenhall/hub/data/Grants;-><init>(Lcom/lumenhall/hub/data/HubDb;)V

    iput-object v0, p0, Lcom/lumenhall/hub/Hub;->grants:Lcom/lumenhall/hub/data/Grants;

    .line 35
    new-instance v0, Lcom/lumenhall/hub/data/HistoryFiles;

    new-instance v1, Ljava/io/File;

    invoke-virtual {p1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v2

    const-string v3, "history"

    invoke-direct {v1, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-direct {v0, v1}, Lcom/lumenhall/hub/data/HistoryFiles;-><init>(Ljava/io/File;)V

    iput-object v0, p0, Lcom/lumenhall/hub/Hub;->history:Lcom/lumenhall/hub/data/HistoryFiles;

    .line 36
    return-void
.end method

.method public static declared-synchronized get(Landroid/content/Context;)Lcom/lumenhall/hub/Hub;
    .registers 4

    const-class v0, Lcom/lumenhall/hub/Hub;

    monitor-enter v0

    .line 39
    :try_start_0
    sget-object v0, Lcom/lumenhall/hub/Hub;->instance:Lcom/lumenhall/hub/Hub;

    if-nez v0, :cond_0

    .line 40
    new-instance v0, Lcom/lumenhall/hub/Hub;

    invoke-virtual {p0}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/lumenhall/hub/Hub;-><init>(Landroid/content/Context;)V

    sput-object v0, Lcom/lumenhall/hub/Hub;->instance:Lcom/lumenhall/hub/Hub;

    .line 42
    :cond_0
    sget-object v0, Lcom/lumenhall/hub/Hub;->instance:Lcom/lumenhall/hub/Hub;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    const-class v1, Lcom/lumenhall/hub/Hub;

    monitor-exit v1

    return-object v0

    :catchall_0
    move-exception v0

    const-class v1, Lcom/lumenhall/hub/Hub;

    monitor-exit v1

    throw v0
.end method
