.class public final Lcom/harborfiles/SyncSessions;
.super Ljava/lang/Object;
.source "SyncProvider.kt"

# static fields
.field public static final INSTANCE:Lcom/harborfiles/SyncSessions;

.field private static final TTL_MS:J = 0x1b7740L

.field private static final live:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/harborfiles/SyncSessions;
    invoke-direct {v0}, Lcom/harborfiles/SyncSessions;-><init>()V
    sput-object v0, Lcom/harborfiles/SyncSessions;->INSTANCE:Lcom/harborfiles/SyncSessions;
    .line 28
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/harborfiles/SyncSessions;->live:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final find(Ljava/lang/String;)Lcom/harborfiles/Session;
    .registers 9

    .line 33
    move-object v0, p1
    if-eqz p1, :L56
    move-object v5, v0
    sget-object v0, Lcom/harborfiles/SyncSessions;->live:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v5}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/harborfiles/Session;
    if-eqz v0, :L56
    move-object v6, v0
    move-object v5, v6
    const-wide/16 v1, 0x0
    const/4 v3, 0x1
    const/4 v4, 0x0
    invoke-static {v5, v1, v2, v3, v4}, Lcom/harborfiles/Session;->expired$default(Lcom/harborfiles/Session;JILjava/lang/Object;)Z
    move-result v0
    if-nez v0, :L44
    const/4 v0, 0x1
    goto :L45
    :L44
    const/4 v0, 0x0
    :L45
    if-eqz v0, :L52
    move-object v0, v6
    goto :L58
    :L52
    const/4 v0, 0x0
    goto :L58
    :L56
    const/4 v0, 0x0
    :L58
    return-object v0
.end method

.method public final open(I)Lcom/harborfiles/Session;
    .registers 11

    .line 31
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
    sget-object v0, Lcom/harborfiles/SyncSessions;->live:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v8}, Lcom/harborfiles/Session;->getToken()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1, v8}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    return-object v7
.end method
