.class public final Lcom/lumenhaus/cetp/SecureTokens;
.super Ljava/lang/Object;
.source "SecureTokens.java"


# static fields
.field private static volatile sInstance:Lcom/lumenhaus/cetp/SecureTokens;


# instance fields
.field private final mRandom:Ljava/security/SecureRandom;


# direct methods
.method private constructor <init>()V
    .registers 2

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 10
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    iput-object v0, p0, Lcom/lumenhaus/cetp/SecureTokens;->mRandom:Ljava/security/SecureRandom;

    .line 13
    return-void
.end method

.method public static get()Lcom/lumenhaus/cetp/SecureTokens;
    .registers 3

    .line 16
    sget-object v0, Lcom/lumenhaus/cetp/SecureTokens;->sInstance:Lcom/lumenhaus/cetp/SecureTokens;

    if-nez v0, :cond_1

    .line 17
    const-class v1, Lcom/lumenhaus/cetp/SecureTokens;

    monitor-enter v1

    .line 18
    :try_start_0
    sget-object v0, Lcom/lumenhaus/cetp/SecureTokens;->sInstance:Lcom/lumenhaus/cetp/SecureTokens;

    if-nez v0, :cond_0

    .line 19
    new-instance v0, Lcom/lumenhaus/cetp/SecureTokens;

    invoke-direct {v0}, Lcom/lumenhaus/cetp/SecureTokens;-><init>()V

    sput-object v0, Lcom/lumenhaus/cetp/SecureTokens;->sInstance:Lcom/lumenhaus/cetp/SecureTokens;

    .line 21
    :cond_0
    monitor-exit v1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :catchall_0
    move-exception v2

    :try_start_1
    monitor-exit v1
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v2

    .line 23
    :cond_1
    :goto_0
    sget-object v0, Lcom/lumenhaus/cetp/SecureTokens;->sInstance:Lcom/lumenhaus/cetp/SecureTokens;

    return-object v0
.end method


# virtual methods
.method public declared-synchronized next()Ljava/lang/String;
    .registers 4

    monitor-enter p0

    .line 27
    const/16 v0, 0x18

    :try_start_0
    new-array v2, v0, [B

    .line 28
    iget-object v0, p0, Lcom/lumenhaus/cetp/SecureTokens;->mRandom:Ljava/security/SecureRandom;

    invoke-virtual {v0, v2}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 29
    const/16 v1, 0xb

    invoke-static {v2, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v0

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
