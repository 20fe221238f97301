.class final Lcom/example/hdd/AppDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "AppDb.java"

# Java sketch: sketch/AppDb.java (javac 17 + D8 --min-api 24).

.method constructor <init>(Landroid/content/Context;)V
    .registers 5
    .line 11
    const-string v0, "app.db"
    const/4 v1, 0x0
    const/4 v2, 0x1
    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V
    .line 12
    return-void
.end method

.method private add(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)J
    .registers 5
    .line 71
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    .line 72
    invoke-virtual {v0, p2, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 73
    invoke-virtual {p0}, Lcom/example/hdd/AppDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p2
    const/4 p3, 0x0
    invoke-virtual {p2, p1, p3, v0}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide p1
    return-wide p1
.end method

.method acceptFriend(Ljava/lang/String;)V
    .registers 8
    .line 49
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    .line 50
    const-string v1, "state"
    const-string v2, "accepted"
    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 51
    invoke-virtual {p0}, Lcom/example/hdd/AppDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v2, "friends"
    const-string v3, "id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v5, 0x0
    aput-object p1, v4, v5
    invoke-virtual {v1, v2, v0, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .line 52
    return-void
.end method

.method insertInvoice(Ljava/lang/String;J)J
    .registers 6
    .line 30
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    .line 31
    const-string v1, "customer"
    invoke-virtual {v0, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 32
    const-string p1, "cents"
    invoke-static {p2, p3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object p2
    invoke-virtual {v0, p1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 33
    invoke-virtual {p0}, Lcom/example/hdd/AppDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    const-string p2, "invoices"
    const/4 p3, 0x0
    invoke-virtual {p1, p2, p3, v0}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide p1
    return-wide p1
.end method

.method insertNote(Ljava/lang/String;)J
    .registers 4
    .line 55
    const-string v0, "notes"
    const-string v1, "body"
    invoke-direct {p0, v0, v1, p1}, Lcom/example/hdd/AppDb;->add(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)J
    move-result-wide v0
    return-wide v0
.end method

.method insertOrder(Ljava/lang/String;)J
    .registers 4
    .line 67
    const-string v0, "orders"
    const-string v1, "pizza"
    invoke-direct {p0, v0, v1, p1}, Lcom/example/hdd/AppDb;->add(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)J
    move-result-wide v0
    return-wide v0
.end method

.method insertPhoto(Ljava/lang/String;)J
    .registers 4
    .line 63
    const-string v0, "photos"
    const-string v1, "uri"
    invoke-direct {p0, v0, v1, p1}, Lcom/example/hdd/AppDb;->add(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)J
    move-result-wide v0
    return-wide v0
.end method

.method insertSlot(Ljava/lang/String;)J
    .registers 4
    .line 59
    const-string v0, "slots"
    const-string v1, "slot"
    invoke-direct {p0, v0, v1, p1}, Lcom/example/hdd/AppDb;->add(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)J
    move-result-wide v0
    return-wide v0
.end method

.method moveFunds(Ljava/lang/String;Ljava/lang/String;J)V
    .registers 11
    .line 37
    invoke-virtual {p0}, Lcom/example/hdd/AppDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    .line 38
    invoke-virtual {v0}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V
    .line 40
    :try_start_0
    const-string v1, "UPDATE accounts SET cents = cents - ? WHERE id = ?"
    const/4 v2, 0x2
    new-array v3, v2, [Ljava/lang/Object;
    invoke-static {p3, p4}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v4
    const/4 v5, 0x0
    aput-object v4, v3, v5
    const/4 v4, 0x1
    aput-object p1, v3, v4
    invoke-virtual {v0, v1, v3}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    .line 41
    const-string p1, "UPDATE accounts SET cents = cents + ? WHERE id = ?"
    new-array v1, v2, [Ljava/lang/Object;
    invoke-static {p3, p4}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object p3
    aput-object p3, v1, v5
    aput-object p2, v1, v4
    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    .line 42
    invoke-virtual {v0}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 44
    invoke-virtual {v0}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V
    .line 46
    return-void
    :catchall_0
    move-exception p1
    .line 44
    invoke-virtual {v0}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V
    .line 45
    throw p1
.end method

.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3
    .line 16
    const-string v0, "CREATE TABLE invoices (id INTEGER PRIMARY KEY, customer TEXT, cents INTEGER)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 17
    const-string v0, "CREATE TABLE accounts (id TEXT PRIMARY KEY, cents INTEGER)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 18
    const-string v0, "CREATE TABLE friends (id TEXT PRIMARY KEY, state TEXT)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 19
    const-string v0, "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 20
    const-string v0, "CREATE TABLE slots (id INTEGER PRIMARY KEY, slot TEXT UNIQUE)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 21
    const-string v0, "CREATE TABLE photos (id INTEGER PRIMARY KEY, uri TEXT)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 22
    const-string v0, "CREATE TABLE orders (id INTEGER PRIMARY KEY, pizza TEXT)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 23
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 4
    .line 27
    return-void
.end method
