.class public final Lcom/larkbook/AuditLog;
.super Ljava/lang/Object;
.source "Audit.kt"

# instance fields
.field private final db:Lcom/larkbook/LarkDb;


# direct methods
.method public constructor <init>(Lcom/larkbook/LarkDb;)V
    .registers 3
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larkbook/AuditLog;->db:Lcom/larkbook/LarkDb;
    return-void
.end method


# virtual methods
.method public final countSince(ILjava/lang/String;J)I
    .registers 14
    const-string v1, "tool"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 27
    iget-object v0, p0, Lcom/larkbook/AuditLog;->db:Lcom/larkbook/LarkDb;
    invoke-virtual {v0}, Lcom/larkbook/LarkDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    .line 29
    const/4 v2, 0x3
    new-array v5, v2, [Ljava/lang/String;
    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v4
    const/4 v3, 0x0
    aput-object v4, v5, v3
    const/4 v3, 0x1
    aput-object p2, v5, v3
    invoke-static {p3, p4}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v4
    const/4 v3, 0x2
    aput-object v4, v5, v3
    .line 27
    const-string v1, "SELECT COUNT(*) FROM audit WHERE uid = ? AND tool = ? AND ok = 1 AND at >= ?"
    invoke-virtual {v0, v1, v5}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v5
    check-cast v5, Ljava/io/Closeable;
    .line 30
    const/4 v6, 0x0
:L55
    move-object v0, v5
    check-cast v0, Landroid/database/Cursor;
    move-object v7, v0
    .line 39
    const/4 v8, 0x0
    .line 30
    invoke-interface {v7}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L87
    const/4 v1, 0x0
    invoke-interface {v7, v1}, Landroid/database/Cursor;->getInt(I)I
    move-result v0
    goto :L88
:L87
    const/4 v0, 0x0
:L88
    move v7, v0
:L90
    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move v0, v7
    goto :L123
:L102
    move-exception v8
    move-object v6, v8
    throw v8
:L111
    move-exception v8
:L113
    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v8
:L123
    return v0
    .catch Ljava/lang/Throwable; {:L55 .. :L90} :L102
    .catchall {:L55 .. :L90} :L111
    .catchall {:L102 .. :L111} :L111
.end method

.method public final record(ILjava/lang/String;Z)V
    .registers 12
    const-string v1, "tool"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    new-instance v5, Landroid/content/ContentValues;
    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V
    move-object v6, v5
    const/4 v7, 0x0
    .line 18
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "uid"
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 19
    const-string v1, "tool"
    invoke-virtual {v6, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 20
    move-object v0, v6
    const-string v1, "ok"
    if-eqz p3, :L53
    const/4 v2, 0x1
    goto :L54
:L53
    const/4 v2, 0x0
:L54
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 21
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const-string v1, "at"
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 17
    move-object v4, v5
    .line 23
    iget-object v0, p0, Lcom/larkbook/AuditLog;->db:Lcom/larkbook/LarkDb;
    invoke-virtual {v0}, Lcom/larkbook/LarkDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "audit"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 24
    return-void
.end method
