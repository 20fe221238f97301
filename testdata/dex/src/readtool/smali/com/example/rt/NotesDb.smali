# Kotlin sketch (NotesDb.kt):
#   class NotesDb(context: Context) : SQLiteOpenHelper(context, "notes.db", null, 1) {   // 7
#       override fun onCreate(db: SQLiteDatabase) =
#           db.execSQL("CREATE TABLE notes (_id INTEGER PRIMARY KEY, text TEXT, unread INTEGER, created INTEGER)")  // 9
#       override fun onUpgrade(db: SQLiteDatabase, old: Int, new: Int) {}                // 10
#   }
.class public final Lcom/example/rt/NotesDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "NotesDb.kt"

.method public constructor <init>(Landroid/content/Context;)V
    .locals 3
    const-string v0, "context"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    const-string v0, "notes.db"
    const/4 v1, 0x0
    const/4 v2, 0x1
    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V
    return-void
.end method

.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .locals 1
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    const-string v0, "CREATE TABLE notes (_id INTEGER PRIMARY KEY, text TEXT, unread INTEGER, created INTEGER)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .locals 1
    const-string p2, "db"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    return-void
.end method
