.class public final Lcom/example/r36k2/ResumeTable;
.super Ljava/lang/Object;
.source "Callers.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r36k2/ResumeTable$Pending;
    }
.end annotation

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nCallers.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Callers.kt\ncom/example/r36k2/ResumeTable\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,59:1\n1#2:60\n*E\n"
.end annotation

.field private final pending:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Lcom/example/r36k2/ResumeTable$Pending;",
            ">;"
        }
    .end annotation
.end field

.method public constructor <init>()V
    .registers 2
    .line 45
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 48
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/r36k2/ResumeTable;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    .line 45
    return-void
.end method

.method public final issue(ILjava/lang/String;)Ljava/lang/String;
    .registers 6
    const-string v0, "tool"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 50
    invoke-static {}, Lcom/example/r36k2/CallersKt;->freshToken()Ljava/lang/String;
    move-result-object v0
    .line 60
    const/4 v1, 0x0
    .line 50
    iget-object v1, p0, Lcom/example/r36k2/ResumeTable;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v1, Ljava/util/Map;
    new-instance v2, Lcom/example/r36k2/ResumeTable$Pending;
    invoke-direct {v2, p1, p2}, Lcom/example/r36k2/ResumeTable$Pending;-><init>(ILjava/lang/String;)V
    invoke-interface {v1, v0, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    return-object v0
.end method

.method public final redeem(Ljava/lang/String;Ljava/lang/String;)Z
    .registers 4
    const-string v0, "token"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tool"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 52
    iget-object v0, p0, Lcom/example/r36k2/ResumeTable;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/r36k2/ResumeTable$Pending;
    if-eqz p1, :cond_null
    invoke-virtual {p1}, Lcom/example/r36k2/ResumeTable$Pending;->getTool()Ljava/lang/String;
    move-result-object p1
    goto :goto_cmp
    :cond_null
    const/4 p1, 0x0
    :goto_cmp
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    return p1
.end method

.method public final redeemFor(Ljava/lang/String;ILjava/lang/String;)Z
    .registers 6
    const-string v0, "token"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tool"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 55
    iget-object v0, p0, Lcom/example/r36k2/ResumeTable;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/r36k2/ResumeTable$Pending;
    const/4 v0, 0x0
    if-nez p1, :cond_have
    return v0
    .line 56
    :cond_have
    invoke-virtual {p1}, Lcom/example/r36k2/ResumeTable$Pending;->getUid()I
    move-result v1
    if-ne v1, p2, :cond_no
    invoke-virtual {p1}, Lcom/example/r36k2/ResumeTable$Pending;->getTool()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_no
    const/4 v0, 0x1
    :cond_no
    return v0
.end method
