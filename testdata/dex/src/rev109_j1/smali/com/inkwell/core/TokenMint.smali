.class public final Lcom/inkwell/core/TokenMint;
.super Ljava/lang/Object;
.source "TokenMint.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/inkwell/core/TokenMint$Holder;
    }
.end annotation


# instance fields
.field private final fast:Ljava/util/Random;

.field private final strong:Ljava/security/SecureRandom;


# direct methods
.method private constructor <init>()V
    .registers 4

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    iput-object v0, p0, Lcom/inkwell/core/TokenMint;->strong:Ljava/security/SecureRandom;

    .line 13
    new-instance v0, Ljava/util/Random;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    invoke-direct {v0, v1, v2}, Ljava/util/Random;-><init>(J)V

    iput-object v0, p0, Lcom/inkwell/core/TokenMint;->fast:Ljava/util/Random;

    .line 14
    return-void
.end method

.method synthetic constructor <init>(Lcom/inkwell/core/TokenMint$1;)V
    .registers 2

    .line 8
    invoke-direct {p0}, Lcom/inkwell/core/TokenMint;-><init>()V

    return-void
.end method

.method public static get()Lcom/inkwell/core/TokenMint;
    .registers 1

    .line 21
    sget-object v0, Lcom/inkwell/core/TokenMint$Holder;->INSTANCE:Lcom/inkwell/core/TokenMint;

    return-object v0
.end method


# virtual methods
.method public declared-synchronized opaque()Ljava/lang/String;
    .registers 3

    monitor-enter p0

    .line 26
    const/16 v0, 0x18

    :try_start_0
    new-array v0, v0, [B

    .line 27
    iget-object v1, p0, Lcom/inkwell/core/TokenMint;->strong:Ljava/security/SecureRandom;

    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 28
    const/16 v1, 0xb

    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized requestCode()I
    .registers 3

    monitor-enter p0

    .line 38
    :try_start_0
    iget-object v0, p0, Lcom/inkwell/core/TokenMint;->fast:Ljava/util/Random;

    const v1, 0xffff

    invoke-virtual {v0, v1}, Ljava/util/Random;->nextInt(I)I

    move-result v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    monitor-exit p0

    return v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized ticket(Ljava/lang/String;)Ljava/lang/String;
    .registers 5

    monitor-enter p0

    .line 33
    :try_start_0
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    iget-object v1, p0, Lcom/inkwell/core/TokenMint;->fast:Ljava/util/Random;

    invoke-virtual {v1}, Ljava/util/Random;->nextLong()J

    move-result-wide v1

    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
