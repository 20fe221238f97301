.class public final Lcom/verdant/garden/cetp/Grants;
.super Ljava/lang/Object;
.source "Grants.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/verdant/garden/cetp/Grants$Grant;
    }
.end annotation


# instance fields
.field private final helper:Lcom/verdant/garden/data/GardenDatabase;


# direct methods
.method public constructor <init>(Lcom/verdant/garden/data/GardenDatabase;)V
    .registers 2

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    iput-object p1, p0, Lcom/verdant/garden/cetp/Grants;->helper:Lcom/verdant/garden/data/GardenDatabase;

    .line 16
    return-void
.end method

.method static synthetic lambda$find$0(Ljava/lang/String;)Z
    .registers 2

    .line 29
    invoke-virtual {p0}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method


# virtual methods
.method public find(Ljava/lang/String;Ljava/lang/String;)Ljava/util/Optional;
    .registers 15
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/Optional<",
            "Lcom/verdant/garden/cetp/Grants$Grant;",
            ">;"
        }
    .end annotation

    .line 19
    iget-object v0, p0, Lcom/verdant/garden/cetp/Grants;->helper:Lcom/verdant/garden/data/GardenDatabase;

    invoke-virtual {v0}, Lcom/verdant/garden/data/GardenDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x4

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "uid"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "cert_sha256"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "scopes"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    const-string v5, "paired_at"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    const/4 v6, 0x1

    aput-object p2, v4, v6

    .line 22
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v7

    invoke-static {v7, v8}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x2

    aput-object v7, v4, v6

    .line 19
    const-string v1, "grants"

    const-string v3, "provider = ? AND package = ? AND expires_at > ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 24
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_1

    .line 25
    invoke-static {}, Ljava/util/Optional;->empty()Ljava/util/Optional;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v10

    .line 32
    if-eqz v9, :cond_0

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 25
    :cond_0
    return-object v10

    .line 27
    :cond_1
    const/4 v1, 0x2

    :try_start_1
    invoke-interface {v9, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    const-string v1, ","

    invoke-virtual {v0, v1}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/cetp/Grants$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/verdant/garden/cetp/Grants$$ExternalSyntheticLambda0;-><init>()V

    .line 28
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->map(Ljava/util/function/Function;)Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/cetp/Grants$$ExternalSyntheticLambda1;

    invoke-direct {v1}, Lcom/verdant/garden/cetp/Grants$$ExternalSyntheticLambda1;-><init>()V

    .line 29
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;

    move-result-object v0

    .line 30
    invoke-static {}, Ljava/util/stream/Collectors;->toSet()Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Set;

    move-object v10, v0

    .line 31
    new-instance v0, Lcom/verdant/garden/cetp/Grants$Grant;

    const/4 v3, 0x0

    invoke-interface {v9, v3}, Landroid/database/Cursor;->getInt(I)I

    move-result v2

    const/4 v5, 0x1

    invoke-interface {v9, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    const/4 v7, 0x3

    invoke-interface {v9, v7}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v6

    move-object v1, v0

    move-object v3, p2

    move-object v5, v10

    invoke-direct/range {v1 .. v7}, Lcom/verdant/garden/cetp/Grants$Grant;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/util/Set;J)V

    invoke-static {v0}, Ljava/util/Optional;->of(Ljava/lang/Object;)Ljava/util/Optional;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    move-result-object v11

    .line 32
    if-eqz v9, :cond_2

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 31
    :cond_2
    return-object v11

    :catch_0
    move-exception v10

    .line 19
    if-eqz v9, :cond_3

    :try_start_2
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_1

    goto :goto_0

    :catch_1
    move-exception v11

    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_3
    :goto_0
    throw v10
.end method
