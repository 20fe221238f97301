.class final Lcom/fernhill/lend/Reminders$watchQueue$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Library.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $holdId:Ljava/lang/String;

.field label:I

.field final synthetic this$0:Lcom/fernhill/lend/Reminders;


# direct methods
.method constructor <init>(Lcom/fernhill/lend/Reminders;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 5

    iput-object p1, p0, Lcom/fernhill/lend/Reminders$watchQueue$2;->this$0:Lcom/fernhill/lend/Reminders;

    iput-object p2, p0, Lcom/fernhill/lend/Reminders$watchQueue$2;->$holdId:Ljava/lang/String;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6

    new-instance v0, Lcom/fernhill/lend/Reminders$watchQueue$2;

    iget-object v1, p0, Lcom/fernhill/lend/Reminders$watchQueue$2;->this$0:Lcom/fernhill/lend/Reminders;

    iget-object v2, p0, Lcom/fernhill/lend/Reminders$watchQueue$2;->$holdId:Ljava/lang/String;

    invoke-direct {v0, v1, v2, p2}, Lcom/fernhill/lend/Reminders$watchQueue$2;-><init>(Lcom/fernhill/lend/Reminders;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lcom/fernhill/lend/Reminders$watchQueue$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lcom/fernhill/lend/Reminders$watchQueue$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lcom/fernhill/lend/Reminders$watchQueue$2;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lcom/fernhill/lend/Reminders$watchQueue$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 14

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    .line 112
    iget v0, p0, Lcom/fernhill/lend/Reminders$watchQueue$2;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 113
    iget-object v0, p0, Lcom/fernhill/lend/Reminders$watchQueue$2;->this$0:Lcom/fernhill/lend/Reminders;

    invoke-static {v0}, Lcom/fernhill/lend/Reminders;->access$getDb$p(Lcom/fernhill/lend/Reminders;)Lcom/fernhill/lend/LibraryDb;

    move-result-object v0

    invoke-virtual {v0}, Lcom/fernhill/lend/LibraryDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    iget-object v5, p0, Lcom/fernhill/lend/Reminders$watchQueue$2;->$holdId:Ljava/lang/String;

    move-object v6, v4

    const/4 v10, 0x0

    const-string v9, "reminders"

    move-object v8, v0

    const/4 v7, 0x0

    .line 114
    const-string v1, "subject"

    invoke-virtual {v6, v1, v5}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 115
    const-string v1, "due"

    const-string v2, "queue"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 116
    sget-object v11, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 113
    invoke-virtual {v8, v9, v10, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v0

    invoke-static {v0, v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;

    move-result-object v0

    .line 116
    return-object v0

    .line 112
    :goto_0
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
    .end packed-switch
.end method
