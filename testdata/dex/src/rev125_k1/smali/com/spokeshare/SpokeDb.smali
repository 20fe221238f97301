.class public final Lcom/spokeshare/SpokeDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "Db.kt"

# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 6
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    const-string v1, "spokeshare.db"
    const/4 v2, 0x0
    const/4 v3, 0x4
    invoke-direct {p0, p1, v1, v2, v3}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V
    return-void
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    const-string v0, "CREATE TABLE stations (id TEXT PRIMARY KEY, name TEXT, street TEXT, free_bikes INTEGER)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 12
    const-string v0, "CREATE TABLE bikes (id TEXT PRIMARY KEY, station TEXT, locked INTEGER)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 13
    const-string v0, "CREATE TABLE holds (bike TEXT PRIMARY KEY, rider INTEGER, until INTEGER)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 14
    const-string v0, "CREATE TABLE rides (id TEXT PRIMARY KEY, account TEXT, bike TEXT, started INTEGER, cost_cents INTEGER)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 15
    const-string v0, "CREATE TABLE shares (id TEXT PRIMARY KEY, ride TEXT, with_app TEXT, shared_by TEXT)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 16
    const-string v0, "CREATE TABLE accounts (pkg TEXT PRIMARY KEY, balance_cents INTEGER)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 17
    const-string v0, "CREATE TABLE payments (id TEXT PRIMARY KEY, account TEXT, merchant TEXT, cents INTEGER, at INTEGER, by_uid INTEGER)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 18
    const-string v0, "CREATE TABLE receipts (uid INTEGER, provider TEXT, request_id TEXT, tool TEXT, digest TEXT, value TEXT, PRIMARY KEY (uid, provider, request_id))"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 19
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 10
    const-string v1, "db"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    const/16 v0, 0x8
    new-array v5, v0, [Ljava/lang/String;
    const-string v2, "stations"
    const/4 v1, 0x0
    aput-object v2, v5, v1
    const-string v2, "bikes"
    const/4 v1, 0x1
    aput-object v2, v5, v1
    const-string v2, "holds"
    const/4 v1, 0x2
    aput-object v2, v5, v1
    const-string v2, "rides"
    const/4 v1, 0x3
    aput-object v2, v5, v1
    const-string v2, "shares"
    const/4 v1, 0x4
    aput-object v2, v5, v1
    const-string v2, "accounts"
    const/4 v1, 0x5
    aput-object v2, v5, v1
    const-string v2, "payments"
    const/4 v1, 0x6
    aput-object v2, v5, v1
    const-string v2, "receipts"
    const/4 v1, 0x7
    aput-object v2, v5, v1
    invoke-static {v5}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v4
:L75
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L111
    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v5
    check-cast v5, Ljava/lang/String;
    .line 23
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "DROP TABLE IF EXISTS "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    goto :L75
:L111
    .line 25
    invoke-virtual {p0, p1}, Lcom/spokeshare/SpokeDb;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .line 26
    return-void
.end method
