.class public final Lcom/verdant/garden/cetp/SessionStore;
.super Ljava/lang/Object;
.source "SessionStore.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/verdant/garden/cetp/SessionStore$Session;
    }
.end annotation


# instance fields
.field private final helper:Lcom/verdant/garden/data/GardenDatabase;

.field private final tokenSource:Ljava/util/function/Supplier;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/Supplier<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>(Lcom/verdant/garden/data/GardenDatabase;)V
    .registers 3

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    new-instance v0, Lcom/verdant/garden/cetp/SessionStore$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lcom/verdant/garden/cetp/SessionStore$$ExternalSyntheticLambda0;-><init>()V

    iput-object v0, p0, Lcom/verdant/garden/cetp/SessionStore;->tokenSource:Ljava/util/function/Supplier;

    .line 21
    iput-object p1, p0, Lcom/verdant/garden/cetp/SessionStore;->helper:Lcom/verdant/garden/data/GardenDatabase;

    .line 22
    return-void
.end method

.method static synthetic lambda$find$0(Ljava/lang/String;)Z
    .registers 2

    .line 49
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

.method static synthetic lambda$find$1()Ljava/util/TreeSet;
    .registers 1

    .line 50
    new-instance v0, Ljava/util/TreeSet;

    invoke-direct {v0}, Ljava/util/TreeSet;-><init>()V

    return-object v0
.end method

.method static synthetic lambda$find$2(JLcom/verdant/garden/cetp/SessionStore$Session;)Z
    .registers 5

    .line 51
    invoke-static {p2}, Lcom/verdant/garden/cetp/SessionStore$Session;->-$$Nest$fgetexpiresAt(Lcom/verdant/garden/cetp/SessionStore$Session;)J

    move-result-wide v0

    cmp-long v0, v0, p0

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method


# virtual methods
.method public find(Ljava/lang/String;Ljava/lang/String;IJ)Ljava/util/Optional;
    .registers 20
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "IJ)",
            "Ljava/util/Optional<",
            "Lcom/verdant/garden/cetp/SessionStore$Session;",
            ">;"
        }
    .end annotation

    .line 37
    if-eqz p2, :cond_0

    move-object/from16 v0, p2

    invoke-virtual {v0}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 38
    :cond_0
    invoke-static {}, Ljava/util/Optional;->empty()Ljava/util/Optional;

    move-result-object v0

    return-object v0

    .line 40
    :cond_1
    iget-object v0, p0, Lcom/verdant/garden/cetp/SessionStore;->helper:Lcom/verdant/garden/data/GardenDatabase;

    invoke-virtual {v0}, Lcom/verdant/garden/data/GardenDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v8

    .line 41
    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "capabilities"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "expires_at"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p2, v4, v6

    const/4 v6, 0x1

    aput-object p1, v4, v6

    .line 42
    move/from16 v7, p3

    invoke-static {v7}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x2

    aput-object v7, v4, v6

    .line 41
    move-object v0, v8

    const-string v1, "sessions"

    const-string v3, "token = ? AND provider = ? AND uid = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 44
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_3

    .line 45
    invoke-static {}, Ljava/util/Optional;->empty()Ljava/util/Optional;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v10

    .line 52
    if-eqz v9, :cond_2

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 45
    :cond_2
    return-object v10

    .line 47
    :cond_3
    const/4 v1, 0x1

    :try_start_1
    invoke-interface {v9, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v10

    .line 48
    const/4 v1, 0x0

    invoke-interface {v9, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    const-string v1, ","

    invoke-virtual {v0, v1}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/cetp/SessionStore$$ExternalSyntheticLambda1;

    invoke-direct {v1}, Lcom/verdant/garden/cetp/SessionStore$$ExternalSyntheticLambda1;-><init>()V

    .line 49
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/cetp/SessionStore$$ExternalSyntheticLambda2;

    invoke-direct {v1}, Lcom/verdant/garden/cetp/SessionStore$$ExternalSyntheticLambda2;-><init>()V

    .line 50
    invoke-static {v1}, Ljava/util/stream/Collectors;->toCollection(Ljava/util/function/Supplier;)Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Set;

    move-object v12, v0

    .line 51
    new-instance v0, Lcom/verdant/garden/cetp/SessionStore$Session;

    move-object v1, v0

    move-object/from16 v2, p2

    move/from16 v3, p3

    move-object v4, v12

    move-wide v5, v10

    invoke-direct/range {v1 .. v6}, Lcom/verdant/garden/cetp/SessionStore$Session;-><init>(Ljava/lang/String;ILjava/util/Set;J)V

    invoke-static {v0}, Ljava/util/Optional;->of(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    new-instance v3, Lcom/verdant/garden/cetp/SessionStore$$ExternalSyntheticLambda3;

    move-wide/from16 v1, p4

    invoke-direct {v3, v1, v2}, Lcom/verdant/garden/cetp/SessionStore$$ExternalSyntheticLambda3;-><init>(J)V

    move-object v1, v3

    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    move-result-object v13

    .line 52
    if-eqz v9, :cond_4

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 51
    :cond_4
    return-object v13

    :catch_0
    move-exception v10

    .line 41
    if-eqz v9, :cond_5

    :try_start_2
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_1

    goto :goto_0

    :catch_1
    move-exception v11

    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_5
    :goto_0
    throw v10
.end method

.method public open(Ljava/lang/String;ILjava/util/Set;J)Lcom/verdant/garden/cetp/SessionStore$Session;
    .registers 15
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "I",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;J)",
            "Lcom/verdant/garden/cetp/SessionStore$Session;"
        }
    .end annotation

    .line 25
    iget-object v0, p0, Lcom/verdant/garden/cetp/SessionStore;->tokenSource:Ljava/util/function/Supplier;

    invoke-interface {v0}, Ljava/util/function/Supplier;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v7, v0

    .line 26
    new-instance v8, Landroid/content/ContentValues;

    invoke-direct {v8}, Landroid/content/ContentValues;-><init>()V

    .line 27
    const-string v1, "token"

    invoke-virtual {v8, v1, v7}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 28
    const-string v1, "provider"

    invoke-virtual {v8, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 29
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 30
    invoke-interface {p3}, Ljava/util/Set;->stream()Ljava/util/stream/Stream;

    move-result-object v2

    const-string v3, ","

    invoke-static {v3}, Ljava/util/stream/Collectors;->joining(Ljava/lang/CharSequence;)Ljava/util/stream/Collector;

    move-result-object v3

    invoke-interface {v2, v3}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/lang/String;

    const-string v1, "capabilities"

    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 31
    invoke-static {p4, p5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 32
    iget-object v0, p0, Lcom/verdant/garden/cetp/SessionStore;->helper:Lcom/verdant/garden/data/GardenDatabase;

    invoke-virtual {v0}, Lcom/verdant/garden/data/GardenDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "sessions"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v8}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 33
    new-instance v0, Lcom/verdant/garden/cetp/SessionStore$Session;

    move-object v1, v0

    move-object v2, v7

    move v3, p2

    move-object v4, p3

    move-wide v5, p4

    invoke-direct/range {v1 .. v6}, Lcom/verdant/garden/cetp/SessionStore$Session;-><init>(Ljava/lang/String;ILjava/util/Set;J)V

    return-object v0
.end method
