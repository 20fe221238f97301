.class public final Lapp/tallybook/budget/data/ExpenseStore;
.super Ljava/lang/Object;
.source "ExpenseStore.kt"


# static fields
.field private static final COLUMNS:[Ljava/lang/String;

.field private static final Companion:Lapp/tallybook/budget/data/ExpenseStore$Companion;


# instance fields
.field private final db:Lapp/tallybook/budget/data/TallyDb;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lapp/tallybook/budget/data/ExpenseStore$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lapp/tallybook/budget/data/ExpenseStore$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/tallybook/budget/data/ExpenseStore;->Companion:Lapp/tallybook/budget/data/ExpenseStore$Companion;

    .line 88
    const/4 v0, 0x5

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "id"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "amount_cents"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "category"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    const-string v2, "note"

    const/4 v1, 0x3

    aput-object v2, v3, v1

    const-string v2, "spent_on"

    const/4 v1, 0x4

    aput-object v2, v3, v1

    sput-object v3, Lapp/tallybook/budget/data/ExpenseStore;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Lapp/tallybook/budget/data/TallyDb;)V
    .registers 3

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 39
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/tallybook/budget/data/ExpenseStore;->db:Lapp/tallybook/budget/data/TallyDb;

    return-void
.end method

.method public static final synthetic access$getCOLUMNS$cp()[Ljava/lang/String;
    .registers 1

    .line 39
    sget-object v0, Lapp/tallybook/budget/data/ExpenseStore;->COLUMNS:[Ljava/lang/String;

    return-object v0
.end method

.method private final getExpense(Landroid/database/Cursor;)Lapp/tallybook/budget/data/Expense;
    .registers 13

    .line 41
    new-instance v0, Lapp/tallybook/budget/data/Expense;

    const/4 v3, 0x0

    invoke-interface {p1, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    const/4 v5, 0x1

    invoke-interface {p1, v5}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v4

    const/4 v7, 0x2

    invoke-interface {p1, v7}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v6

    const-string v8, "getString(...)"

    invoke-static {v6, v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v8, 0x3

    invoke-interface {p1, v8}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v7

    const-string v9, "getString(...)"

    invoke-static {v7, v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v9, 0x4

    invoke-interface {p1, v9}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v8

    const-string v10, "getString(...)"

    invoke-static {v8, v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-wide v1, v2

    move-wide v3, v4

    move-object v5, v6

    move-object v6, v7

    move-object v7, v8

    invoke-direct/range {v0 .. v7}, Lapp/tallybook/budget/data/Expense;-><init>(JJLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method public static synthetic recent$default(Lapp/tallybook/budget/data/ExpenseStore;Ljava/lang/String;IILjava/lang/Object;)Ljava/util/List;
    .registers 6

    .line 43
    and-int/lit8 v0, p3, 0x1

    if-eqz v0, :cond_0

    const/4 p1, 0x0

    :cond_0
    and-int/lit8 v0, p3, 0x2

    if-eqz v0, :cond_1

    const/16 p2, 0x14

    :cond_1
    invoke-virtual {p0, p1, p2}, Lapp/tallybook/budget/data/ExpenseStore;->recent(Ljava/lang/String;I)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final add(JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)J
    .registers 13

    const-string v1, "category"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "note"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "spentOn"

    invoke-static {p5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 65
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    move-object v5, v4

    const/4 v6, 0x0

    .line 66
    invoke-static {p1, p2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "amount_cents"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 67
    const-string v1, "category"

    invoke-virtual {v5, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 68
    const-string v1, "note"

    invoke-virtual {v5, v1, p4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 69
    const-string v1, "spent_on"

    invoke-virtual {v5, v1, p5}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 65
    move-object v3, v4

    .line 71
    iget-object v0, p0, Lapp/tallybook/budget/data/ExpenseStore;->db:Lapp/tallybook/budget/data/TallyDb;

    invoke-virtual {v0}, Lapp/tallybook/budget/data/TallyDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "expenses"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v0

    return-wide v0
.end method

.method public final delete(J)Z
    .registers 10

    .line 85
    iget-object v0, p0, Lapp/tallybook/budget/data/ExpenseStore;->db:Lapp/tallybook/budget/data/TallyDb;

    invoke-virtual {v0}, Lapp/tallybook/budget/data/TallyDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v6, v3, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v6, v4

    const-string v1, "expenses"

    const-string v2, "id = ?"

    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

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

.method public final edit(Lapp/tallybook/budget/data/ExpenseChange;)Z
    .registers 23

    move-object/from16 v0, p1

    const-string v1, "change"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 75
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/tallybook/budget/data/ExpenseChange;->component1()J

    move-result-wide v7

    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/tallybook/budget/data/ExpenseChange;->component2()Ljava/lang/Long;

    move-result-object v9

    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/tallybook/budget/data/ExpenseChange;->component3()Ljava/lang/String;

    move-result-object v10

    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/tallybook/budget/data/ExpenseChange;->component4()Ljava/lang/String;

    move-result-object v11

    .line 76
    new-instance v13, Landroid/content/ContentValues;

    invoke-direct {v13}, Landroid/content/ContentValues;-><init>()V

    move-object v14, v13

    const/4 v15, 0x0

    .line 77
    move-object v0, v9

    if-eqz v9, :cond_0

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v16

    .line 92
    const/16 v18, 0x0

    .line 77
    move-wide/from16 v2, v16

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "amount_cents"

    invoke-virtual {v14, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    goto :goto_0

    .line 78
    :cond_0
    :goto_0
    move-object v0, v10

    if-eqz v10, :cond_1

    move-object/from16 v19, v0

    .line 92
    const/16 v20, 0x0

    .line 78
    const-string v1, "category"

    move-object/from16 v2, v19

    invoke-virtual {v14, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_1

    .line 79
    :cond_1
    :goto_1
    move-object v0, v11

    if-eqz v11, :cond_2

    move-object/from16 v19, v0

    .line 92
    const/16 v20, 0x0

    .line 79
    const-string v1, "note"

    move-object/from16 v2, v19

    invoke-virtual {v14, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_2

    .line 76
    :cond_2
    :goto_2
    move-object v12, v13

    .line 81
    invoke-virtual {v12}, Landroid/content/ContentValues;->size()I

    move-result v0

    if-nez v0, :cond_4

    move-object/from16 v0, p0

    invoke-virtual {v0, v7, v8}, Lapp/tallybook/budget/data/ExpenseStore;->find(J)Lapp/tallybook/budget/data/Expense;

    move-result-object v0

    if-eqz v0, :cond_3

    const/4 v0, 0x1

    goto :goto_3

    :cond_3
    const/4 v0, 0x0

    :goto_3
    return v0

    .line 82
    :cond_4
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/tallybook/budget/data/ExpenseStore;->db:Lapp/tallybook/budget/data/TallyDb;

    invoke-virtual {v0}, Lapp/tallybook/budget/data/TallyDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v13, v4, [Ljava/lang/String;

    invoke-static {v7, v8}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v13, v5

    const-string v1, "expenses"

    const-string v3, "id = ?"

    invoke-virtual {v0, v1, v12, v3, v13}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_5

    const/4 v0, 0x1

    goto :goto_4

    :cond_5
    const/4 v0, 0x0

    :goto_4
    return v0
.end method

.method public final find(J)Lapp/tallybook/budget/data/Expense;
    .registers 15

    .line 53
    iget-object v0, p0, Lapp/tallybook/budget/data/ExpenseStore;->db:Lapp/tallybook/budget/data/TallyDb;

    invoke-virtual {v0}, Lapp/tallybook/budget/data/TallyDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lapp/tallybook/budget/data/ExpenseStore;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v8, v4, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v8, v5

    move-object v4, v8

    const-string v1, "expenses"

    const-string v3, "id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    check-cast v8, Ljava/io/Closeable;

    .line 54
    const/4 v9, 0x0

    :try_start_0
    move-object v0, v8

    check-cast v0, Landroid/database/Cursor;

    move-object v10, v0

    .line 92
    const/4 v11, 0x0

    .line 54
    invoke-interface {v10}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {p0, v10}, Lapp/tallybook/budget/data/ExpenseStore;->getExpense(Landroid/database/Cursor;)Lapp/tallybook/budget/data/Expense;

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

.method public final recent(Ljava/lang/String;I)Ljava/util/List;
    .registers 22

    .line 45
    if-nez p1, :cond_0

    const/4 v0, 0x0

    const/4 v1, 0x0

    invoke-static {v0, v1}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v0

    goto :goto_0

    .line 46
    :cond_0
    const/4 v1, 0x1

    new-array v11, v1, [Ljava/lang/String;

    const/4 v2, 0x0

    aput-object p1, v11, v2

    const-string v0, "category = ?"

    invoke-static {v0, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v0

    .line 44
    :goto_0
    move-object v9, v0

    invoke-virtual {v9}, Lkotlin/Pair;->component1()Ljava/lang/Object;

    move-result-object v10

    check-cast v10, Ljava/lang/String;

    invoke-virtual {v9}, Lkotlin/Pair;->component2()Ljava/lang/Object;

    move-result-object v11

    check-cast v11, [Ljava/lang/String;

    .line 48
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/tallybook/budget/data/ExpenseStore;->db:Lapp/tallybook/budget/data/TallyDb;

    invoke-virtual {v0}, Lapp/tallybook/budget/data/TallyDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lapp/tallybook/budget/data/ExpenseStore;->COLUMNS:[Ljava/lang/String;

    move/from16 v8, p2

    invoke-static {v8}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v8

    move-object v3, v10

    move-object v4, v11

    const-string v1, "expenses"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "spent_on DESC, id DESC"

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v12

    check-cast v12, Ljava/io/Closeable;

    .line 49
    const/4 v13, 0x0

    :try_start_0
    move-object v0, v12

    check-cast v0, Landroid/database/Cursor;

    move-object v14, v0

    .line 92
    const/4 v15, 0x0

    .line 49
    invoke-static {}, Lkotlin/collections/CollectionsKt;->createListBuilder()Ljava/util/List;

    move-result-object v16

    move-object/from16 v17, v16

    .line 92
    const/16 v18, 0x0

    .line 49
    :goto_1
    invoke-interface {v14}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-static {v14}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object/from16 v1, p0

    invoke-direct {v1, v14}, Lapp/tallybook/budget/data/ExpenseStore;->getExpense(Landroid/database/Cursor;)Lapp/tallybook/budget/data/Expense;

    move-result-object v1

    move-object/from16 v0, v17

    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    goto :goto_1

    :cond_1
    move-object/from16 v0, v16

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->build(Ljava/util/List;)Ljava/util/List;

    move-result-object v14
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v12, v13}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v14

    goto :goto_2

    :catch_0
    :try_start_1
    move-exception v15

    move-object v13, v15

    throw v15
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v15

    invoke-static {v12, v13}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v15

    .line 48
    :goto_2
    return-object v0
.end method

.method public final totals(Ljava/lang/String;)Lapp/tallybook/budget/data/MonthTotals;
    .registers 24

    move-object/from16 v0, p1

    const-string v1, "month"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 57
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/tallybook/budget/data/ExpenseStore;->db:Lapp/tallybook/budget/data/TallyDb;

    invoke-virtual {v0}, Lapp/tallybook/budget/data/TallyDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 58
    const/4 v2, 0x2

    new-array v9, v2, [Ljava/lang/String;

    const-string v4, "category"

    const/4 v3, 0x0

    aput-object v4, v9, v3

    const-string v4, "SUM(amount_cents)"

    const/4 v3, 0x1

    aput-object v4, v9, v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    move-object v2, v9

    move-object v9, v4

    move-object/from16 v6, p1

    new-instance v7, Ljava/lang/StringBuilder;

    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v7, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v8, "-%"

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v9, v5

    .line 57
    move-object v4, v9

    const-string v1, "expenses"

    const-string v3, "spent_on LIKE ?"

    const-string v5, "category"

    const/4 v6, 0x0

    const-string v7, "category"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    check-cast v9, Ljava/io/Closeable;

    .line 60
    const/4 v10, 0x0

    :try_start_0
    move-object v0, v9

    check-cast v0, Landroid/database/Cursor;

    move-object v11, v0

    const/4 v12, 0x0

    .line 61
    invoke-static {}, Lkotlin/collections/MapsKt;->createMapBuilder()Ljava/util/Map;

    move-result-object v13

    move-object v14, v13

    .line 92
    move-object/from16 v15, p1

    const/16 v16, 0x0

    .line 61
    :goto_0
    invoke-interface {v11}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v2, 0x0

    invoke-interface {v11, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    const-string v3, "getString(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v3, 0x1

    invoke-interface {v11, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    invoke-interface {v14, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    :cond_0
    invoke-static {v13}, Lkotlin/collections/MapsKt;->build(Ljava/util/Map;)Ljava/util/Map;

    move-result-object v1

    const/16 v17, 0x0

    const/16 v18, 0x4

    const/16 v19, 0x0

    move-object/from16 v20, v1

    move-object/from16 v21, v15

    new-instance v0, Lapp/tallybook/budget/data/MonthTotals;

    move-object/from16 v1, v21

    move-object/from16 v2, v20

    move/from16 v3, v19

    move/from16 v4, v18

    move-object/from16 v5, v17

    invoke-direct/range {v0 .. v5}, Lapp/tallybook/budget/data/MonthTotals;-><init>(Ljava/lang/String;Ljava/util/Map;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 60
    move-object v11, v0
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v11

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v12

    move-object v10, v12

    throw v12
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v12

    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v12

    .line 62
    :goto_1
    return-object v0
.end method
