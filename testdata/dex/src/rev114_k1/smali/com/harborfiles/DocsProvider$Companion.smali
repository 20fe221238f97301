.class public final Lcom/harborfiles/DocsProvider$Companion;
.super Ljava/lang/Object;
.source "DocsProvider.kt"

# direct methods
.method private constructor <init>()V
    .registers 1

    .line 88
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/harborfiles/DocsProvider$Companion;-><init>()V
    return-void
.end method


# virtual methods
.method public final openSession(I)Lcom/harborfiles/Session;
    .registers 11

    .line 94
    new-instance v0, Lcom/harborfiles/Session;
    sget-object v2, Lcom/harborfiles/Tokens;->INSTANCE:Lcom/harborfiles/Tokens;
    invoke-virtual {v2}, Lcom/harborfiles/Tokens;->opaque()Ljava/lang/String;
    move-result-object v2
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    const-wide/32 v5, 0x1b7740
    add-long/2addr v3, v5
    invoke-direct {v0, v2, p1, v3, v4}, Lcom/harborfiles/Session;-><init>(Ljava/lang/String;IJ)V
    move-object v7, v0
    move-object v8, v7
    invoke-static {}, Lcom/harborfiles/DocsProvider;->access$getSessions$cp()Ljava/util/concurrent/ConcurrentHashMap;
    move-result-object v0
    invoke-virtual {v8}, Lcom/harborfiles/Session;->getToken()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1, v8}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    return-object v7
.end method

.method public final sessionFor(Ljava/lang/String;I)Lcom/harborfiles/Session;
    .registers 10

    .line 97
    move-object v0, p1
    if-eqz p1, :L69
    move-object v5, v0
    invoke-static {}, Lcom/harborfiles/DocsProvider;->access$getSessions$cp()Ljava/util/concurrent/ConcurrentHashMap;
    move-result-object v0
    invoke-virtual {v0, v5}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/harborfiles/Session;
    if-eqz v0, :L69
    move-object v6, v0
    move-object v5, v6
    invoke-virtual {v5}, Lcom/harborfiles/Session;->getUid()I
    move-result v0
    if-ne v0, p2, :L57
    const-wide/16 v1, 0x0
    const/4 v3, 0x1
    const/4 v4, 0x0
    invoke-static {v5, v1, v2, v3, v4}, Lcom/harborfiles/Session;->expired$default(Lcom/harborfiles/Session;JILjava/lang/Object;)Z
    move-result v0
    if-nez v0, :L57
    const/4 v0, 0x1
    goto :L58
    :L57
    const/4 v0, 0x0
    :L58
    if-eqz v0, :L65
    move-object v0, v6
    goto :L71
    :L65
    const/4 v0, 0x0
    goto :L71
    :L69
    const/4 v0, 0x0
    :L71
    return-object v0
.end method
