.class public final Lcom/verdant/garden/cetp/ConfirmationStore;
.super Ljava/lang/Object;
.source "ConfirmationStore.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/verdant/garden/cetp/ConfirmationStore$Decision;
    }
.end annotation


# static fields
.field private static final TTL_MS:J = 0x927c0L


# instance fields
.field private final helper:Lcom/verdant/garden/data/GardenDatabase;


# direct methods
.method public constructor <init>(Lcom/verdant/garden/data/GardenDatabase;)V
    .registers 2

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    iput-object p1, p0, Lcom/verdant/garden/cetp/ConfirmationStore;->helper:Lcom/verdant/garden/data/GardenDatabase;

    .line 20
    return-void
.end method

.method static synthetic lambda$redeem$0(Lcom/verdant/garden/cetp/ConfirmationStore$Decision;)Z
    .registers 3

    .line 68
    sget-object v1, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;->PENDING:Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    if-eq p0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method


# virtual methods
.method public decide(Ljava/lang/String;Z)Z
    .registers 11

    .line 50
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    .line 51
    move-object v0, v7

    const-string v1, "decision"

    if-eqz p2, :cond_0

    sget-object v2, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;->APPROVED:Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    goto :goto_0

    :cond_0
    sget-object v2, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;->DENIED:Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    :goto_0
    invoke-virtual {v2}, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;->name()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 52
    iget-object v0, p0, Lcom/verdant/garden/cetp/ConfirmationStore;->helper:Lcom/verdant/garden/data/GardenDatabase;

    invoke-virtual {v0}, Lcom/verdant/garden/data/GardenDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p1, v4, v5

    sget-object v6, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;->PENDING:Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    .line 53
    invoke-virtual {v6}, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;->name()Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x1

    aput-object v6, v4, v5

    .line 52
    const-string v1, "confirmations"

    const-string v3, "token = ? AND decision = ?"

    invoke-virtual {v0, v1, v7, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_1

    const/4 v0, 0x1

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    return v0
.end method

.method public issue(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 15

    .line 23
    invoke-static {}, Lcom/verdant/garden/cetp/Tokens;->resumeToken()Ljava/lang/String;

    move-result-object v6

    .line 24
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    .line 25
    const-string v1, "token"

    invoke-virtual {v7, v1, v6}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 26
    const-string v1, "provider"

    invoke-virtual {v7, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 27
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 28
    const-string v1, "tool"

    invoke-virtual {v7, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 29
    const-string v1, "request_id"

    invoke-virtual {v7, v1, p4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 30
    const-string v1, "args_sha256"

    invoke-virtual {v7, v1, p5}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 31
    const-string v1, "summary"

    invoke-virtual {v7, v1, p6}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 32
    sget-object v2, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;->PENDING:Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    invoke-virtual {v2}, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;->name()Ljava/lang/String;

    move-result-object v2

    const-string v1, "decision"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 33
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const-wide/32 v4, 0x927c0

    add-long/2addr v2, v4

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 34
    iget-object v0, p0, Lcom/verdant/garden/cetp/ConfirmationStore;->helper:Lcom/verdant/garden/data/GardenDatabase;

    invoke-virtual {v0}, Lcom/verdant/garden/data/GardenDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "confirmations"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v7}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 35
    return-object v6
.end method

.method public synthetic lambda$redeem$1$com-verdant-garden-cetp-ConfirmationStore(Ljava/lang/String;Lcom/verdant/garden/cetp/ConfirmationStore$Decision;)V
    .registers 8

    .line 69
    iget-object v0, p0, Lcom/verdant/garden/cetp/ConfirmationStore;->helper:Lcom/verdant/garden/data/GardenDatabase;

    invoke-virtual {v0}, Lcom/verdant/garden/data/GardenDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object p1, v3, v4

    const-string v1, "confirmations"

    const-string v2, "token = ?"

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    return-void
.end method

.method public pendingSummary(Ljava/lang/String;)Ljava/util/Optional;
    .registers 14
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/Optional<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 40
    iget-object v0, p0, Lcom/verdant/garden/cetp/ConfirmationStore;->helper:Lcom/verdant/garden/data/GardenDatabase;

    invoke-virtual {v0}, Lcom/verdant/garden/data/GardenDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "summary"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    sget-object v7, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;->PENDING:Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    .line 42
    invoke-virtual {v7}, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;->name()Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x1

    aput-object v7, v4, v6

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v7

    invoke-static {v7, v8}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x2

    aput-object v7, v4, v6

    .line 40
    const-string v1, "confirmations"

    const-string v3, "token = ? AND decision = ? AND expires_at > ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 44
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x0

    invoke-interface {v9, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    goto :goto_0

    :cond_0
    invoke-static {}, Ljava/util/Optional;->empty()Ljava/util/Optional;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    :goto_0
    move-object v10, v0

    .line 45
    if-eqz v9, :cond_1

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 44
    :cond_1
    return-object v10

    :catch_0
    move-exception v10

    .line 40
    if-eqz v9, :cond_2

    :try_start_1
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v11

    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_1
    throw v10
.end method

.method public redeem(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/util/Optional;
    .registers 21
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "I",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/Optional<",
            "Lcom/verdant/garden/cetp/ConfirmationStore$Decision;",
            ">;"
        }
    .end annotation

    .line 59
    const-string v8, "token = ? AND provider = ? AND uid = ? AND tool = ? AND request_id = ? AND args_sha256 = ? AND expires_at > ?"

    .line 61
    const/4 v0, 0x7

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    aput-object p2, v0, v2

    const/4 v2, 0x1

    aput-object p1, v0, v2

    move/from16 v3, p3

    invoke-static {v3}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v3

    const/4 v2, 0x2

    aput-object v3, v0, v2

    const/4 v2, 0x3

    aput-object p4, v0, v2

    const/4 v2, 0x4

    aput-object p5, v0, v2

    const/4 v2, 0x5

    aput-object p6, v0, v2

    .line 62
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    invoke-static {v3, v4}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v3

    const/4 v2, 0x6

    aput-object v3, v0, v2

    move-object v9, v0

    .line 64
    iget-object v0, p0, Lcom/verdant/garden/cetp/ConfirmationStore;->helper:Lcom/verdant/garden/data/GardenDatabase;

    invoke-virtual {v0}, Lcom/verdant/garden/data/GardenDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "decision"

    aput-object v5, v2, v4

    const-string v1, "confirmations"

    move-object v3, v8

    move-object v4, v9

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v11

    .line 66
    :try_start_0
    invoke-interface {v11}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x0

    invoke-interface {v11, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;->valueOf(Ljava/lang/String;)Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->of(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    goto :goto_0

    :cond_0
    invoke-static {}, Ljava/util/Optional;->empty()Ljava/util/Optional;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    :goto_0
    move-object v10, v0

    .line 67
    if-eqz v11, :cond_2

    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    goto :goto_2

    :catch_0
    move-exception v12

    .line 64
    if-eqz v11, :cond_1

    :try_start_1
    invoke-interface {v11}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v13

    invoke-virtual {v12, v13}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_1
    :goto_1
    throw v12

    .line 68
    :cond_2
    :goto_2
    new-instance v1, Lcom/verdant/garden/cetp/ConfirmationStore$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/verdant/garden/cetp/ConfirmationStore$$ExternalSyntheticLambda0;-><init>()V

    invoke-virtual {v10, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    new-instance v3, Lcom/verdant/garden/cetp/ConfirmationStore$$ExternalSyntheticLambda1;

    move-object/from16 v2, p2

    invoke-direct {v3, p0, v2}, Lcom/verdant/garden/cetp/ConfirmationStore$$ExternalSyntheticLambda1;-><init>(Lcom/verdant/garden/cetp/ConfirmationStore;Ljava/lang/String;)V

    move-object v1, v3

    .line 69
    invoke-virtual {v0, v1}, Ljava/util/Optional;->ifPresent(Ljava/util/function/Consumer;)V

    .line 71
    return-object v10
.end method
