.class public final Lcom/larderly/ResumeBook;
.super Ljava/lang/Object;
.source "Tokens.kt"

# instance fields
.field private final mint:Lcom/larderly/TokenMint;
.field private final pending:Ljava/util/HashMap;


# direct methods
.method public constructor <init>(Lcom/larderly/TokenMint;)V
    .registers 3
    const-string v0, "mint"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larderly/ResumeBook;->mint:Lcom/larderly/TokenMint;
    .line 18
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/larderly/ResumeBook;->pending:Ljava/util/HashMap;
    .line 15
    return-void
.end method


# virtual methods
.method public final declared-synchronized issue(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 16
    monitor-enter p0
:sync_start
    const-string v1, "tool"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    iget-object v0, p0, Lcom/larderly/ResumeBook;->mint:Lcom/larderly/TokenMint;
    const/4 v1, 0x0
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lcom/larderly/TokenMint;->mint$default(Lcom/larderly/TokenMint;IILjava/lang/Object;)Ljava/lang/String;
    move-result-object v11
    .line 23
    iget-object v0, p0, Lcom/larderly/ResumeBook;->pending:Ljava/util/HashMap;
    check-cast v0, Ljava/util/Map;
    new-instance v2, Lcom/larderly/ResumeBook$Pending;
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v7
    const-wide/32 v9, 0x927c0
    add-long/2addr v7, v9
    move v3, p1
    move-object v4, p2
    move-object v5, p3
    move-wide v6, v7
    invoke-direct/range {v2 .. v7}, Lcom/larderly/ResumeBook$Pending;-><init>(ILjava/lang/String;Ljava/lang/String;J)V
    invoke-interface {v0, v11, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 24
    monitor-exit p0
    return-object v11
:sync_end
:sync_handler
    move-exception v0
    monitor-exit p0
    throw v0
    .catchall {:sync_start .. :sync_end} :sync_handler
.end method

.method public final declared-synchronized redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    .registers 10
    monitor-enter p0
:sync_start
    const-string v1, "tool"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    iget-object v0, p0, Lcom/larderly/ResumeBook;->pending:Ljava/util/HashMap;
    move-object v1, p1
    if-nez p1, :L25
    const/4 v1, 0x0
    monitor-exit p0
    return v1
:L25
    invoke-virtual {v0, v1}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/larderly/ResumeBook$Pending;
    if-nez v0, :L38
    const/4 v0, 0x0
    monitor-exit p0
    return v0
:L38
    move-object v4, v0
    .line 30
    invoke-virtual {v4}, Lcom/larderly/ResumeBook$Pending;->getUid()I
    move-result v0
    if-ne v0, p2, :L74
    invoke-virtual {v4}, Lcom/larderly/ResumeBook$Pending;->getTool()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L74
    invoke-virtual {v4}, Lcom/larderly/ResumeBook$Pending;->getArgs()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p4}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L76
:L74
    const/4 v0, 0x0
    monitor-exit p0
    return v0
:L76
    .line 31
    invoke-virtual {v4}, Lcom/larderly/ResumeBook$Pending;->getUntil()J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-lez v0, :L102
    sget-object v0, Lcom/larderly/Approvals;->INSTANCE:Lcom/larderly/Approvals;
    invoke-virtual {v0, p1}, Lcom/larderly/Approvals;->consume(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L102
    const/4 v0, 0x1
    goto :L103
:L102
    const/4 v0, 0x0
:L103
    monitor-exit p0
    return v0
:sync_end
:sync_handler
    move-exception v0
    monitor-exit p0
    throw v0
    .catchall {:sync_start .. :sync_end} :sync_handler
.end method
