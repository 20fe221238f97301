.class public final Lcom/kestrel/ledger/pipeline/Sessions;
.super Ljava/lang/Object;
.source "Sessions.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/kestrel/ledger/pipeline/Sessions$Session;
    }
.end annotation


# static fields
.field public static final TTL_MS:J = 0x1b7740L


# instance fields
.field private final live:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/kestrel/ledger/pipeline/Sessions$Session;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 25
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/kestrel/ledger/pipeline/Sessions;->live:Ljava/util/Map;

    return-void
.end method


# virtual methods
.method public admit(Ljava/lang/String;IJ)Lcom/kestrel/ledger/pipeline/Sessions$Session;
    .registers 10

    .line 36
    if-eqz p1, :cond_0

    invoke-virtual {p1}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 37
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 39
    :cond_1
    invoke-static {p1}, Lcom/kestrel/ledger/tools/Tokens;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 40
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Sessions;->live:Ljava/util/Map;

    invoke-interface {v0, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/kestrel/ledger/pipeline/Sessions$Session;

    move-object v4, v0

    .line 41
    if-eqz v4, :cond_2

    iget v0, v4, Lcom/kestrel/ledger/pipeline/Sessions$Session;->uid:I

    if-eq v0, p2, :cond_3

    .line 42
    :cond_2
    const/4 v0, 0x0

    return-object v0

    .line 44
    :cond_3
    iget-wide v1, v4, Lcom/kestrel/ledger/pipeline/Sessions$Session;->expiresAt:J

    cmp-long v0, p3, v1

    if-ltz v0, :cond_4

    .line 45
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Sessions;->live:Ljava/util/Map;

    invoke-interface {v0, v3}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 46
    const/4 v0, 0x0

    return-object v0

    .line 48
    :cond_4
    return-object v4
.end method

.method public open(IJ)Ljava/lang/String;
    .registers 12

    .line 29
    const/16 v0, 0x20

    invoke-static {v0}, Lcom/kestrel/ledger/tools/Tokens;->random(I)Ljava/lang/String;

    move-result-object v7

    .line 30
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Sessions;->live:Ljava/util/Map;

    invoke-static {v7}, Lcom/kestrel/ledger/tools/Tokens;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lcom/kestrel/ledger/pipeline/Sessions$Session;

    const-wide/32 v5, 0x1b7740

    add-long v3, p2, v5

    invoke-direct {v2, p1, v3, v4}, Lcom/kestrel/ledger/pipeline/Sessions$Session;-><init>(IJ)V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 31
    return-object v7
.end method
