.class public final Lcom/quillvault/QuillDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "Store.kt"

# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 6
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    const-string v1, "quill.db"
    const/4 v2, 0x0
    const/4 v3, 0x3
    invoke-direct {p0, p1, v1, v2, v3}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V
    return-void
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    const-string v0, "CREATE TABLE notes (id TEXT PRIMARY KEY, title TEXT, body TEXT, tag TEXT, private INTEGER DEFAULT 0, archived INTEGER DEFAULT 0, year TEXT)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 18
    const-string v0, "CREATE TABLE audit (uid INTEGER, job TEXT, detail TEXT)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 19
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 5
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    const-string v0, "DROP TABLE IF EXISTS notes"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 23
    const-string v0, "DROP TABLE IF EXISTS audit"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 24
    invoke-virtual {p0, p1}, Lcom/quillvault/QuillDb;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .line 25
    return-void
.end method
