.class final Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Sessions;
.super Ljava/lang/Object;
.source "CetpV2ContentProvider.kt"


# instance fields
.field private final live:Ljava/util/HashMap;

.field private final random:Ljava/security/SecureRandom;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 236
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 237
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    iput-object v0, p0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Sessions;->random:Ljava/security/SecureRandom;

    .line 238
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Sessions;->live:Ljava/util/HashMap;

    .line 236
    return-void
.end method


# virtual methods
.method public final declared-synchronized find(Ljava/lang/String;I)Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;
    .registers 8

    monitor-enter p0

    .line 253
    :try_start_0
    if-nez p1, :cond_0

    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    .line 254
    :cond_0
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Sessions;->live:Ljava/util/HashMap;

    invoke-virtual {v0, p1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    :cond_1
    move-object v4, v0

    .line 255
    invoke-virtual {v4}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;->getUid()I

    move-result v0

    if-eq v0, p2, :cond_2

    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    .line 256
    :cond_2
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    invoke-virtual {v4}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;->getExpiresAt()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-ltz v0, :cond_3

    .line 257
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Sessions;->live:Ljava/util/HashMap;

    invoke-virtual {v0, p1}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 258
    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    .line 260
    :cond_3
    monitor-exit p0

    return-object v4
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final declared-synchronized open(ILjava/util/Set;)Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;
    .registers 17

    monitor-enter p0

    :try_start_0
    move-object/from16 v0, p2

    const-string v1, "caps"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 242
    const/16 v0, 0x20

    new-array v9, v0, [B

    .line 243
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Sessions;->random:Ljava/security/SecureRandom;

    invoke-virtual {v0, v9}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 244
    new-instance v10, Ljava/lang/StringBuilder;

    invoke-direct {v10}, Ljava/lang/StringBuilder;-><init>()V

    .line 245
    const/4 v11, 0x0

    array-length v12, v9

    :goto_0
    if-ge v11, v12, :cond_0

    aget-byte v13, v9, v11

    shr-int/lit8 v2, v13, 0x4

    and-int/lit8 v2, v2, 0xf

    const-string v1, "0123456789abcdef"

    invoke-virtual {v1, v2}, Ljava/lang/String;->charAt(I)C

    move-result v1

    invoke-virtual {v10, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v0

    and-int/lit8 v2, v13, 0xf

    const-string v1, "0123456789abcdef"

    invoke-virtual {v1, v2}, Ljava/lang/String;->charAt(I)C

    move-result v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    add-int/lit8 v11, v11, 0x1

    goto :goto_0

    .line 246
    :cond_0
    new-instance v0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;

    invoke-virtual {v10}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v4, "toString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v5

    const-wide/32 v7, 0x36ee80

    add-long/2addr v5, v7

    move-object v1, v2

    move v2, p1

    move-object/from16 v3, p2

    move-wide v4, v5

    invoke-direct/range {v0 .. v5}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;-><init>(Ljava/lang/String;ILjava/util/Set;J)V

    move-object v11, v0

    .line 247
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Sessions;->live:Ljava/util/HashMap;

    check-cast v0, Ljava/util/Map;

    invoke-virtual {v11}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;->getToken()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v11}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 248
    monitor-exit p0

    return-object v11
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
