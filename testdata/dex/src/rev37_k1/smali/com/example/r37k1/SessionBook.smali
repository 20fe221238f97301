.class public final Lcom/example/r37k1/SessionBook;
.super Ljava/lang/Object;
.source "Tokens.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nTokens.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Tokens.kt\ncom/example/r37k1/SessionBook\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,62:1\n1#2:63\n*E\n"
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

.field private final tokens:Lcom/example/r37k1/TokenSource;

.method public constructor <init>(Lcom/example/r37k1/TokenSource;)V
    .registers 3
    const-string v0, "tokens"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r37k1/SessionBook;->tokens:Lcom/example/r37k1/TokenSource;
    .line 32
    new-instance p1, Ljava/util/HashMap;
    invoke-direct {p1}, Ljava/util/HashMap;-><init>()V
    iput-object p1, p0, Lcom/example/r37k1/SessionBook;->owners:Ljava/util/HashMap;
    .line 31
    return-void
.end method

.method public final declared-synchronized open(I)Ljava/lang/String;
    .registers 5
    monitor-enter p0
    .line 35
    :try_start_0
    iget-object v0, p0, Lcom/example/r37k1/SessionBook;->tokens:Lcom/example/r37k1/TokenSource;
    invoke-interface {v0}, Lcom/example/r37k1/TokenSource;->next()Ljava/lang/String;
    move-result-object v0
    .line 63
    const/4 v1, 0x0
    .line 35
    iget-object v1, p0, Lcom/example/r37k1/SessionBook;->owners:Ljava/util/HashMap;
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

.method public final declared-synchronized valid(Ljava/lang/String;I)Z
    .registers 4
    monitor-enter p0
    .line 38
    if-eqz p1, :cond_0
    :try_start_0
    iget-object v0, p0, Lcom/example/r37k1/SessionBook;->owners:Ljava/util/HashMap;
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/Integer;
    if-nez p1, :cond_1
    goto :cond_0
    :cond_1
    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I
    move-result p1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    if-ne p1, p2, :cond_0
    const/4 p1, 0x1
    goto :goto_0
    :cond_0
    const/4 p1, 0x0
    :goto_0
    monitor-exit p0
    return p1

    :catchall_0
    move-exception p1
    monitor-exit p0
    throw p1
.end method
