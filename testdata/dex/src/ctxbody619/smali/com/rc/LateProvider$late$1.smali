.class final Lcom/rc/LateProvider$late$1;
.super Lkotlin/coroutines/jvm/internal/ContinuationImpl;
.source "Endpoint.kt"

# instance fields
.field L$0:Ljava/lang/Object;
.field synthetic result:Ljava/lang/Object;
.field final synthetic this$0:Lcom/rc/LateProvider;
.field label:I


# direct methods
.method constructor <init>(Lcom/rc/LateProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/rc/LateProvider$late$1;->this$0:Lcom/rc/LateProvider;
    invoke-direct {v1, v3}, Lkotlin/coroutines/jvm/internal/ContinuationImpl;-><init>(Lkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    iput-object v4, v3, Lcom/rc/LateProvider$late$1;->result:Ljava/lang/Object;
    iget v1, v3, Lcom/rc/LateProvider$late$1;->label:I
    const/high16 v2, -0x80000000
    or-int v1, v1, v2
    iput v1, v3, Lcom/rc/LateProvider$late$1;->label:I
    iget-object v0, v3, Lcom/rc/LateProvider$late$1;->this$0:Lcom/rc/LateProvider;
    const/4 v1, 0x0
    move-object v2, v3
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-static {v0, v1, v2}, Lcom/rc/LateProvider;->access$late(Lcom/rc/LateProvider;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

