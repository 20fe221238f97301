.class public final Landroidx/sqlite/db/framework/FrameworkSQLiteStatement;
.super Ljava/lang/Object;
.source "Framework.kt"

# interfaces
.implements Landroidx/sqlite/db/SupportSQLiteStatement;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nFramework.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Framework.kt\nandroidx/sqlite/db/framework/FrameworkSQLiteStatement\n+ 2 ArraysJVM.kt\nkotlin/collections/ArraysKt__ArraysJVMKt\n*L\n1#1,38:1\n37#2,2:39\n*S KotlinDebug\n*F\n+ 1 Framework.kt\nandroidx/sqlite/db/framework/FrameworkSQLiteStatement\n*L\n23#1:39,2\n*E\n"
.end annotation

.field private final delegate:Landroid/database/sqlite/SQLiteDatabase;
.field private final sql:Ljava/lang/String;
.field private final args:Ljava/util/ArrayList;

.method public constructor <init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V
    .registers 4
    const-string v0, "delegate"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "sql"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Landroidx/sqlite/db/framework/FrameworkSQLiteStatement;->delegate:Landroid/database/sqlite/SQLiteDatabase;
    iput-object v3, v1, Landroidx/sqlite/db/framework/FrameworkSQLiteStatement;->sql:Ljava/lang/String;
    .line 18
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    iput-object v0, v1, Landroidx/sqlite/db/framework/FrameworkSQLiteStatement;->args:Ljava/util/ArrayList;
    .line 17
    return-void
.end method

.method public bindNull(I)V
    .registers 4
    .line 19
    iget-object v0, v2, Landroidx/sqlite/db/framework/FrameworkSQLiteStatement;->args:Ljava/util/ArrayList;
    const/4 v1, 0x0
    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    move-result v0
    return-void
.end method

.method public bindString(ILjava/lang/String;)V
    .registers 5
    const-string v1, "value"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    iget-object v0, v2, Landroidx/sqlite/db/framework/FrameworkSQLiteStatement;->args:Ljava/util/ArrayList;
    invoke-virtual {v0, v4}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    move-result v0
    return-void
.end method

.method public bindLong(IJ)V
    .registers 6
    .line 21
    iget-object v0, v2, Landroidx/sqlite/db/framework/FrameworkSQLiteStatement;->args:Ljava/util/ArrayList;
    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    move-result v0
    return-void
.end method

.method public executeUpdateDelete()I
    .registers 8
    .line 23
    iget-object v0, v7, Landroidx/sqlite/db/framework/FrameworkSQLiteStatement;->delegate:Landroid/database/sqlite/SQLiteDatabase;
    iget-object v1, v7, Landroidx/sqlite/db/framework/FrameworkSQLiteStatement;->sql:Ljava/lang/String;
    iget-object v2, v7, Landroidx/sqlite/db/framework/FrameworkSQLiteStatement;->args:Ljava/util/ArrayList;
    check-cast v2, Ljava/util/Collection;
    move-object v4, v2
    const/4 v2, 0x0
    move v5, v2
    .line 39
    move-object v6, v4
    .line 40
    const/4 v3, 0x0
    new-array v3, v3, [Ljava/lang/Object;
    invoke-interface {v6, v3}, Ljava/util/Collection;->toArray([Ljava/lang/Object;)[Ljava/lang/Object;
    move-result-object v2
    .line 23
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    .line 24
    const/4 v0, 0x1
    return v0
.end method

