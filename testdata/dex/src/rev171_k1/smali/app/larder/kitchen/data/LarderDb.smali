.class public final Lapp/larder/kitchen/data/LarderDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "LarderDb.kt"


# static fields
.field public static final Companion:Lapp/larder/kitchen/data/LarderDb$Companion;

.field private static final TABLES:Ljava/util/List;

.field private static volatile shared:Lapp/larder/kitchen/data/LarderDb;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lapp/larder/kitchen/data/LarderDb$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lapp/larder/kitchen/data/LarderDb$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/kitchen/data/LarderDb;->Companion:Lapp/larder/kitchen/data/LarderDb$Companion;

    .line 19
    const/4 v0, 0x7

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "CREATE TABLE items (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, quantity INTEGER NOT NULL, unit TEXT NOT NULL, best_before TEXT)"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    .line 21
    const-string v2, "CREATE TABLE recipes (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL, tags TEXT NOT NULL, minutes INTEGER NOT NULL)"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    .line 23
    const-string v2, "CREATE TABLE meals (id INTEGER PRIMARY KEY AUTOINCREMENT, day TEXT NOT NULL, slot TEXT NOT NULL, recipe_id INTEGER NOT NULL, servings INTEGER NOT NULL DEFAULT 2)"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    .line 25
    const-string v2, "CREATE TABLE requests (dedup_key TEXT PRIMARY KEY, tool TEXT NOT NULL, args_digest TEXT NOT NULL, state TEXT NOT NULL, outcome TEXT, created_at INTEGER NOT NULL)"

    const/4 v1, 0x3

    aput-object v2, v3, v1

    .line 27
    const-string v2, "CREATE TABLE approvals (token TEXT PRIMARY KEY, record TEXT NOT NULL, expires_at INTEGER NOT NULL)"

    const/4 v1, 0x4

    aput-object v2, v3, v1

    .line 28
    const-string v2, "CREATE TABLE operations (id TEXT PRIMARY KEY, owner_uid INTEGER NOT NULL, request_id TEXT NOT NULL, state TEXT NOT NULL, result TEXT, cancel_requested INTEGER NOT NULL DEFAULT 0, updated_at INTEGER NOT NULL)"

    const/4 v1, 0x5

    aput-object v2, v3, v1

    .line 30
    const-string v2, "CREATE TABLE audit (id INTEGER PRIMARY KEY AUTOINCREMENT, uid INTEGER NOT NULL, tool TEXT NOT NULL, subject TEXT NOT NULL, at INTEGER NOT NULL)"

    const/4 v1, 0x6

    aput-object v2, v3, v1

    .line 18
    invoke-static {v3}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/larder/kitchen/data/LarderDb;->TABLES:Ljava/util/List;

    return-void
.end method

.method private constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 8
    const-string v0, "larder.db"

    const/4 v1, 0x0

    const/4 v2, 0x3

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    return-void
.end method

.method public synthetic constructor <init>(Landroid/content/Context;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3

    invoke-direct {p0, p1}, Lapp/larder/kitchen/data/LarderDb;-><init>(Landroid/content/Context;)V

    return-void
.end method

.method public static final synthetic access$getShared$cp()Lapp/larder/kitchen/data/LarderDb;
    .registers 1

    .line 8
    sget-object v0, Lapp/larder/kitchen/data/LarderDb;->shared:Lapp/larder/kitchen/data/LarderDb;

    return-object v0
.end method

.method public static final synthetic access$setShared$cp(Lapp/larder/kitchen/data/LarderDb;)V
    .registers 1

    .line 8
    sput-object p0, Lapp/larder/kitchen/data/LarderDb;->shared:Lapp/larder/kitchen/data/LarderDb;

    return-void
.end method

.method public static final get(Landroid/content/Context;)Lapp/larder/kitchen/data/LarderDb;
    .registers 2

    sget-object v0, Lapp/larder/kitchen/data/LarderDb;->Companion:Lapp/larder/kitchen/data/LarderDb$Companion;

    invoke-virtual {v0, p0}, Lapp/larder/kitchen/data/LarderDb$Companion;->get(Landroid/content/Context;)Lapp/larder/kitchen/data/LarderDb;

    move-result-object v0

    .line 39
    return-object v0
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 10

    const-string v1, "db"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 10
    sget-object v2, Lapp/larder/kitchen/data/LarderDb;->TABLES:Ljava/util/List;

    check-cast v2, Ljava/lang/Iterable;

    const/4 v3, 0x0

    .line 43
    invoke-interface {v2}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v5

    move-object v0, v5

    check-cast v0, Ljava/lang/String;

    move-object v6, v0

    const/4 v7, 0x0

    .line 10
    invoke-virtual {p1, v6}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 43
    goto :goto_0

    .line 11
    :cond_0
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 12

    const-string v1, "db"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 14
    const/4 v1, 0x3

    if-ge p2, v1, :cond_0

    sget-object v0, Lapp/larder/kitchen/data/LarderDb;->TABLES:Ljava/util/List;

    const/4 v1, 0x3

    invoke-static {v0, v1}, Lkotlin/collections/CollectionsKt;->takeLast(Ljava/util/List;I)Ljava/util/List;

    move-result-object v2

    check-cast v2, Ljava/lang/Iterable;

    const/4 v3, 0x0

    .line 45
    invoke-interface {v2}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v5

    move-object v0, v5

    check-cast v0, Ljava/lang/String;

    move-object v6, v0

    const/4 v7, 0x0

    .line 14
    invoke-virtual {p1, v6}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 45
    goto :goto_0

    .line 15
    :cond_0
    return-void
.end method
