.class final Lcom/fernhill/lend/Reminders$reschedule$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Library.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $due:Ljava/lang/String;

.field final synthetic $loanId:Ljava/lang/String;

.field label:I

.field final synthetic this$0:Lcom/fernhill/lend/Reminders;


# direct methods
.method constructor <init>(Lcom/fernhill/lend/Reminders;Ljava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 6

    iput-object p1, p0, Lcom/fernhill/lend/Reminders$reschedule$2;->this$0:Lcom/fernhill/lend/Reminders;

    iput-object p2, p0, Lcom/fernhill/lend/Reminders$reschedule$2;->$loanId:Ljava/lang/String;

    iput-object p3, p0, Lcom/fernhill/lend/Reminders$reschedule$2;->$due:Ljava/lang/String;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7

    new-instance v0, Lcom/fernhill/lend/Reminders$reschedule$2;

    iget-object v1, p0, Lcom/fernhill/lend/Reminders$reschedule$2;->this$0:Lcom/fernhill/lend/Reminders;

    iget-object v2, p0, Lcom/fernhill/lend/Reminders$reschedule$2;->$loanId:Ljava/lang/String;

    iget-object v3, p0, Lcom/fernhill/lend/Reminders$reschedule$2;->$due:Ljava/lang/String;

    invoke-direct {v0, v1, v2, v3, p2}, Lcom/fernhill/lend/Reminders$reschedule$2;-><init>(Lcom/fernhill/lend/Reminders;Ljava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lcom/fernhill/lend/Reminders$reschedule$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lcom/fernhill/lend/Reminders$reschedule$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lcom/fernhill/lend/Reminders$reschedule$2;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lcom/fernhill/lend/Reminders$reschedule$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 15

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    .line 105
    iget v0, p0, Lcom/fernhill/lend/Reminders$reschedule$2;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 106
    iget-object v0, p0, Lcom/fernhill/lend/Reminders$reschedule$2;->this$0:Lcom/fernhill/lend/Reminders;

    invoke-static {v0}, Lcom/fernhill/lend/Reminders;->access$getDb$p(Lcom/fernhill/lend/Reminders;)Lcom/fernhill/lend/LibraryDb;

    move-result-object v0

    invoke-virtual {v0}, Lcom/fernhill/lend/LibraryDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    iget-object v5, p0, Lcom/fernhill/lend/Reminders$reschedule$2;->$loanId:Ljava/lang/String;

    iget-object v6, p0, Lcom/fernhill/lend/Reminders$reschedule$2;->$due:Ljava/lang/String;

    move-object v7, v4

    const/4 v11, 0x0

    const-string v10, "reminders"

    move-object v9, v0

    const/4 v8, 0x0

    .line 107
    const-string v1, "subject"

    invoke-virtual {v7, v1, v5}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 108
    const-string v1, "due"

    invoke-virtual {v7, v1, v6}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 109
    sget-object v12, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 106
    invoke-virtual {v9, v10, v11, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v0

    invoke-static {v0, v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;

    move-result-object v0

    .line 109
    return-object v0

    .line 105
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
