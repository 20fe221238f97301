.class final Lcom/harborline/ledger/LedgerStore$remember$2$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Store.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $args:Ljava/lang/String;

.field final synthetic $key:Ljava/lang/String;

.field final synthetic $reply:Ljava/lang/String;

.field final synthetic $tool:Ljava/lang/String;

.field label:I

.field final synthetic this$0:Lcom/harborline/ledger/LedgerStore;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/harborline/ledger/LedgerStore;Lkotlin/coroutines/Continuation;)V
    .registers 8

    iput-object p1, p0, Lcom/harborline/ledger/LedgerStore$remember$2$1;->$key:Ljava/lang/String;

    iput-object p2, p0, Lcom/harborline/ledger/LedgerStore$remember$2$1;->$tool:Ljava/lang/String;

    iput-object p3, p0, Lcom/harborline/ledger/LedgerStore$remember$2$1;->$args:Ljava/lang/String;

    iput-object p4, p0, Lcom/harborline/ledger/LedgerStore$remember$2$1;->$reply:Ljava/lang/String;

    iput-object p5, p0, Lcom/harborline/ledger/LedgerStore$remember$2$1;->this$0:Lcom/harborline/ledger/LedgerStore;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p6}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 10

    new-instance v0, Lcom/harborline/ledger/LedgerStore$remember$2$1;

    iget-object v2, p0, Lcom/harborline/ledger/LedgerStore$remember$2$1;->$key:Ljava/lang/String;

    iget-object v3, p0, Lcom/harborline/ledger/LedgerStore$remember$2$1;->$tool:Ljava/lang/String;

    iget-object v4, p0, Lcom/harborline/ledger/LedgerStore$remember$2$1;->$args:Ljava/lang/String;

    iget-object v5, p0, Lcom/harborline/ledger/LedgerStore$remember$2$1;->$reply:Ljava/lang/String;

    iget-object v6, p0, Lcom/harborline/ledger/LedgerStore$remember$2$1;->this$0:Lcom/harborline/ledger/LedgerStore;

    move-object v1, v2

    move-object v2, v3

    move-object v3, v4

    move-object v4, v5

    move-object v5, v6

    move-object v6, p2

    invoke-direct/range {v0 .. v6}, Lcom/harborline/ledger/LedgerStore$remember$2$1;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/harborline/ledger/LedgerStore;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lcom/harborline/ledger/LedgerStore$remember$2$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lcom/harborline/ledger/LedgerStore$remember$2$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lcom/harborline/ledger/LedgerStore$remember$2$1;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lcom/harborline/ledger/LedgerStore$remember$2$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    .line 34
    iget v0, p0, Lcom/harborline/ledger/LedgerStore$remember$2$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 35
    new-instance v3, Landroid/content/ContentValues;

    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V

    .line 36
    iget-object v2, p0, Lcom/harborline/ledger/LedgerStore$remember$2$1;->$key:Ljava/lang/String;

    const-string v1, "key"

    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 37
    iget-object v2, p0, Lcom/harborline/ledger/LedgerStore$remember$2$1;->$tool:Ljava/lang/String;

    const-string v1, "tool"

    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 38
    iget-object v2, p0, Lcom/harborline/ledger/LedgerStore$remember$2$1;->$args:Ljava/lang/String;

    const-string v1, "args"

    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 39
    iget-object v2, p0, Lcom/harborline/ledger/LedgerStore$remember$2$1;->$reply:Ljava/lang/String;

    const-string v1, "reply"

    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 40
    iget-object v0, p0, Lcom/harborline/ledger/LedgerStore$remember$2$1;->this$0:Lcom/harborline/ledger/LedgerStore;

    invoke-virtual {v0}, Lcom/harborline/ledger/LedgerStore;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "outcomes"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v0

    invoke-static {v0, v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;

    move-result-object v0

    return-object v0

    .line 34
    :goto_0
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
    .end packed-switch
.end method
