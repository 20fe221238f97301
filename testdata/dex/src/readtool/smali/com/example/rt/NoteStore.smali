# Kotlin sketch (NoteStore.kt):
#   class NoteStore {
#       fun listNotes(context: Context): CetpProviderResult {                          // 9
#           val db = NotesDb(context).writableDatabase                                  // 10
#           val cursor = db.query("notes", null, null, null, null, null, "created DESC")// 11
#           markAllRead(db)                                                             // 12
#           return CetpProviderResult.inline(cursor.count)                              // 13
#       }
#
#       private fun markAllRead(db: SQLiteDatabase) {
#           db.execSQL("UPDATE notes SET unread = 0")                                   // 17
#       }
#
#       fun getNote(context: Context, args: String): CetpProviderResult {              // 20
#           val id = JSONObject(args).getString("id")                                   // 21
#           val cursor = NotesDb(context).readableDatabase                              // 22
#               .query("notes", null, "_id = ?", arrayOf(id), null, null, null)
#           AccessLog.record(context, "get_note $id")                                   // 24
#           return CetpProviderResult.inline(cursor.count)                              // 25
#       }
#
#       fun addNote(context: Context, args: String): CetpProviderResult {              // 28
#           val values = ContentValues()                                                // 29
#           values.put("text", JSONObject(args).getString("text"))                      // 30
#           val id = NotesDb(context).writableDatabase.insert("notes", null, values)   // 31
#           return CetpProviderResult.inline(id.toInt())                                // 32
#       }
#   }
.class public final Lcom/example/rt/NoteStore;
.super Ljava/lang/Object;
.source "NoteStore.kt"

.method public constructor <init>()V
    .locals 0
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final listNotes(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 9
    const-string v0, "context"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    new-instance v0, Lcom/example/rt/NotesDb;
    invoke-direct {v0, p1}, Lcom/example/rt/NotesDb;-><init>(Landroid/content/Context;)V
    invoke-virtual {v0}, Lcom/example/rt/NotesDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    .line 11
    const-string v1, "notes"
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x0
    const-string v7, "created DESC"
    move-object v0, p1
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    .line 12
    invoke-static {p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {p0, p1}, Lcom/example/rt/NoteStore;->markAllRead(Landroid/database/sqlite/SQLiteDatabase;)V
    .line 13
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-interface {v0}, Landroid/database/Cursor;->getCount()I
    move-result v0
    invoke-virtual {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->inline(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method

.method private final markAllRead(Landroid/database/sqlite/SQLiteDatabase;)V
    .locals 1
    .line 17
    const-string v0, "UPDATE notes SET unread = 0"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    return-void
.end method

.method public final getNote(Landroid/content/Context;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 9
    const-string v0, "context"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "args"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0, p2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    const-string p2, "id"
    invoke-virtual {v0, p2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    .line 22
    new-instance v0, Lcom/example/rt/NotesDb;
    invoke-direct {v0, p1}, Lcom/example/rt/NotesDb;-><init>(Landroid/content/Context;)V
    invoke-virtual {v0}, Lcom/example/rt/NotesDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const/4 v8, 0x1
    new-array v4, v8, [Ljava/lang/String;
    const/4 v8, 0x0
    aput-object p2, v4, v8
    const-string v1, "notes"
    const/4 v2, 0x0
    const-string v3, "_id = ?"
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v8
    .line 24
    sget-object v0, Lcom/example/rt/AccessLog;->INSTANCE:Lcom/example/rt/AccessLog;
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "get_note "
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    invoke-virtual {v0, p1, p2}, Lcom/example/rt/AccessLog;->record(Landroid/content/Context;Ljava/lang/String;)V
    .line 25
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-interface {v8}, Landroid/database/Cursor;->getCount()I
    move-result p2
    invoke-virtual {p1, p2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->inline(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method

.method public final addNote(Landroid/content/Context;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 3
    const-string v0, "context"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "args"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    .line 30
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1, p2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    const-string p2, "text"
    invoke-virtual {v1, p2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, p2, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 31
    new-instance p2, Lcom/example/rt/NotesDb;
    invoke-direct {p2, p1}, Lcom/example/rt/NotesDb;-><init>(Landroid/content/Context;)V
    invoke-virtual {p2}, Lcom/example/rt/NotesDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    const-string p2, "notes"
    const/4 v1, 0x0
    invoke-virtual {p1, p2, v1, v0}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide p1
    .line 32
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    long-to-int p1, p1
    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->inline(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method
