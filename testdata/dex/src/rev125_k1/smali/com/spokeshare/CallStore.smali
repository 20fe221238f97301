.class public final Lcom/spokeshare/CallStore;
.super Ljava/lang/Object;
.source "Stores.kt"

# instance fields
.field private final state:Lkotlinx/coroutines/flow/MutableStateFlow;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 74
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 75
    sget-object v0, Lcom/spokeshare/State$Idle;->INSTANCE:Lcom/spokeshare/State$Idle;
    invoke-static {v0}, Lkotlinx/coroutines/flow/StateFlowKt;->MutableStateFlow(Ljava/lang/Object;)Lkotlinx/coroutines/flow/MutableStateFlow;
    move-result-object v0
    iput-object v0, p0, Lcom/spokeshare/CallStore;->state:Lkotlinx/coroutines/flow/MutableStateFlow;
    .line 74
    return-void
.end method


# virtual methods
.method public final dispatch(Lcom/spokeshare/Action;)Ljava/util/List;
    .registers 9
    const-string v1, "action"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 78
    iget-object v2, p0, Lcom/spokeshare/CallStore;->state:Lkotlinx/coroutines/flow/MutableStateFlow;
    const/4 v3, 0x0
:L13
    .line 84
    invoke-interface {v2}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v4
    .line 85
    move-object v0, v4
    check-cast v0, Lcom/spokeshare/State;
    move-object v5, v0
    const/4 v6, 0x0
    .line 78
    invoke-static {v5, p1}, Lcom/spokeshare/MviKt;->reduce(Lcom/spokeshare/State;Lcom/spokeshare/Action;)Lcom/spokeshare/State;
    move-result-object v5
    .line 86
    invoke-interface {v2, v4, v5}, Lkotlinx/coroutines/flow/MutableStateFlow;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L13
    .line 79
    iget-object v0, p0, Lcom/spokeshare/CallStore;->state:Lkotlinx/coroutines/flow/MutableStateFlow;
    invoke-interface {v0}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/spokeshare/State;
    invoke-virtual {v0}, Lcom/spokeshare/State;->getEffects()Ljava/util/List;
    move-result-object v0
    return-object v0
.end method

.method public final getState()Lkotlinx/coroutines/flow/MutableStateFlow;
    .registers 2
    .line 75
    iget-object v0, p0, Lcom/spokeshare/CallStore;->state:Lkotlinx/coroutines/flow/MutableStateFlow;
    return-object v0
.end method
