.class public final Lcom/berthbook/ResumeBook;
.super Ljava/lang/Object;
.source "ResumeBook.kt"

# instance fields
.field private final pending:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 5
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 11
    new-instance v1, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v1}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v1, v2, Lcom/berthbook/ResumeBook;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    .line 5
    return-void
.end method


# virtual methods
.method public final issue-NUjHS6k(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 13
    const-string v1, "token"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "tool"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    iget-object v0, v8, Lcom/berthbook/ResumeBook;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    invoke-static {v9}, Lcom/berthbook/ResumeToken;->box-impl(Ljava/lang/String;)Lcom/berthbook/ResumeToken;
    move-result-object v1
    new-instance v2, Lcom/berthbook/ResumeBook$Pending;
    invoke-virtual {v12}, Ljava/lang/String;->hashCode()I
    move-result v6
    const/4 v7, 0x0
    invoke-direct {v2, v10, v11, v6, v7}, Lcom/berthbook/ResumeBook$Pending;-><init>(ILjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 15
    return-object v9
.end method

.method public final approve-K5XdcyM(Ljava/lang/String;)V
    .registers 4
    const-string v1, "token"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    iget-object v0, v2, Lcom/berthbook/ResumeBook;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {v3}, Lcom/berthbook/ResumeToken;->box-impl(Ljava/lang/String;)Lcom/berthbook/ResumeToken;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/berthbook/ResumeBook$Pending;
    if-eqz v0, :L31
    const/4 v1, 0x1
    invoke-virtual {v0, v1}, Lcom/berthbook/ResumeBook$Pending;->setApproved(Z)V
    goto :L32
:L31
:L32
    .line 20
    return-void
.end method

.method public final take-vsL4xrk(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    .registers 8
    const-string v1, "tool"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    if-nez v4, :L19
    const/4 v0, 0x0
    return v0
:L19
    .line 24
    iget-object v0, v3, Lcom/berthbook/ResumeBook;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {v4}, Lcom/berthbook/ResumeToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lcom/berthbook/ResumeToken;->box-impl(Ljava/lang/String;)Lcom/berthbook/ResumeToken;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/berthbook/ResumeBook$Pending;
    if-nez v0, :L43
    const/4 v0, 0x0
    return v0
:L43
    move-object v2, v0
    .line 25
    invoke-virtual {v2}, Lcom/berthbook/ResumeBook$Pending;->getApproved()Z
    move-result v0
    if-eqz v0, :L94
    invoke-virtual {v2}, Lcom/berthbook/ResumeBook$Pending;->getUid-2VdCGpM()I
    move-result v0
    invoke-static {v0, v5}, Lcom/berthbook/CallerUid;->equals-impl0(II)Z
    move-result v0
    if-eqz v0, :L94
    invoke-virtual {v2}, Lcom/berthbook/ResumeBook$Pending;->getTool-Dcn3WMU()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v6}, Lcom/berthbook/ToolName;->equals-impl0(Ljava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L94
    invoke-virtual {v2}, Lcom/berthbook/ResumeBook$Pending;->getArgsHash()I
    move-result v0
    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I
    move-result v1
    if-ne v0, v1, :L94
    const/4 v0, 0x1
    goto :L95
:L94
    const/4 v0, 0x0
:L95
    return v0
.end method

