.class public final Lcom/hivewatch/Sessions;
.super Ljava/lang/Object;
.source "Tokens.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nTokens.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Tokens.kt\ncom/hivewatch/Sessions\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,58:1\n1#2:59\n*E\n"
.end annotation

.field private final tokens:Lcom/hivewatch/YardTokens;
.field private final open:Ljava/util/concurrent/ConcurrentHashMap;

.method public constructor <init>(Lcom/hivewatch/YardTokens;)V
    .registers 3
    const-string v0, "tokens"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 22
    iput-object v2, v1, Lcom/hivewatch/Sessions;->tokens:Lcom/hivewatch/YardTokens;
    .line 23
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, v1, Lcom/hivewatch/Sessions;->open:Ljava/util/concurrent/ConcurrentHashMap;
    .line 22
    return-void
.end method

.method public final open(I)Ljava/lang/String;
    .registers 7
    .line 25
    iget-object v0, v5, Lcom/hivewatch/Sessions;->tokens:Lcom/hivewatch/YardTokens;
    invoke-virtual {v0}, Lcom/hivewatch/YardTokens;->next()Ljava/lang/String;
    move-result-object v0
    move-object v2, v0
    move-object v3, v2
    .line 59
    const/4 v0, 0x0
    move v4, v0
    .line 25
    iget-object v0, v5, Lcom/hivewatch/Sessions;->open:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {v6}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-interface {v0, v3, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 25
    nop
    .line 25
    .line 25
    return-object v2
.end method

.method public final owns(Ljava/lang/String;I)Z
    .registers 5
    .line 27
    if-eqz v3, :L36
    iget-object v0, v2, Lcom/hivewatch/Sessions;->open:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v3}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    move v1, v4
    if-nez v0, :L25
    goto :L36
    :L25
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v0
    if-ne v0, v1, :L36
    const/4 v0, 0x1
    goto :L37
    :L36
    const/4 v0, 0x0
    :L37
    return v0
.end method

