.class final Lcom/ro/Sessions;
.super Ljava/lang/Object;
.source "Sessions.java"

# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    iput-object v2, v1, Lcom/ro/Sessions;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 12
    return-void
.end method


# virtual methods
.method find(Ljava/lang/String;)Lcom/ro/Session;
    .registers 13
    .line 15
    if-nez v12, :L6
    .line 16
    const/4 v0, 0x0
    return-object v0
:L6
    .line 18
    iget-object v0, v11, Lcom/ro/Sessions;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "sessions"
    const/4 v2, 0x2
    new-array v2, v2, [Ljava/lang/String;
    const/4 v4, 0x0
    const-string v5, "uid"
    aput-object v5, v2, v4
    const/4 v4, 0x1
    const-string v5, "expires_at"
    aput-object v5, v2, v4
    const-string v3, "token = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    aput-object v12, v4, v6
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v8
:L43
    .line 20
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-nez v0, :L62
    .line 21
    const/4 v9, 0x0
:L54
    .line 25
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 21
    return-object v9
:L62
    .line 23
    new-instance v0, Lcom/ro/Session;
    const/4 v4, 0x0
    invoke-interface {v8, v4}, Landroid/database/Cursor;->getInt(I)I
    move-result v3
    const/4 v5, 0x1
    invoke-interface {v8, v5}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v4
    invoke-direct {v0, v12, v3, v4, v5}, Lcom/ro/Session;-><init>(Ljava/lang/String;IJ)V
    move-object v9, v0
:L85
    .line 25
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 23
    return-object v9
:L93
    .line 25
    move-exception v10
:L95
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 26
    throw v10
    .catchall {:L43 .. :L54} :L93
    .catchall {:L62 .. :L85} :L93
.end method

