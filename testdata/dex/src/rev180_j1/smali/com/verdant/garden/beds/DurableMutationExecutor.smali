.class public final Lcom/verdant/garden/beds/DurableMutationExecutor;
.super Ljava/lang/Object;
.source "DurableMutationExecutor.java"

# interfaces
.implements Lcom/verdant/garden/cetp/MutationExecutor;


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/verdant/garden/beds/DurableMutationExecutor$Row;
    }
.end annotation


# instance fields
.field private final helper:Lcom/verdant/garden/data/GardenDatabase;

.field private final provider:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lcom/verdant/garden/data/GardenDatabase;Ljava/lang/String;)V
    .registers 3

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 24
    iput-object p1, p0, Lcom/verdant/garden/beds/DurableMutationExecutor;->helper:Lcom/verdant/garden/data/GardenDatabase;

    .line 25
    iput-object p2, p0, Lcom/verdant/garden/beds/DurableMutationExecutor;->provider:Ljava/lang/String;

    .line 26
    return-void
.end method

.method static synthetic lambda$execute$0(Lcom/verdant/garden/cetp/ProviderRequest;Ljava/lang/String;Lcom/verdant/garden/beds/DurableMutationExecutor$Row;)Landroid/os/Bundle;
    .registers 4

    .line 31
    invoke-virtual {p2, p0, p1}, Lcom/verdant/garden/beds/DurableMutationExecutor$Row;->answer(Lcom/verdant/garden/cetp/ProviderRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private prior(Lcom/verdant/garden/cetp/ProviderRequest;)Ljava/util/Optional;
    .registers 13
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/verdant/garden/cetp/ProviderRequest;",
            ")",
            "Ljava/util/Optional<",
            "Lcom/verdant/garden/beds/DurableMutationExecutor$Row;",
            ">;"
        }
    .end annotation

    .line 53
    iget-object v0, p0, Lcom/verdant/garden/beds/DurableMutationExecutor;->helper:Lcom/verdant/garden/data/GardenDatabase;

    invoke-virtual {v0}, Lcom/verdant/garden/data/GardenDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x5

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "tool"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "args_sha256"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "status"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    const-string v5, "data"

    aput-object v5, v2, v4

    const/4 v4, 0x4

    const-string v5, "error_code"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    new-array v4, v4, [Ljava/lang/String;

    .line 56
    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->uid()I

    move-result v7

    invoke-static {v7}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    iget-object v7, p0, Lcom/verdant/garden/beds/DurableMutationExecutor;->provider:Ljava/lang/String;

    const/4 v6, 0x1

    aput-object v7, v4, v6

    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->requestId()Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x2

    aput-object v7, v4, v6

    .line 53
    const-string v1, "request_log"

    const-string v3, "uid = ? AND provider = ? AND request_id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 57
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_1

    .line 58
    invoke-static {}, Ljava/util/Optional;->empty()Ljava/util/Optional;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v9

    .line 62
    if-eqz v8, :cond_0

    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 58
    :cond_0
    return-object v9

    .line 60
    :cond_1
    :try_start_1
    new-instance v0, Lcom/verdant/garden/beds/DurableMutationExecutor$Row;

    const/4 v3, 0x0

    invoke-interface {v8, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const/4 v4, 0x1

    invoke-interface {v8, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const/4 v5, 0x2

    invoke-interface {v8, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    const/4 v6, 0x3

    invoke-interface {v8, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    .line 61
    const/4 v7, 0x4

    invoke-interface {v8, v7}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v6

    move-object v1, v0

    invoke-direct/range {v1 .. v6}, Lcom/verdant/garden/beds/DurableMutationExecutor$Row;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 60
    invoke-static {v0}, Ljava/util/Optional;->of(Ljava/lang/Object;)Ljava/util/Optional;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    move-result-object v9

    .line 62
    if-eqz v8, :cond_2

    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 60
    :cond_2
    return-object v9

    :catch_0
    move-exception v9

    .line 53
    if-eqz v8, :cond_3

    :try_start_2
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_1

    goto :goto_0

    :catch_1
    move-exception v10

    invoke-virtual {v9, v10}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_3
    :goto_0
    throw v9
.end method

.method private record(Landroid/database/sqlite/SQLiteDatabase;Lcom/verdant/garden/cetp/ProviderRequest;Landroid/os/Bundle;)V
    .registers 11

    .line 77
    new-instance v6, Landroid/content/ContentValues;

    invoke-direct {v6}, Landroid/content/ContentValues;-><init>()V

    .line 78
    const-string v2, "status"

    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "status"

    invoke-virtual {v6, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 79
    const-string v2, "data"

    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "data"

    invoke-virtual {v6, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 80
    const-string v2, "error_code"

    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "error_code"

    invoke-virtual {v6, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 81
    const/4 v3, 0x3

    new-array v3, v3, [Ljava/lang/String;

    .line 82
    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->uid()I

    move-result v5

    invoke-static {v5}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v3, v4

    iget-object v5, p0, Lcom/verdant/garden/beds/DurableMutationExecutor;->provider:Ljava/lang/String;

    const/4 v4, 0x1

    aput-object v5, v3, v4

    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->requestId()Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x2

    aput-object v5, v3, v4

    .line 81
    const-string v0, "request_log"

    const-string v2, "uid = ? AND provider = ? AND request_id = ?"

    invoke-virtual {p1, v0, v6, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 83
    return-void
.end method

.method private release(Landroid/database/sqlite/SQLiteDatabase;Lcom/verdant/garden/cetp/ProviderRequest;)V
    .registers 8

    .line 86
    const/4 v2, 0x3

    new-array v2, v2, [Ljava/lang/String;

    .line 87
    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->uid()I

    move-result v4

    invoke-static {v4}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v2, v3

    iget-object v4, p0, Lcom/verdant/garden/beds/DurableMutationExecutor;->provider:Ljava/lang/String;

    const/4 v3, 0x1

    aput-object v4, v2, v3

    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->requestId()Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x2

    aput-object v4, v2, v3

    .line 86
    const-string v0, "request_log"

    const-string v1, "uid = ? AND provider = ? AND request_id = ?"

    invoke-virtual {p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 88
    return-void
.end method

.method private reserve(Landroid/database/sqlite/SQLiteDatabase;Lcom/verdant/garden/cetp/ProviderRequest;Ljava/lang/String;)V
    .registers 8

    .line 66
    new-instance v3, Landroid/content/ContentValues;

    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V

    .line 67
    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->uid()I

    move-result v1

    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    const-string v0, "uid"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 68
    iget-object v1, p0, Lcom/verdant/garden/beds/DurableMutationExecutor;->provider:Ljava/lang/String;

    const-string v0, "provider"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 69
    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->requestId()Ljava/lang/String;

    move-result-object v1

    const-string v0, "request_id"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 70
    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->tool()Lcom/verdant/garden/cetp/ToolDescriptor;

    move-result-object v1

    invoke-virtual {v1}, Lcom/verdant/garden/cetp/ToolDescriptor;->name()Ljava/lang/String;

    move-result-object v1

    const-string v0, "tool"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 71
    const-string v0, "args_sha256"

    invoke-virtual {v3, v0, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 72
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    const-string v0, "created_at"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 73
    const-string v0, "request_log"

    const/4 v1, 0x0

    invoke-virtual {p1, v0, v1, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 74
    return-void
.end method


# virtual methods
.method public execute(Lcom/verdant/garden/cetp/ProviderRequest;Ljava/util/function/Function;)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/verdant/garden/cetp/ProviderRequest;",
            "Ljava/util/function/Function<",
            "Lcom/verdant/garden/cetp/ProviderRequest;",
            "Landroid/os/Bundle;",
            ">;)",
            "Landroid/os/Bundle;"
        }
    .end annotation

    .line 30
    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->argsDigest()Ljava/lang/String;

    move-result-object v2

    .line 31
    invoke-direct {p0, p1}, Lcom/verdant/garden/beds/DurableMutationExecutor;->prior(Lcom/verdant/garden/cetp/ProviderRequest;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/beds/DurableMutationExecutor$$ExternalSyntheticLambda0;

    invoke-direct {v1, p1, v2}, Lcom/verdant/garden/beds/DurableMutationExecutor$$ExternalSyntheticLambda0;-><init>(Lcom/verdant/garden/cetp/ProviderRequest;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v3

    .line 32
    invoke-virtual {v3}, Ljava/util/Optional;->isPresent()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 33
    invoke-virtual {v3}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;

    return-object v0

    .line 35
    :cond_0
    iget-object v0, p0, Lcom/verdant/garden/beds/DurableMutationExecutor;->helper:Lcom/verdant/garden/data/GardenDatabase;

    invoke-virtual {v0}, Lcom/verdant/garden/data/GardenDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v4

    .line 36
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 38
    :try_start_0
    invoke-direct {p0, v4, p1, v2}, Lcom/verdant/garden/beds/DurableMutationExecutor;->reserve(Landroid/database/sqlite/SQLiteDatabase;Lcom/verdant/garden/cetp/ProviderRequest;Ljava/lang/String;)V

    .line 39
    invoke-interface {p2, p1}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;

    move-object v5, v0

    .line 40
    invoke-static {v5}, Lcom/verdant/garden/cetp/Envelopes;->isTerminal(Landroid/os/Bundle;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 41
    invoke-direct {p0, v4, p1, v5}, Lcom/verdant/garden/beds/DurableMutationExecutor;->record(Landroid/database/sqlite/SQLiteDatabase;Lcom/verdant/garden/cetp/ProviderRequest;Landroid/os/Bundle;)V

    goto :goto_0

    .line 43
    :cond_1
    invoke-direct {p0, v4, p1}, Lcom/verdant/garden/beds/DurableMutationExecutor;->release(Landroid/database/sqlite/SQLiteDatabase;Lcom/verdant/garden/cetp/ProviderRequest;)V

    .line 45
    :goto_0
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 46
    move-object v6, v5

    .line 48
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 46
    return-object v6

    :catchall_0
    move-exception v7

    .line 48
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 49
    throw v7
.end method
