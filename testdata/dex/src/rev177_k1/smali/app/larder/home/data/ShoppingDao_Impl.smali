.class public final Lapp/larder/home/data/ShoppingDao_Impl;
.super Ljava/lang/Object;
.source "ShoppingDao_Impl.kt"

# interfaces
.implements Lapp/larder/home/data/ShoppingDao;


# static fields
.field public static final CHECK:Ljava/lang/String; = "UPDATE shopping_entry SET checked = ? WHERE id = ?"

.field public static final CLEAR:Ljava/lang/String; = "DELETE FROM shopping_entry WHERE list = ?"

.field public static final COUNT:Ljava/lang/String; = "SELECT COUNT(*) FROM shopping_entry WHERE list = ?"

.field private static final Companion:Lapp/larder/home/data/ShoppingDao_Impl$Companion;

.field public static final INSERT:Ljava/lang/String; = "INSERT INTO shopping_entry (list, name, quantity, added_at) VALUES (?, ?, ?, ?)"

.field public static final SELECT_ALL:Ljava/lang/String; = "SELECT id, list, name, quantity, checked FROM shopping_entry WHERE list = ? ORDER BY added_at"

.field public static final SELECT_OPEN:Ljava/lang/String; = "SELECT id, list, name, quantity, checked FROM shopping_entry WHERE list = ? AND checked = 0 ORDER BY added_at"


# instance fields
.field private final __db:Lapp/larder/home/data/LarderDatabase;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/larder/home/data/ShoppingDao_Impl$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/larder/home/data/ShoppingDao_Impl$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/home/data/ShoppingDao_Impl;->Companion:Lapp/larder/home/data/ShoppingDao_Impl$Companion;

    return-void
.end method

.method public constructor <init>(Lapp/larder/home/data/LarderDatabase;)V
    .registers 3

    const-string v0, "__db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 4
    iput-object p1, p0, Lapp/larder/home/data/ShoppingDao_Impl;->__db:Lapp/larder/home/data/LarderDatabase;

    return-void
.end method


# virtual methods
.method public add(Ljava/lang/String;Ljava/lang/String;IJ)J
    .registers 16

    const-string v1, "list"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "name"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 20
    iget-object v0, p0, Lapp/larder/home/data/ShoppingDao_Impl;->__db:Lapp/larder/home/data/LarderDatabase;

    invoke-virtual {v0}, Lapp/larder/home/data/LarderDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v4

    .line 21
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 23
    :try_start_0
    const-string v1, "INSERT INTO shopping_entry (list, name, quantity, added_at) VALUES (?, ?, ?, ?)"

    invoke-virtual {v4, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v5

    .line 24
    const/4 v1, 0x1

    invoke-virtual {v5, v1, p1}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 25
    const/4 v1, 0x2

    invoke-virtual {v5, v1, p2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 26
    int-to-long v2, p3

    const/4 v1, 0x3

    invoke-virtual {v5, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 27
    const/4 v1, 0x4

    invoke-virtual {v5, v1, p4, p5}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 28
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteStatement;->executeInsert()J

    move-result-wide v6

    .line 29
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V

    .line 30
    move-wide v8, v6
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 32
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 30
    return-wide v8

    .line 32
    :catchall_0
    move-exception v6

    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    throw v6
.end method

.method public clear(Ljava/lang/String;)I
    .registers 8

    const-string v1, "list"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 52
    iget-object v0, p0, Lapp/larder/home/data/ShoppingDao_Impl;->__db:Lapp/larder/home/data/LarderDatabase;

    invoke-virtual {v0}, Lapp/larder/home/data/LarderDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v2

    .line 53
    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 55
    :try_start_0
    const-string v1, "DELETE FROM shopping_entry WHERE list = ?"

    invoke-virtual {v2, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v3

    .line 56
    const/4 v1, 0x1

    invoke-virtual {v3, v1, p1}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 57
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteStatement;->executeUpdateDelete()I

    move-result v4

    .line 58
    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V

    .line 59
    move v5, v4
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 61
    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 59
    return v5

    .line 61
    :catchall_0
    move-exception v4

    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    throw v4
.end method

.method public count(Ljava/lang/String;)J
    .registers 7

    const-string v1, "list"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 66
    iget-object v0, p0, Lapp/larder/home/data/ShoppingDao_Impl;->__db:Lapp/larder/home/data/LarderDatabase;

    invoke-virtual {v0}, Lapp/larder/home/data/LarderDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "SELECT COUNT(*) FROM shopping_entry WHERE list = ?"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v2

    .line 68
    :try_start_0
    const/4 v1, 0x1

    invoke-virtual {v2, v1, p1}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 69
    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteStatement;->simpleQueryForLong()J

    move-result-wide v3
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 71
    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteStatement;->close()V

    .line 69
    return-wide v3

    .line 71
    :catchall_0
    move-exception v4

    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteStatement;->close()V

    throw v4
.end method

.method public entries(Ljava/lang/String;Z)Ljava/util/List;
    .registers 17

    const-string v1, "list"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 6
    if-eqz p2, :cond_0

    const-string v0, "SELECT id, list, name, quantity, checked FROM shopping_entry WHERE list = ? ORDER BY added_at"

    goto :goto_0

    :cond_0
    const-string v0, "SELECT id, list, name, quantity, checked FROM shopping_entry WHERE list = ? AND checked = 0 ORDER BY added_at"

    :goto_0
    move-object v10, v0

    .line 7
    iget-object v0, p0, Lapp/larder/home/data/ShoppingDao_Impl;->__db:Lapp/larder/home/data/LarderDatabase;

    invoke-virtual {v0}, Lapp/larder/home/data/LarderDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v12, v2, [Ljava/lang/String;

    const/4 v3, 0x0

    aput-object p1, v12, v3

    invoke-virtual {v0, v10, v12}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v11

    .line 9
    :try_start_0
    new-instance v12, Ljava/util/ArrayList;

    invoke-direct {v12}, Ljava/util/ArrayList;-><init>()V

    .line 10
    :goto_1
    invoke-interface {v11}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 11
    new-instance v1, Lapp/larder/home/data/ShoppingEntry;

    const/4 v4, 0x0

    invoke-interface {v11, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const/4 v6, 0x1

    invoke-interface {v11, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    const-string v7, "getString(...)"

    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v7, 0x2

    invoke-interface {v11, v7}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v6

    const-string v8, "getString(...)"

    invoke-static {v6, v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v8, 0x3

    invoke-interface {v11, v8}, Landroid/database/Cursor;->getInt(I)I

    move-result v7

    const/4 v9, 0x4

    invoke-interface {v11, v9}, Landroid/database/Cursor;->getInt(I)I

    move-result v8

    move-object v0, v12

    if-eqz v8, :cond_1

    const/4 v8, 0x1

    goto :goto_2

    :cond_1
    const/4 v8, 0x0

    :goto_2
    move-wide v2, v3

    move-object v4, v5

    move-object v5, v6

    move v6, v7

    move v7, v8

    invoke-direct/range {v1 .. v7}, Lapp/larder/home/data/ShoppingEntry;-><init>(JLjava/lang/String;Ljava/lang/String;IZ)V

    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    goto :goto_1

    .line 13
    :cond_2
    move-object v0, v12

    check-cast v0, Ljava/util/List;

    move-object v13, v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 15
    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    .line 13
    return-object v13

    .line 15
    :catchall_0
    move-exception v13

    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    throw v13
.end method

.method public setChecked(JZ)I
    .registers 12

    .line 37
    iget-object v0, p0, Lapp/larder/home/data/ShoppingDao_Impl;->__db:Lapp/larder/home/data/LarderDatabase;

    invoke-virtual {v0}, Lapp/larder/home/data/LarderDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v4

    .line 38
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 40
    :try_start_0
    const-string v1, "UPDATE shopping_entry SET checked = ? WHERE id = ?"

    invoke-virtual {v4, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v5

    .line 41
    move-object v0, v5

    const/4 v1, 0x1

    if-eqz p3, :cond_0

    const-wide/16 v2, 0x1

    goto :goto_0

    :cond_0
    const-wide/16 v2, 0x0

    :goto_0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 42
    const/4 v1, 0x2

    invoke-virtual {v5, v1, p1, p2}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 43
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteStatement;->executeUpdateDelete()I

    move-result v6

    .line 44
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V

    .line 45
    move v7, v6
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 47
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 45
    return v7

    .line 47
    :catchall_0
    move-exception v6

    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    throw v6
.end method
