.class public final Lcom/larder/kitchen/cetp/Tokens;
.super Ljava/lang/Object;
.source "Tokens.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/larder/kitchen/cetp/Tokens$Session;
    }
.end annotation


# static fields
.field private static final SESSION_BYTES:Ljava/security/SecureRandom;


# instance fields
.field private final sessions:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/larder/kitchen/cetp/Tokens$Session;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 22
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lcom/larder/kitchen/cetp/Tokens;->SESSION_BYTES:Ljava/security/SecureRandom;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 24
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/larder/kitchen/cetp/Tokens;->sessions:Ljava/util/Map;

    return-void
.end method

.method public static hex(Ljava/util/Random;I)Ljava/lang/String;
    .registers 11

    .line 28
    new-array v3, p1, [B

    .line 29
    invoke-virtual {p0, v3}, Ljava/util/Random;->nextBytes([B)V

    .line 30
    new-instance v4, Ljava/lang/StringBuilder;

    mul-int/lit8 v2, p1, 0x2

    invoke-direct {v4, v2}, Ljava/lang/StringBuilder;-><init>(I)V

    .line 31
    move-object v5, v3

    array-length v6, v5

    const/4 v7, 0x0

    :goto_0
    if-ge v7, v6, :cond_0

    aget-byte v8, v5, v7

    .line 32
    shr-int/lit8 v1, v8, 0x4

    and-int/lit8 v1, v1, 0xf

    const/16 v2, 0x10

    invoke-static {v1, v2}, Ljava/lang/Character;->forDigit(II)C

    move-result v1

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v0

    and-int/lit8 v1, v8, 0xf

    const/16 v2, 0x10

    invoke-static {v1, v2}, Ljava/lang/Character;->forDigit(II)C

    move-result v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    .line 31
    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    .line 34
    :cond_0
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method find(Ljava/lang/String;I)Lcom/larder/kitchen/cetp/Tokens$Session;
    .registers 8

    .line 45
    if-nez p1, :cond_0

    .line 46
    const/4 v0, 0x0

    return-object v0

    .line 48
    :cond_0
    iget-object v0, p0, Lcom/larder/kitchen/cetp/Tokens;->sessions:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larder/kitchen/cetp/Tokens$Session;

    move-object v4, v0

    .line 49
    if-eqz v4, :cond_1

    iget v0, v4, Lcom/larder/kitchen/cetp/Tokens$Session;->uid:I

    if-eq v0, p2, :cond_2

    .line 50
    :cond_1
    const/4 v0, 0x0

    return-object v0

    .line 52
    :cond_2
    iget-wide v0, v4, Lcom/larder/kitchen/cetp/Tokens$Session;->expiresAt:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_3

    .line 53
    iget-object v0, p0, Lcom/larder/kitchen/cetp/Tokens;->sessions:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 54
    const/4 v0, 0x0

    return-object v0

    .line 56
    :cond_3
    return-object v4
.end method

.method open(IZJ)Ljava/lang/String;
    .registers 9

    .line 38
    sget-object v0, Lcom/larder/kitchen/cetp/Tokens;->SESSION_BYTES:Ljava/security/SecureRandom;

    const/16 v1, 0x20

    invoke-static {v0, v1}, Lcom/larder/kitchen/cetp/Tokens;->hex(Ljava/util/Random;I)Ljava/lang/String;

    move-result-object v3

    .line 39
    iget-object v0, p0, Lcom/larder/kitchen/cetp/Tokens;->sessions:Ljava/util/Map;

    new-instance v2, Lcom/larder/kitchen/cetp/Tokens$Session;

    invoke-direct {v2, p1, p2, p3, p4}, Lcom/larder/kitchen/cetp/Tokens$Session;-><init>(IZJ)V

    invoke-interface {v0, v3, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 40
    return-object v3
.end method
