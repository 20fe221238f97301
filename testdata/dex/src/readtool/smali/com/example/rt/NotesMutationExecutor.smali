# Kotlin sketch (NotesMutationExecutor.kt): the app's durable executor; the
# reservation, mutation and result live in the notes database.
#   class NotesMutationExecutor : CetpMutationExecutor {                          // 6
#       override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult {
#           val db = NotesDb(context).writableDatabase                                // 8
#           db.execSQL("INSERT OR IGNORE INTO journal(request_id) VALUES (?)", arrayOf(requestId))  // 9
#           return mutation()                                                          // 10
#       }
#   }
.class public final Lcom/example/rt/NotesMutationExecutor;
.super Ljava/lang/Object;
.source "NotesMutationExecutor.kt"
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.method public constructor <init>()V
    .locals 0
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public execute(Landroid/content/Context;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 3
    const-string v0, "context"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "requestId"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "mutation"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    new-instance v0, Lcom/example/rt/NotesDb;
    invoke-direct {v0, p1}, Lcom/example/rt/NotesDb;-><init>(Landroid/content/Context;)V
    invoke-virtual {v0}, Lcom/example/rt/NotesDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    .line 9
    const/4 v0, 0x1
    new-array v0, v0, [Ljava/lang/Object;
    const/4 v1, 0x0
    aput-object p2, v0, v1
    const-string v2, "INSERT OR IGNORE INTO journal(request_id) VALUES (?)"
    invoke-virtual {p1, v2, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    .line 10
    invoke-interface {p3}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    return-object p1
.end method
