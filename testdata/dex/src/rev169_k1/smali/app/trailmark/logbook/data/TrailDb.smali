.class public final Lapp/trailmark/logbook/data/TrailDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "TrailDb.kt"


# static fields
.field public static final Companion:Lapp/trailmark/logbook/data/TrailDb$Companion;

.field private static final SCHEMA:Ljava/util/List;

.field private static volatile instance:Lapp/trailmark/logbook/data/TrailDb;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lapp/trailmark/logbook/data/TrailDb$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lapp/trailmark/logbook/data/TrailDb$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/trailmark/logbook/data/TrailDb;->Companion:Lapp/trailmark/logbook/data/TrailDb$Companion;

    .line 19
    const/4 v0, 0x6

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "CREATE TABLE routes (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, distance_m INTEGER NOT NULL, difficulty TEXT NOT NULL, track_path TEXT, created_at INTEGER NOT NULL)"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    .line 21
    const-string v2, "CREATE TABLE entries (id INTEGER PRIMARY KEY AUTOINCREMENT, route_id INTEGER, text TEXT NOT NULL, written_at INTEGER NOT NULL, archived INTEGER NOT NULL DEFAULT 0)"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    .line 23
    const-string v2, "CREATE TABLE map_cache (owner TEXT NOT NULL, zoom INTEGER NOT NULL, png BLOB, PRIMARY KEY (owner, zoom))"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    .line 24
    const-string v2, "CREATE TABLE requests (dedup_key TEXT PRIMARY KEY, tool TEXT NOT NULL, args_digest TEXT NOT NULL, state TEXT NOT NULL, outcome TEXT, created_at INTEGER NOT NULL)"

    const/4 v1, 0x3

    aput-object v2, v3, v1

    .line 26
    const-string v2, "CREATE TABLE audit (id INTEGER PRIMARY KEY AUTOINCREMENT, uid INTEGER NOT NULL, action TEXT NOT NULL, subject TEXT NOT NULL, at INTEGER NOT NULL)"

    const/4 v1, 0x4

    aput-object v2, v3, v1

    .line 28
    const-string v2, "CREATE TABLE operations (id TEXT PRIMARY KEY, owner_uid INTEGER NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, state TEXT NOT NULL, done INTEGER NOT NULL DEFAULT 0, cancel_requested INTEGER NOT NULL DEFAULT 0, result TEXT, error_code TEXT, error_message TEXT, updated_at INTEGER NOT NULL)"

    const/4 v1, 0x5

    aput-object v2, v3, v1

    .line 18
    invoke-static {v3}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/data/TrailDb;->SCHEMA:Ljava/util/List;

    return-void
.end method

.method private constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 8
    const-string v0, "trailmark.db"

    const/4 v1, 0x0

    const/4 v2, 0x5

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    return-void
.end method

.method public synthetic constructor <init>(Landroid/content/Context;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3

    invoke-direct {p0, p1}, Lapp/trailmark/logbook/data/TrailDb;-><init>(Landroid/content/Context;)V

    return-void
.end method

.method public static final synthetic access$getInstance$cp()Lapp/trailmark/logbook/data/TrailDb;
    .registers 1

    .line 8
    sget-object v0, Lapp/trailmark/logbook/data/TrailDb;->instance:Lapp/trailmark/logbook/data/TrailDb;

    return-object v0
.end method

.method public static final synthetic access$setInstance$cp(Lapp/trailmark/logbook/data/TrailDb;)V
    .registers 1

    .line 8
    sput-object p0, Lapp/trailmark/logbook/data/TrailDb;->instance:Lapp/trailmark/logbook/data/TrailDb;

    return-void
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 6

    const-string v1, "db"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 10
    sget-object v0, Lapp/trailmark/logbook/data/TrailDb;->SCHEMA:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v2

    :goto_0
    invoke-interface {v2}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Ljava/lang/String;

    invoke-virtual {p1, v3}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    goto :goto_0

    .line 11
    :cond_0
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 5

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 14
    const/4 v0, 0x5

    if-ge p2, v0, :cond_0

    sget-object v0, Lapp/trailmark/logbook/data/TrailDb;->SCHEMA:Ljava/util/List;

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->last(Ljava/util/List;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 15
    :cond_0
    return-void
.end method
