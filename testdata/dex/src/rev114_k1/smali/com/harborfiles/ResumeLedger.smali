.class public final Lcom/harborfiles/ResumeLedger;
.super Ljava/lang/Object;
.source "Resolutions.kt"

# instance fields
.field private final pending:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 28
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/harborfiles/ResumeLedger;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    .line 27
    return-void
.end method


# virtual methods
.method public final hold(Ljava/lang/String;Lcom/harborfiles/Approval;)Ljava/lang/String;
    .registers 5

    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "approval"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    iget-object v0, p0, Lcom/harborfiles/ResumeLedger;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-interface {v0, p1, p2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 32
    return-object p1
.end method

.method public final take(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    .registers 8

    const-string v1, "tool"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 36
    move-object v0, p1
    if-eqz p1, :L40
    move-object v2, v0
    iget-object v0, p0, Lcom/harborfiles/ResumeLedger;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v2}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/harborfiles/Approval;
    if-nez v0, :L43
    :L40
    const/4 v0, 0x0
    return v0
    :L43
    move-object v2, v0
    .line 37
    invoke-virtual {v2}, Lcom/harborfiles/Approval;->getUid()I
    move-result v0
    if-ne v0, p2, :L83
    invoke-virtual {v2}, Lcom/harborfiles/Approval;->getTool()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L83
    invoke-virtual {v2}, Lcom/harborfiles/Approval;->getArgs()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p4}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L83
    const/4 v0, 0x1
    goto :L84
    :L83
    const/4 v0, 0x0
    :L84
    return v0
.end method
