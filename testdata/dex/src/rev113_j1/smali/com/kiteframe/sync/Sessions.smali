.class final Lcom/kiteframe/sync/Sessions;
.super Ljava/lang/Object;
.source "Sessions.java"

# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/kiteframe/sync/Sessions$Session;
    }
.end annotation

# static fields
.field private static final TTL_MS:J = 0x36ee80L

# instance fields
.field private final random:Ljava/security/SecureRandom;
.field private final live:Ljava/util/concurrent/ConcurrentHashMap;

# direct methods
.method constructor <init>()V
    .registers 4
    .line 8
    invoke-direct {v3}, Ljava/lang/Object;-><init>()V
    .line 11
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    iput-object v1, v3, Lcom/kiteframe/sync/Sessions;->random:Ljava/security/SecureRandom;
    .line 12
    new-instance v1, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v1}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v1, v3, Lcom/kiteframe/sync/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

# virtual methods
.method  open(I)Ljava/lang/String;
    .registers 13
    .line 15
    const/16 v0, 0x20
    new-array v9, v0, [B
    .line 16
    iget-object v0, v11, Lcom/kiteframe/sync/Sessions;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0, v9}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 17
    const/16 v1, 0xb
    invoke-static {v9, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v10
    .line 18
    iget-object v0, v11, Lcom/kiteframe/sync/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;
    new-instance v2, Lcom/kiteframe/sync/Sessions$Session;
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v5
    const-wide/32 v7, 0x36ee80
    add-long/2addr v5, v7
    invoke-direct {v2, v12, v5, v6}, Lcom/kiteframe/sync/Sessions$Session;-><init>(IJ)V
    invoke-virtual {v0, v10, v2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 19
    return-object v10
.end method

.method  isValid(Ljava/lang/String;I)Z
    .registers 8
    .line 23
    if-nez v6, :L6
    .line 24
    const/4 v0, 0x0
    return v0
    :L6
    .line 26
    iget-object v0, v5, Lcom/kiteframe/sync/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v6}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    check-cast v4, Lcom/kiteframe/sync/Sessions$Session;
    .line 27
    if-eqz v4, :L45
    iget v0, v4, Lcom/kiteframe/sync/Sessions$Session;->uid:I
    if-ne v0, v7, :L45
    iget-wide v0, v4, Lcom/kiteframe/sync/Sessions$Session;->expiresAt:J
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-lez v0, :L45
    const/4 v0, 0x1
    goto :L46
    :L45
    const/4 v0, 0x0
    :L46
    return v0
.end method
