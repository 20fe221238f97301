.class public final Lcom/larchwood/library/FineRepository;
.super Lcom/larchwood/library/Repository;
.source "Repos.kt"


# direct methods
.method public constructor <init>(Lcom/larchwood/library/LibraryDb;)V
    .registers 5

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 64
    sget-object v2, Lcom/larchwood/library/FineRepository$$ExternalSyntheticLambda0;->INSTANCE:Lcom/larchwood/library/FineRepository$$ExternalSyntheticLambda0;

    const-string v1, "fines"

    invoke-direct {p0, p1, v1, v2}, Lcom/larchwood/library/Repository;-><init>(Lcom/larchwood/library/LibraryDb;Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V

    return-void
.end method

.method public static final _init_$lambda$0(Ljava/lang/String;)Ljava/lang/String;
    .registers 4

    .line 65
    move-object v2, p0

    .line 66
    const-string v1, "amount"

    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v0, "amount_pence DESC"

    goto :goto_0

    .line 67
    :cond_0
    const-string v1, "oldest"

    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const-string v0, "issued_at"

    goto :goto_0

    .line 68
    :cond_1
    const-string v0, "issued_at DESC"

    .line 69
    :goto_0
    return-object v0
.end method


# virtual methods
.method protected describe(Landroid/database/sqlite/SQLiteException;)Ljava/lang/String;
    .registers 5

    const-string v1, "e"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 75
    invoke-virtual {p1}, Landroid/database/sqlite/SQLiteException;->getMessage()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Fine lookup failed: "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method protected getColumns()Ljava/lang/String;
    .registers 2

    .line 71
    const-string v0, "id, reason, amount_pence, issued_at, paid"

    return-object v0
.end method

.method public final markPaid(Ljava/lang/String;)Z
    .registers 14

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 78
    invoke-virtual {p0}, Lcom/larchwood/library/FineRepository;->getDb()Lcom/larchwood/library/LibraryDb;

    move-result-object v0

    invoke-virtual {v0}, Lcom/larchwood/library/LibraryDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    new-instance v6, Landroid/content/ContentValues;

    invoke-direct {v6}, Landroid/content/ContentValues;-><init>()V

    move-object v7, v6

    .line 81
    const-string v10, "fines"

    move-object v9, v0

    const/4 v8, 0x0

    .line 78
    const/4 v2, 0x1

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "paid"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    sget-object v11, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    move-object v2, v6

    move-object v6, v4

    const/4 v5, 0x0

    aput-object p1, v6, v5

    const-string v3, "id = ? AND paid = 0"

    invoke-virtual {v9, v10, v2, v3, v6}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method protected read(Landroid/database/Cursor;)Lcom/larchwood/library/Fine;
    .registers 10

    const-string v1, "c"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 73
    new-instance v0, Lcom/larchwood/library/Fine;

    const/4 v3, 0x0

    invoke-interface {p1, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v4, "getString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v4, 0x1

    invoke-interface {p1, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v5, "getString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v5, 0x2

    invoke-interface {p1, v5}, Landroid/database/Cursor;->getInt(I)I

    move-result v4

    const/4 v6, 0x3

    invoke-interface {p1, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    const-string v7, "getString(...)"

    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v7, 0x4

    invoke-interface {p1, v7}, Landroid/database/Cursor;->getInt(I)I

    move-result v6

    if-eqz v6, :cond_0

    const/4 v6, 0x1

    goto :goto_0

    :cond_0
    const/4 v6, 0x0

    :goto_0
    move-object v1, v2

    move-object v2, v3

    move v3, v4

    move-object v4, v5

    move v5, v6

    invoke-direct/range {v0 .. v5}, Lcom/larchwood/library/Fine;-><init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Z)V

    return-object v0
.end method

.method public bridge synthetic read(Landroid/database/Cursor;)Ljava/lang/Object;
    .registers 3

    .line 64
    invoke-virtual {p0, p1}, Lcom/larchwood/library/FineRepository;->read(Landroid/database/Cursor;)Lcom/larchwood/library/Fine;

    move-result-object v0

    return-object v0
.end method
