.class public final Lcom/larderly/MemorySessions;
.super Ljava/lang/Object;
.source "Sessions.kt"

# interfaces
.implements Lcom/larderly/SessionStore;

# static fields
.field public static final Companion:Lcom/larderly/MemorySessions$Companion;
.field public static final TTL_MS:J = 0x1b7740L


# instance fields
.field private final live:Ljava/util/HashMap;
.field private final mint:Lcom/larderly/TokenMint;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/larderly/MemorySessions$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/larderly/MemorySessions$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/larderly/MemorySessions;->Companion:Lcom/larderly/MemorySessions$Companion;
    return-void
.end method

.method public constructor <init>(Lcom/larderly/TokenMint;)V
    .registers 3
    const-string v0, "mint"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larderly/MemorySessions;->mint:Lcom/larderly/TokenMint;
    .line 16
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/larderly/MemorySessions;->live:Ljava/util/HashMap;
    .line 15
    return-void
.end method


# virtual methods
.method public declared-synchronized close(Ljava/lang/String;)V
    .registers 4
    monitor-enter p0
:sync_start
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    iget-object v0, p0, Lcom/larderly/MemorySessions;->live:Ljava/util/HashMap;
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    .line 31
    monitor-exit p0
    return-void
:sync_end
:sync_handler
    move-exception v0
    monitor-exit p0
    throw v0
    .catchall {:sync_start .. :sync_end} :sync_handler
.end method

.method public declared-synchronized find(Ljava/lang/String;)Lcom/larderly/Session;
    .registers 10
    monitor-enter p0
:sync_start
    .line 26
    iget-object v0, p0, Lcom/larderly/MemorySessions;->live:Ljava/util/HashMap;
    move-object v1, p1
    if-nez p1, :L12
    const/4 v1, 0x0
    monitor-exit p0
    return-object v1
:L12
    invoke-virtual {v0, v1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/larderly/Session;
    if-eqz v0, :L46
    move-object v5, v0
    move-object v6, v5
    .line 49
    const/4 v7, 0x0
    .line 26
    const-wide/16 v1, 0x0
    const/4 v3, 0x1
    const/4 v4, 0x0
    invoke-static {v6, v1, v2, v3, v4}, Lcom/larderly/Session;->expired$default(Lcom/larderly/Session;JILjava/lang/Object;)Z
    move-result v0
    if-nez v0, :L42
    move-object v0, v5
    goto :L48
:L42
    const/4 v0, 0x0
    goto :L48
:L46
    const/4 v0, 0x0
:L48
    monitor-exit p0
    return-object v0
:sync_end
:sync_handler
    move-exception v0
    monitor-exit p0
    throw v0
    .catchall {:sync_start .. :sync_end} :sync_handler
.end method

.method public declared-synchronized open(ILjava/util/List;)Lcom/larderly/Session;
    .registers 13
    monitor-enter p0
:sync_start
    const-string v1, "capabilities"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    new-instance v0, Lcom/larderly/Session;
    iget-object v2, p0, Lcom/larderly/MemorySessions;->mint:Lcom/larderly/TokenMint;
    const/4 v3, 0x0
    const/4 v4, 0x1
    const/4 v5, 0x0
    invoke-static {v2, v3, v4, v5}, Lcom/larderly/TokenMint;->mint$default(Lcom/larderly/TokenMint;IILjava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v5
    const-wide/32 v7, 0x1b7740
    add-long/2addr v5, v7
    move-object v1, v2
    move v2, p1
    move-object v3, p2
    move-wide v4, v5
    invoke-direct/range {v0 .. v5}, Lcom/larderly/Session;-><init>(Ljava/lang/String;ILjava/util/List;J)V
    move-object v9, v0
    .line 21
    iget-object v0, p0, Lcom/larderly/MemorySessions;->live:Ljava/util/HashMap;
    check-cast v0, Ljava/util/Map;
    invoke-virtual {v9}, Lcom/larderly/Session;->getToken()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1, v9}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 22
    monitor-exit p0
    return-object v9
:sync_end
:sync_handler
    move-exception v0
    monitor-exit p0
    throw v0
    .catchall {:sync_start .. :sync_end} :sync_handler
.end method
