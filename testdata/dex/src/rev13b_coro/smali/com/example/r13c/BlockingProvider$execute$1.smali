# kotlinc's continuation class for BlockingProvider.execute (BlockingProvider.kt line 20).
.class final Lcom/example/r13c/BlockingProvider$execute$1;
.super Lkotlin/coroutines/jvm/internal/ContinuationImpl;
.source "BlockingProvider.kt"

.field L$0:Ljava/lang/Object;
.field label:I
.field synthetic result:Ljava/lang/Object;
.field final synthetic this$0:Lcom/example/r13c/BlockingProvider;

.method constructor <init>(Lcom/example/r13c/BlockingProvider;Lkotlin/coroutines/Continuation;)V
    .locals 0
    iput-object p1, p0, Lcom/example/r13c/BlockingProvider$execute$1;->this$0:Lcom/example/r13c/BlockingProvider;
    invoke-direct {p0, p2}, Lkotlin/coroutines/jvm/internal/ContinuationImpl;-><init>(Lkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 2
    iput-object p1, p0, Lcom/example/r13c/BlockingProvider$execute$1;->result:Ljava/lang/Object;
    iget p1, p0, Lcom/example/r13c/BlockingProvider$execute$1;->label:I
    const/high16 v0, -0x80000000
    or-int/2addr p1, v0
    iput p1, p0, Lcom/example/r13c/BlockingProvider$execute$1;->label:I
    iget-object p1, p0, Lcom/example/r13c/BlockingProvider$execute$1;->this$0:Lcom/example/r13c/BlockingProvider;
    const/4 v0, 0x0
    move-object v1, p0
    check-cast v1, Lkotlin/coroutines/Continuation;
    invoke-static {p1, v0, v1}, Lcom/example/r13c/BlockingProvider;->access$execute(Lcom/example/r13c/BlockingProvider;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method
