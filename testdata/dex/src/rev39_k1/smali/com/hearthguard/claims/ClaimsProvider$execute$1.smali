.class final Lcom/hearthguard/claims/ClaimsProvider$execute$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "ClaimsProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/hearthguard/claims/ClaimsProvider;->execute(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lkotlin/coroutines/jvm/internal/SuspendLambda;",
        "Lkotlin/jvm/functions/Function2<",
        "Lkotlinx/coroutines/CoroutineScope;",
        "Lkotlin/coroutines/Continuation<",
        "-Landroid/os/Bundle;>;",
        "Ljava/lang/Object;",
        ">;"
    }
.end annotation

.annotation runtime Lkotlin/coroutines/jvm/internal/DebugMetadata;
    c = "com.hearthguard.claims.ClaimsProvider$execute$1"
    f = "ClaimsProvider.kt"
    i = {}
    l = {0x2c}
    m = "invokeSuspend"
    n = {}
    nl = {-0x1}
    s = {}
    v = 0x2
.end annotation

# instance fields
.field label:I

.field final synthetic this$0:Lcom/hearthguard/claims/ClaimsProvider;

.field final synthetic $req:Landroid/os/Bundle;

# direct methods
.method constructor <init>(Lcom/hearthguard/claims/ClaimsProvider;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthguard/claims/ClaimsProvider;",
            "Landroid/os/Bundle;",
            "Lkotlin/coroutines/Continuation<",
            "-Lcom/hearthguard/claims/ClaimsProvider$execute$1;>;)V"
        }
    .end annotation

    iput-object p1, p0, Lcom/hearthguard/claims/ClaimsProvider$execute$1;->this$0:Lcom/hearthguard/claims/ClaimsProvider;
    iput-object p2, p0, Lcom/hearthguard/claims/ClaimsProvider$execute$1;->$req:Landroid/os/Bundle;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/Object;",
            "Lkotlin/coroutines/Continuation<",
            "*>;)",
            "Lkotlin/coroutines/Continuation<",
            "Lkotlin/Unit;",
            ">;"
        }
    .end annotation

    new-instance p1, Lcom/hearthguard/claims/ClaimsProvider$execute$1;
    iget-object v1, p0, Lcom/hearthguard/claims/ClaimsProvider$execute$1;->this$0:Lcom/hearthguard/claims/ClaimsProvider;
    iget-object v2, p0, Lcom/hearthguard/claims/ClaimsProvider$execute$1;->$req:Landroid/os/Bundle;
    invoke-direct {p1, v1, v2, p2}, Lcom/hearthguard/claims/ClaimsProvider$execute$1;-><init>(Lcom/hearthguard/claims/ClaimsProvider;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)V
    check-cast p1, Lkotlin/coroutines/Continuation;
    return-object p1
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    check-cast p1, Lkotlinx/coroutines/CoroutineScope;
    check-cast p2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, p1, p2}, Lcom/hearthguard/claims/ClaimsProvider$execute$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lkotlinx/coroutines/CoroutineScope;",
            "Lkotlin/coroutines/Continuation<",
            "-Landroid/os/Bundle;>;)",
            "Ljava/lang/Object;"
        }
    .end annotation

    invoke-virtual {p0, p1, p2}, Lcom/hearthguard/claims/ClaimsProvider$execute$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object p1
    check-cast p1, Lcom/hearthguard/claims/ClaimsProvider$execute$1;
    sget-object p2, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {p1, p2}, Lcom/hearthguard/claims/ClaimsProvider$execute$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    .line 44
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    iget v1, p0, Lcom/hearthguard/claims/ClaimsProvider$execute$1;->label:I
    packed-switch v1, :pswitch_data_0
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string v0, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {p1, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    iget-object p1, p0, Lcom/hearthguard/claims/ClaimsProvider$execute$1;->this$0:Lcom/hearthguard/claims/ClaimsProvider;
    iget-object v1, p0, Lcom/hearthguard/claims/ClaimsProvider$execute$1;->$req:Landroid/os/Bundle;
    invoke-static {v1}, Lcom/hearthguard/claims/EnvelopesKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "claim_no"
    invoke-static {v1, v2}, Lcom/hearthguard/claims/EnvelopesKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    move-object v2, p0
    check-cast v2, Lkotlin/coroutines/Continuation;
    const/4 v3, 0x1
    iput v3, p0, Lcom/hearthguard/claims/ClaimsProvider$execute$1;->label:I
    invoke-static {p1, v1, v2}, Lcom/hearthguard/claims/ClaimsProvider;->access$status(Lcom/hearthguard/claims/ClaimsProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    if-ne p1, v0, :goto_ret
    return-object v0

    :pswitch_1
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    :goto_ret
    return-object p1

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method
