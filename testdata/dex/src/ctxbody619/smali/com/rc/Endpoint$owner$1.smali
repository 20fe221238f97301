.class final Lcom/rc/Endpoint$owner$1;
.super Lkotlin/coroutines/jvm/internal/ContinuationImpl;
.source "Endpoint.kt"

# instance fields
.field L$0:Ljava/lang/Object;
.field synthetic result:Ljava/lang/Object;
.field final synthetic this$0:Lcom/rc/Endpoint;
.field label:I


# direct methods
.method constructor <init>(Lcom/rc/Endpoint;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/rc/Endpoint$owner$1;->this$0:Lcom/rc/Endpoint;
    invoke-direct {v1, v3}, Lkotlin/coroutines/jvm/internal/ContinuationImpl;-><init>(Lkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    iput-object v4, v3, Lcom/rc/Endpoint$owner$1;->result:Ljava/lang/Object;
    iget v1, v3, Lcom/rc/Endpoint$owner$1;->label:I
    const/high16 v2, -0x80000000
    or-int v1, v1, v2
    iput v1, v3, Lcom/rc/Endpoint$owner$1;->label:I
    iget-object v0, v3, Lcom/rc/Endpoint$owner$1;->this$0:Lcom/rc/Endpoint;
    const/4 v1, 0x0
    move-object v2, v3
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {v0, v1, v2}, Lcom/rc/Endpoint;->owner(Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

