.class public final Lcom/hearthkit/SessionBook;
.super Ljava/lang/Object;
.source "Sessions.kt"

# static fields
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;
.field public static final INSTANCE:Lcom/hearthkit/SessionBook;
.field private static final TTL_MS:J = 0xdbba00L
.field private static final random:Ljava/security/SecureRandom;
.field private static final sessions$delegate:Lcom/hearthkit/MapSlot;
.field private static final state:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 8
    const/4 v0, 0x1
    new-array v7, v0, [Lkotlin/reflect/KProperty;
    new-instance v2, Lkotlin/jvm/internal/MutablePropertyReference1Impl;
    const-class v3, Lcom/hearthkit/SessionBook;
    const-string v4, "sessions"
    const-string v5, "getSessions()Ljava/util/Map;"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    const/4 v1, 0x0
    aput-object v2, v7, v1
    sput-object v7, Lcom/hearthkit/SessionBook;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    new-instance v0, Lcom/hearthkit/SessionBook;
    invoke-direct {v0}, Lcom/hearthkit/SessionBook;-><init>()V
    sput-object v0, Lcom/hearthkit/SessionBook;->INSTANCE:Lcom/hearthkit/SessionBook;
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/hearthkit/SessionBook;->state:Ljava/util/concurrent/ConcurrentHashMap;
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/hearthkit/SessionBook;->random:Ljava/security/SecureRandom;
    sget-object v0, Lcom/hearthkit/SessionBook;->state:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    invoke-static {}, Lkotlin/collections/MapsKt;->emptyMap()Ljava/util/Map;
    move-result-object v1
    invoke-static {v0, v1}, Lcom/hearthkit/SlotsKt;->slot(Ljava/util/Map;Ljava/lang/Object;)Lcom/hearthkit/MapSlot;
    move-result-object v0
    sput-object v0, Lcom/hearthkit/SessionBook;->sessions$delegate:Lcom/hearthkit/MapSlot;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method private final getSessions()Ljava/util/Map;
    .registers 4
    .line 18
    sget-object v0, Lcom/hearthkit/SessionBook;->sessions$delegate:Lcom/hearthkit/MapSlot;
    sget-object v1, Lcom/hearthkit/SessionBook;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x0
    aget-object v1, v1, v2
    invoke-virtual {v0, p0, v1}, Lcom/hearthkit/MapSlot;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Map;
    return-object v0
.end method

.method private final setSessions(Ljava/util/Map;)V
    .registers 5
    .line 18
    sget-object v0, Lcom/hearthkit/SessionBook;->sessions$delegate:Lcom/hearthkit/MapSlot;
    sget-object v1, Lcom/hearthkit/SessionBook;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x0
    aget-object v1, v1, v2
    invoke-virtual {v0, p0, v1, p1}, Lcom/hearthkit/MapSlot;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/Object;)V
    return-void
.end method


# virtual methods
.method public final find-lqX5FwI(Ljava/lang/String;)Lcom/hearthkit/Session;
    .registers 4
    const-string v1, "id"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 27
    invoke-static {p1}, Lcom/hearthkit/SessionId;->getBlank-impl(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L17
    const/4 v0, 0x0
    goto :L30
:L17
    invoke-direct {p0}, Lcom/hearthkit/SessionBook;->getSessions()Ljava/util/Map;
    move-result-object v0
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hearthkit/Session;
:L30
    return-object v0
.end method

.method public final declared-synchronized open(ILjava/lang/String;)Lcom/hearthkit/Session;
    .registers 17
    monitor-enter p0
:sync_start
    move-object/from16 v0, p2
    const-string v1, "provider"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    const/16 v0, 0x18
    new-array v10, v0, [B
    move-object v11, v10
    .line 30
    const/4 v12, 0x0
    .line 22
    sget-object v0, Lcom/hearthkit/SessionBook;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0, v11}, Ljava/security/SecureRandom;->nextBytes([B)V
    move-object v9, v10
    .line 23
    const/16 v1, 0xb
    invoke-static {v9, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    const-string v2, "encodeToString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/hearthkit/SessionId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v10
    .line 24
    new-instance v0, Lcom/hearthkit/Session;
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v5
    const-wide/32 v7, 0xdbba00
    add-long/2addr v5, v7
    move-object v1, v10
    move v2, p1
    move-object/from16 v3, p2
    move-wide v4, v5
    const/4 v6, 0x0
    invoke-direct/range {v0 .. v6}, Lcom/hearthkit/Session;-><init>(Ljava/lang/String;ILjava/lang/String;JLkotlin/jvm/internal/DefaultConstructorMarker;)V
    move-object v11, v0
    move-object v12, v11
    .line 30
    const/4 v13, 0x0
    .line 24
    sget-object v0, Lcom/hearthkit/SessionBook;->INSTANCE:Lcom/hearthkit/SessionBook;
    sget-object v1, Lcom/hearthkit/SessionBook;->INSTANCE:Lcom/hearthkit/SessionBook;
    invoke-direct {v1}, Lcom/hearthkit/SessionBook;->getSessions()Ljava/util/Map;
    move-result-object v1
    invoke-static {v10, v12}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    invoke-static {v1, v2}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/hearthkit/SessionBook;->setSessions(Ljava/util/Map;)V
    monitor-exit p0
    return-object v11
:sync_end
:sync_handler
    move-exception v0
    monitor-exit p0
    throw v0
    .catchall {:sync_start .. :sync_end} :sync_handler
.end method
