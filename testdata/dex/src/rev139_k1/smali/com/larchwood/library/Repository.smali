.class public abstract Lcom/larchwood/library/Repository;
.super Ljava/lang/Object;
.source "Repos.kt"


# instance fields
.field private final db:Lcom/larchwood/library/LibraryDb;

.field private final sortKey:Lkotlin/jvm/functions/Function1;

.field private final table:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lcom/larchwood/library/LibraryDb;Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V
    .registers 5

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "table"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "sortKey"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larchwood/library/Repository;->db:Lcom/larchwood/library/LibraryDb;

    iput-object p2, p0, Lcom/larchwood/library/Repository;->table:Ljava/lang/String;

    iput-object p3, p0, Lcom/larchwood/library/Repository;->sortKey:Lkotlin/jvm/functions/Function1;

    return-void
.end method

.method public static final byId$lambda$0(Lcom/larchwood/library/Repository;Landroid/database/Cursor;)Ljava/lang/Object;
    .registers 4

    const-string v1, "c"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 28
    invoke-interface {p1}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {p0, p1}, Lcom/larchwood/library/Repository;->read(Landroid/database/Cursor;)Ljava/lang/Object;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public static final page$lambda$0(Lcom/larchwood/library/Repository;Landroid/database/Cursor;)Ljava/util/List;
    .registers 7

    const-string v1, "c"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 35
    invoke-static {}, Lkotlin/collections/CollectionsKt;->createListBuilder()Ljava/util/List;

    move-result-object v2

    move-object v3, v2

    .line 81
    const/4 v4, 0x0

    .line 35
    :goto_0
    invoke-interface {p1}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {p0, p1}, Lcom/larchwood/library/Repository;->read(Landroid/database/Cursor;)Ljava/lang/Object;

    move-result-object v1

    invoke-interface {v3, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    goto :goto_0

    :cond_0
    invoke-static {v2}, Lkotlin/collections/CollectionsKt;->build(Ljava/util/List;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final byId(Ljava/lang/String;)Lcom/larchwood/library/Attempt;
    .registers 11

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 28
    :try_start_0
    new-instance v0, Lcom/larchwood/library/Attempt$Done;

    iget-object v2, p0, Lcom/larchwood/library/Repository;->db:Lcom/larchwood/library/LibraryDb;

    invoke-virtual {p0}, Lcom/larchwood/library/Repository;->getColumns()Ljava/lang/String;

    move-result-object v3

    iget-object v4, p0, Lcom/larchwood/library/Repository;->table:Ljava/lang/String;

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "SELECT "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v6, " FROM "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v6, " WHERE id = ?"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    const/4 v4, 0x1

    new-array v7, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p1, v7, v5

    new-instance v5, Lcom/larchwood/library/Repository$$ExternalSyntheticLambda0;

    invoke-direct {v5, p0}, Lcom/larchwood/library/Repository$$ExternalSyntheticLambda0;-><init>(Lcom/larchwood/library/Repository;)V

    invoke-virtual {v2, v3, v7, v5}, Lcom/larchwood/library/LibraryDb;->query(Ljava/lang/String;[Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Ljava/lang/Object;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/larchwood/library/Attempt$Done;-><init>(Ljava/lang/Object;)V

    check-cast v0, Lcom/larchwood/library/Attempt;

    move-object v7, v0
    :try_end_0
    .catch Landroid/database/sqlite/SQLiteException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 29
    :catch_0
    move-exception v8

    .line 30
    new-instance v7, Lcom/larchwood/library/Attempt$Failed;

    invoke-virtual {p0, v8}, Lcom/larchwood/library/Repository;->describe(Landroid/database/sqlite/SQLiteException;)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v7, v2}, Lcom/larchwood/library/Attempt$Failed;-><init>(Ljava/lang/String;)V

    check-cast v7, Lcom/larchwood/library/Attempt;

    .line 31
    :goto_0
    return-object v7
.end method

.method protected describe(Landroid/database/sqlite/SQLiteException;)Ljava/lang/String;
    .registers 5

    const-string v1, "e"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 25
    iget-object v0, p0, Lcom/larchwood/library/Repository;->table:Ljava/lang/String;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "The "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v2, " cannot be read right now"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method protected abstract getColumns()Ljava/lang/String;
.end method

.method protected final getDb()Lcom/larchwood/library/LibraryDb;
    .registers 2

    .line 19
    iget-object v0, p0, Lcom/larchwood/library/Repository;->db:Lcom/larchwood/library/LibraryDb;

    return-object v0
.end method

.method public final page(Ljava/lang/String;I)Ljava/util/List;
    .registers 10

    .line 34
    iget-object v0, p0, Lcom/larchwood/library/Repository;->db:Lcom/larchwood/library/LibraryDb;

    invoke-virtual {p0}, Lcom/larchwood/library/Repository;->getColumns()Ljava/lang/String;

    move-result-object v1

    iget-object v2, p0, Lcom/larchwood/library/Repository;->table:Ljava/lang/String;

    iget-object v3, p0, Lcom/larchwood/library/Repository;->sortKey:Lkotlin/jvm/functions/Function1;

    invoke-interface {v3, p1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "SELECT "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, " FROM "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, " ORDER BY "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v5, " LIMIT ?"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const/4 v2, 0x1

    new-array v6, v2, [Ljava/lang/String;

    invoke-static {p2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v6, v3

    new-instance v3, Lcom/larchwood/library/Repository$$ExternalSyntheticLambda1;

    invoke-direct {v3, p0}, Lcom/larchwood/library/Repository$$ExternalSyntheticLambda1;-><init>(Lcom/larchwood/library/Repository;)V

    invoke-virtual {v0, v1, v6, v3}, Lcom/larchwood/library/LibraryDb;->query(Ljava/lang/String;[Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/List;

    .line 36
    return-object v0
.end method

.method protected abstract read(Landroid/database/Cursor;)Ljava/lang/Object;
.end method
