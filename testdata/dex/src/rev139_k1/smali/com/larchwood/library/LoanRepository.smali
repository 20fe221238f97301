.class public final Lcom/larchwood/library/LoanRepository;
.super Lcom/larchwood/library/Repository;
.source "Repos.kt"


# direct methods
.method public constructor <init>(Lcom/larchwood/library/LibraryDb;)V
    .registers 5

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 44
    sget-object v2, Lcom/larchwood/library/LoanRepository$$ExternalSyntheticLambda0;->INSTANCE:Lcom/larchwood/library/LoanRepository$$ExternalSyntheticLambda0;

    const-string v1, "loans"

    invoke-direct {p0, p1, v1, v2}, Lcom/larchwood/library/Repository;-><init>(Lcom/larchwood/library/LibraryDb;Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V

    return-void
.end method

.method public static final _init_$lambda$0(Ljava/lang/String;)Ljava/lang/String;
    .registers 2

    .line 44
    move-object v0, p0

    if-nez p0, :cond_0

    const-string v0, "due_at"

    :cond_0
    return-object v0
.end method

.method public static final renew$lambda$0(Landroid/database/Cursor;)Ljava/lang/String;
    .registers 3

    const-string v1, "c"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 55
    invoke-interface {p0}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x0

    invoke-interface {p0, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    const-string v0, ""

    :goto_0
    return-object v0
.end method


# virtual methods
.method protected describe(Landroid/database/sqlite/SQLiteException;)Ljava/lang/String;
    .registers 4

    const-string v1, "e"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 50
    instance-of v0, p1, Landroid/database/sqlite/SQLiteDatabaseLockedException;

    if-eqz v0, :cond_0

    const-string v0, "Your loans are being updated, try again shortly"

    goto :goto_0

    :cond_0
    const-string v0, "Your loans cannot be read right now"

    :goto_0
    return-object v0
.end method

.method protected getColumns()Ljava/lang/String;
    .registers 2

    .line 45
    const-string v0, "id, title, author, due_at, renewals"

    return-object v0
.end method

.method protected read(Landroid/database/Cursor;)Lcom/larchwood/library/Loan;
    .registers 10

    const-string v1, "c"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 47
    new-instance v0, Lcom/larchwood/library/Loan;

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

    invoke-interface {p1, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    const-string v6, "getString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v6, 0x3

    invoke-interface {p1, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    const-string v7, "getString(...)"

    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v7, 0x4

    invoke-interface {p1, v7}, Landroid/database/Cursor;->getInt(I)I

    move-result v6

    move-object v1, v2

    move-object v2, v3

    move-object v3, v4

    move-object v4, v5

    move v5, v6

    invoke-direct/range {v0 .. v5}, Lcom/larchwood/library/Loan;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V

    return-object v0
.end method

.method public bridge synthetic read(Landroid/database/Cursor;)Ljava/lang/Object;
    .registers 3

    .line 44
    invoke-virtual {p0, p1}, Lcom/larchwood/library/LoanRepository;->read(Landroid/database/Cursor;)Lcom/larchwood/library/Loan;

    move-result-object v0

    return-object v0
.end method

.method public final renew(Ljava/lang/String;I)Ljava/lang/String;
    .registers 12

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 54
    invoke-virtual {p0}, Lcom/larchwood/library/LoanRepository;->getDb()Lcom/larchwood/library/LibraryDb;

    move-result-object v0

    invoke-virtual {v0}, Lcom/larchwood/library/LibraryDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x2

    new-array v7, v2, [Ljava/lang/Object;

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "+"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v6, " days"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v7, v3

    const/4 v3, 0x1

    aput-object p1, v7, v3

    const-string v1, "UPDATE loans SET due_at = date(due_at, ?), renewals = renewals + 1 WHERE id = ?"

    invoke-virtual {v0, v1, v7}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 55
    invoke-virtual {p0}, Lcom/larchwood/library/LoanRepository;->getDb()Lcom/larchwood/library/LibraryDb;

    move-result-object v0

    const/4 v2, 0x1

    new-array v8, v2, [Ljava/lang/String;

    const/4 v3, 0x0

    aput-object p1, v8, v3

    sget-object v3, Lcom/larchwood/library/LoanRepository$$ExternalSyntheticLambda1;->INSTANCE:Lcom/larchwood/library/LoanRepository$$ExternalSyntheticLambda1;

    const-string v1, "SELECT due_at FROM loans WHERE id = ?"

    invoke-virtual {v0, v1, v8, v3}, Lcom/larchwood/library/LibraryDb;->query(Ljava/lang/String;[Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Ljava/lang/Object;

    move-result-object v0

    const-string v2, "query(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method
