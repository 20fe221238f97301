# Kotlin sketch (NotesMutationExecutor.kt): NotesProvider's executor; it
# keeps recent outcomes in a map as a cache, but the reservation lives in
# the notes database's journal.
#   class NotesMutationExecutor : CetpMutationExecutor {                          // 6
#       private val recent = HashMap<String, CetpProviderResult>()                   // 7
#       override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult {
#           recent[requestId]?.let { return it }                                      // 9
#           val db = NotesDb(context).writableDatabase                                // 10
#           db.execSQL("INSERT OR IGNORE INTO journal(request_id) VALUES (?)", arrayOf(requestId))  // 11
#           val result = mutation()                                                   // 12
#           recent[requestId] = result                                                // 13
#           return result                                                             // 14
#       }
#   }
.class public final Lcom/example/rt/NotesMutationExecutor;
.super Ljava/lang/Object;
.source "NotesMutationExecutor.kt"
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.field private final recent:Ljava/util/HashMap;

# near miss CETP618: the map is a cache; the journal write in execute is durable
.method public constructor <init>()V
    .locals 1
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 7
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/rt/NotesMutationExecutor;->recent:Ljava/util/HashMap;
    return-void
.end method

.method public execute(Landroid/content/Context;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 4
    const-string v0, "context"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "requestId"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "mutation"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    iget-object v0, p0, Lcom/example/rt/NotesMutationExecutor;->recent:Ljava/util/HashMap;
    invoke-virtual {v0, p2}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    if-eqz v0, :cond_0
    return-object v0
    .line 10
    :cond_0
    new-instance v0, Lcom/example/rt/NotesDb;
    invoke-direct {v0, p1}, Lcom/example/rt/NotesDb;-><init>(Landroid/content/Context;)V
    invoke-virtual {v0}, Lcom/example/rt/NotesDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    .line 11
    const/4 v0, 0x1
    new-array v0, v0, [Ljava/lang/Object;
    const/4 v1, 0x0
    aput-object p2, v0, v1
    const-string v2, "INSERT OR IGNORE INTO journal(request_id) VALUES (?)"
    invoke-virtual {p1, v2, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    .line 12
    invoke-interface {p3}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 13
    iget-object p3, p0, Lcom/example/rt/NotesMutationExecutor;->recent:Ljava/util/HashMap;
    check-cast p3, Ljava/util/Map;
    invoke-interface {p3, p2, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 14
    return-object p1
.end method
