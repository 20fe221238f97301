.class public final Lapp/larder/core/LarderDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "LarderDb.kt"


# static fields
.field public static final Companion:Lapp/larder/core/LarderDb$Companion;

.field private static final TABLES:Ljava/util/LinkedHashMap;

.field private static volatile instance:Lapp/larder/core/LarderDb;


# direct methods
.method static constructor <clinit>()V
    .registers 8

    new-instance v0, Lapp/larder/core/LarderDb$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lapp/larder/core/LarderDb$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/core/LarderDb;->Companion:Lapp/larder/core/LarderDb$Companion;

    .line 21
    const/4 v0, 0x7

    new-array v6, v0, [Lkotlin/Pair;

    const/4 v3, 0x6

    new-array v7, v3, [Ljava/lang/String;

    const-string v5, "id TEXT PRIMARY KEY"

    const/4 v4, 0x0

    aput-object v5, v7, v4

    const-string v5, "name TEXT NOT NULL"

    const/4 v4, 0x1

    aput-object v5, v7, v4

    const-string v5, "quantity INTEGER NOT NULL"

    const/4 v4, 0x2

    aput-object v5, v7, v4

    .line 22
    const-string v5, "expires_at INTEGER"

    const/4 v4, 0x3

    aput-object v5, v7, v4

    const-string v5, "surfaced_at INTEGER NOT NULL DEFAULT 0"

    const/4 v4, 0x4

    aput-object v5, v7, v4

    const-string v5, "archived INTEGER NOT NULL DEFAULT 0"

    const/4 v4, 0x5

    aput-object v5, v7, v4

    .line 21
    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v3

    const-string v2, "items"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v6, v1

    .line 23
    const/4 v3, 0x3

    new-array v7, v3, [Ljava/lang/String;

    const-string v5, "id TEXT PRIMARY KEY"

    const/4 v4, 0x0

    aput-object v5, v7, v4

    const-string v5, "title TEXT NOT NULL"

    const/4 v4, 0x1

    aput-object v5, v7, v4

    const-string v5, "created_at INTEGER NOT NULL"

    const/4 v4, 0x2

    aput-object v5, v7, v4

    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v3

    const-string v2, "lists"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v6, v1

    .line 24
    const/4 v3, 0x6

    new-array v7, v3, [Ljava/lang/String;

    const-string v5, "id TEXT PRIMARY KEY"

    const/4 v4, 0x0

    aput-object v5, v7, v4

    const-string v5, "list_id TEXT NOT NULL"

    const/4 v4, 0x1

    aput-object v5, v7, v4

    const-string v5, "name TEXT NOT NULL"

    const/4 v4, 0x2

    aput-object v5, v7, v4

    .line 25
    const-string v5, "aisle TEXT"

    const/4 v4, 0x3

    aput-object v5, v7, v4

    const-string v5, "due_at INTEGER"

    const/4 v4, 0x4

    aput-object v5, v7, v4

    const-string v5, "bought INTEGER NOT NULL DEFAULT 0"

    const/4 v4, 0x5

    aput-object v5, v7, v4

    .line 24
    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v3

    const-string v2, "list_items"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x2

    aput-object v2, v6, v1

    .line 26
    const/4 v3, 0x5

    new-array v7, v3, [Ljava/lang/String;

    const-string v5, "key TEXT PRIMARY KEY"

    const/4 v4, 0x0

    aput-object v5, v7, v4

    const-string v5, "tool TEXT NOT NULL"

    const/4 v4, 0x1

    aput-object v5, v7, v4

    const-string v5, "digest TEXT NOT NULL"

    const/4 v4, 0x2

    aput-object v5, v7, v4

    .line 27
    const-string v5, "reply TEXT NOT NULL"

    const/4 v4, 0x3

    aput-object v5, v7, v4

    const-string v5, "at INTEGER NOT NULL"

    const/4 v4, 0x4

    aput-object v5, v7, v4

    .line 26
    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v3

    const-string v2, "journal"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x3

    aput-object v2, v6, v1

    .line 28
    const/4 v3, 0x7

    new-array v7, v3, [Ljava/lang/String;

    const-string v5, "id TEXT PRIMARY KEY"

    const/4 v4, 0x0

    aput-object v5, v7, v4

    const-string v5, "uid INTEGER NOT NULL"

    const/4 v4, 0x1

    aput-object v5, v7, v4

    const-string v5, "request_id TEXT NOT NULL"

    const/4 v4, 0x2

    aput-object v5, v7, v4

    .line 29
    const-string v5, "state TEXT NOT NULL"

    const/4 v4, 0x3

    aput-object v5, v7, v4

    const-string v5, "result TEXT"

    const/4 v4, 0x4

    aput-object v5, v7, v4

    const-string v5, "cancel_requested INTEGER NOT NULL DEFAULT 0"

    const/4 v4, 0x5

    aput-object v5, v7, v4

    .line 30
    const-string v5, "updated_at INTEGER NOT NULL"

    const/4 v4, 0x6

    aput-object v5, v7, v4

    .line 28
    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v3

    const-string v2, "operations"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x4

    aput-object v2, v6, v1

    .line 31
    const/4 v3, 0x5

    new-array v7, v3, [Ljava/lang/String;

    const-string v5, "id INTEGER PRIMARY KEY AUTOINCREMENT"

    const/4 v4, 0x0

    aput-object v5, v7, v4

    const-string v5, "item TEXT NOT NULL"

    const/4 v4, 0x1

    aput-object v5, v7, v4

    const-string v5, "action TEXT NOT NULL"

    const/4 v4, 0x2

    aput-object v5, v7, v4

    .line 32
    const-string v5, "by_uid INTEGER NOT NULL"

    const/4 v4, 0x3

    aput-object v5, v7, v4

    const-string v5, "at INTEGER NOT NULL"

    const/4 v4, 0x4

    aput-object v5, v7, v4

    .line 31
    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v3

    const-string v2, "history"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x5

    aput-object v2, v6, v1

    .line 33
    const/4 v3, 0x6

    new-array v7, v3, [Ljava/lang/String;

    const-string v5, "id INTEGER PRIMARY KEY AUTOINCREMENT"

    const/4 v4, 0x0

    aput-object v5, v7, v4

    const-string v5, "tool TEXT NOT NULL"

    const/4 v4, 0x1

    aput-object v5, v7, v4

    const-string v5, "request_id TEXT NOT NULL"

    const/4 v4, 0x2

    aput-object v5, v7, v4

    .line 34
    const-string v5, "outcome TEXT NOT NULL"

    const/4 v4, 0x3

    aput-object v5, v7, v4

    const-string v5, "by_uid INTEGER NOT NULL"

    const/4 v4, 0x4

    aput-object v5, v7, v4

    const-string v5, "at INTEGER NOT NULL"

    const/4 v4, 0x5

    aput-object v5, v7, v4

    .line 33
    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v3

    const-string v2, "audit"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x6

    aput-object v2, v6, v1

    .line 20
    invoke-static {v6}, Lkotlin/collections/MapsKt;->linkedMapOf([Lkotlin/Pair;)Ljava/util/LinkedHashMap;

    move-result-object v0

    sput-object v0, Lapp/larder/core/LarderDb;->TABLES:Ljava/util/LinkedHashMap;

    return-void
.end method

.method private constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 9
    const-string v0, "larder.db"

    const/4 v1, 0x0

    const/4 v2, 0x4

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    return-void
.end method

.method public synthetic constructor <init>(Landroid/content/Context;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3

    invoke-direct {p0, p1}, Lapp/larder/core/LarderDb;-><init>(Landroid/content/Context;)V

    return-void
.end method

.method public static final synthetic access$getInstance$cp()Lapp/larder/core/LarderDb;
    .registers 1

    .line 9
    sget-object v0, Lapp/larder/core/LarderDb;->instance:Lapp/larder/core/LarderDb;

    return-object v0
.end method

.method public static final synthetic access$setInstance$cp(Lapp/larder/core/LarderDb;)V
    .registers 1

    .line 9
    sput-object p0, Lapp/larder/core/LarderDb;->instance:Lapp/larder/core/LarderDb;

    return-void
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 12

    const-string v1, "db"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    sget-object v2, Lapp/larder/core/LarderDb;->TABLES:Ljava/util/LinkedHashMap;

    check-cast v2, Ljava/util/Map;

    const/4 v3, 0x0

    .line 64
    invoke-interface {v2}, Ljava/util/Map;->entrySet()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v5

    check-cast v5, Ljava/util/Map$Entry;

    move-object v6, v5

    const/4 v7, 0x0

    invoke-interface {v6}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;

    move-result-object v8

    check-cast v8, Ljava/lang/String;

    invoke-interface {v6}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;

    move-result-object v9

    check-cast v9, Ljava/util/List;

    .line 12
    sget-object v1, Lapp/larder/core/LarderDb;->Companion:Lapp/larder/core/LarderDb$Companion;

    invoke-virtual {v1, v8, v9}, Lapp/larder/core/LarderDb$Companion;->createTable(Ljava/lang/String;Ljava/util/List;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 64
    goto :goto_0

    .line 13
    :cond_0
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 8

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 16
    const/4 v0, 0x4

    if-ge p2, v0, :cond_0

    sget-object v0, Lapp/larder/core/LarderDb;->Companion:Lapp/larder/core/LarderDb$Companion;

    sget-object v2, Lapp/larder/core/LarderDb;->TABLES:Ljava/util/LinkedHashMap;

    check-cast v2, Ljava/util/Map;

    const-string v3, "operations"

    invoke-static {v2, v3}, Lkotlin/collections/MapsKt;->getValue(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/util/List;

    const-string v1, "operations"

    invoke-virtual {v0, v1, v2}, Lapp/larder/core/LarderDb$Companion;->createTable(Ljava/lang/String;Ljava/util/List;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 17
    :cond_0
    return-void
.end method
