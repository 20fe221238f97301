.class public final Lapp/quire/reader/data/QuireDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "QuireDb.kt"


# static fields
.field public static final Companion:Lapp/quire/reader/data/QuireDb$Companion;

.field private static final TABLES:Ljava/util/List;

.field private static volatile shared:Lapp/quire/reader/data/QuireDb;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lapp/quire/reader/data/QuireDb$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lapp/quire/reader/data/QuireDb$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/quire/reader/data/QuireDb;->Companion:Lapp/quire/reader/data/QuireDb$Companion;

    .line 22
    const/4 v0, 0x4

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "CREATE TABLE books (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL, author TEXT NOT NULL, pages INTEGER NOT NULL, status TEXT NOT NULL DEFAULT \'reading\', added_at INTEGER NOT NULL)"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    .line 24
    const-string v2, "CREATE TABLE highlights (id INTEGER PRIMARY KEY AUTOINCREMENT, book_id INTEGER NOT NULL, quote TEXT NOT NULL, page INTEGER NOT NULL, synced_at INTEGER NOT NULL DEFAULT 0)"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    .line 26
    const-string v2, "CREATE TABLE requests (dedup_key TEXT PRIMARY KEY, tool TEXT NOT NULL, args_digest TEXT NOT NULL, outcome TEXT, created_at INTEGER NOT NULL)"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    .line 28
    const-string v2, "CREATE TABLE operations (id TEXT PRIMARY KEY, seq INTEGER NOT NULL, owner_uid INTEGER NOT NULL, request_id TEXT NOT NULL, state TEXT NOT NULL, result TEXT, cancel_requested INTEGER NOT NULL DEFAULT 0, updated_at INTEGER NOT NULL)"

    const/4 v1, 0x3

    aput-object v2, v3, v1

    .line 21
    invoke-static {v3}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/quire/reader/data/QuireDb;->TABLES:Ljava/util/List;

    return-void
.end method

.method private constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 8
    const-string v0, "quire.db"

    const/4 v1, 0x0

    const/4 v2, 0x4

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    return-void
.end method

.method public synthetic constructor <init>(Landroid/content/Context;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3

    invoke-direct {p0, p1}, Lapp/quire/reader/data/QuireDb;-><init>(Landroid/content/Context;)V

    return-void
.end method

.method public static final synthetic access$getShared$cp()Lapp/quire/reader/data/QuireDb;
    .registers 1

    .line 8
    sget-object v0, Lapp/quire/reader/data/QuireDb;->shared:Lapp/quire/reader/data/QuireDb;

    return-object v0
.end method

.method public static final synthetic access$setShared$cp(Lapp/quire/reader/data/QuireDb;)V
    .registers 1

    .line 8
    sput-object p0, Lapp/quire/reader/data/QuireDb;->shared:Lapp/quire/reader/data/QuireDb;

    return-void
.end method

.method public static final get(Landroid/content/Context;)Lapp/quire/reader/data/QuireDb;
    .registers 2

    sget-object v0, Lapp/quire/reader/data/QuireDb;->Companion:Lapp/quire/reader/data/QuireDb$Companion;

    invoke-virtual {v0, p0}, Lapp/quire/reader/data/QuireDb$Companion;->get(Landroid/content/Context;)Lapp/quire/reader/data/QuireDb;

    move-result-object v0

    .line 39
    return-object v0
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 6

    const-string v1, "db"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 10
    sget-object v0, Lapp/quire/reader/data/QuireDb;->TABLES:Ljava/util/List;

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
    .registers 6

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 14
    const/4 v0, 0x4

    if-ge p2, v0, :cond_0

    .line 15
    sget-object v0, Lapp/quire/reader/data/QuireDb;->TABLES:Ljava/util/List;

    const/4 v1, 0x2

    invoke-interface {v0, v1}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 16
    sget-object v0, Lapp/quire/reader/data/QuireDb;->TABLES:Ljava/util/List;

    const/4 v1, 0x3

    invoke-interface {v0, v1}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 18
    :cond_0
    return-void
.end method
