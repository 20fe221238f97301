.class public final Lcom/visitloop/care/SqlNurseDirectory;
.super Ljava/lang/Object;
.source "Care.kt"

# interfaces
.implements Lcom/visitloop/care/NurseDirectory;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nCare.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Care.kt\ncom/visitloop/care/SqlNurseDirectory\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,84:1\n1#2:85\n*E\n"
.end annotation

.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.method public constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3
    const-string v0, "db"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 72
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/visitloop/care/SqlNurseDirectory;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-void
.end method

.method public lookup(Ljava/lang/String;)I
    .registers 11
    const-string v1, "name"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 74
    iget-object v0, v9, Lcom/visitloop/care/SqlNurseDirectory;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "SELECT _id FROM nurses WHERE display_name = \'"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "\'"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v5, v0
    const/4 v0, 0x0
    move-object v6, v0
    :t_26
    nop
    check-cast v5, Landroid/database/Cursor;
    move-object v7, v5
    .line 85
    const/4 v0, 0x0
    move v8, v0
    .line 74
    invoke-interface {v7}, Landroid/database/Cursor;->getCount()I
    move-result v0
    .line 74
    move v7, v0
    :t_45
    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move v0, v7
    goto :L73
    :t_55
    :L55
    move-exception v0
    move-object v8, v0
    move-object v6, v8
    throw v8
    :t_63
    :L63
    move-exception v0
    move-object v8, v0
    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v8
    :L73
    .line 74
    return v0
    .catch Ljava/lang/Throwable; {:t_26 .. :t_45} :L55
    .catchall {:t_26 .. :t_45} :L63
    .catchall {:t_55 .. :t_63} :L63
.end method

.method public shifts(Ljava/lang/String;)I
    .registers 10
    const-string v1, "name"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 77
    iget-object v0, v8, Lcom/visitloop/care/SqlNurseDirectory;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "SELECT _id FROM shifts WHERE nurse = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v4, v2
    const/4 v3, 0x0
    aput-object v9, v4, v3
    invoke-virtual {v0, v1, v4}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v4, v0
    const/4 v0, 0x0
    move-object v5, v0
    :t_31
    nop
    check-cast v4, Landroid/database/Cursor;
    move-object v6, v4
    .line 85
    const/4 v0, 0x0
    move v7, v0
    .line 77
    invoke-interface {v6}, Landroid/database/Cursor;->getCount()I
    move-result v0
    .line 77
    move v6, v0
    :t_50
    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move v0, v6
    goto :L78
    :t_60
    :L60
    move-exception v0
    move-object v7, v0
    move-object v5, v7
    throw v7
    :t_68
    :L68
    move-exception v0
    move-object v7, v0
    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v7
    :L78
    .line 77
    return v0
    .catch Ljava/lang/Throwable; {:t_31 .. :t_50} :L60
    .catchall {:t_31 .. :t_50} :L68
    .catchall {:t_60 .. :t_68} :L68
.end method

