.class final Lcom/rc/LateProvider$execute$1;
.super Lkotlin/coroutines/jvm/internal/ContinuationImpl;
.source "Endpoint.kt"

# instance fields
.field L$0:Ljava/lang/Object;
.field L$1:Ljava/lang/Object;
.field synthetic result:Ljava/lang/Object;
.field final synthetic this$0:Lcom/rc/LateProvider;
.field label:I


# direct methods
.method constructor <init>(Lcom/rc/LateProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/rc/LateProvider$execute$1;->this$0:Lcom/rc/LateProvider;
    invoke-direct {v1, v3}, Lkotlin/coroutines/jvm/internal/ContinuationImpl;-><init>(Lkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    iput-object v5, v4, Lcom/rc/LateProvider$execute$1;->result:Ljava/lang/Object;
    iget v1, v4, Lcom/rc/LateProvider$execute$1;->label:I
    const/high16 v2, -0x80000000
    or-int v1, v1, v2
    iput v1, v4, Lcom/rc/LateProvider$execute$1;->label:I
    iget-object v0, v4, Lcom/rc/LateProvider$execute$1;->this$0:Lcom/rc/LateProvider;
    const/4 v1, 0x0
    const/4 v2, 0x0
    move-object v3, v4
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v0, v1, v2, v3}, Lcom/rc/LateProvider;->execute(Ljava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

