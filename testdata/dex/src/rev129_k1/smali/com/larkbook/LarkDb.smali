.class public final Lcom/larkbook/LarkDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "Db.kt"

# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 6
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    const-string v1, "larkbook.db"
    const/4 v2, 0x0
    const/4 v3, 0x4
    invoke-direct {p0, p1, v1, v2, v3}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Ljava/lang/Object;I)V
    return-void
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 11
    const-string v1, "db"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    const/4 v0, 0x4
    new-array v3, v0, [Ljava/lang/String;
    const-string v2, "CREATE TABLE events (id TEXT PRIMARY KEY, title TEXT, day TEXT, start TEXT, minutes INTEGER, created_by INTEGER, cancelled INTEGER DEFAULT 0)"
    const/4 v1, 0x0
    aput-object v2, v3, v1
    .line 13
    const-string v2, "CREATE TABLE contacts (id TEXT PRIMARY KEY, display_name TEXT, phone TEXT, email TEXT, hidden INTEGER DEFAULT 0)"
    const/4 v1, 0x1
    aput-object v2, v3, v1
    .line 14
    const-string v2, "CREATE TABLE receipts (uid INTEGER, provider TEXT, request_id TEXT, tool TEXT, digest TEXT, value TEXT, PRIMARY KEY (uid, provider, request_id))"
    const/4 v1, 0x2
    aput-object v2, v3, v1
    .line 15
    const-string v2, "CREATE TABLE audit (uid INTEGER, tool TEXT, ok INTEGER, at INTEGER)"
    const/4 v1, 0x3
    aput-object v2, v3, v1
    .line 11
    invoke-static {v3}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v3
    check-cast v3, Ljava/lang/Iterable;
    .line 16
    const/4 v4, 0x0
    .line 50
    invoke-interface {v3}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v5
:L50
    invoke-interface {v5}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L89
    invoke-interface {v5}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v6
    move-object v0, v6
    check-cast v0, Ljava/lang/String;
    move-object v7, v0
    const/4 v8, 0x0
    .line 16
    invoke-virtual {p1, v7}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 50
    goto :L50
:L89
    .line 17
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 14
    const-string v1, "db"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    const/4 v0, 0x4
    new-array v4, v0, [Ljava/lang/String;
    const-string v2, "events"
    const/4 v1, 0x0
    aput-object v2, v4, v1
    const-string v2, "contacts"
    const/4 v1, 0x1
    aput-object v2, v4, v1
    const-string v2, "receipts"
    const/4 v1, 0x2
    aput-object v2, v4, v1
    const-string v2, "audit"
    const/4 v1, 0x3
    aput-object v2, v4, v1
    invoke-static {v4}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v4
    check-cast v4, Ljava/lang/Iterable;
    const/4 v5, 0x0
    .line 52
    invoke-interface {v4}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v6
:L58
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L102
    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v7
    move-object v0, v7
    check-cast v0, Ljava/lang/String;
    move-object v8, v0
    const/4 v9, 0x0
    .line 20
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "DROP TABLE IF EXISTS "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 52
    goto :L58
:L102
    .line 21
    invoke-virtual {p0, p1}, Lcom/larkbook/LarkDb;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .line 22
    return-void
.end method
