.class public final Lcom/jn/Journal;
.super Ljava/lang/Object;
.source "Journal.java"

# instance fields
.field private final db:Lcom/jn/Db;


# direct methods
.method public constructor <init>(Lcom/jn/Db;)V
    .registers 3
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    iput-object v2, v1, Lcom/jn/Journal;->db:Lcom/jn/Db;
    .line 12
    return-void
.end method


# virtual methods
.method public noteOf(Ljava/lang/String;)J
    .registers 14
    .line 16
    iget-object v0, v12, Lcom/jn/Journal;->db:Lcom/jn/Db;
    invoke-virtual {v0}, Lcom/jn/Db;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "journal"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    const/4 v4, 0x0
    const-string v5, "note_id"
    aput-object v5, v2, v4
    const-string v3, "request_id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    aput-object v13, v4, v6
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v8
:L35
    .line 19
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L54
    const/4 v1, 0x0
    invoke-interface {v8, v1}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v0
    goto :L57
:L54
    const-wide/16 v0, -0x1L
:L57
    move-wide v9, v0
:L58
    .line 21
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 19
    return-wide v9
:L66
    .line 21
    move-exception v11
:L68
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 22
    throw v11
    .catchall {:L35 .. :L58} :L66
.end method

.method public record(Ljava/lang/String;J)V
    .registers 8
    .line 26
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v3, v0
    .line 27
    const-string v1, "request_id"
    invoke-virtual {v3, v1, v5}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 28
    const-string v1, "note_id"
    invoke-static {v6, v7}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 29
    iget-object v0, v4, Lcom/jn/Journal;->db:Lcom/jn/Db;
    invoke-virtual {v0}, Lcom/jn/Db;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "journal"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 30
    return-void
.end method

