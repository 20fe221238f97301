.class public final Lcom/inkwell/notes/cetp/Sessions;
.super Ljava/lang/Object;
.source "Sessions.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/inkwell/notes/cetp/Sessions$Session;
    }
.end annotation


# instance fields
.field private final live:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/inkwell/notes/cetp/Sessions$Session;",
            ">;"
        }
    .end annotation
.end field

.field private final random:Ljava/security/SecureRandom;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/inkwell/notes/cetp/Sessions;->live:Ljava/util/Map;

    .line 20
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    iput-object v0, p0, Lcom/inkwell/notes/cetp/Sessions;->random:Ljava/security/SecureRandom;

    return-void
.end method


# virtual methods
.method public open(IJ)Ljava/lang/String;
    .registers 8

    .line 23
    const/16 v0, 0x20

    new-array v2, v0, [B

    .line 24
    iget-object v0, p0, Lcom/inkwell/notes/cetp/Sessions;->random:Ljava/security/SecureRandom;

    invoke-virtual {v0, v2}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 25
    invoke-static {v2}, Lcom/inkwell/notes/cetp/Json;->hex([B)Ljava/lang/String;

    move-result-object v3

    .line 26
    iget-object v0, p0, Lcom/inkwell/notes/cetp/Sessions;->live:Ljava/util/Map;

    new-instance v1, Lcom/inkwell/notes/cetp/Sessions$Session;

    invoke-direct {v1, p1, p2, p3}, Lcom/inkwell/notes/cetp/Sessions$Session;-><init>(IJ)V

    invoke-interface {v0, v3, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 27
    return-object v3
.end method

.method public valid(Ljava/lang/String;I)Z
    .registers 8

    .line 31
    if-nez p1, :cond_0

    .line 32
    const/4 v0, 0x0

    return v0

    .line 34
    :cond_0
    iget-object v0, p0, Lcom/inkwell/notes/cetp/Sessions;->live:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/inkwell/notes/cetp/Sessions$Session;

    move-object v4, v0

    .line 35
    if-nez v4, :cond_1

    .line 36
    const/4 v0, 0x0

    return v0

    .line 38
    :cond_1
    iget-wide v0, v4, Lcom/inkwell/notes/cetp/Sessions$Session;->expiresAt:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_2

    .line 39
    iget-object v0, p0, Lcom/inkwell/notes/cetp/Sessions;->live:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 40
    const/4 v0, 0x0

    return v0

    .line 42
    :cond_2
    iget v0, v4, Lcom/inkwell/notes/cetp/Sessions$Session;->uid:I

    if-ne v0, p2, :cond_3

    const/4 v0, 0x1

    goto :goto_0

    :cond_3
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
