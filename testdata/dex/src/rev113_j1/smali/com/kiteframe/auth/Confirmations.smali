.class public final Lcom/kiteframe/auth/Confirmations;
.super Ljava/lang/Object;
.source "Confirmations.java"

# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/kiteframe/auth/Confirmations$Pending;
    }
.end annotation

# static fields
.field private static final TTL_MS:J = 0x927c0L
.field private static final SHARED:Lcom/kiteframe/auth/Confirmations;

# instance fields
.field private final random:Ljava/security/SecureRandom;
.field private final pending:Ljava/util/concurrent/ConcurrentHashMap;

# direct methods
.method public constructor <init>()V
    .registers 4
    .line 11
    invoke-direct {v3}, Ljava/lang/Object;-><init>()V
    .line 15
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    iput-object v1, v3, Lcom/kiteframe/auth/Confirmations;->random:Ljava/security/SecureRandom;
    .line 16
    new-instance v1, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v1}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v1, v3, Lcom/kiteframe/auth/Confirmations;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method public static shared()Lcom/kiteframe/auth/Confirmations;
    .registers 1
    .line 19
    sget-object v0, Lcom/kiteframe/auth/Confirmations;->SHARED:Lcom/kiteframe/auth/Confirmations;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 2
    .line 13
    new-instance v0, Lcom/kiteframe/auth/Confirmations;
    invoke-direct {v0}, Lcom/kiteframe/auth/Confirmations;-><init>()V
    sput-object v0, Lcom/kiteframe/auth/Confirmations;->SHARED:Lcom/kiteframe/auth/Confirmations;
    return-void
.end method

# virtual methods
.method public issue(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 19
    .line 23
    const/16 v0, 0x18
    new-array v12, v0, [B
    .line 24
    iget-object v0, v14, Lcom/kiteframe/auth/Confirmations;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0, v12}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 25
    const/16 v1, 0xb
    invoke-static {v12, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v13
    .line 26
    iget-object v0, v14, Lcom/kiteframe/auth/Confirmations;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    new-instance v2, Lcom/kiteframe/auth/Confirmations$Pending;
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v8
    const-wide/32 v10, 0x927c0
    add-long/2addr v8, v10
    move-object v3, v2
    move v4, v15
    move-object/from16 v5, v16
    move-object/from16 v6, v17
    move-object/from16 v7, v18
    invoke-direct/range {v3 .. v9}, Lcom/kiteframe/auth/Confirmations$Pending;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    invoke-virtual {v0, v13, v2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 27
    return-object v13
.end method

.method public approve(Ljava/lang/String;)Z
    .registers 5
    .line 32
    if-nez v4, :L8
    const/4 v0, 0x0
    goto :L19
    :L8
    iget-object v0, v3, Lcom/kiteframe/auth/Confirmations;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v4}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/kiteframe/auth/Confirmations$Pending;
    :L19
    move-object v2, v0
    .line 33
    if-nez v2, :L26
    .line 34
    const/4 v0, 0x0
    return v0
    :L26
    .line 36
    const/4 v1, 0x1
    iput-boolean v1, v2, Lcom/kiteframe/auth/Confirmations$Pending;->approved:Z
    .line 37
    const/4 v0, 0x1
    return v0
.end method

.method public deny(Ljava/lang/String;)V
    .registers 4
    .line 41
    if-eqz v3, :L13
    .line 42
    iget-object v0, v2, Lcom/kiteframe/auth/Confirmations;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v3}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    :L13
    .line 44
    return-void
.end method

.method public take(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Z
    .registers 11
    .line 48
    if-nez v6, :L6
    .line 49
    const/4 v0, 0x0
    return v0
    :L6
    .line 51
    iget-object v0, v5, Lcom/kiteframe/auth/Confirmations;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v6}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    check-cast v4, Lcom/kiteframe/auth/Confirmations$Pending;
    .line 52
    if-eqz v4, :L95
    iget-boolean v0, v4, Lcom/kiteframe/auth/Confirmations$Pending;->approved:Z
    if-eqz v0, :L95
    iget v0, v4, Lcom/kiteframe/auth/Confirmations$Pending;->uid:I
    if-ne v0, v7, :L95
    iget-object v0, v4, Lcom/kiteframe/auth/Confirmations$Pending;->requestId:Ljava/lang/String;
    invoke-virtual {v0, v8}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L95
    iget-object v0, v4, Lcom/kiteframe/auth/Confirmations$Pending;->tool:Ljava/lang/String;
    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L95
    iget-object v0, v4, Lcom/kiteframe/auth/Confirmations$Pending;->argsDigest:Ljava/lang/String;
    .line 53
    invoke-virtual {v0, v10}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L95
    iget-wide v0, v4, Lcom/kiteframe/auth/Confirmations$Pending;->expiresAt:J
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-lez v0, :L95
    const/4 v0, 0x1
    goto :L96
    :L95
    const/4 v0, 0x0
    :L96
    .line 52
    return v0
.end method
