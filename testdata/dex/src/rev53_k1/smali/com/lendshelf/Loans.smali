.class public final Lcom/lendshelf/Loans;
.super Ljava/lang/Object;
.source "ShelfTools.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nShelfTools.kt\nKotlin\n*S Kotlin\n*F\n+ 1 ShelfTools.kt\ncom/lendshelf/Loans\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,139:1\n1#2:140\n*E\n"
.end annotation

.field public static final INSTANCE:Lcom/lendshelf/Loans;
.field private static final WEEK_MS:J = 0x240c8400L

.method private constructor <init>()V
    .registers 1
    .line 124
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final renew-aJOaiM4(Landroid/database/sqlite/SQLiteDatabase;IJ)I
    .registers 18
    const-string v1, "db"
    move-object v0, v14
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 126
    const-string v1, "loans"
    new-instance v2, Landroid/content/ContentValues;
    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v2
    move-object v8, v7
    .line 140
    move-object v11, v1
    move-object v10, v14
    const/4 v0, 0x0
    move v9, v0
    .line 126
    const-string v1, "due"
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    const-wide/32 v4, 0x240c8400
    add-long v2, v2, v4
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v12, v0
    .line 126
    .line 127
    const-string v3, "_id = ? AND borrower_uid = ?"
    const/4 v4, 0x2
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v7
    move-object v7, v4
    const/4 v5, 0x0
    invoke-static/range {v16 .. v17}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v7, v5
    const/4 v5, 0x1
    invoke-static/range {v15 .. v15}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v7, v5
    .line 126
    invoke-virtual {v10, v11, v2, v3, v7}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 127
    return v0
.end method

.method public final countFor-RwgxzhU(Landroid/database/sqlite/SQLiteDatabase;I)I
    .registers 12
    const-string v1, "db"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 130
    const-string v1, "SELECT _id FROM loans WHERE borrower_uid = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v5, v2
    const/4 v3, 0x0
    invoke-static {v11}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v4
    aput-object v4, v5, v3
    invoke-virtual {v10, v1, v5}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v5, v0
    const/4 v0, 0x0
    move-object v6, v0
    :t_32
    nop
    check-cast v5, Landroid/database/Cursor;
    move-object v7, v5
    .line 140
    const/4 v0, 0x0
    move v8, v0
    .line 130
    invoke-interface {v7}, Landroid/database/Cursor;->getCount()I
    move-result v0
    .line 130
    move v7, v0
    :t_51
    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move v0, v7
    goto :L82
    :t_62
    :L62
    move-exception v0
    move-object v8, v0
    move-object v6, v8
    throw v8
    :t_71
    :L71
    move-exception v0
    move-object v8, v0
    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v8
    :L82
    .line 130
    return v0
    .catch Ljava/lang/Throwable; {:t_32 .. :t_51} :L62
    .catchall {:t_32 .. :t_51} :L71
    .catchall {:t_62 .. :t_71} :L71
.end method

.method public final titles(Landroid/database/sqlite/SQLiteDatabase;)Ljava/lang/String;
    .registers 12
    const-string v1, "db"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 133
    const-string v1, "SELECT title FROM Game"
    const/4 v2, 0x0
    invoke-virtual {v11, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v3, v0
    const/4 v0, 0x0
    move-object v4, v0
    :t_19
    nop
    check-cast v3, Landroid/database/Cursor;
    move-object v5, v3
    const/4 v0, 0x0
    move v6, v0
    .line 134
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    move-object v7, v0
    move-object v8, v7
    .line 140
    const/4 v0, 0x0
    move v9, v0
    :L45
    .line 134
    invoke-interface {v5}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L77
    const/4 v2, 0x0
    invoke-interface {v5, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v8, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0xa
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    goto :L45
    :L77
    .line 134
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    .line 134
    nop
    .line 133
    move-object v5, v0
    :t_85
    invoke-static {v3, v4}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v5
    goto :L113
    :t_95
    :L95
    move-exception v0
    move-object v6, v0
    move-object v4, v6
    throw v6
    :t_103
    :L103
    move-exception v0
    move-object v6, v0
    invoke-static {v3, v4}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v6
    :L113
    .line 135
    return-object v0
    .catch Ljava/lang/Throwable; {:t_19 .. :t_85} :L95
    .catchall {:t_19 .. :t_85} :L103
    .catchall {:t_95 .. :t_103} :L103
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/lendshelf/Loans;
    invoke-direct {v0}, Lcom/lendshelf/Loans;-><init>()V
    sput-object v0, Lcom/lendshelf/Loans;->INSTANCE:Lcom/lendshelf/Loans;
    return-void
.end method

