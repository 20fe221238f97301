.class public final Lcom/inkwell/notes/cetp/Confirmations;
.super Ljava/lang/Object;
.source "Confirmations.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/inkwell/notes/cetp/Confirmations$Pending;,
        Lcom/inkwell/notes/cetp/Confirmations$Verdict;
    }
.end annotation


# static fields
.field private static final PENDING:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/inkwell/notes/cetp/Confirmations$Pending;",
            ">;"
        }
    .end annotation
.end field

.field private static final RANDOM:Ljava/security/SecureRandom;

.field private static final TTL_MS:J = 0x927c0L


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 31
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lcom/inkwell/notes/cetp/Confirmations;->PENDING:Ljava/util/Map;

    .line 32
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lcom/inkwell/notes/cetp/Confirmations;->RANDOM:Ljava/security/SecureRandom;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 34
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 35
    return-void
.end method

.method public static answer(Ljava/lang/String;Z)V
    .registers 5

    .line 70
    sget-object v0, Lcom/inkwell/notes/cetp/Confirmations;->PENDING:Ljava/util/Map;

    invoke-interface {v0, p0}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/inkwell/notes/cetp/Confirmations$Pending;

    move-object v2, v0

    .line 71
    if-eqz v2, :cond_0

    iget-object v0, v2, Lcom/inkwell/notes/cetp/Confirmations$Pending;->answer:Ljava/lang/Boolean;

    if-nez v0, :cond_0

    .line 72
    invoke-static {p1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    iput-object v1, v2, Lcom/inkwell/notes/cetp/Confirmations$Pending;->answer:Ljava/lang/Boolean;

    .line 74
    :cond_0
    return-void
.end method

.method static hold(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 19

    .line 38
    const/16 v0, 0x18

    new-array v12, v0, [B

    .line 39
    sget-object v0, Lcom/inkwell/notes/cetp/Confirmations;->RANDOM:Ljava/security/SecureRandom;

    invoke-virtual {v0, v12}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 40
    invoke-static {v12}, Lcom/inkwell/notes/cetp/Json;->hex([B)Ljava/lang/String;

    move-result-object v13

    .line 41
    sget-object v0, Lcom/inkwell/notes/cetp/Confirmations;->PENDING:Ljava/util/Map;

    new-instance v1, Lcom/inkwell/notes/cetp/Confirmations$Pending;

    move-object/from16 v6, p3

    invoke-static {v6}, Lcom/inkwell/notes/cetp/Json;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 42
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v8

    const-wide/32 v10, 0x927c0

    add-long/2addr v8, v10

    move-object v2, v1

    move v3, p0

    move-object/from16 v4, p1

    move-object/from16 v5, p2

    move-object/from16 v7, p4

    invoke-direct/range {v2 .. v9}, Lcom/inkwell/notes/cetp/Confirmations$Pending;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    .line 41
    invoke-interface {v0, v13, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 43
    return-object v13
.end method

.method static redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/inkwell/notes/cetp/Confirmations$Verdict;
    .registers 11

    .line 47
    if-nez p0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    sget-object v0, Lcom/inkwell/notes/cetp/Confirmations;->PENDING:Ljava/util/Map;

    invoke-interface {v0, p0}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/inkwell/notes/cetp/Confirmations$Pending;

    :goto_0
    move-object v4, v0

    .line 48
    if-eqz v4, :cond_1

    iget-wide v0, v4, Lcom/inkwell/notes/cetp/Confirmations$Pending;->expiresAt:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_2

    .line 49
    :cond_1
    sget-object v0, Lcom/inkwell/notes/cetp/Confirmations$Verdict;->MISMATCH:Lcom/inkwell/notes/cetp/Confirmations$Verdict;

    return-object v0

    .line 51
    :cond_2
    iget v0, v4, Lcom/inkwell/notes/cetp/Confirmations$Pending;->uid:I

    if-ne v0, p1, :cond_3

    iget-object v0, v4, Lcom/inkwell/notes/cetp/Confirmations$Pending;->tool:Ljava/lang/String;

    invoke-virtual {v0, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    iget-object v0, v4, Lcom/inkwell/notes/cetp/Confirmations$Pending;->requestId:Ljava/lang/String;

    invoke-virtual {v0, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    iget-object v0, v4, Lcom/inkwell/notes/cetp/Confirmations$Pending;->argsDigest:Ljava/lang/String;

    .line 52
    invoke-static {p4}, Lcom/inkwell/notes/cetp/Json;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    .line 53
    :cond_3
    sget-object v0, Lcom/inkwell/notes/cetp/Confirmations$Verdict;->MISMATCH:Lcom/inkwell/notes/cetp/Confirmations$Verdict;

    return-object v0

    .line 55
    :cond_4
    iget-object v5, v4, Lcom/inkwell/notes/cetp/Confirmations$Pending;->answer:Ljava/lang/Boolean;

    .line 56
    if-nez v5, :cond_5

    .line 57
    sget-object v0, Lcom/inkwell/notes/cetp/Confirmations$Verdict;->WAITING:Lcom/inkwell/notes/cetp/Confirmations$Verdict;

    return-object v0

    .line 59
    :cond_5
    sget-object v0, Lcom/inkwell/notes/cetp/Confirmations;->PENDING:Ljava/util/Map;

    invoke-interface {v0, p0}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 60
    invoke-virtual {v5}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v0

    if-eqz v0, :cond_6

    sget-object v0, Lcom/inkwell/notes/cetp/Confirmations$Verdict;->APPROVED:Lcom/inkwell/notes/cetp/Confirmations$Verdict;

    goto :goto_1

    :cond_6
    sget-object v0, Lcom/inkwell/notes/cetp/Confirmations$Verdict;->DENIED:Lcom/inkwell/notes/cetp/Confirmations$Verdict;

    :goto_1
    return-object v0
.end method

.method public static summary(Ljava/lang/String;)Ljava/lang/String;
    .registers 6

    .line 65
    sget-object v0, Lcom/inkwell/notes/cetp/Confirmations;->PENDING:Ljava/util/Map;

    invoke-interface {v0, p0}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/inkwell/notes/cetp/Confirmations$Pending;

    move-object v4, v0

    .line 66
    if-eqz v4, :cond_0

    iget-wide v0, v4, Lcom/inkwell/notes/cetp/Confirmations$Pending;->expiresAt:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_1

    :cond_0
    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    iget-object v0, v4, Lcom/inkwell/notes/cetp/Confirmations$Pending;->summary:Ljava/lang/String;

    :goto_0
    return-object v0
.end method
