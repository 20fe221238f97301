.class public final Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$1$2$1;
.super Lkotlin/coroutines/jvm/internal/ContinuationImpl;
.source "FlowTools.kt"


# instance fields
.field label:I

.field synthetic result:Ljava/lang/Object;

.field final synthetic this$0:Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$1$2;


# direct methods
.method public constructor <init>(Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$1$2;Lkotlin/coroutines/Continuation;)V
    .registers 3

    iput-object p1, p0, Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$1$2$1;->this$0:Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$1$2;
    invoke-direct {p0, p2}, Lkotlin/coroutines/jvm/internal/ContinuationImpl;-><init>(Lkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iput-object p1, p0, Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$1$2$1;->result:Ljava/lang/Object;
    iget v0, p0, Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$1$2$1;->label:I
    const/high16 v1, -0x80000000
    or-int/2addr v0, v1
    iput v0, p0, Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$1$2$1;->label:I
    iget-object v0, p0, Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$1$2$1;->this$0:Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$1$2;
    const/4 v1, 0x0
    move-object v2, p0
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {v0, v1, v2}, Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$1$2;->emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method
