.class public final Lcom/hearthboard/data/HearthDatabase;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "HearthDatabase.java"


# static fields
.field private static final NAME:Ljava/lang/String; = "hearthboard.db"

.field private static final VERSION:I = 0x6

.field private static volatile instance:Lcom/hearthboard/data/HearthDatabase;


# direct methods
.method constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 14
    const-string v0, "hearthboard.db"

    const/4 v1, 0x0

    const/4 v2, 0x6

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    .line 15
    return-void
.end method

.method public static get(Landroid/content/Context;)Lcom/hearthboard/data/HearthDatabase;
    .registers 5

    .line 18
    sget-object v1, Lcom/hearthboard/data/HearthDatabase;->instance:Lcom/hearthboard/data/HearthDatabase;

    .line 19
    if-nez v1, :cond_1

    .line 20
    const-class v2, Lcom/hearthboard/data/HearthDatabase;

    monitor-enter v2

    .line 21
    :try_start_0
    sget-object v1, Lcom/hearthboard/data/HearthDatabase;->instance:Lcom/hearthboard/data/HearthDatabase;

    .line 22
    if-nez v1, :cond_0

    .line 23
    new-instance v0, Lcom/hearthboard/data/HearthDatabase;

    invoke-direct {v0, p0}, Lcom/hearthboard/data/HearthDatabase;-><init>(Landroid/content/Context;)V

    move-object v1, v0

    .line 24
    sput-object v1, Lcom/hearthboard/data/HearthDatabase;->instance:Lcom/hearthboard/data/HearthDatabase;

    .line 26
    :cond_0
    monitor-exit v2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :catchall_0
    move-exception v3

    :try_start_1
    monitor-exit v2
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v3

    .line 28
    :cond_1
    :goto_0
    return-object v1
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    .line 33
    const-string v0, "CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 34
    const-string v0, "CREATE TABLE linked_apps (uid INTEGER PRIMARY KEY, member_id INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 35
    const-string v0, "CREATE TABLE chores (id INTEGER PRIMARY KEY, title TEXT NOT NULL, room TEXT NOT NULL, assignee_id INTEGER, status TEXT NOT NULL DEFAULT \'open\', due_at INTEGER NOT NULL, started_at INTEGER, completed_at INTEGER, completed_by TEXT)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 38
    const-string v0, "CREATE TABLE shopping_items (id INTEGER PRIMARY KEY, name TEXT NOT NULL, quantity INTEGER NOT NULL, added_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 40
    const-string v0, "CREATE TABLE threads (id INTEGER PRIMARY KEY, subject TEXT NOT NULL, member_id INTEGER NOT NULL, unread INTEGER NOT NULL DEFAULT 0, archived INTEGER NOT NULL DEFAULT 0, last_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 42
    const-string v0, "CREATE TABLE messages (id INTEGER PRIMARY KEY, thread_id INTEGER NOT NULL, body TEXT NOT NULL, author TEXT NOT NULL, sent_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 44
    const-string v0, "CREATE TABLE calendar_exports (event_uri TEXT PRIMARY KEY, source TEXT NOT NULL, exported_by_uid INTEGER NOT NULL, exported_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 46
    const-string v0, "CREATE TABLE paired_apps (package TEXT NOT NULL, provider TEXT NOT NULL, cert_sha256 TEXT NOT NULL, scopes TEXT NOT NULL, PRIMARY KEY (package, provider))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 48
    const-string v0, "CREATE TABLE sessions (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL, capabilities TEXT NOT NULL, expires_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 50
    const-string v0, "CREATE TABLE mutation_log (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, outcome TEXT, created_at INTEGER NOT NULL, PRIMARY KEY (uid, provider, request_id))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 53
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 12

    .line 57
    const/16 v0, 0xa

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "members"

    aput-object v3, v0, v2

    const/4 v2, 0x1

    const-string v3, "linked_apps"

    aput-object v3, v0, v2

    const/4 v2, 0x2

    const-string v3, "chores"

    aput-object v3, v0, v2

    const/4 v2, 0x3

    const-string v3, "shopping_items"

    aput-object v3, v0, v2

    const/4 v2, 0x4

    const-string v3, "threads"

    aput-object v3, v0, v2

    const/4 v2, 0x5

    const-string v3, "messages"

    aput-object v3, v0, v2

    const/4 v2, 0x6

    const-string v3, "calendar_exports"

    aput-object v3, v0, v2

    const/4 v2, 0x7

    const-string v3, "paired_apps"

    aput-object v3, v0, v2

    const/16 v2, 0x8

    const-string v3, "sessions"

    aput-object v3, v0, v2

    const/16 v2, 0x9

    const-string v3, "mutation_log"

    aput-object v3, v0, v2

    move-object v4, v0

    array-length v5, v4

    const/4 v6, 0x0

    :goto_0
    if-ge v6, v5, :cond_0

    aget-object v7, v4, v6

    .line 59
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "DROP TABLE IF EXISTS "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 57
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 61
    :cond_0
    invoke-virtual {p0, p1}, Lcom/hearthboard/data/HearthDatabase;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V

    .line 62
    return-void
.end method
