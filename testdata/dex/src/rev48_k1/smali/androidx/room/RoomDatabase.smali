.class public abstract Landroidx/room/RoomDatabase;
.super Ljava/lang/Object;
.source "Room.kt"

.field private database:Landroidx/sqlite/db/SupportSQLiteDatabase;

.method public constructor <init>()V
    .registers 1
    .line 11
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final init(Landroidx/sqlite/db/SupportSQLiteDatabase;)V
    .registers 3
    const-string v0, "database"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    iput-object v2, v1, Landroidx/room/RoomDatabase;->database:Landroidx/sqlite/db/SupportSQLiteDatabase;
    .line 16
    return-void
.end method

.method public final query(Landroidx/sqlite/db/SupportSQLiteQuery;)Landroid/database/Cursor;
    .registers 4
    const-string v1, "query"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    iget-object v0, v2, Landroidx/room/RoomDatabase;->database:Landroidx/sqlite/db/SupportSQLiteDatabase;
    if-nez v0, :L21
    const-string v0, "database"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L21
    invoke-interface {v0, v3}, Landroidx/sqlite/db/SupportSQLiteDatabase;->query(Landroidx/sqlite/db/SupportSQLiteQuery;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public final compileStatement(Ljava/lang/String;)Landroidx/sqlite/db/SupportSQLiteStatement;
    .registers 4
    const-string v1, "sql"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    iget-object v0, v2, Landroidx/room/RoomDatabase;->database:Landroidx/sqlite/db/SupportSQLiteDatabase;
    if-nez v0, :L21
    const-string v0, "database"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L21
    invoke-interface {v0, v3}, Landroidx/sqlite/db/SupportSQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroidx/sqlite/db/SupportSQLiteStatement;
    move-result-object v0
    return-object v0
.end method

