.class public final Lcom/clawseed/sdk/provider/Sessions;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field public static final Companion:Lcom/clawseed/sdk/provider/Sessions$Companion;

.field public static final TTL_MS:J = 0x1499700L


# instance fields
.field private final live:Ljava/util/concurrent/ConcurrentHashMap;

.field private final random:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/clawseed/sdk/provider/Sessions$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/clawseed/sdk/provider/Sessions$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/clawseed/sdk/provider/Sessions;->Companion:Lcom/clawseed/sdk/provider/Sessions$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/clawseed/sdk/provider/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;

    .line 13
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    iput-object v0, p0, Lcom/clawseed/sdk/provider/Sessions;->random:Ljava/security/SecureRandom;

    .line 11
    return-void
.end method

.method public static final open$lambda$0(B)Ljava/lang/CharSequence;
    .registers 6

    .line 18
    const-string v3, "%02x"

    const/4 v0, 0x1

    new-array v4, v0, [Ljava/lang/Object;

    invoke-static {p0}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v4, v1

    array-length v2, v4

    invoke-static {v4, v2}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;

    move-result-object v1

    invoke-static {v3, v1}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "format(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/CharSequence;

    return-object v0
.end method


# virtual methods
.method public final find(Ljava/lang/String;I)Lcom/clawseed/sdk/provider/Session;
    .registers 8

    .line 25
    iget-object v0, p0, Lcom/clawseed/sdk/provider/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;

    move-object v1, p1

    if-nez p1, :cond_0

    const/4 v1, 0x0

    return-object v1

    :cond_0
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/clawseed/sdk/provider/Session;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return-object v0

    :cond_1
    move-object v4, v0

    .line 26
    invoke-virtual {v4}, Lcom/clawseed/sdk/provider/Session;->getUid()I

    move-result v0

    if-eq v0, p2, :cond_2

    const/4 v0, 0x0

    return-object v0

    .line 27
    :cond_2
    invoke-virtual {v4}, Lcom/clawseed/sdk/provider/Session;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_3

    .line 28
    iget-object v0, p0, Lcom/clawseed/sdk/provider/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 29
    const/4 v0, 0x0

    return-object v0

    .line 31
    :cond_3
    return-object v4
.end method

.method public final open(ILjava/util/Set;)Lcom/clawseed/sdk/provider/Session;
    .registers 16

    const-string v1, "capabilities"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 16
    const/16 v0, 0x20

    new-array v10, v0, [B

    .line 17
    iget-object v0, p0, Lcom/clawseed/sdk/provider/Sessions;->random:Ljava/security/SecureRandom;

    invoke-virtual {v0, v10}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 18
    const-string v1, ""

    check-cast v1, Ljava/lang/CharSequence;

    sget-object v6, Lcom/clawseed/sdk/provider/Sessions$$ExternalSyntheticLambda0;->INSTANCE:Lcom/clawseed/sdk/provider/Sessions$$ExternalSyntheticLambda0;

    move-object v0, v10

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/16 v7, 0x1e

    const/4 v8, 0x0

    invoke-static/range {v0 .. v8}, Lkotlin/collections/ArraysKt;->joinToString$default([BLjava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;

    move-result-object v11

    .line 19
    new-instance v0, Lcom/clawseed/sdk/provider/Session;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v6

    const-wide/32 v8, 0x1499700

    add-long/2addr v6, v8

    move-object v1, v11

    move v2, p1

    move-object v4, p2

    move-wide v5, v6

    const/4 v3, 0x2

    invoke-direct/range {v0 .. v6}, Lcom/clawseed/sdk/provider/Session;-><init>(Ljava/lang/String;IILjava/util/Set;J)V

    move-object v12, v0

    .line 20
    iget-object v0, p0, Lcom/clawseed/sdk/provider/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-interface {v0, v11, v12}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 21
    return-object v12
.end method
