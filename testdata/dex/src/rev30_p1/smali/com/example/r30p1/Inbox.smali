.class final Lcom/example/r30p1/Inbox;
.super Ljava/lang/Object;
.source "Inbox.java"


# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method private constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 2

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    iput-object p1, p0, Lcom/example/r30p1/Inbox;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 13
    return-void
.end method

.method private count(Ljava/lang/String;[Ljava/lang/String;)I
    .registers 4

    .line 46
    iget-object v0, p0, Lcom/example/r30p1/Inbox;->db:Landroid/database/sqlite/SQLiteDatabase;

    invoke-virtual {v0, p1, p2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object p1

    .line 48
    :try_start_0
    invoke-interface {p1}, Landroid/database/Cursor;->moveToFirst()Z

    move-result p2

    if-eqz p2, :cond_0

    const/4 p2, 0x0

    invoke-interface {p1, p2}, Landroid/database/Cursor;->getInt(I)I

    move-result p2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :cond_0
    const/4 p2, 0x0

    .line 50
    :goto_0
    invoke-interface {p1}, Landroid/database/Cursor;->close()V

    .line 48
    return p2

    :catchall_0
    move-exception p2

    .line 50
    invoke-interface {p1}, Landroid/database/Cursor;->close()V

    .line 51
    throw p2
.end method

.method private markSeen(Ljava/lang/String;)V
    .registers 7

    .line 40
    new-instance v0, Landroid/content/ContentValues;

    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V

    .line 41
    sget-object v1, Ljava/lang/Boolean;->TRUE:Ljava/lang/Boolean;

    const-string v2, "seen"

    invoke-virtual {v0, v2, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Boolean;)V

    .line 42
    iget-object v1, p0, Lcom/example/r30p1/Inbox;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v3, 0x0

    aput-object p1, v2, v3

    const-string p1, "messages"

    const-string v3, "thread_id = ?"

    invoke-virtual {v1, p1, v0, v3, v2}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 43
    return-void
.end method

.method static of(Landroid/content/Context;)Lcom/example/r30p1/Inbox;
    .registers 5

    .line 16
    new-instance v0, Lcom/example/r30p1/Inbox;

    const-string v1, "inbox.db"

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-virtual {p0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object p0

    invoke-direct {v0, p0}, Lcom/example/r30p1/Inbox;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    return-object v0
.end method


# virtual methods
.method archive(Ljava/lang/String;)I
    .registers 7

    .line 34
    new-instance v0, Landroid/content/ContentValues;

    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V

    .line 35
    sget-object v1, Ljava/lang/Boolean;->TRUE:Ljava/lang/Boolean;

    const-string v2, "archived"

    invoke-virtual {v0, v2, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Boolean;)V

    .line 36
    iget-object v1, p0, Lcom/example/r30p1/Inbox;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v3, 0x0

    aput-object p1, v2, v3

    const-string p1, "threads"

    const-string v3, "id = ?"

    invoke-virtual {v1, p1, v0, v3, v2}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result p1

    return p1
.end method

.method open(Ljava/lang/String;)I
    .registers 5

    .line 28
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    aput-object p1, v0, v1

    const-string v1, "SELECT COUNT(*) FROM messages WHERE thread_id = ?"

    invoke-direct {p0, v1, v0}, Lcom/example/r30p1/Inbox;->count(Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    .line 29
    invoke-direct {p0, p1}, Lcom/example/r30p1/Inbox;->markSeen(Ljava/lang/String;)V

    .line 30
    return v0
.end method

.method threads()I
    .registers 3

    .line 20
    const-string v0, "SELECT COUNT(*) FROM threads WHERE archived = 0"

    const/4 v1, 0x0

    invoke-direct {p0, v0, v1}, Lcom/example/r30p1/Inbox;->count(Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    return v0
.end method

.method unread()I
    .registers 3

    .line 24
    const-string v0, "SELECT COUNT(*) FROM messages WHERE seen = 0"

    const/4 v1, 0x0

    invoke-direct {p0, v0, v1}, Lcom/example/r30p1/Inbox;->count(Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    return v0
.end method
