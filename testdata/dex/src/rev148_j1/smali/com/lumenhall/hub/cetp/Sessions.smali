.class public final Lcom/lumenhall/hub/cetp/Sessions;
.super Ljava/lang/Object;
.source "Sessions.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/lumenhall/hub/cetp/Sessions$Session;
    }
.end annotation


# static fields
.field public static final TTL_MS:J = 0x36ee80L


# instance fields
.field private final live:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/lumenhall/hub/cetp/Sessions$Session;",
            ">;"
        }
    .end annotation
.end field

.field private final random:Ljava/security/SecureRandom;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 24
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    iput-object v0, p0, Lcom/lumenhall/hub/cetp/Sessions;->random:Ljava/security/SecureRandom;

    .line 25
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/lumenhall/hub/cetp/Sessions;->live:Ljava/util/Map;

    return-void
.end method


# virtual methods
.method public admit(Ljava/lang/String;IJ)Ljava/util/Set;
    .registers 10
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "IJ)",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 37
    if-nez p1, :cond_0

    .line 38
    const/4 v0, 0x0

    return-object v0

    .line 40
    :cond_0
    invoke-static {p1}, Lcom/lumenhall/hub/cetp/Tokens;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 41
    iget-object v0, p0, Lcom/lumenhall/hub/cetp/Sessions;->live:Ljava/util/Map;

    invoke-interface {v0, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/lumenhall/hub/cetp/Sessions$Session;

    move-object v4, v0

    .line 42
    if-eqz v4, :cond_1

    iget v0, v4, Lcom/lumenhall/hub/cetp/Sessions$Session;->uid:I

    if-eq v0, p2, :cond_2

    .line 43
    :cond_1
    const/4 v0, 0x0

    return-object v0

    .line 45
    :cond_2
    iget-wide v1, v4, Lcom/lumenhall/hub/cetp/Sessions$Session;->expiresAt:J

    cmp-long v0, p3, v1

    if-ltz v0, :cond_3

    .line 46
    iget-object v0, p0, Lcom/lumenhall/hub/cetp/Sessions;->live:Ljava/util/Map;

    invoke-interface {v0, v3}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 47
    const/4 v0, 0x0

    return-object v0

    .line 49
    :cond_3
    iget-object v0, v4, Lcom/lumenhall/hub/cetp/Sessions$Session;->capabilities:Ljava/util/Set;

    return-object v0
.end method

.method public open(ILjava/util/Set;J)Ljava/lang/String;
    .registers 14
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;J)",
            "Ljava/lang/String;"
        }
    .end annotation

    .line 28
    const/16 v0, 0x20

    new-array v7, v0, [B

    .line 29
    iget-object v0, p0, Lcom/lumenhall/hub/cetp/Sessions;->random:Ljava/security/SecureRandom;

    invoke-virtual {v0, v7}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 30
    invoke-static {v7}, Lcom/lumenhall/hub/cetp/Tokens;->hex([B)Ljava/lang/String;

    move-result-object v8

    .line 31
    iget-object v0, p0, Lcom/lumenhall/hub/cetp/Sessions;->live:Ljava/util/Map;

    invoke-static {v8}, Lcom/lumenhall/hub/cetp/Tokens;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lcom/lumenhall/hub/cetp/Sessions$Session;

    const-wide/32 v5, 0x36ee80

    add-long v3, p3, v5

    invoke-direct {v2, p1, v3, v4, p2}, Lcom/lumenhall/hub/cetp/Sessions$Session;-><init>(IJLjava/util/Set;)V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 32
    return-object v8
.end method
