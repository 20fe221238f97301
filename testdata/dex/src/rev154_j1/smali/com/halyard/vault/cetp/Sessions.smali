.class public final Lcom/halyard/vault/cetp/Sessions;
.super Ljava/lang/Object;
.source "Sessions.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/halyard/vault/cetp/Sessions$Session;
    }
.end annotation


# static fields
.field private static final TTL_MS:J = 0x36ee80L


# instance fields
.field private final open:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/halyard/vault/cetp/Sessions$Session;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/halyard/vault/cetp/Sessions;->open:Ljava/util/Map;

    return-void
.end method


# virtual methods
.method public admit(Ljava/lang/String;I)Lcom/halyard/vault/cetp/Sessions$Session;
    .registers 8

    .line 23
    if-eqz p1, :cond_0

    invoke-virtual {p1}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 24
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 26
    :cond_1
    iget-object v0, p0, Lcom/halyard/vault/cetp/Sessions;->open:Ljava/util/Map;

    invoke-static {p1}, Lcom/halyard/vault/cetp/Digests;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/halyard/vault/cetp/Sessions$Session;

    move-object v4, v0

    .line 27
    if-eqz v4, :cond_2

    iget v0, v4, Lcom/halyard/vault/cetp/Sessions$Session;->uid:I

    if-eq v0, p2, :cond_3

    .line 28
    :cond_2
    const/4 v0, 0x0

    return-object v0

    .line 30
    :cond_3
    iget-wide v0, v4, Lcom/halyard/vault/cetp/Sessions$Session;->expiresAt:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_4

    .line 31
    iget-object v0, p0, Lcom/halyard/vault/cetp/Sessions;->open:Ljava/util/Map;

    invoke-static {p1}, Lcom/halyard/vault/cetp/Digests;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 32
    const/4 v0, 0x0

    return-object v0

    .line 34
    :cond_4
    return-object v4
.end method

.method public open(ILjava/util/List;)Lcom/halyard/vault/cetp/Sessions$Session;
    .registers 14
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;)",
            "Lcom/halyard/vault/cetp/Sessions$Session;"
        }
    .end annotation

    .line 15
    const/16 v0, 0x20

    invoke-static {v0}, Lcom/halyard/vault/cetp/Digests;->randomToken(I)Ljava/lang/String;

    move-result-object v9

    .line 16
    new-instance v10, Lcom/halyard/vault/cetp/Sessions$Session;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v5

    const-wide/32 v7, 0x36ee80

    add-long/2addr v5, v7

    move-object v1, v10

    move-object v2, v9

    move v3, p1

    move-object v4, p2

    invoke-direct/range {v1 .. v6}, Lcom/halyard/vault/cetp/Sessions$Session;-><init>(Ljava/lang/String;ILjava/util/List;J)V

    .line 17
    iget-object v0, p0, Lcom/halyard/vault/cetp/Sessions;->open:Ljava/util/Map;

    invoke-static {v9}, Lcom/halyard/vault/cetp/Digests;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v10}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 18
    return-object v10
.end method
