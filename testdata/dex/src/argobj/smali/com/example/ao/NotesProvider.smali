# Kotlin sketch (NotesProvider.kt), compiled by kotlinc and D8:
#   class NotesProvider : CetpV2ContentProvider() {                                   // 10
#       private val io: Executor = Executors.newSingleThreadExecutor()                 // 11
#       private lateinit var helper: SQLiteOpenHelper
#       lateinit var syncTask: Runnable                                              // set by the app's sync module
#       override val providerTools = listOf(                                           // 13
#           tool("delete_note", ToolEffect.DELETE), tool("purge_owner", ToolEffect.DELETE),
#           tool("rename_note", ToolEffect.UPDATE), tool("tag_note", ToolEffect.READ),
#           tool("recent_notes", ToolEffect.READ), tool("sync_notes", ToolEffect.READ),
#           tool("wipe_note", ToolEffect.DELETE))                                      // 16
#
#       override fun authorize(request: CetpProviderRequest) = decide(request)         // 18 (PolicyKt)
#
#       override fun executeTool(request: CetpProviderRequest): CetpProviderResult {
#           val args = JSONObject(request.args)                                        // 21
#           return when (request.toolName) {                                           // 22
#               "delete_note" -> delete(DeleteArgs.fromJson(args))                     // 23 (companion)
#               "purge_owner" -> purge(PurgeArgs.parse(request.args))                  // 24 (@JvmStatic)
#               "rename_note" -> rename(RenameArgs(args.getString("id"),
#                   args.getString("title"), args.optBoolean("confirmed")))            // 25
#               "tag_note" -> tag(args.getString("id"), args.getString("tag"))         // 26
#               "recent_notes" -> recent()                                             // 27
#               "sync_notes" -> sync()                                                 // 28
#               "wipe_note" -> wipe(DeleteArgs.fromJson(args))                         // 30
#               else -> CetpProviderResult.unknownTool(request.toolName)               // 29
#           }
#       }
#
#       // true positive 614: the Consumer's "confirmed", read through the data
#       // class's getter, decides the delete
#       private fun delete(args: DeleteArgs): CetpProviderResult {
#           if (!args.confirmed) return CetpProviderResult.userActionRequired()        // 34
#           helper.writableDatabase.delete("notes", "id = ?", arrayOf(args.id))        // 35
#           return CetpProviderResult.ok()                                             // 36
#       }
#
#       // true positive 622: the owner, taken apart with component1(), in SQL text
#       private fun purge(args: PurgeArgs): CetpProviderResult {
#           val (owner) = args                                                         // 41
#           helper.writableDatabase.execSQL("DELETE FROM notes WHERE owner = '$owner'") // 42
#           return CetpProviderResult.ok()                                             // 43
#       }
#
#       // near misses 614 and 622: a copy of the arguments; the flag decides a
#       // log line only, the values travel as bind arguments
#       private fun rename(args: RenameArgs): CetpProviderResult {
#           val a = args.copy(title = args.title.trim())                               // 49
#           if (a.confirmed) Log.i("notes", "rename claimed as confirmed")             // 50
#           helper.writableDatabase.execSQL("UPDATE notes SET title = ? WHERE id = ?",
#               arrayOf<Any>(a.title, a.id))                                           // 51
#           return CetpProviderResult.ok()                                             // 52
#       }
#
#       // true positive 621: read tool tag_note writes, in a lambda it hands to
#       // an Executor
#       private fun tag(id: String, tag: String): CetpProviderResult {
#           val db = helper.writableDatabase                                           // 58
#           io.execute { db.execSQL("UPDATE notes SET tag = ? WHERE id = ?", arrayOf<Any>(tag, id)) } // 59
#           return CetpProviderResult.ok()                                             // 60
#       }
#
#       // near miss 621: recent_notes's lambda only queries
#       private fun recent(): CetpProviderResult {
#           val db = helper.readableDatabase                                           // 64
#           io.execute { db.rawQuery("SELECT * FROM notes ORDER BY created DESC", null).close() } // 65
#           return CetpProviderResult.ok()                                             // 66
#       }
#
#       // a note for 621: sync_notes hands the Executor a task another module
#       // installed, which the analysis cannot resolve
#       private fun sync(): CetpProviderResult {
#           io.execute(syncTask)                                                       // 72
#           return CetpProviderResult.ok()                                             // 73
#       }
#
#       // true positive 614: the flag decides whether a thread deletes (kotlinc
#       // before 2.0, or -Xlambdas=class, makes the lambda the class
#       // NotesProvider$wipe$1)
#       private fun wipe(args: DeleteArgs): CetpProviderResult {
#           val db = helper.writableDatabase                                           // 79
#           val id = args.id                                                           // 80
#           if (args.confirmed) {                                                      // 81
#               thread { db.delete("notes", "id = ?", arrayOf(id)) }                   // 82
#           }
#           return CetpProviderResult.ok()                                             // 84
#       }
#   }
# kotlinc compiles the `when` on a String to a hashCode switch; D8 desugars
# the two SAM lambdas into NotesProvider$$ExternalSyntheticLambda0 and 1,
# which call tag$lambda$0 and recent$lambda$1.
.class public final Lcom/example/ao/NotesProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "NotesProvider.kt"

.field private final io:Ljava/util/concurrent/Executor;
.field private helper:Landroid/database/sqlite/SQLiteOpenHelper;
.field private final providerTools:Ljava/util/List;
.field public syncTask:Ljava/lang/Runnable;

.method public constructor <init>()V
    .locals 7
    .line 10
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 11
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    const-string v1, "newSingleThreadExecutor(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Ljava/util/concurrent/Executor;
    iput-object v0, p0, Lcom/example/ao/NotesProvider;->io:Ljava/util/concurrent/Executor;
    .line 13
    const/4 v0, 0x7
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v5, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    .line 14
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v2, "delete_note"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v6, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;
    invoke-direct {v3, v6, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x0
    aput-object v1, v0, v2
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v2, "purge_owner"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    invoke-direct {v3, v6, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x1
    aput-object v1, v0, v2
    .line 15
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v2, "rename_note"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v6, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    invoke-direct {v3, v6, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x2
    aput-object v1, v0, v2
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v5, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    sget-object v6, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v2, "tag_note"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    invoke-direct {v3, v6, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x3
    aput-object v1, v0, v2
    .line 16
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v2, "recent_notes"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    invoke-direct {v3, v6, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x4
    aput-object v1, v0, v2
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v2, "sync_notes"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    invoke-direct {v3, v6, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x5
    aput-object v1, v0, v2
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v2, "wipe_note"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v6, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v5, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v6, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x6
    aput-object v1, v0, v2
    .line 13
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, p0, Lcom/example/ao/NotesProvider;->providerTools:Ljava/util/List;
    return-void
.end method

.method public getProviderTools()Ljava/util/List;
    .locals 1
    .line 13
    iget-object v0, p0, Lcom/example/ao/NotesProvider;->providerTools:Ljava/util/List;
    return-object v0
.end method

# true positive 617: the policy helper ignores the request and allows (PolicyKt.decide)
.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .locals 1
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    invoke-static {p1}, Lcom/example/ao/PolicyKt;->decide(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    return-object v0
.end method

.method private final db()Landroid/database/sqlite/SQLiteDatabase;
    .locals 1
    iget-object v0, p0, Lcom/example/ao/NotesProvider;->helper:Landroid/database/sqlite/SQLiteOpenHelper;
    if-nez v0, :cond_0
    const-string v0, "helper"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :cond_0
    invoke-virtual {v0}, Landroid/database/sqlite/SQLiteOpenHelper;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 6
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    new-instance v0, Lorg/json/JSONObject;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 22
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v2
    sparse-switch v2, :sswitch_data_0
    goto :goto_default
    :sswitch_delete
    const-string v2, "delete_note"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_delete
    goto :goto_default
    :sswitch_tag
    const-string v2, "tag_note"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_tag
    goto :goto_default
    :sswitch_rename
    const-string v2, "rename_note"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_rename
    goto :goto_default
    :sswitch_purge
    const-string v2, "purge_owner"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_purge
    goto :goto_default
    :sswitch_recent
    const-string v2, "recent_notes"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_recent
    goto :goto_default
    :sswitch_wipe
    const-string v2, "wipe_note"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_wipe
    goto :goto_default
    :sswitch_sync
    const-string v2, "sync_notes"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_sync
    goto :goto_default
    :cond_delete
    .line 23
    sget-object v1, Lcom/example/ao/DeleteArgs;->Companion:Lcom/example/ao/DeleteArgs$Companion;
    invoke-virtual {v1, v0}, Lcom/example/ao/DeleteArgs$Companion;->fromJson(Lorg/json/JSONObject;)Lcom/example/ao/DeleteArgs;
    move-result-object v0
    invoke-direct {p0, v0}, Lcom/example/ao/NotesProvider;->delete(Lcom/example/ao/DeleteArgs;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_return
    :cond_purge
    .line 24
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/ao/PurgeArgs;->parse(Ljava/lang/String;)Lcom/example/ao/PurgeArgs;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/ao/NotesProvider;->purge(Lcom/example/ao/PurgeArgs;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_return
    :cond_rename
    .line 25
    new-instance p1, Lcom/example/ao/RenameArgs;
    const-string v1, "id"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "getString(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v3, "title"
    invoke-virtual {v0, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-static {v3, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v2, "confirmed"
    invoke-virtual {v0, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    invoke-direct {p1, v1, v3, v0}, Lcom/example/ao/RenameArgs;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    invoke-direct {p0, p1}, Lcom/example/ao/NotesProvider;->rename(Lcom/example/ao/RenameArgs;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_return
    :cond_tag
    .line 26
    const-string p1, "id"
    invoke-virtual {v0, p1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string v1, "getString(...)"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v2, "tag"
    invoke-virtual {v0, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {p0, p1, v0}, Lcom/example/ao/NotesProvider;->tag(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_return
    :cond_recent
    .line 27
    invoke-direct {p0}, Lcom/example/ao/NotesProvider;->recent()Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_return
    :cond_sync
    .line 28
    invoke-direct {p0}, Lcom/example/ao/NotesProvider;->sync()Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_return
    :cond_wipe
    .line 30
    sget-object p1, Lcom/example/ao/DeleteArgs;->Companion:Lcom/example/ao/DeleteArgs$Companion;
    invoke-virtual {p1, v0}, Lcom/example/ao/DeleteArgs$Companion;->fromJson(Lorg/json/JSONObject;)Lcom/example/ao/DeleteArgs;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/ao/NotesProvider;->wipe(Lcom/example/ao/DeleteArgs;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_return
    :goto_default
    .line 29
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->unknownTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    :goto_return
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x6e80d3e3 -> :sswitch_sync
        -0x42e049fa -> :sswitch_delete
        -0x2d89a689 -> :sswitch_tag
        -0x7a5f7ad -> :sswitch_rename
        0x22f71a1f -> :sswitch_purge
        0x5dacccea -> :sswitch_wipe
        0x662f87dd -> :sswitch_recent
    .end sparse-switch
.end method

.method private final delete(Lcom/example/ao/DeleteArgs;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 5
    .line 34
    invoke-virtual {p1}, Lcom/example/ao/DeleteArgs;->getConfirmed()Z
    move-result v0
    if-nez v0, :cond_0
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->userActionRequired()Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
    :cond_0
    .line 35
    invoke-direct {p0}, Lcom/example/ao/NotesProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "notes"
    const-string v2, "id = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    invoke-virtual {p1}, Lcom/example/ao/DeleteArgs;->getId()Ljava/lang/String;
    move-result-object p1
    const/4 v4, 0x0
    aput-object p1, v3, v4
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 36
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok()Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method

.method private final purge(Lcom/example/ao/PurgeArgs;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 3
    .line 41
    invoke-virtual {p1}, Lcom/example/ao/PurgeArgs;->component1()Ljava/lang/String;
    move-result-object p1
    .line 42
    invoke-direct {p0}, Lcom/example/ao/NotesProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "DELETE FROM notes WHERE owner = \'"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const/16 v1, 0x27
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 43
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok()Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method

.method private final rename(Lcom/example/ao/RenameArgs;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 7
    .line 49
    invoke-virtual {p1}, Lcom/example/ao/RenameArgs;->getTitle()Ljava/lang/String;
    move-result-object v0
    check-cast v0, Ljava/lang/CharSequence;
    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    const/4 v1, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x5
    const/4 v5, 0x0
    move-object v0, p1
    invoke-static/range {v0 .. v5}, Lcom/example/ao/RenameArgs;->copy$default(Lcom/example/ao/RenameArgs;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/example/ao/RenameArgs;
    move-result-object p1
    .line 50
    invoke-virtual {p1}, Lcom/example/ao/RenameArgs;->getConfirmed()Z
    move-result v0
    if-eqz v0, :cond_0
    const-string v0, "notes"
    const-string v1, "rename claimed as confirmed"
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    :cond_0
    .line 51
    invoke-direct {p0}, Lcom/example/ao/NotesProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "UPDATE notes SET title = ? WHERE id = ?"
    const/4 v2, 0x2
    new-array v2, v2, [Ljava/lang/Object;
    invoke-virtual {p1}, Lcom/example/ao/RenameArgs;->getTitle()Ljava/lang/String;
    move-result-object v3
    const/4 v4, 0x0
    aput-object v3, v2, v4
    invoke-virtual {p1}, Lcom/example/ao/RenameArgs;->getId()Ljava/lang/String;
    move-result-object p1
    const/4 v3, 0x1
    aput-object p1, v2, v3
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    .line 52
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok()Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method

.method private final tag(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 3
    .line 58
    invoke-direct {p0}, Lcom/example/ao/NotesProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    .line 59
    iget-object v1, p0, Lcom/example/ao/NotesProvider;->io:Ljava/util/concurrent/Executor;
    new-instance v2, Lcom/example/ao/NotesProvider$$ExternalSyntheticLambda0;
    invoke-direct {v2, v0, p2, p1}, Lcom/example/ao/NotesProvider$$ExternalSyntheticLambda0;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;)V
    invoke-interface {v1, v2}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    .line 60
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok()Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method

.method private static final tag$lambda$0(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;)V
    .locals 3
    .line 59
    const-string v0, "UPDATE notes SET tag = ? WHERE id = ?"
    const/4 v1, 0x2
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 0x0
    aput-object p1, v1, v2
    const/4 v2, 0x1
    aput-object p2, v1, v2
    invoke-virtual {p0, v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    return-void
.end method

.method private final recent()Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 3
    .line 64
    invoke-direct {p0}, Lcom/example/ao/NotesProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    .line 65
    iget-object v1, p0, Lcom/example/ao/NotesProvider;->io:Ljava/util/concurrent/Executor;
    new-instance v2, Lcom/example/ao/NotesProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2, v0}, Lcom/example/ao/NotesProvider$$ExternalSyntheticLambda1;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V
    invoke-interface {v1, v2}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    .line 66
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok()Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method private static final recent$lambda$1(Landroid/database/sqlite/SQLiteDatabase;)V
    .locals 2
    .line 65
    const-string v0, "SELECT * FROM notes ORDER BY created DESC"
    const/4 v1, 0x0
    invoke-virtual {p0, v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object p0
    invoke-interface {p0}, Landroid/database/Cursor;->close()V
    return-void
.end method

.method private final sync()Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 2
    .line 72
    iget-object v0, p0, Lcom/example/ao/NotesProvider;->io:Ljava/util/concurrent/Executor;
    iget-object v1, p0, Lcom/example/ao/NotesProvider;->syncTask:Ljava/lang/Runnable;
    if-nez v1, :cond_0
    const-string v1, "syncTask"
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v1, 0x0
    :cond_0
    invoke-interface {v0, v1}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    .line 73
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok()Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method private final wipe(Lcom/example/ao/DeleteArgs;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 10
    .line 79
    invoke-direct {p0}, Lcom/example/ao/NotesProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    .line 80
    invoke-virtual {p1}, Lcom/example/ao/DeleteArgs;->getId()Ljava/lang/String;
    move-result-object v1
    .line 81
    invoke-virtual {p1}, Lcom/example/ao/DeleteArgs;->getConfirmed()Z
    move-result p1
    if-eqz p1, :cond_0
    .line 82
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x0
    new-instance p1, Lcom/example/ao/NotesProvider$wipe$1;
    invoke-direct {p1, v0, v1}, Lcom/example/ao/NotesProvider$wipe$1;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V
    move-object v7, p1
    check-cast v7, Lkotlin/jvm/functions/Function0;
    const/16 v8, 0x1f
    const/4 v9, 0x0
    invoke-static/range {v2 .. v9}, Lkotlin/concurrent/ThreadsKt;->thread$default(ZZLjava/lang/ClassLoader;Ljava/lang/String;ILkotlin/jvm/functions/Function0;ILjava/lang/Object;)Ljava/lang/Thread;
    .line 84
    :cond_0
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok()Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method

# D8 gives the lambda classes access to the bodies it calls.
.method public static synthetic $r8$lambda$Qx7TnK2dVh0aLwE5pYc9sRbU3mI(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;)V
    .locals 0
    invoke-static {p0, p1, p2}, Lcom/example/ao/NotesProvider;->tag$lambda$0(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method public static synthetic $r8$lambda$fJ4oZ8gWk1NtXyH6qA0vCeD2uMs(Landroid/database/sqlite/SQLiteDatabase;)V
    .locals 0
    invoke-static {p0}, Lcom/example/ao/NotesProvider;->recent$lambda$1(Landroid/database/sqlite/SQLiteDatabase;)V
    return-void
.end method
