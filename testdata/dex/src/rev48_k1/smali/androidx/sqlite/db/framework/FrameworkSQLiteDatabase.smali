.class public final Landroidx/sqlite/db/framework/FrameworkSQLiteDatabase;
.super Ljava/lang/Object;
.source "Framework.kt"

# interfaces
.implements Landroidx/sqlite/db/SupportSQLiteDatabase;

.field private final delegate:Landroid/database/sqlite/SQLiteDatabase;

.method public constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3
    const-string v0, "delegate"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 28
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Landroidx/sqlite/db/framework/FrameworkSQLiteDatabase;->delegate:Landroid/database/sqlite/SQLiteDatabase;
    return-void
.end method

.method public query(Landroidx/sqlite/db/SupportSQLiteQuery;)Landroid/database/Cursor;
    .registers 6
    const-string v1, "query"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    new-instance v0, Landroidx/sqlite/db/framework/FrameworkSQLiteProgram;
    invoke-interface {v5}, Landroidx/sqlite/db/SupportSQLiteQuery;->getArgCount()I
    move-result v2
    invoke-direct {v0, v2}, Landroidx/sqlite/db/framework/FrameworkSQLiteProgram;-><init>(I)V
    move-object v3, v0
    .line 32
    check-cast v3, Landroidx/sqlite/db/SupportSQLiteProgram;
    invoke-interface {v5, v3}, Landroidx/sqlite/db/SupportSQLiteQuery;->bindTo(Landroidx/sqlite/db/SupportSQLiteProgram;)V
    .line 33
    iget-object v0, v4, Landroidx/sqlite/db/framework/FrameworkSQLiteDatabase;->delegate:Landroid/database/sqlite/SQLiteDatabase;
    invoke-interface {v5}, Landroidx/sqlite/db/SupportSQLiteQuery;->getSql()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v3}, Landroidx/sqlite/db/framework/FrameworkSQLiteProgram;->getArgs()[Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    const-string v2, "rawQuery(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public compileStatement(Ljava/lang/String;)Landroidx/sqlite/db/SupportSQLiteStatement;
    .registers 5
    const-string v1, "sql"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 36
    new-instance v0, Landroidx/sqlite/db/framework/FrameworkSQLiteStatement;
    iget-object v2, v3, Landroidx/sqlite/db/framework/FrameworkSQLiteDatabase;->delegate:Landroid/database/sqlite/SQLiteDatabase;
    invoke-direct {v0, v2, v4}, Landroidx/sqlite/db/framework/FrameworkSQLiteStatement;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V
    check-cast v0, Landroidx/sqlite/db/SupportSQLiteStatement;
    return-object v0
.end method

