# Kotlin sketch (BlockingProvider.kt), kotlinc 1.9 + D8:
#   class BlockingProvider : ContentProvider() {                                              // 12
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {          // 14
#           if (method != "execute_tool" || extras == null) return null                       // 15
#           if (extras.getString("session_token") == null) return null                        // 16
#           return runBlocking { execute(extras) }                                             // 17
#       }
#       private suspend fun execute(extras: Bundle): Bundle {
#           if (extras.getString("request_id") == null) return Bundle()                       // 21
#           delay(50)                                                                          // 22
#           context!!.openOrCreateDatabase("c.db", 0, null).execSQL("DELETE FROM cache")        // 23
#           return Bundle()                                                                    // 24
#       }
#   }
# kotlinc compiles execute into a state machine: BlockingProvider$execute$1 holds the label,
# and the code after the suspension point (delay) is reached from both labels.
.class public final Lcom/example/r13c/BlockingProvider;
.super Landroid/content/ContentProvider;
.source "BlockingProvider.kt"

.method public constructor <init>()V
    .locals 0
    .line 12
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public static final synthetic access$execute(Lcom/example/r13c/BlockingProvider;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .locals 0
    .line 12
    invoke-direct {p0, p1, p2}, Lcom/example/r13c/BlockingProvider;->execute(Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p0
    return-object p0
.end method

# true positive CETP619: the delete (line 23) runs inside runBlocking's block and no path reads
# deadline_at_ms
.method private final execute(Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .locals 6
    instance-of v0, p2, Lcom/example/r13c/BlockingProvider$execute$1;
    if-eqz v0, :cond_0
    move-object v0, p2
    check-cast v0, Lcom/example/r13c/BlockingProvider$execute$1;
    iget v1, v0, Lcom/example/r13c/BlockingProvider$execute$1;->label:I
    const/high16 v2, -0x80000000
    and-int/2addr v1, v2
    if-eqz v1, :cond_0
    iget v1, v0, Lcom/example/r13c/BlockingProvider$execute$1;->label:I
    sub-int/2addr v1, v2
    iput v1, v0, Lcom/example/r13c/BlockingProvider$execute$1;->label:I
    goto :goto_0
    :cond_0
    new-instance v0, Lcom/example/r13c/BlockingProvider$execute$1;
    invoke-direct {v0, p0, p2}, Lcom/example/r13c/BlockingProvider$execute$1;-><init>(Lcom/example/r13c/BlockingProvider;Lkotlin/coroutines/Continuation;)V
    :goto_0
    iget-object p2, v0, Lcom/example/r13c/BlockingProvider$execute$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v1
    .line 20
    iget v2, v0, Lcom/example/r13c/BlockingProvider$execute$1;->label:I
    packed-switch v2, :pswitch_data_0
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string p2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {p1, p2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
    :pswitch_0
    invoke-static {p2}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 21
    const-string p2, "request_id"
    invoke-virtual {p1, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_1
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
    .line 22
    :cond_1
    const/4 p1, 0x1
    iput p1, v0, Lcom/example/r13c/BlockingProvider$execute$1;->label:I
    const-wide/16 v2, 0x32
    invoke-static {v2, v3, v0}, Lkotlinx/coroutines/DelayKt;->delay(JLkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    if-ne p1, v1, :cond_2
    return-object v1
    :pswitch_1
    invoke-static {p2}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 23
    :cond_2
    invoke-virtual {p0}, Lcom/example/r13c/BlockingProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-static {p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string p2, "c.db"
    const/4 v1, 0x0
    const/4 v2, 0x0
    invoke-virtual {p1, p2, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    const-string p2, "DELETE FROM cache"
    invoke-virtual {p1, p2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 24
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 3
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    const-string v0, "execute_tool"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    const/4 p2, 0x0
    if-eqz p1, :cond_ret
    if-nez p3, :cond_0
    goto :cond_ret
    .line 16
    :cond_0
    const-string p1, "session_token"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_1
    return-object p2
    .line 17
    :cond_1
    new-instance p1, Lcom/example/r13c/BlockingProvider$call$1;
    invoke-direct {p1, p0, p3, p2}, Lcom/example/r13c/BlockingProvider$call$1;-><init>(Lcom/example/r13c/BlockingProvider;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)V
    check-cast p1, Lkotlin/jvm/functions/Function2;
    const/4 v0, 0x1
    invoke-static {p2, p1, v0, p2}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Landroid/os/Bundle;
    return-object p1
    :cond_ret
    return-object p2
.end method
