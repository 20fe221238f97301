.class public final Lapp/larder/home/data/SharedFileDao_Impl;
.super Ljava/lang/Object;
.source "SharedFileDao_Impl.kt"

# interfaces
.implements Lapp/larder/home/data/SharedFileDao;


# static fields
.field private static final Companion:Lapp/larder/home/data/SharedFileDao_Impl$Companion;

.field public static final INSERT:Ljava/lang/String; = "INSERT INTO shared_file (name, provider, owner_uid, created_at) VALUES (?, ?, ?, ?)"

.field public static final OWNER:Ljava/lang/String; = "SELECT owner_uid FROM shared_file WHERE name = ? AND provider = ?"


# instance fields
.field private final __db:Lapp/larder/home/data/LarderDatabase;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/larder/home/data/SharedFileDao_Impl$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/larder/home/data/SharedFileDao_Impl$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/home/data/SharedFileDao_Impl;->Companion:Lapp/larder/home/data/SharedFileDao_Impl$Companion;

    return-void
.end method

.method public constructor <init>(Lapp/larder/home/data/LarderDatabase;)V
    .registers 3

    const-string v0, "__db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 4
    iput-object p1, p0, Lapp/larder/home/data/SharedFileDao_Impl;->__db:Lapp/larder/home/data/LarderDatabase;

    return-void
.end method


# virtual methods
.method public exists(Ljava/lang/String;Ljava/lang/String;)Z
    .registers 5

    const-string v1, "name"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "provider"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 21
    invoke-virtual {p0, p1, p2}, Lapp/larder/home/data/SharedFileDao_Impl;->ownerOf(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Integer;

    move-result-object v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public ownerOf(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Integer;
    .registers 10

    const-string v1, "name"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "provider"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    iget-object v0, p0, Lapp/larder/home/data/SharedFileDao_Impl;->__db:Lapp/larder/home/data/LarderDatabase;

    invoke-virtual {v0}, Lapp/larder/home/data/LarderDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x2

    new-array v5, v2, [Ljava/lang/String;

    const/4 v3, 0x0

    aput-object p1, v5, v3

    const/4 v3, 0x1

    aput-object p2, v5, v3

    const-string v1, "SELECT owner_uid FROM shared_file WHERE name = ? AND provider = ?"

    invoke-virtual {v0, v1, v5}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v4

    .line 26
    :try_start_0
    invoke-interface {v4}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x0

    invoke-interface {v4, v1}, Landroid/database/Cursor;->getInt(I)I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v5, v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 28
    invoke-interface {v4}, Landroid/database/Cursor;->close()V

    .line 26
    return-object v5

    .line 28
    :catchall_0
    move-exception v6

    invoke-interface {v4}, Landroid/database/Cursor;->close()V

    throw v6
.end method

.method public record(Ljava/lang/String;Ljava/lang/String;IJ)V
    .registers 12

    const-string v1, "name"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "provider"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 6
    iget-object v0, p0, Lapp/larder/home/data/SharedFileDao_Impl;->__db:Lapp/larder/home/data/LarderDatabase;

    invoke-virtual {v0}, Lapp/larder/home/data/LarderDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v4

    .line 7
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 9
    :try_start_0
    const-string v1, "INSERT INTO shared_file (name, provider, owner_uid, created_at) VALUES (?, ?, ?, ?)"

    invoke-virtual {v4, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v5

    .line 10
    const/4 v1, 0x1

    invoke-virtual {v5, v1, p1}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 11
    const/4 v1, 0x2

    invoke-virtual {v5, v1, p2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 12
    int-to-long v2, p3

    const/4 v1, 0x3

    invoke-virtual {v5, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 13
    const/4 v1, 0x4

    invoke-virtual {v5, v1, p4, p5}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 14
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteStatement;->executeInsert()J

    .line 15
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 17
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 18
    goto :goto_0

    .line 17
    :catchall_0
    move-exception v5

    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    throw v5

    .line 19
    :goto_0
    return-void
.end method
