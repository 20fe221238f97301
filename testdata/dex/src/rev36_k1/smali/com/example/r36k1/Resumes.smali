.class public final Lcom/example/r36k1/Resumes;
.super Ljava/lang/Object;
.source "Callers.kt"


.field private final pending:Ljava/util/HashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/HashMap<",
            "Ljava/lang/String;",
            "Lkotlin/Pair<",
            "Ljava/lang/Integer;",
            "Ljava/lang/String;",
            ">;>;"
        }
    .end annotation
.end field

.field private final rnd:Ljava/util/Random;

.method public constructor <init>()V
    .registers 2
    .line 35
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 36
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    iput-object v0, p0, Lcom/example/r36k1/Resumes;->rnd:Ljava/util/Random;
    .line 37
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/r36k1/Resumes;->pending:Ljava/util/HashMap;
    .line 35
    return-void
.end method

.method public final declared-synchronized issue(ILjava/lang/String;)Ljava/lang/String;
    .registers 6
    monitor-enter p0
    :try_start_0
    const-string v0, "tool"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 41
    iget-object v0, p0, Lcom/example/r36k1/Resumes;->rnd:Ljava/util/Random;
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v0
    .line 42
    iget-object v1, p0, Lcom/example/r36k1/Resumes;->pending:Ljava/util/HashMap;
    check-cast v1, Ljava/util/Map;
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p1
    invoke-static {p1, p2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object p1
    invoke-interface {v1, v0, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 43
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    monitor-exit p0
    return-object v0

    :catchall_0
    move-exception p1
    monitor-exit p0
    throw p1
.end method

.method public final declared-synchronized take(Ljava/lang/String;ILjava/lang/String;)Z
    .registers 6
    monitor-enter p0
    :try_start_0
    const-string v0, "token"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tool"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 48
    iget-object v0, p0, Lcom/example/r36k1/Resumes;->pending:Ljava/util/HashMap;
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lkotlin/Pair;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    const/4 v0, 0x0
    if-nez p1, :cond_have
    monitor-exit p0
    return v0

    :cond_have
    :try_start_1
    invoke-virtual {p1}, Lkotlin/Pair;->component1()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/Number;
    invoke-virtual {v1}, Ljava/lang/Number;->intValue()I
    move-result v1
    invoke-virtual {p1}, Lkotlin/Pair;->component2()Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/String;
    .line 49
    if-ne v1, p2, :cond_no
    invoke-static {p1, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0
    if-eqz p1, :cond_no
    const/4 v0, 0x1
    :cond_no
    monitor-exit p0
    return v0

    :catchall_0
    move-exception p1
    monitor-exit p0
    throw p1
.end method
