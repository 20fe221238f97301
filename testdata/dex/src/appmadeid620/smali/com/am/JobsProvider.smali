.class public final Lcom/am/JobsProvider;
.super Lcom/am/Base;
.source "JobsProvider.java"

# instance fields
.field private final worker:Ljava/util/concurrent/ExecutorService;
.field private store:Lcom/am/OpStore;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 13
    invoke-direct {v2}, Lcom/am/Base;-><init>()V
    .line 14
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v1
    iput-object v1, v2, Lcom/am/JobsProvider;->worker:Ljava/util/concurrent/ExecutorService;
    return-void
.end method

.method private run(Lcom/am/Job;)V
    .registers 5
    .line 45
    const/4 v2, 0x0
:L2
    const/16 v1, 0x64
    if-ge v2, v1, :L29
    .line 46
    iget-object v0, v3, Lcom/am/JobsProvider;->store:Lcom/am/OpStore;
    iget-object v1, v4, Lcom/am/Job;->operationId:Ljava/lang/String;
    invoke-virtual {v0, v1}, Lcom/am/OpStore;->cancelRequested(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L23
    .line 47
    return-void
:L23
    .line 45
    add-int/lit8 v2, v2, 0x1
    goto :L2
:L29
    .line 50
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 7
    .line 19
    new-instance v1, Lcom/am/OpStore;
    invoke-virtual {v6}, Lcom/am/JobsProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    const-string v4, "ops"
    const/4 v5, 0x0
    invoke-virtual {v3, v4, v5}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v3
    invoke-direct {v1, v3}, Lcom/am/OpStore;-><init>(Landroid/content/SharedPreferences;)V
    iput-object v1, v6, Lcom/am/JobsProvider;->store:Lcom/am/OpStore;
    .line 20
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    .line 25
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v7
    .line 26
    if-nez v11, :L11
    .line 27
    const/4 v0, 0x0
    return-object v0
:L11
    .line 29
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v6, v0
    .line 30
    const-string v0, "get_operation"
    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L66
    .line 31
    new-instance v0, Lcom/am/Query;
    const-string v3, "operation_id"
    invoke-virtual {v11, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/am/Query;-><init>(Ljava/lang/String;)V
    move-object v5, v0
    .line 32
    const-string v1, "state"
    iget-object v2, v8, Lcom/am/JobsProvider;->store:Lcom/am/OpStore;
    iget-object v3, v5, Lcom/am/Query;->operationId:Ljava/lang/String;
    invoke-virtual {v2, v3}, Lcom/am/OpStore;->status(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 33
    return-object v6
:L66
    .line 35
    const-string v0, "execute_tool"
    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L157
    const-string v0, "complete_column"
    const-string v2, "tool_name"
    invoke-virtual {v11, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L157
    .line 36
    new-instance v0, Lcom/am/Job;
    const/16 v2, 0xc
    invoke-static {v2}, Lcom/am/Tokens;->random(I)Ljava/lang/String;
    move-result-object v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "op_"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v4, "column"
    invoke-virtual {v11, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v2, v3}, Lcom/am/Job;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    move-object v5, v0
    .line 37
    iget-object v0, v8, Lcom/am/JobsProvider;->store:Lcom/am/OpStore;
    iget-object v1, v5, Lcom/am/Job;->operationId:Ljava/lang/String;
    invoke-virtual {v0, v1, v7}, Lcom/am/OpStore;->start(Ljava/lang/String;I)V
    .line 38
    iget-object v0, v8, Lcom/am/JobsProvider;->worker:Ljava/util/concurrent/ExecutorService;
    new-instance v1, Lcom/am/JobsProvider$$ExternalSyntheticLambda0;
    invoke-direct {v1, v8, v5}, Lcom/am/JobsProvider$$ExternalSyntheticLambda0;-><init>(Lcom/am/JobsProvider;Lcom/am/Job;)V
    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 39
    const-string v1, "operation_id"
    iget-object v2, v5, Lcom/am/Job;->operationId:Ljava/lang/String;
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L157
    .line 41
    return-object v6
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 13
    invoke-super {v1, v2, v3, v4, v5}, Lcom/am/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 13
    invoke-super {v1, v2, v3, v4}, Lcom/am/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 13
    invoke-super {v1, v2, v3}, Lcom/am/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 13
    invoke-super {v1, v2}, Lcom/am/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 13
    invoke-super/range {v1 .. v6}, Lcom/am/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public synthetic lambda$call$0(Lcom/am/Job;)V
    .registers 3
    .line 38
    invoke-direct {v1, v2}, Lcom/am/JobsProvider;->run(Lcom/am/Job;)V
    return-void
.end method

