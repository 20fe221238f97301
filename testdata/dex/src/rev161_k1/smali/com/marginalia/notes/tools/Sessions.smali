.class public final Lcom/marginalia/notes/tools/Sessions;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field public static final INSTANCE:Lcom/marginalia/notes/tools/Sessions;

.field private static final byToken:Ljava/util/concurrent/ConcurrentHashMap;

.field private static final random:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/marginalia/notes/tools/Sessions;

    invoke-direct {v0}, Lcom/marginalia/notes/tools/Sessions;-><init>()V

    sput-object v0, Lcom/marginalia/notes/tools/Sessions;->INSTANCE:Lcom/marginalia/notes/tools/Sessions;

    .line 10
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lcom/marginalia/notes/tools/Sessions;->random:Ljava/security/SecureRandom;

    .line 11
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lcom/marginalia/notes/tools/Sessions;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final newToken$lambda$0(B)Ljava/lang/CharSequence;
    .registers 6

    .line 17
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
.method public final newToken()Ljava/lang/String;
    .registers 11

    .line 15
    const/16 v0, 0x20

    new-array v9, v0, [B

    .line 16
    sget-object v0, Lcom/marginalia/notes/tools/Sessions;->random:Ljava/security/SecureRandom;

    invoke-virtual {v0, v9}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 17
    const-string v1, ""

    check-cast v1, Ljava/lang/CharSequence;

    sget-object v6, Lcom/marginalia/notes/tools/Sessions$$ExternalSyntheticLambda0;->INSTANCE:Lcom/marginalia/notes/tools/Sessions$$ExternalSyntheticLambda0;

    move-object v0, v9

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/16 v7, 0x1e

    const/4 v8, 0x0

    invoke-static/range {v0 .. v8}, Lkotlin/collections/ArraysKt;->joinToString$default([BLjava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final open(ILjava/lang/String;)Lcom/marginalia/notes/tools/Session;
    .registers 13

    const-string v1, "providerId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 21
    new-instance v0, Lcom/marginalia/notes/tools/Session;

    invoke-virtual {p0}, Lcom/marginalia/notes/tools/Sessions;->newToken()Ljava/lang/String;

    move-result-object v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v5

    const-wide/32 v7, 0x1b7740

    add-long/2addr v5, v7

    move-object v1, v2

    move v2, p1

    move-object v3, p2

    move-wide v4, v5

    invoke-direct/range {v0 .. v5}, Lcom/marginalia/notes/tools/Session;-><init>(Ljava/lang/String;ILjava/lang/String;J)V

    move-object v9, v0

    .line 22
    sget-object v0, Lcom/marginalia/notes/tools/Sessions;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-virtual {v9}, Lcom/marginalia/notes/tools/Session;->getToken()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v9}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 23
    return-object v9
.end method

.method public final valid$app_debug(Ljava/lang/String;ILjava/lang/String;)Lcom/marginalia/notes/tools/Session;
    .registers 9

    const-string v1, "providerId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 28
    sget-object v0, Lcom/marginalia/notes/tools/Sessions;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    move-object v1, p1

    if-nez p1, :cond_0

    const/4 v1, 0x0

    return-object v1

    :cond_0
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/marginalia/notes/tools/Session;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return-object v0

    :cond_1
    move-object v4, v0

    .line 29
    invoke-virtual {v4}, Lcom/marginalia/notes/tools/Session;->getUid()I

    move-result v0

    if-ne v0, p2, :cond_2

    invoke-virtual {v4}, Lcom/marginalia/notes/tools/Session;->getProviderId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    :cond_2
    const/4 v0, 0x0

    return-object v0

    .line 30
    :cond_3
    invoke-virtual {v4}, Lcom/marginalia/notes/tools/Session;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_4

    move-object v0, v4

    goto :goto_0

    :cond_4
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method
