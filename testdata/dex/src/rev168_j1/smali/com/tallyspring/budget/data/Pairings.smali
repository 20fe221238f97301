.class public final Lcom/tallyspring/budget/data/Pairings;
.super Ljava/lang/Object;
.source "Pairings.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tallyspring/budget/data/Pairings$Pairing;
    }
.end annotation


# static fields
.field private static final COLUMNS:[Ljava/lang/String;


# instance fields
.field private final db:Lcom/tallyspring/budget/data/LedgerDb;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 27
    const/4 v0, 0x4

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "package"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "cert_sha256"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "scopes"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "paired_at"

    aput-object v2, v0, v1

    sput-object v0, Lcom/tallyspring/budget/data/Pairings;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Lcom/tallyspring/budget/data/LedgerDb;)V
    .registers 2

    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 32
    iput-object p1, p0, Lcom/tallyspring/budget/data/Pairings;->db:Lcom/tallyspring/budget/data/LedgerDb;

    .line 33
    return-void
.end method

.method static scopeList(Ljava/lang/String;)Ljava/util/Set;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 49
    new-instance v2, Lcom/tallyspring/budget/data/Pairings$$ExternalSyntheticLambda0;

    invoke-direct {v2}, Lcom/tallyspring/budget/data/Pairings$$ExternalSyntheticLambda0;-><init>()V

    .line 50
    const-string v1, ","

    invoke-virtual {p0, v1}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/data/Pairings$$ExternalSyntheticLambda1;

    invoke-direct {v1}, Lcom/tallyspring/budget/data/Pairings$$ExternalSyntheticLambda1;-><init>()V

    .line 51
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->map(Ljava/util/function/Function;)Ljava/util/stream/Stream;

    move-result-object v0

    .line 52
    invoke-interface {v2}, Ljava/util/function/Predicate;->negate()Ljava/util/function/Predicate;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;

    move-result-object v0

    .line 53
    invoke-static {}, Ljava/util/stream/Collectors;->toSet()Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Set;

    .line 50
    return-object v0
.end method


# virtual methods
.method public find(Ljava/lang/String;Ljava/lang/String;)Ljava/util/Optional;
    .registers 16
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/Optional<",
            "Lcom/tallyspring/budget/data/Pairings$Pairing;",
            ">;"
        }
    .end annotation

    .line 36
    iget-object v0, p0, Lcom/tallyspring/budget/data/Pairings;->db:Lcom/tallyspring/budget/data/LedgerDb;

    invoke-virtual {v0}, Lcom/tallyspring/budget/data/LedgerDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v8

    .line 37
    const/4 v0, 0x2

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    aput-object p1, v0, v2

    const/4 v2, 0x1

    aput-object p2, v0, v2

    move-object v9, v0

    .line 38
    sget-object v2, Lcom/tallyspring/budget/data/Pairings;->COLUMNS:[Ljava/lang/String;

    move-object v0, v8

    const-string v1, "paired_apps"

    const-string v3, "package = ? AND provider = ?"

    move-object v4, v9

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v10

    .line 39
    :try_start_0
    invoke-interface {v10}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_1

    .line 40
    invoke-static {}, Ljava/util/Optional;->empty()Ljava/util/Optional;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v11

    .line 44
    if-eqz v10, :cond_0

    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    .line 40
    :cond_0
    return-object v11

    .line 42
    :cond_1
    :try_start_1
    new-instance v0, Lcom/tallyspring/budget/data/Pairings$Pairing;

    const/4 v3, 0x0

    invoke-interface {v10, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const/4 v4, 0x1

    invoke-interface {v10, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const/4 v5, 0x2

    invoke-interface {v10, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    invoke-static {v4}, Lcom/tallyspring/budget/data/Pairings;->scopeList(Ljava/lang/String;)Ljava/util/Set;

    move-result-object v4

    .line 43
    const/4 v6, 0x3

    invoke-interface {v10, v6}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v5

    move-object v1, v0

    invoke-direct/range {v1 .. v6}, Lcom/tallyspring/budget/data/Pairings$Pairing;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/Set;J)V

    .line 42
    invoke-static {v0}, Ljava/util/Optional;->of(Ljava/lang/Object;)Ljava/util/Optional;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    move-result-object v11

    .line 44
    if-eqz v10, :cond_2

    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    .line 42
    :cond_2
    return-object v11

    :catch_0
    move-exception v11

    .line 38
    if-eqz v10, :cond_3

    :try_start_2
    invoke-interface {v10}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_1

    goto :goto_0

    :catch_1
    move-exception v12

    invoke-virtual {v11, v12}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_3
    :goto_0
    throw v11
.end method
