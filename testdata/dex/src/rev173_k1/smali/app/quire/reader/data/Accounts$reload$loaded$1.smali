.class final Lapp/quire/reader/data/Accounts$reload$loaded$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Accounts.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field label:I

.field final synthetic this$0:Lapp/quire/reader/data/Accounts;


# direct methods
.method constructor <init>(Lapp/quire/reader/data/Accounts;Lkotlin/coroutines/Continuation;)V
    .registers 4

    iput-object p1, p0, Lapp/quire/reader/data/Accounts$reload$loaded$1;->this$0:Lapp/quire/reader/data/Accounts;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p2}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 5

    new-instance v0, Lapp/quire/reader/data/Accounts$reload$loaded$1;

    iget-object v1, p0, Lapp/quire/reader/data/Accounts$reload$loaded$1;->this$0:Lapp/quire/reader/data/Accounts;

    invoke-direct {v0, v1, p2}, Lapp/quire/reader/data/Accounts$reload$loaded$1;-><init>(Lapp/quire/reader/data/Accounts;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lapp/quire/reader/data/Accounts$reload$loaded$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lapp/quire/reader/data/Accounts$reload$loaded$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/data/Accounts$reload$loaded$1;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lapp/quire/reader/data/Accounts$reload$loaded$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 11

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    .line 16
    iget v0, p0, Lapp/quire/reader/data/Accounts$reload$loaded$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_1

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 17
    iget-object v0, p0, Lapp/quire/reader/data/Accounts$reload$loaded$1;->this$0:Lapp/quire/reader/data/Accounts;

    invoke-static {v0}, Lapp/quire/reader/data/Accounts;->access$getContext$p(Lapp/quire/reader/data/Accounts;)Landroid/content/Context;

    move-result-object v0

    const-string v1, "quire_account"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v7

    .line 18
    const-string v1, "email"

    const/4 v2, 0x0

    invoke-interface {v7, v1, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 19
    if-nez v8, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    new-instance v0, Lapp/quire/reader/data/Account;

    const-string v4, "session_expires_at"

    const-wide/16 v5, 0x0

    invoke-interface {v7, v4, v5, v6}, Landroid/content/SharedPreferences;->getLong(Ljava/lang/String;J)J

    move-result-wide v3

    invoke-direct {v0, v8, v3, v4}, Lapp/quire/reader/data/Account;-><init>(Ljava/lang/String;J)V

    :goto_0
    return-object v0

    .line 16
    :goto_1
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
    .end packed-switch
.end method
