.class public final Lcom/example/r36k1/Sessions;
.super Ljava/lang/Object;
.source "Callers.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nCallers.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Callers.kt\ncom/example/r36k1/Sessions\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,52:1\n1#2:53\n*E\n"
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

.field private final rng:Ljava/security/SecureRandom;

.method public constructor <init>()V
    .registers 2
    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 21
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    iput-object v0, p0, Lcom/example/r36k1/Sessions;->rng:Ljava/security/SecureRandom;
    .line 22
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/r36k1/Sessions;->owners:Ljava/util/HashMap;
    .line 20
    return-void
.end method

.method public final declared-synchronized open(I)Ljava/lang/String;
    .registers 5
    monitor-enter p0
    .line 26
    const/16 v0, 0x18
    :try_start_0
    new-array v0, v0, [B
    .line 27
    iget-object v1, p0, Lcom/example/r36k1/Sessions;->rng:Ljava/security/SecureRandom;
    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 28
    const/4 v1, 0x2
    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    .line 53
    const/4 v1, 0x0
    .line 28
    iget-object v1, p0, Lcom/example/r36k1/Sessions;->owners:Ljava/util/HashMap;
    check-cast v1, Ljava/util/Map;
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p1
    invoke-interface {v1, v0, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    const-string p1, "also(...)"
    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    monitor-exit p0
    return-object v0

    :catchall_0
    move-exception p1
    monitor-exit p0
    throw p1
.end method

.method public final declared-synchronized check(Ljava/lang/String;I)Z
    .registers 4
    monitor-enter p0
    .line 32
    if-eqz p1, :cond_no
    :try_start_0
    iget-object v0, p0, Lcom/example/r36k1/Sessions;->owners:Ljava/util/HashMap;
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
