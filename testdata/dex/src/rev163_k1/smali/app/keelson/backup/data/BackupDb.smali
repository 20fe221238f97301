.class public final Lapp/keelson/backup/data/BackupDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "BackupDb.kt"


# static fields
.field public static final Companion:Lapp/keelson/backup/data/BackupDb$Companion;

.field private static volatile instance:Lapp/keelson/backup/data/BackupDb;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/keelson/backup/data/BackupDb$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/keelson/backup/data/BackupDb$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/keelson/backup/data/BackupDb;->Companion:Lapp/keelson/backup/data/BackupDb$Companion;

    return-void
.end method

.method private constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 8
    const-string v0, "keelson.db"

    const/4 v1, 0x0

    const/4 v2, 0x4

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    return-void
.end method

.method public synthetic constructor <init>(Landroid/content/Context;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3

    invoke-direct {p0, p1}, Lapp/keelson/backup/data/BackupDb;-><init>(Landroid/content/Context;)V

    return-void
.end method

.method public static final synthetic access$getInstance$cp()Lapp/keelson/backup/data/BackupDb;
    .registers 1

    .line 8
    sget-object v0, Lapp/keelson/backup/data/BackupDb;->instance:Lapp/keelson/backup/data/BackupDb;

    return-object v0
.end method

.method public static final synthetic access$setInstance$cp(Lapp/keelson/backup/data/BackupDb;)V
    .registers 1

    .line 8
    sput-object p0, Lapp/keelson/backup/data/BackupDb;->instance:Lapp/keelson/backup/data/BackupDb;

    return-void
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 10
    const-string v0, "CREATE TABLE snapshots (id INTEGER PRIMARY KEY, label TEXT NOT NULL, created_at INTEGER NOT NULL, size INTEGER NOT NULL, manifest TEXT NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 11
    const-string v0, "CREATE TABLE snapshot_apps (snapshot_id INTEGER NOT NULL, package TEXT NOT NULL, media INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 12
    const-string v0, "CREATE TABLE shares (id INTEGER PRIMARY KEY, snapshot_id INTEGER NOT NULL, owner TEXT NOT NULL, recipient TEXT NOT NULL, bundle TEXT, expires_at INTEGER NOT NULL, uploaded INTEGER NOT NULL DEFAULT 0)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 13
    const-string v0, "CREATE TABLE requests (key TEXT PRIMARY KEY, tool TEXT NOT NULL, digest TEXT NOT NULL, state TEXT, payload TEXT, created_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 14
    const-string v0, "CREATE TABLE operations (id TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL, tool TEXT NOT NULL, request_id TEXT NOT NULL, state TEXT NOT NULL, result TEXT, error TEXT, cancel INTEGER NOT NULL DEFAULT 0)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 15
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 10

    const-string v1, "db"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    const/4 v0, 0x5

    new-array v5, v0, [Ljava/lang/String;

    const-string v2, "snapshots"

    const/4 v1, 0x0

    aput-object v2, v5, v1

    const-string v2, "snapshot_apps"

    const/4 v1, 0x1

    aput-object v2, v5, v1

    const-string v2, "shares"

    const/4 v1, 0x2

    aput-object v2, v5, v1

    const-string v2, "requests"

    const/4 v1, 0x3

    aput-object v2, v5, v1

    const-string v2, "operations"

    const/4 v1, 0x4

    aput-object v2, v5, v1

    invoke-static {v5}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v5

    check-cast v5, Ljava/lang/String;

    .line 19
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "DROP TABLE IF EXISTS "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    goto :goto_0

    .line 21
    :cond_0
    invoke-virtual {p0, p1}, Lapp/keelson/backup/data/BackupDb;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V

    .line 22
    return-void
.end method
