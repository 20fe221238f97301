.class public final Lapp/larder/home/data/PantryDao_Impl;
.super Ljava/lang/Object;
.source "PantryDao_Impl.kt"

# interfaces
.implements Lapp/larder/home/data/PantryDao;


# static fields
.field public static final COLUMNS:Ljava/lang/String; = "id, name, quantity, unit, location, expires_on_day"

.field public static final CONSUME:Ljava/lang/String; = "UPDATE pantry_item SET quantity = quantity - ? WHERE id = ? AND quantity >= ?"

.field public static final COUNT_EXPIRED:Ljava/lang/String; = "SELECT COUNT(*) FROM pantry_item WHERE expires_on_day < ?"

.field private static final Companion:Lapp/larder/home/data/PantryDao_Impl$Companion;

.field public static final DELETE_EXPIRED:Ljava/lang/String; = "DELETE FROM pantry_item WHERE expires_on_day < ?"

.field public static final DROP_EMPTY:Ljava/lang/String; = "DELETE FROM pantry_item WHERE id = ? AND quantity = 0"

.field public static final INSERT:Ljava/lang/String; = "INSERT INTO pantry_item (name, quantity, unit, location, expires_on_day) VALUES (?, ?, ?, ?, ?)"

.field public static final SELECT_ALL:Ljava/lang/String; = "SELECT id, name, quantity, unit, location, expires_on_day FROM pantry_item ORDER BY expires_on_day LIMIT ?"

.field public static final SELECT_AT:Ljava/lang/String; = "SELECT id, name, quantity, unit, location, expires_on_day FROM pantry_item WHERE location = ? ORDER BY expires_on_day LIMIT ?"


# instance fields
.field private final __db:Lapp/larder/home/data/LarderDatabase;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/larder/home/data/PantryDao_Impl$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/larder/home/data/PantryDao_Impl$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/home/data/PantryDao_Impl;->Companion:Lapp/larder/home/data/PantryDao_Impl$Companion;

    return-void
.end method

.method public constructor <init>(Lapp/larder/home/data/LarderDatabase;)V
    .registers 3

    const-string v0, "__db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 7
    iput-object p1, p0, Lapp/larder/home/data/PantryDao_Impl;->__db:Lapp/larder/home/data/LarderDatabase;

    return-void
.end method

.method private final readItems(Landroid/database/Cursor;)Ljava/util/List;
    .registers 14

    .line 23
    new-instance v11, Ljava/util/ArrayList;

    invoke-interface {p1}, Landroid/database/Cursor;->getCount()I

    move-result v2

    invoke-direct {v11, v2}, Ljava/util/ArrayList;-><init>(I)V

    .line 24
    :goto_0
    invoke-interface {p1}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 25
    new-instance v1, Lapp/larder/home/data/PantryItem;

    const/4 v4, 0x0

    invoke-interface {p1, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const/4 v6, 0x1

    invoke-interface {p1, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    const-string v7, "getString(...)"

    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v7, 0x2

    invoke-interface {p1, v7}, Landroid/database/Cursor;->getInt(I)I

    move-result v6

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

    const/4 v10, 0x5

    invoke-interface {p1, v10}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v9

    move-wide v2, v3

    move-object v4, v5

    move v5, v6

    move-object v6, v7

    move-object v7, v8

    move-wide v8, v9

    invoke-direct/range {v1 .. v9}, Lapp/larder/home/data/PantryItem;-><init>(JLjava/lang/String;ILjava/lang/String;Ljava/lang/String;J)V

    invoke-virtual {v11, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 27
    :cond_0
    move-object v0, v11

    check-cast v0, Ljava/util/List;

    return-object v0
.end method


# virtual methods
.method public all(Ljava/lang/String;I)Ljava/util/List;
    .registers 12

    .line 9
    iget-object v0, p0, Lapp/larder/home/data/PantryDao_Impl;->__db:Lapp/larder/home/data/LarderDatabase;

    invoke-virtual {v0}, Lapp/larder/home/data/LarderDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v5

    .line 10
    if-nez p1, :cond_0

    .line 11
    const/4 v2, 0x1

    new-array v7, v2, [Ljava/lang/String;

    invoke-static {p2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v7, v3

    const-string v1, "SELECT id, name, quantity, unit, location, expires_on_day FROM pantry_item ORDER BY expires_on_day LIMIT ?"

    invoke-virtual {v5, v1, v7}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    goto :goto_0

    .line 13
    :cond_0
    const/4 v2, 0x2

    new-array v7, v2, [Ljava/lang/String;

    const/4 v3, 0x0

    aput-object p1, v7, v3

    invoke-static {p2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x1

    aput-object v4, v7, v3

    const-string v1, "SELECT id, name, quantity, unit, location, expires_on_day FROM pantry_item WHERE location = ? ORDER BY expires_on_day LIMIT ?"

    invoke-virtual {v5, v1, v7}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    .line 10
    :goto_0
    move-object v6, v0

    .line 16
    :try_start_0
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {p0, v6}, Lapp/larder/home/data/PantryDao_Impl;->readItems(Landroid/database/Cursor;)Ljava/util/List;

    move-result-object v7
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 18
    invoke-interface {v6}, Landroid/database/Cursor;->close()V

    .line 16
    return-object v7

    .line 18
    :catchall_0
    move-exception v8

    invoke-interface {v6}, Landroid/database/Cursor;->close()V

    throw v8
.end method

.method public consume(JI)I
    .registers 13

    .line 49
    iget-object v0, p0, Lapp/larder/home/data/PantryDao_Impl;->__db:Lapp/larder/home/data/LarderDatabase;

    invoke-virtual {v0}, Lapp/larder/home/data/LarderDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v4

    .line 50
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 52
    :try_start_0
    const-string v1, "UPDATE pantry_item SET quantity = quantity - ? WHERE id = ? AND quantity >= ?"

    invoke-virtual {v4, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v5

    .line 53
    int-to-long v2, p3

    const/4 v1, 0x1

    invoke-virtual {v5, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 54
    const/4 v1, 0x2

    invoke-virtual {v5, v1, p1, p2}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 55
    int-to-long v2, p3

    const/4 v1, 0x3

    invoke-virtual {v5, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 56
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteStatement;->executeUpdateDelete()I

    move-result v6

    .line 57
    const-string v1, "DELETE FROM pantry_item WHERE id = ? AND quantity = 0"

    invoke-virtual {v4, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v7

    .line 58
    const/4 v1, 0x1

    invoke-virtual {v7, v1, p1, p2}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 59
    invoke-virtual {v7}, Landroid/database/sqlite/SQLiteStatement;->executeUpdateDelete()I

    .line 60
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V

    .line 61
    move v8, v6
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 63
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 61
    return v8

    .line 63
    :catchall_0
    move-exception v6

    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    throw v6
.end method

.method public countExpired(J)J
    .registers 8

    .line 82
    iget-object v0, p0, Lapp/larder/home/data/PantryDao_Impl;->__db:Lapp/larder/home/data/LarderDatabase;

    invoke-virtual {v0}, Lapp/larder/home/data/LarderDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "SELECT COUNT(*) FROM pantry_item WHERE expires_on_day < ?"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v2

    .line 84
    :try_start_0
    const/4 v1, 0x1

    invoke-virtual {v2, v1, p1, p2}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 85
    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteStatement;->simpleQueryForLong()J

    move-result-wide v3
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 87
    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteStatement;->close()V

    .line 85
    return-wide v3

    .line 87
    :catchall_0
    move-exception v4

    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteStatement;->close()V

    throw v4
.end method

.method public deleteExpired(J)I
    .registers 9

    .line 68
    iget-object v0, p0, Lapp/larder/home/data/PantryDao_Impl;->__db:Lapp/larder/home/data/LarderDatabase;

    invoke-virtual {v0}, Lapp/larder/home/data/LarderDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v2

    .line 69
    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 71
    :try_start_0
    const-string v1, "DELETE FROM pantry_item WHERE expires_on_day < ?"

    invoke-virtual {v2, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v3

    .line 72
    const/4 v1, 0x1

    invoke-virtual {v3, v1, p1, p2}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 73
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteStatement;->executeUpdateDelete()I

    move-result v4

    .line 74
    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V

    .line 75
    move v5, v4
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 77
    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 75
    return v5

    .line 77
    :catchall_0
    move-exception v4

    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    throw v4
.end method

.method public insert(Lapp/larder/home/data/PantryItem;)J
    .registers 12

    const-string v1, "item"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 31
    iget-object v0, p0, Lapp/larder/home/data/PantryDao_Impl;->__db:Lapp/larder/home/data/LarderDatabase;

    invoke-virtual {v0}, Lapp/larder/home/data/LarderDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v4

    .line 32
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 34
    :try_start_0
    const-string v1, "INSERT INTO pantry_item (name, quantity, unit, location, expires_on_day) VALUES (?, ?, ?, ?, ?)"

    invoke-virtual {v4, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v5

    .line 35
    invoke-virtual {p1}, Lapp/larder/home/data/PantryItem;->getName()Ljava/lang/String;

    move-result-object v2

    const/4 v1, 0x1

    invoke-virtual {v5, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 36
    invoke-virtual {p1}, Lapp/larder/home/data/PantryItem;->getQuantity()I

    move-result v2

    int-to-long v2, v2

    const/4 v1, 0x2

    invoke-virtual {v5, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 37
    invoke-virtual {p1}, Lapp/larder/home/data/PantryItem;->getUnit()Ljava/lang/String;

    move-result-object v2

    const/4 v1, 0x3

    invoke-virtual {v5, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 38
    invoke-virtual {p1}, Lapp/larder/home/data/PantryItem;->getLocation()Ljava/lang/String;

    move-result-object v2

    const/4 v1, 0x4

    invoke-virtual {v5, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 39
    invoke-virtual {p1}, Lapp/larder/home/data/PantryItem;->getExpiresOnDay()J

    move-result-wide v2

    const/4 v1, 0x5

    invoke-virtual {v5, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 40
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteStatement;->executeInsert()J

    move-result-wide v6

    .line 41
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V

    .line 42
    move-wide v8, v6
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 44
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 42
    return-wide v8

    .line 44
    :catchall_0
    move-exception v6

    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    throw v6
.end method
