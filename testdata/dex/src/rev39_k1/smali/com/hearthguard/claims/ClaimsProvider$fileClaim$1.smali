.class final Lcom/hearthguard/claims/ClaimsProvider$fileClaim$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "ClaimsProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/hearthguard/claims/ClaimsProvider;->fileClaim(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
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
        "-Lkotlin/Unit;>;",
        "Ljava/lang/Object;",
        ">;"
    }
.end annotation

.annotation runtime Lkotlin/coroutines/jvm/internal/DebugMetadata;
    c = "com.hearthguard.claims.ClaimsProvider$fileClaim$1"
    f = "ClaimsProvider.kt"
    i = {}
    l = {}
    m = "invokeSuspend"
    n = {}
    nl = {}
    s = {}
    v = 0x2
.end annotation

# instance fields
.field label:I

.field final synthetic this$0:Lcom/hearthguard/claims/ClaimsProvider;

.field final synthetic $uid:I

# direct methods
.method constructor <init>(Lcom/hearthguard/claims/ClaimsProvider;ILkotlin/coroutines/Continuation;)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthguard/claims/ClaimsProvider;",
            "I",
            "Lkotlin/coroutines/Continuation<",
            "-Lcom/hearthguard/claims/ClaimsProvider$fileClaim$1;>;)V"
        }
    .end annotation

    iput-object p1, p0, Lcom/hearthguard/claims/ClaimsProvider$fileClaim$1;->this$0:Lcom/hearthguard/claims/ClaimsProvider;
    iput p2, p0, Lcom/hearthguard/claims/ClaimsProvider$fileClaim$1;->$uid:I
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

    new-instance p1, Lcom/hearthguard/claims/ClaimsProvider$fileClaim$1;
    iget-object v1, p0, Lcom/hearthguard/claims/ClaimsProvider$fileClaim$1;->this$0:Lcom/hearthguard/claims/ClaimsProvider;
    iget v2, p0, Lcom/hearthguard/claims/ClaimsProvider$fileClaim$1;->$uid:I
    invoke-direct {p1, v1, v2, p2}, Lcom/hearthguard/claims/ClaimsProvider$fileClaim$1;-><init>(Lcom/hearthguard/claims/ClaimsProvider;ILkotlin/coroutines/Continuation;)V
    check-cast p1, Lkotlin/coroutines/Continuation;
    return-object p1
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    check-cast p1, Lkotlinx/coroutines/CoroutineScope;
    check-cast p2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, p1, p2}, Lcom/hearthguard/claims/ClaimsProvider$fileClaim$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
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
            "-Lkotlin/Unit;>;)",
            "Ljava/lang/Object;"
        }
    .end annotation

    invoke-virtual {p0, p1, p2}, Lcom/hearthguard/claims/ClaimsProvider$fileClaim$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object p1
    check-cast p1, Lcom/hearthguard/claims/ClaimsProvider$fileClaim$1;
    sget-object p2, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {p1, p2}, Lcom/hearthguard/claims/ClaimsProvider$fileClaim$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    .line 62
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    iget v0, p0, Lcom/hearthguard/claims/ClaimsProvider$fileClaim$1;->label:I
    packed-switch v0, :pswitch_data_0
    .line 62
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string v0, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {p1, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 62
    sget-object p1, Lcom/hearthguard/claims/Audit;->INSTANCE:Lcom/hearthguard/claims/Audit;
    iget-object v0, p0, Lcom/hearthguard/claims/ClaimsProvider$fileClaim$1;->this$0:Lcom/hearthguard/claims/ClaimsProvider;
    invoke-virtual {v0}, Lcom/hearthguard/claims/ClaimsProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "file_claim"
    iget v2, p0, Lcom/hearthguard/claims/ClaimsProvider$fileClaim$1;->$uid:I
    invoke-virtual {p1, v0, v1, v2}, Lcom/hearthguard/claims/Audit;->record(Landroid/content/Context;Ljava/lang/String;I)V
    sget-object p1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object p1

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
    .end packed-switch
.end method
