.class final Lcom/example/r30k2/FeedProvider$refreshQuiet$1$n$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "FeedProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r30k2/FeedProvider$refreshQuiet$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = null
.end annotation

.annotation runtime Lkotlin/coroutines/jvm/internal/DebugMetadata;
    c = "com.example.r30k2.FeedProvider$refreshQuiet$1$n$1"
    f = "FeedProvider.kt"
    i = {}
    l = {}
    m = "invokeSuspend"
    n = {}
    nl = {}
    s = {}
.end annotation


# instance fields
.field label:I

.field final synthetic this$0:Lcom/example/r30k2/FeedProvider;

.field final synthetic $ctx:Landroid/content/Context;

.field final synthetic $uid:I


# direct methods
.method constructor <init>(Lcom/example/r30k2/FeedProvider;Landroid/content/Context;ILkotlin/coroutines/Continuation;)V
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(Lcom/example/r30k2/FeedProvider;Landroid/content/Context;I",
            "Lkotlin/coroutines/Continuation<",
            "-Lcom/example/r30k2/FeedProvider$refreshQuiet$1$n$1;",
            ">;)V"
        }
    .end annotation

    .registers 6
    iput-object p1, p0, Lcom/example/r30k2/FeedProvider$refreshQuiet$1$n$1;->this$0:Lcom/example/r30k2/FeedProvider;
    iput-object p2, p0, Lcom/example/r30k2/FeedProvider$refreshQuiet$1$n$1;->$ctx:Landroid/content/Context;
    iput p3, p0, Lcom/example/r30k2/FeedProvider$refreshQuiet$1$n$1;->$uid:I
    const/4 v0, 0x2
    invoke-direct {p0, v0, p4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(Ljava/lang/Object;",
            "Lkotlin/coroutines/Continuation<",
            "*>;)",
            "Lkotlin/coroutines/Continuation<",
            "Lkotlin/Unit;",
            ">;"
        }
    .end annotation

    .registers 7
    new-instance v0, Lcom/example/r30k2/FeedProvider$refreshQuiet$1$n$1;
    iget-object v1, p0, Lcom/example/r30k2/FeedProvider$refreshQuiet$1$n$1;->this$0:Lcom/example/r30k2/FeedProvider;
    iget-object v2, p0, Lcom/example/r30k2/FeedProvider$refreshQuiet$1$n$1;->$ctx:Landroid/content/Context;
    iget v3, p0, Lcom/example/r30k2/FeedProvider$refreshQuiet$1$n$1;->$uid:I
    invoke-direct {v0, v1, v2, v3, p2}, Lcom/example/r30k2/FeedProvider$refreshQuiet$1$n$1;-><init>(Lcom/example/r30k2/FeedProvider;Landroid/content/Context;ILkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    check-cast p1, Lkotlinx/coroutines/CoroutineScope;
    check-cast p2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, p1, p2}, Lcom/example/r30k2/FeedProvider$refreshQuiet$1$n$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0, p1, p2}, Lcom/example/r30k2/FeedProvider$refreshQuiet$1$n$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object p1
    check-cast p1, Lcom/example/r30k2/FeedProvider$refreshQuiet$1$n$1;
    sget-object p2, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {p1, p2}, Lcom/example/r30k2/FeedProvider$refreshQuiet$1$n$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    .line 61
    iget v0, p0, Lcom/example/r30k2/FeedProvider$refreshQuiet$1$n$1;->label:I
    if-nez v0, :cond_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    iget-object p1, p0, Lcom/example/r30k2/FeedProvider$refreshQuiet$1$n$1;->this$0:Lcom/example/r30k2/FeedProvider;
    iget-object v0, p0, Lcom/example/r30k2/FeedProvider$refreshQuiet$1$n$1;->$ctx:Landroid/content/Context;
    iget v1, p0, Lcom/example/r30k2/FeedProvider$refreshQuiet$1$n$1;->$uid:I
    invoke-static {p1, v0, v1}, Lcom/example/r30k2/FeedProvider;->access$pull(Lcom/example/r30k2/FeedProvider;Landroid/content/Context;I)I
    move-result p1
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object p1
    return-object p1
    :cond_0
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string v0, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {p1, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
.end method
