.class public final Lcom/quillbox/Approvals;
.super Ljava/lang/Object;
.source "Ledger.kt"

# static fields
.field public static final INSTANCE:Lcom/quillbox/Approvals;
.field private static final decided:Lkotlinx/coroutines/flow/MutableStateFlow;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/quillbox/Approvals;
    invoke-direct {v0}, Lcom/quillbox/Approvals;-><init>()V
    sput-object v0, Lcom/quillbox/Approvals;->INSTANCE:Lcom/quillbox/Approvals;
    .line 42
    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;
    move-result-object v0
    invoke-static {v0}, Lkotlinx/coroutines/flow/StateFlowKt;->MutableStateFlow(Ljava/lang/Object;)Lkotlinx/coroutines/flow/MutableStateFlow;
    move-result-object v0
    sput-object v0, Lcom/quillbox/Approvals;->decided:Lkotlinx/coroutines/flow/MutableStateFlow;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 41
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final deny(Ljava/lang/String;)V
    .registers 9
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 46
    sget-object v2, Lcom/quillbox/Approvals;->decided:Lkotlinx/coroutines/flow/MutableStateFlow;
    const/4 v3, 0x0
:L12
    .line 57
    invoke-interface {v2}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v4
    .line 58
    move-object v0, v4
    check-cast v0, Ljava/util/Set;
    move-object v5, v0
    const/4 v6, 0x0
    .line 46
    invoke-static {v5, p1}, Lkotlin/collections/SetsKt;->minus(Ljava/util/Set;Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v5
    .line 59
    invoke-interface {v2, v4, v5}, Lkotlinx/coroutines/flow/MutableStateFlow;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L12
    .line 46
    return-void
.end method

.method public final grant(Ljava/lang/String;)V
    .registers 9
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 44
    sget-object v2, Lcom/quillbox/Approvals;->decided:Lkotlinx/coroutines/flow/MutableStateFlow;
    const/4 v3, 0x0
:L12
    .line 52
    invoke-interface {v2}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v4
    .line 53
    move-object v0, v4
    check-cast v0, Ljava/util/Set;
    move-object v5, v0
    const/4 v6, 0x0
    .line 44
    invoke-static {v5, p1}, Lkotlin/collections/SetsKt;->plus(Ljava/util/Set;Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v5
    .line 54
    invoke-interface {v2, v4, v5}, Lkotlinx/coroutines/flow/MutableStateFlow;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L12
    .line 44
    return-void
.end method

.method public final granted(Ljava/lang/String;)Z
    .registers 4
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 48
    sget-object v0, Lcom/quillbox/Approvals;->decided:Lkotlinx/coroutines/flow/MutableStateFlow;
    invoke-interface {v0}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Set;
    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method
