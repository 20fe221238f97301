.class public final Lcom/example/fv/FlowToolsKt$flowTagged$1$invokeSuspend$$inlined$map$1;
.super Ljava/lang/Object;
.source "FlowTools.kt"

# interfaces
.implements Lkotlinx/coroutines/flow/Flow;


# instance fields
.field final synthetic $this_unsafeTransform$inlined:Lkotlinx/coroutines/flow/Flow;

.field final synthetic $db$inlined:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>(Lkotlinx/coroutines/flow/Flow;Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 4

    iput-object p1, p0, Lcom/example/fv/FlowToolsKt$flowTagged$1$invokeSuspend$$inlined$map$1;->$this_unsafeTransform$inlined:Lkotlinx/coroutines/flow/Flow;
    iput-object p2, p0, Lcom/example/fv/FlowToolsKt$flowTagged$1$invokeSuspend$$inlined$map$1;->$db$inlined:Landroid/database/sqlite/SQLiteDatabase;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public collect(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6

    iget-object v0, p0, Lcom/example/fv/FlowToolsKt$flowTagged$1$invokeSuspend$$inlined$map$1;->$this_unsafeTransform$inlined:Lkotlinx/coroutines/flow/Flow;
    new-instance v1, Lcom/example/fv/FlowToolsKt$flowTagged$1$invokeSuspend$$inlined$map$1$2;
    iget-object v2, p0, Lcom/example/fv/FlowToolsKt$flowTagged$1$invokeSuspend$$inlined$map$1;->$db$inlined:Landroid/database/sqlite/SQLiteDatabase;
    invoke-direct {v1, p1, v2}, Lcom/example/fv/FlowToolsKt$flowTagged$1$invokeSuspend$$inlined$map$1$2;-><init>(Lkotlinx/coroutines/flow/FlowCollector;Landroid/database/sqlite/SQLiteDatabase;)V
    check-cast v1, Lkotlinx/coroutines/flow/FlowCollector;
    invoke-interface {v0, v1, p2}, Lkotlinx/coroutines/flow/Flow;->collect(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v1
    if-ne v0, v1, :cond_unit
    return-object v0

    :cond_unit
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method
