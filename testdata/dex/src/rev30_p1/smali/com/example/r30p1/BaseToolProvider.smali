.class public abstract Lcom/example/r30p1/BaseToolProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "BaseToolProvider.java"


# instance fields
.field private executor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.field private final policy:Lcom/example/r30p1/AccessPolicy;


# direct methods
.method public constructor <init>()V
    .registers 6

    .line 10
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V

    .line 11
    new-instance v0, Lcom/example/r30p1/ScopePolicy;

    new-instance v1, Ljava/util/HashSet;

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/String;

    const/4 v3, 0x0

    const-string v4, "tasks.read"

    aput-object v4, v2, v3

    const/4 v3, 0x1

    const-string v4, "tasks.write"

    aput-object v4, v2, v3

    invoke-static {v2}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v2

    invoke-direct {v1, v2}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    invoke-direct {v0, v1}, Lcom/example/r30p1/ScopePolicy;-><init>(Ljava/util/Set;)V

    iput-object v0, p0, Lcom/example/r30p1/BaseToolProvider;->policy:Lcom/example/r30p1/AccessPolicy;

    return-void
.end method


# virtual methods
.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 3

    .line 16
    iget-object v0, p0, Lcom/example/r30p1/BaseToolProvider;->policy:Lcom/example/r30p1/AccessPolicy;

    invoke-interface {v0, p1}, Lcom/example/r30p1/AccessPolicy;->check(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;

    move-result-object p1

    return-object p1
.end method

.method public declared-synchronized getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 6

    monitor-enter p0

    .line 21
    :try_start_0
    iget-object v0, p0, Lcom/example/r30p1/BaseToolProvider;->executor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

    if-nez v0, :cond_0

    .line 22
    new-instance v0, Lcom/example/r30p1/JournalExecutor;

    invoke-virtual {p0}, Lcom/example/r30p1/BaseToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-string v2, "journal.db"

    const/4 v3, 0x0

    const/4 v4, 0x0

    invoke-virtual {v1, v2, v3, v4}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/example/r30p1/JournalExecutor;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v0, p0, Lcom/example/r30p1/BaseToolProvider;->executor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

    .line 24
    :cond_0
    iget-object v0, p0, Lcom/example/r30p1/BaseToolProvider;->executor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
