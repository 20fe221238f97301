.class public final Lcom/example/r35k2/Sessions;
.super Ljava/lang/Object;
.source "Store.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r35k2/Sessions$Grant;
    }
.end annotation

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nStore.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Store.kt\ncom/example/r35k2/Sessions\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,60:1\n1#2:61\n*E\n"
.end annotation

.field private final owners:Ljava/util/HashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/HashMap<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field

.field private final resumes:Ljava/util/HashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/HashMap<",
            "Ljava/lang/String;",
            "Lcom/example/r35k2/Sessions$Grant;",
            ">;"
        }
    .end annotation
.end field

.field private final rng:Ljava/security/SecureRandom;

.method public constructor <init>()V
    .registers 2
    .line 36
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 39
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    iput-object v0, p0, Lcom/example/r35k2/Sessions;->rng:Ljava/security/SecureRandom;
    .line 40
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/r35k2/Sessions;->owners:Ljava/util/HashMap;
    .line 41
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/r35k2/Sessions;->resumes:Ljava/util/HashMap;
    .line 36
    return-void
.end method

.method private final token()Ljava/lang/String;
    .registers 4
    .line 43
    const/16 v0, 0x18
    new-array v0, v0, [B
    .line 61
    const/4 v1, 0x0
    .line 43
    iget-object v1, p0, Lcom/example/r35k2/Sessions;->rng:Ljava/security/SecureRandom;
    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 61
    const/4 v1, 0x0
    .line 43
    const/4 v2, 0x2
    invoke-static {v0, v2}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    const-string v1, "let(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public final declared-synchronized open(I)Ljava/lang/String;
    .registers 4
    monitor-enter p0
    .line 46
    :try_start_0
    invoke-direct {p0}, Lcom/example/r35k2/Sessions;->token()Ljava/lang/String;
    move-result-object v0
    .line 61
    const/4 v1, 0x0
    .line 46
    iget-object v1, p0, Lcom/example/r35k2/Sessions;->owners:Ljava/util/HashMap;
    check-cast v1, Ljava/util/Map;
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p1
    invoke-interface {v1, v0, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    monitor-exit p0
    return-object v0

    :catchall_0
    move-exception p1
    monitor-exit p0
    throw p1
.end method

.method public final declared-synchronized owns(Ljava/lang/String;I)Z
    .registers 4
    monitor-enter p0
    .line 49
    if-eqz p1, :cond_no
    :try_start_0
    iget-object v0, p0, Lcom/example/r35k2/Sessions;->owners:Ljava/util/HashMap;
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/Integer;
    if-nez p1, :cond_have
    goto :cond_no
    :cond_have
    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I
    move-result p1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    if-ne p1, p2, :cond_no
    const/4 p1, 0x1
    goto :goto_ret
    :cond_no
    const/4 p1, 0x0
    :goto_ret
    monitor-exit p0
    return p1

    :catchall_0
    move-exception p1
    monitor-exit p0
    throw p1
.end method

.method public final declared-synchronized redeem(Ljava/lang/String;ILjava/lang/String;)Z
    .registers 5
    monitor-enter p0
    :try_start_0
    const-string v0, "token"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tool"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 56
    iget-object v0, p0, Lcom/example/r35k2/Sessions;->resumes:Ljava/util/HashMap;
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/r35k2/Sessions$Grant;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    const/4 v0, 0x0
    if-nez p1, :cond_check
    monitor-exit p0
    return v0

    .line 57
    :cond_check
    :try_start_1
    invoke-virtual {p1}, Lcom/example/r35k2/Sessions$Grant;->getUid()I
    move-result v0
    if-ne v0, p2, :cond_no
    invoke-virtual {p1}, Lcom/example/r35k2/Sessions$Grant;->getTool()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0
    if-eqz p1, :cond_no
    const/4 p1, 0x1
    goto :goto_ret
    :cond_no
    const/4 p1, 0x0
    :goto_ret
    monitor-exit p0
    return p1

    :catchall_0
    move-exception p1
    monitor-exit p0
    throw p1
.end method

.method public final declared-synchronized resumeFor(ILjava/lang/String;)Ljava/lang/String;
    .registers 6
    monitor-enter p0
    :try_start_0
    const-string v0, "tool"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 52
    invoke-direct {p0}, Lcom/example/r35k2/Sessions;->token()Ljava/lang/String;
    move-result-object v0
    .line 61
    const/4 v1, 0x0
    .line 52
    iget-object v1, p0, Lcom/example/r35k2/Sessions;->resumes:Ljava/util/HashMap;
    check-cast v1, Ljava/util/Map;
    new-instance v2, Lcom/example/r35k2/Sessions$Grant;
    invoke-direct {v2, p1, p2}, Lcom/example/r35k2/Sessions$Grant;-><init>(ILjava/lang/String;)V
    invoke-interface {v1, v0, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    monitor-exit p0
    return-object v0

    :catchall_0
    move-exception p1
    monitor-exit p0
    throw p1
.end method
