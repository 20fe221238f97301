.class public final Lapp/larder/home/data/LarderDatabase;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "LarderDatabase.kt"


# static fields
.field private static final Companion:Lapp/larder/home/data/LarderDatabase$Companion;

.field private static final TABLES:[Ljava/lang/String;


# instance fields
.field private volatile pantry:Lapp/larder/home/data/PantryDao;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lapp/larder/home/data/LarderDatabase$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lapp/larder/home/data/LarderDatabase$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/home/data/LarderDatabase;->Companion:Lapp/larder/home/data/LarderDatabase$Companion;

    .line 36
    const/4 v0, 0x5

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "pantry_item"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "shopping_entry"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "request_record"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    const-string v2, "work_info"

    const/4 v1, 0x3

    aput-object v2, v3, v1

    const-string v2, "shared_file"

    const/4 v1, 0x4

    aput-object v2, v3, v1

    sput-object v3, Lapp/larder/home/data/LarderDatabase;->TABLES:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Landroid/content/Context;)V
    .registers 6

    const-string v0, "context"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 8
    const-string v1, "larder.db"

    const/4 v2, 0x0

    const/4 v3, 0x4

    invoke-direct {p0, p1, v1, v2, v3}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    return-void
.end method

.method public static final synthetic access$getTABLES$cp()[Ljava/lang/String;
    .registers 1

    .line 8
    sget-object v0, Lapp/larder/home/data/LarderDatabase;->TABLES:[Ljava/lang/String;

    return-object v0
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 23
    const-string v0, "CREATE TABLE pantry_item (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, quantity INTEGER NOT NULL, unit TEXT NOT NULL, location TEXT NOT NULL, expires_on_day INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 24
    const-string v0, "CREATE TABLE shopping_entry (id INTEGER PRIMARY KEY AUTOINCREMENT, list TEXT NOT NULL, name TEXT NOT NULL, quantity INTEGER NOT NULL, checked INTEGER NOT NULL DEFAULT 0, added_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 25
    const-string v0, "CREATE TABLE request_record (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, digest TEXT NOT NULL, result TEXT, created_at INTEGER NOT NULL, PRIMARY KEY (uid, provider, request_id))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 26
    const-string v0, "CREATE TABLE work_info (id TEXT PRIMARY KEY, provider TEXT NOT NULL, owner_uid INTEGER NOT NULL, request_id TEXT NOT NULL, state TEXT NOT NULL, cancel_requested INTEGER NOT NULL DEFAULT 0, result TEXT, created_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 27
    const-string v0, "CREATE TABLE shared_file (name TEXT NOT NULL, provider TEXT NOT NULL, owner_uid INTEGER NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (name, provider))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 28
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 11

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 31
    sget-object v3, Lapp/larder/home/data/LarderDatabase;->TABLES:[Ljava/lang/String;

    const/4 v4, 0x0

    array-length v5, v3

    :goto_0
    if-ge v4, v5, :cond_0

    aget-object v6, v3, v4

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "DROP TABLE IF EXISTS "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 32
    :cond_0
    invoke-virtual {p0, p1}, Lapp/larder/home/data/LarderDatabase;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V

    .line 33
    return-void
.end method

.method public final pantryDao()Lapp/larder/home/data/PantryDao;
    .registers 6

    .line 12
    iget-object v0, p0, Lapp/larder/home/data/LarderDatabase;->pantry:Lapp/larder/home/data/PantryDao;

    if-nez v0, :cond_0

    new-instance v2, Lapp/larder/home/data/PantryDao_Impl;

    invoke-direct {v2, p0}, Lapp/larder/home/data/PantryDao_Impl;-><init>(Lapp/larder/home/data/LarderDatabase;)V

    move-object v3, v2

    .line 40
    const/4 v4, 0x0

    .line 12
    move-object v1, v3

    check-cast v1, Lapp/larder/home/data/PantryDao;

    iput-object v1, p0, Lapp/larder/home/data/LarderDatabase;->pantry:Lapp/larder/home/data/PantryDao;

    move-object v0, v2

    check-cast v0, Lapp/larder/home/data/PantryDao;

    :cond_0
    return-object v0
.end method

.method public final requestDao()Lapp/larder/home/data/RequestDao;
    .registers 2

    .line 16
    new-instance v0, Lapp/larder/home/data/RequestDao_Impl;

    invoke-direct {v0, p0}, Lapp/larder/home/data/RequestDao_Impl;-><init>(Lapp/larder/home/data/LarderDatabase;)V

    check-cast v0, Lapp/larder/home/data/RequestDao;

    return-object v0
.end method

.method public final sharedFileDao()Lapp/larder/home/data/SharedFileDao;
    .registers 2

    .line 20
    new-instance v0, Lapp/larder/home/data/SharedFileDao_Impl;

    invoke-direct {v0, p0}, Lapp/larder/home/data/SharedFileDao_Impl;-><init>(Lapp/larder/home/data/LarderDatabase;)V

    check-cast v0, Lapp/larder/home/data/SharedFileDao;

    return-object v0
.end method

.method public final shoppingDao()Lapp/larder/home/data/ShoppingDao;
    .registers 2

    .line 14
    new-instance v0, Lapp/larder/home/data/ShoppingDao_Impl;

    invoke-direct {v0, p0}, Lapp/larder/home/data/ShoppingDao_Impl;-><init>(Lapp/larder/home/data/LarderDatabase;)V

    check-cast v0, Lapp/larder/home/data/ShoppingDao;

    return-object v0
.end method

.method public final workDao()Lapp/larder/home/data/WorkDao;
    .registers 2

    .line 18
    new-instance v0, Lapp/larder/home/data/WorkDao_Impl;

    invoke-direct {v0, p0}, Lapp/larder/home/data/WorkDao_Impl;-><init>(Lapp/larder/home/data/LarderDatabase;)V

    check-cast v0, Lapp/larder/home/data/WorkDao;

    return-object v0
.end method
