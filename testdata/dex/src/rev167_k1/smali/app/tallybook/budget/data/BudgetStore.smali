.class public final Lapp/tallybook/budget/data/BudgetStore;
.super Ljava/lang/Object;
.source "BudgetStore.kt"


# static fields
.field private static final COLUMNS:[Ljava/lang/String;

.field private static final Companion:Lapp/tallybook/budget/data/BudgetStore$Companion;


# instance fields
.field private final db:Lapp/tallybook/budget/data/TallyDb;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lapp/tallybook/budget/data/BudgetStore$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lapp/tallybook/budget/data/BudgetStore$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/tallybook/budget/data/BudgetStore;->Companion:Lapp/tallybook/budget/data/BudgetStore$Companion;

    .line 93
    const/4 v0, 0x6

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "id"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "name"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "limit_cents"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    const-string v2, "spent_cents"

    const/4 v1, 0x3

    aput-object v2, v3, v1

    const-string v2, "period_start"

    const/4 v1, 0x4

    aput-object v2, v3, v1

    const-string v2, "closed"

    const/4 v1, 0x5

    aput-object v2, v3, v1

    sput-object v3, Lapp/tallybook/budget/data/BudgetStore;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Lapp/tallybook/budget/data/TallyDb;)V
    .registers 3

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 32
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/tallybook/budget/data/BudgetStore;->db:Lapp/tallybook/budget/data/TallyDb;

    return-void
.end method

.method public static final synthetic access$getCOLUMNS$cp()[Ljava/lang/String;
    .registers 1

    .line 32
    sget-object v0, Lapp/tallybook/budget/data/BudgetStore;->COLUMNS:[Ljava/lang/String;

    return-object v0
.end method

.method private final getBudget(Landroid/database/Cursor;)Lapp/tallybook/budget/data/Budget;
    .registers 14

    .line 34
    new-instance v0, Lapp/tallybook/budget/data/Budget;

    const/4 v3, 0x0

    invoke-interface {p1, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    const/4 v5, 0x1

    invoke-interface {p1, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    const-string v6, "getString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v6, 0x2

    invoke-interface {p1, v6}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v5

    const/4 v8, 0x3

    invoke-interface {p1, v8}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v7

    const/4 v10, 0x4

    invoke-interface {p1, v10}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v9

    const-string v11, "getString(...)"

    invoke-static {v9, v11}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v11, 0x5

    invoke-interface {p1, v11}, Landroid/database/Cursor;->getInt(I)I

    move-result v10

    if-eqz v10, :cond_0

    const/4 v10, 0x1

    goto :goto_0

    :cond_0
    const/4 v10, 0x0

    :goto_0
    move-wide v1, v2

    move-object v3, v4

    move-wide v4, v5

    move-wide v6, v7

    move-object v8, v9

    move v9, v10

    invoke-direct/range {v0 .. v9}, Lapp/tallybook/budget/data/Budget;-><init>(JLjava/lang/String;JJLjava/lang/String;Z)V

    return-object v0
.end method

.method public static synthetic list$default(Lapp/tallybook/budget/data/BudgetStore;ZILjava/lang/Object;)Ljava/util/List;
    .registers 5

    .line 36
    and-int/lit8 v0, p2, 0x1

    if-eqz v0, :cond_0

    const/4 p1, 0x0

    :cond_0
    invoke-virtual {p0, p1}, Lapp/tallybook/budget/data/BudgetStore;->list(Z)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method private final rollOver(Lapp/tallybook/budget/data/Budget;Ljava/lang/String;)Lapp/tallybook/budget/data/Budget;
    .registers 20

    .line 52
    move-object/from16 v0, p1

    move-object/from16 v8, p2

    const-wide/16 v1, 0x0

    const/4 v3, 0x0

    const-wide/16 v4, 0x0

    const-wide/16 v6, 0x0

    const/4 v9, 0x0

    const/16 v10, 0x27

    const/4 v11, 0x0

    invoke-static/range {v0 .. v11}, Lapp/tallybook/budget/data/Budget;->copy$default(Lapp/tallybook/budget/data/Budget;JLjava/lang/String;JJLjava/lang/String;ZILjava/lang/Object;)Lapp/tallybook/budget/data/Budget;

    move-result-object v12

    .line 53
    new-instance v14, Landroid/content/ContentValues;

    invoke-direct {v14}, Landroid/content/ContentValues;-><init>()V

    move-object v15, v14

    const/16 v16, 0x0

    .line 54
    invoke-virtual {v12}, Lapp/tallybook/budget/data/Budget;->getSpentCents()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "spent_cents"

    invoke-virtual {v15, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 55
    invoke-virtual {v12}, Lapp/tallybook/budget/data/Budget;->getPeriodStart()Ljava/lang/String;

    move-result-object v2

    const-string v1, "period_start"

    invoke-virtual {v15, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 53
    move-object v13, v14

    .line 57
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/tallybook/budget/data/BudgetStore;->db:Lapp/tallybook/budget/data/TallyDb;

    invoke-virtual {v0}, Lapp/tallybook/budget/data/TallyDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v14, v4, [Ljava/lang/String;

    move-object/from16 v6, p1

    invoke-virtual {v6}, Lapp/tallybook/budget/data/Budget;->getId()J

    move-result-wide v6

    invoke-static {v6, v7}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v14, v5

    const-string v1, "budgets"

    const-string v3, "id = ?"

    invoke-virtual {v0, v1, v13, v3, v14}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 58
    return-object v12
.end method


# virtual methods
.method public final close(Lapp/tallybook/budget/data/BudgetClosure;)Z
    .registers 20

    move-object/from16 v0, p1

    const-string v1, "closure"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 77
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/tallybook/budget/data/BudgetClosure;->component1()J

    move-result-wide v7

    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/tallybook/budget/data/BudgetClosure;->component2()Z

    move-result v9

    .line 78
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/tallybook/budget/data/BudgetStore;->db:Lapp/tallybook/budget/data/TallyDb;

    invoke-virtual {v0}, Lapp/tallybook/budget/data/TallyDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v10

    .line 79
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 81
    :try_start_0
    if-eqz v9, :cond_0

    .line 82
    new-instance v11, Landroid/content/ContentValues;

    invoke-direct {v11}, Landroid/content/ContentValues;-><init>()V

    move-object v12, v11

    .line 97
    const-string v16, "expenses"

    move-object v15, v10

    const/4 v13, 0x0

    .line 82
    neg-long v2, v7

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "budget_id"

    invoke-virtual {v12, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    sget-object v17, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    move-object v2, v11

    move-object v11, v4

    invoke-static {v7, v8}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v11, v5

    move-object/from16 v1, v16

    const-string v3, "budget_id = ?"

    invoke-virtual {v15, v1, v2, v3, v11}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 84
    :cond_0
    new-instance v12, Landroid/content/ContentValues;

    invoke-direct {v12}, Landroid/content/ContentValues;-><init>()V

    move-object v13, v12

    .line 97
    const-string v16, "budgets"

    move-object v15, v10

    const/4 v14, 0x0

    .line 84
    const/4 v2, 0x1

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "closed"

    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    sget-object v17, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    move-object v2, v12

    move-object v12, v4

    invoke-static {v7, v8}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v12, v5

    move-object/from16 v1, v16

    const-string v3, "id = ? AND closed = 0"

    invoke-virtual {v15, v1, v2, v3, v12}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v11

    .line 85
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V

    .line 86
    const/4 v1, 0x1

    if-ne v11, v1, :cond_1

    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    move v12, v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 88
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 86
    return v12

    .line 88
    :catchall_0
    move-exception v12

    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    throw v12
.end method

.method public final create(Ljava/lang/String;JLjava/lang/String;)J
    .registers 12

    const-string v1, "name"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "month"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 62
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    move-object v5, v4

    const/4 v6, 0x0

    .line 63
    const-string v1, "name"

    invoke-virtual {v5, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 64
    invoke-static {p2, p3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "limit_cents"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 65
    const-string v1, "period_start"

    invoke-virtual {v5, v1, p4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 62
    move-object v3, v4

    .line 67
    iget-object v0, p0, Lapp/tallybook/budget/data/BudgetStore;->db:Lapp/tallybook/budget/data/TallyDb;

    invoke-virtual {v0}, Lapp/tallybook/budget/data/TallyDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "budgets"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v0

    return-wide v0
.end method

.method public final current(JLjava/lang/String;)Lapp/tallybook/budget/data/Budget;
    .registers 7

    const-string v1, "month"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 47
    invoke-virtual {p0, p1, p2}, Lapp/tallybook/budget/data/BudgetStore;->find(J)Lapp/tallybook/budget/data/Budget;

    move-result-object v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    :cond_0
    move-object v2, v0

    .line 48
    invoke-virtual {v2}, Lapp/tallybook/budget/data/Budget;->getPeriodStart()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0, p3}, Ljava/lang/String;->compareTo(Ljava/lang/String;)I

    move-result v0

    if-gez v0, :cond_1

    invoke-direct {p0, v2, p3}, Lapp/tallybook/budget/data/BudgetStore;->rollOver(Lapp/tallybook/budget/data/Budget;Ljava/lang/String;)Lapp/tallybook/budget/data/Budget;

    move-result-object v0

    goto :goto_0

    :cond_1
    move-object v0, v2

    :goto_0
    return-object v0
.end method

.method public final find(J)Lapp/tallybook/budget/data/Budget;
    .registers 15

    .line 42
    iget-object v0, p0, Lapp/tallybook/budget/data/BudgetStore;->db:Lapp/tallybook/budget/data/TallyDb;

    invoke-virtual {v0}, Lapp/tallybook/budget/data/TallyDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lapp/tallybook/budget/data/BudgetStore;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v8, v4, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v8, v5

    move-object v4, v8

    const-string v1, "budgets"

    const-string v3, "id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    check-cast v8, Ljava/io/Closeable;

    .line 43
    const/4 v9, 0x0

    :try_start_0
    move-object v0, v8

    check-cast v0, Landroid/database/Cursor;

    move-object v10, v0

    .line 97
    const/4 v11, 0x0

    .line 43
    invoke-interface {v10}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {p0, v10}, Lapp/tallybook/budget/data/BudgetStore;->getBudget(Landroid/database/Cursor;)Lapp/tallybook/budget/data/Budget;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v10, v0
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v10

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v11

    move-object v9, v11

    throw v11
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v11

    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v11

    :goto_1
    return-object v0
.end method

.method public final list(Z)Ljava/util/List;
    .registers 17

    .line 37
    iget-object v0, p0, Lapp/tallybook/budget/data/BudgetStore;->db:Lapp/tallybook/budget/data/TallyDb;

    invoke-virtual {v0}, Lapp/tallybook/budget/data/TallyDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 38
    sget-object v2, Lapp/tallybook/budget/data/BudgetStore;->COLUMNS:[Ljava/lang/String;

    const-string v1, "budgets"

    if-eqz p1, :cond_0

    const/4 v3, 0x0

    goto :goto_0

    :cond_0
    const-string v3, "closed = 0"

    .line 37
    :goto_0
    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "name"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    check-cast v8, Ljava/io/Closeable;

    .line 39
    const/4 v9, 0x0

    :try_start_0
    move-object v0, v8

    check-cast v0, Landroid/database/Cursor;

    move-object v10, v0

    .line 97
    const/4 v11, 0x0

    .line 39
    invoke-static {}, Lkotlin/collections/CollectionsKt;->createListBuilder()Ljava/util/List;

    move-result-object v12

    move-object v13, v12

    .line 97
    const/4 v14, 0x0

    .line 39
    :goto_1
    invoke-interface {v10}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {p0, v10}, Lapp/tallybook/budget/data/BudgetStore;->getBudget(Landroid/database/Cursor;)Lapp/tallybook/budget/data/Budget;

    move-result-object v1

    invoke-interface {v13, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    goto :goto_1

    :cond_1
    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->build(Ljava/util/List;)Ljava/util/List;

    move-result-object v10
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v10

    goto :goto_2

    :catch_0
    :try_start_1
    move-exception v11

    move-object v9, v11

    throw v11
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v11

    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v11

    :goto_2
    return-object v0
.end method

.method public final setLimit(Lapp/tallybook/budget/data/LimitChange;)Z
    .registers 17

    move-object/from16 v0, p1

    const-string v1, "change"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 71
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/tallybook/budget/data/LimitChange;->component1()J

    move-result-wide v7

    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/tallybook/budget/data/LimitChange;->component2()J

    move-result-wide v9

    .line 72
    new-instance v12, Landroid/content/ContentValues;

    invoke-direct {v12}, Landroid/content/ContentValues;-><init>()V

    move-object v13, v12

    .line 97
    const/4 v14, 0x0

    .line 72
    invoke-static {v9, v10}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "limit_cents"

    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    move-object v11, v12

    .line 73
    iget-object v0, p0, Lapp/tallybook/budget/data/BudgetStore;->db:Lapp/tallybook/budget/data/TallyDb;

    invoke-virtual {v0}, Lapp/tallybook/budget/data/TallyDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v12, v4, [Ljava/lang/String;

    invoke-static {v7, v8}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v12, v5

    const-string v1, "budgets"

    const-string v3, "id = ? AND closed = 0"

    invoke-virtual {v0, v1, v11, v3, v12}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

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
