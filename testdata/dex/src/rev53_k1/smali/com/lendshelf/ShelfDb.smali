.class public final Lcom/lendshelf/ShelfDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "Shelf.kt"

.field public static final Companion:Lcom/lendshelf/ShelfDb$Companion;
.field private static instance:Lcom/lendshelf/ShelfDb;

.method public constructor <init>(Landroid/content/Context;)V
    .registers 6
    const-string v0, "ctx"
    invoke-static {v5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    const-string v1, "shelf.db"
    const/4 v2, 0x0
    const/4 v3, 0x1
    invoke-direct {v4, v5, v1, v2, v3}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V
    return-void
.end method

.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3
    const-string v0, "db"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    const-string v0, "CREATE TABLE Game (_id INTEGER PRIMARY KEY, title TEXT)"
    invoke-virtual {v2, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 16
    const-string v0, "CREATE TABLE loans (_id INTEGER PRIMARY KEY, game_id INTEGER, borrower_uid INTEGER, due INTEGER)"
    invoke-virtual {v2, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 17
    const-string v0, "CREATE TABLE holds (_id INTEGER PRIMARY KEY, book_id INTEGER, holder_uid INTEGER, holder TEXT)"
    invoke-virtual {v2, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 18
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 5
    const-string v0, "db"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    return-void
.end method

.method public static final synthetic access$getInstance$cp()Lcom/lendshelf/ShelfDb;
    .registers 1
    .line 13
    sget-object v0, Lcom/lendshelf/ShelfDb;->instance:Lcom/lendshelf/ShelfDb;
    return-object v0
.end method

.method public static final synthetic access$setInstance$cp(Lcom/lendshelf/ShelfDb;)V
    .registers 1
    .line 13
    sput-object v0, Lcom/lendshelf/ShelfDb;->instance:Lcom/lendshelf/ShelfDb;
    return-void
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/lendshelf/ShelfDb$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/lendshelf/ShelfDb$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/lendshelf/ShelfDb;->Companion:Lcom/lendshelf/ShelfDb$Companion;
    return-void
.end method

