.class public final Lcom/quaywire/cetp/Ledger;
.super Ljava/lang/Object;
.source "Ledger.java"


# static fields
.field private static final BY_PROVIDER:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/quaywire/cetp/Ledger;",
            ">;"
        }
    .end annotation
.end field

.field private static final RANDOM:Ljava/security/SecureRandom;

.field private static final SESSION_TTL_MS:J = 0x1b7740L


# instance fields
.field private final approvals:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation
.end field

.field private final providerId:Ljava/lang/String;

.field private final sessions:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "[J>;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 14
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lcom/quaywire/cetp/Ledger;->RANDOM:Ljava/security/SecureRandom;

    .line 16
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lcom/quaywire/cetp/Ledger;->BY_PROVIDER:Ljava/util/Map;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;)V
    .registers 3

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/quaywire/cetp/Ledger;->sessions:Ljava/util/Map;

    .line 20
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/quaywire/cetp/Ledger;->approvals:Ljava/util/Map;

    .line 23
    iput-object p1, p0, Lcom/quaywire/cetp/Ledger;->providerId:Ljava/lang/String;

    .line 24
    return-void
.end method

.method public static decide(Ljava/lang/String;Z)V
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 118
    sget-object v0, Lcom/quaywire/cetp/Ledger;->BY_PROVIDER:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;

    move-result-object v3

    :goto_0
    invoke-interface {v3}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v3}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quaywire/cetp/Ledger;

    move-object v4, v0

    .line 119
    iget-object v0, v4, Lcom/quaywire/cetp/Ledger;->approvals:Ljava/util/Map;

    invoke-interface {v0, p0}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    move-object v5, v0

    .line 120
    if-eqz v5, :cond_1

    .line 121
    move-object v0, v5

    const-string v1, "state"

    if-eqz p1, :cond_0

    const-string v2, "approved"

    goto :goto_1

    :cond_0
    const-string v2, "denied"

    :goto_1
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 122
    const-string v1, "approved"

    invoke-virtual {v5, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 124
    :cond_1
    goto :goto_0

    .line 125
    :cond_2
    return-void
.end method

.method public static forProvider(Ljava/lang/String;)Lcom/quaywire/cetp/Ledger;
    .registers 4

    .line 27
    sget-object v0, Lcom/quaywire/cetp/Ledger;->BY_PROVIDER:Ljava/util/Map;

    invoke-interface {v0, p0}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quaywire/cetp/Ledger;

    move-object v1, v0

    .line 28
    if-nez v1, :cond_0

    .line 29
    new-instance v1, Lcom/quaywire/cetp/Ledger;

    invoke-direct {v1, p0}, Lcom/quaywire/cetp/Ledger;-><init>(Ljava/lang/String;)V

    .line 30
    sget-object v0, Lcom/quaywire/cetp/Ledger;->BY_PROVIDER:Ljava/util/Map;

    invoke-interface {v0, p0, v1}, Ljava/util/Map;->putIfAbsent(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quaywire/cetp/Ledger;

    move-object v2, v0

    .line 31
    if-eqz v2, :cond_0

    .line 32
    move-object v1, v2

    .line 35
    :cond_0
    return-object v1
.end method

.method private static hex([B)Ljava/lang/String;
    .registers 9

    .line 54
    new-instance v3, Ljava/lang/StringBuilder;

    array-length v2, p0

    mul-int/lit8 v2, v2, 0x2

    invoke-direct {v3, v2}, Ljava/lang/StringBuilder;-><init>(I)V

    .line 55
    move-object v4, p0

    array-length v5, v4

    const/4 v6, 0x0

    :goto_0
    if-ge v6, v5, :cond_0

    aget-byte v7, v4, v6

    .line 56
    shr-int/lit8 v1, v7, 0x4

    and-int/lit8 v1, v1, 0xf

    const/16 v2, 0x10

    invoke-static {v1, v2}, Ljava/lang/Character;->forDigit(II)C

    move-result v1

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v0

    and-int/lit8 v1, v7, 0xf

    const/16 v2, 0x10

    invoke-static {v1, v2}, Ljava/lang/Character;->forDigit(II)C

    move-result v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    .line 55
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 58
    :cond_0
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static randomToken(I)Ljava/lang/String;
    .registers 3

    .line 39
    new-array v1, p0, [B

    .line 40
    sget-object v0, Lcom/quaywire/cetp/Ledger;->RANDOM:Ljava/security/SecureRandom;

    invoke-virtual {v0, v1}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 41
    invoke-static {v1}, Lcom/quaywire/cetp/Ledger;->hex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static sha256(Ljava/lang/String;)Ljava/lang/String;
    .registers 5

    .line 46
    :try_start_0
    const-string v0, "SHA-256"

    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v3

    .line 47
    sget-object v2, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {p0, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v1

    invoke-virtual {v3, v1}, Ljava/security/MessageDigest;->digest([B)[B

    move-result-object v0

    invoke-static {v0}, Lcom/quaywire/cetp/Ledger;->hex([B)Ljava/lang/String;
    :try_end_0
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v3

    .line 49
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v3}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method

.method public static summaryFor(Ljava/lang/String;)Ljava/lang/String;
    .registers 7

    .line 108
    sget-object v0, Lcom/quaywire/cetp/Ledger;->BY_PROVIDER:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;

    move-result-object v3

    :goto_0
    invoke-interface {v3}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v3}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quaywire/cetp/Ledger;

    move-object v4, v0

    .line 109
    iget-object v0, v4, Lcom/quaywire/cetp/Ledger;->approvals:Ljava/util/Map;

    invoke-interface {v0, p0}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    move-object v5, v0

    .line 110
    if-eqz v5, :cond_0

    const-string v2, "state"

    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "pending"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 111
    const-string v1, "summary"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0

    .line 113
    :cond_0
    goto :goto_0

    .line 114
    :cond_1
    const/4 v0, 0x0

    return-object v0
.end method


# virtual methods
.method public openApproval(Ljava/lang/String;Lcom/quaywire/cetp/Call;Ljava/lang/String;J)Ljava/lang/String;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 74
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    .line 75
    iget v2, p2, Lcom/quaywire/cetp/Call;->uid:I

    const-string v1, "uid"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 76
    iget-object v2, p2, Lcom/quaywire/cetp/Call;->tool:Ljava/lang/String;

    const-string v1, "tool"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 77
    iget-object v2, p2, Lcom/quaywire/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "request_id"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 78
    iget-object v2, p2, Lcom/quaywire/cetp/Call;->argsDigest:Ljava/lang/String;

    const-string v1, "digest"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 79
    const-string v1, "summary"

    invoke-virtual {v3, v1, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 80
    const-string v1, "expires_at"

    invoke-virtual {v3, v1, p4, p5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 81
    const-string v1, "state"

    const-string v2, "pending"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 82
    invoke-static {p1}, Lcom/quaywire/cetp/Ledger;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 83
    iget-object v0, p0, Lcom/quaywire/cetp/Ledger;->approvals:Ljava/util/Map;

    invoke-interface {v0, v4, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 84
    return-object v4
.end method

.method public openSession(I)Ljava/lang/String;
    .registers 10

    .line 62
    const/16 v0, 0x20

    invoke-static {v0}, Lcom/quaywire/cetp/Ledger;->randomToken(I)Ljava/lang/String;

    move-result-object v7

    .line 63
    iget-object v0, p0, Lcom/quaywire/cetp/Ledger;->sessions:Ljava/util/Map;

    const/4 v1, 0x2

    new-array v1, v1, [J

    int-to-long v3, p1

    const/4 v2, 0x0

    aput-wide v3, v1, v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    const-wide/32 v5, 0x1b7740

    add-long/2addr v3, v5

    const/4 v2, 0x1

    aput-wide v3, v1, v2

    invoke-interface {v0, v7, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 64
    return-object v7
.end method

.method public providerId()Ljava/lang/String;
    .registers 2

    .line 128
    iget-object v0, p0, Lcom/quaywire/cetp/Ledger;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public sessionLive(Ljava/lang/String;I)Z
    .registers 8

    .line 68
    if-nez p1, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/quaywire/cetp/Ledger;->sessions:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [J

    :goto_0
    move-object v4, v0

    .line 69
    if-eqz v4, :cond_1

    const/4 v1, 0x0

    aget-wide v0, v4, v1

    int-to-long v2, p2

    cmp-long v0, v0, v2

    if-nez v0, :cond_1

    const/4 v1, 0x1

    aget-wide v0, v4, v1

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_1

    const/4 v0, 0x1

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    return v0
.end method

.method public spend(Ljava/lang/String;Lcom/quaywire/cetp/Call;)Lorg/json/JSONObject;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 92
    invoke-static {p1}, Lcom/quaywire/cetp/Ledger;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 93
    iget-object v0, p0, Lcom/quaywire/cetp/Ledger;->approvals:Ljava/util/Map;

    invoke-interface {v0, v4}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    move-object v5, v0

    .line 94
    if-eqz v5, :cond_0

    const-string v1, "uid"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    iget v2, p2, Lcom/quaywire/cetp/Call;->uid:I

    int-to-long v2, v2

    cmp-long v0, v0, v2

    if-nez v0, :cond_0

    const-string v1, "tool"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iget-object v1, p2, Lcom/quaywire/cetp/Call;->tool:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 95
    const-string v1, "request_id"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iget-object v1, p2, Lcom/quaywire/cetp/Call;->requestId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 96
    const-string v1, "digest"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iget-object v1, p2, Lcom/quaywire/cetp/Call;->argsDigest:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 97
    const-string v1, "expires_at"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_1

    .line 98
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 100
    :cond_1
    const-string v2, "state"

    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "pending"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 101
    iget-object v0, p0, Lcom/quaywire/cetp/Ledger;->approvals:Ljava/util/Map;

    invoke-interface {v0, v4}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 103
    :cond_2
    return-object v5
.end method
