.class public final Lcom/example/r33k2/PlayLedger;
.super Ljava/lang/Object;
.source "Library.kt"

.field public static final INSTANCE:Lcom/example/r33k2/PlayLedger;
.field private static final played:Lkotlinx/coroutines/flow/MutableStateFlow;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lkotlinx/coroutines/flow/MutableStateFlow<",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;>;"
        }
    .end annotation
.end field

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r33k2/PlayLedger;
    invoke-direct {v0}, Lcom/example/r33k2/PlayLedger;-><init>()V
    sput-object v0, Lcom/example/r33k2/PlayLedger;->INSTANCE:Lcom/example/r33k2/PlayLedger;
    .line 62
    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;
    move-result-object v0
    invoke-static {v0}, Lkotlinx/coroutines/flow/StateFlowKt;->MutableStateFlow(Ljava/lang/Object;)Lkotlinx/coroutines/flow/MutableStateFlow;
    move-result-object v0
    sput-object v0, Lcom/example/r33k2/PlayLedger;->played:Lkotlinx/coroutines/flow/MutableStateFlow;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 61
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nLibrary.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Library.kt\ncom/example/r33k2/PlayLedger\n+ 2 StateFlow.kt\nkotlinx/coroutines/flow/StateFlowKt\n*L\n1#1,73:1\n226#2,5:74\n*S KotlinDebug\n*F\n+ 1 Library.kt\ncom/example/r33k2/PlayLedger\n*L\n69#1:74,5\n*E\n"
.end annotation

.method public final getPlayed()Lkotlinx/coroutines/flow/MutableStateFlow;
    .registers 2
    .line 62
    sget-object v0, Lcom/example/r33k2/PlayLedger;->played:Lkotlinx/coroutines/flow/MutableStateFlow;
    return-object v0
.end method

.method public final markOnce(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Z
    .registers 10
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "requestId"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "episode"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 66
    const-string v0, "play_ledger"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    .line 67
    invoke-interface {p1, p2}, Landroid/content/SharedPreferences;->contains(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :cond_2a
    return v1
    .line 68
    :cond_2a
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1, p2, p3}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->commit()Z
    .line 69
    sget-object p1, Lcom/example/r33k2/PlayLedger;->played:Lkotlinx/coroutines/flow/MutableStateFlow;
    .local p1, "$this$update$iv":Lkotlinx/coroutines/flow/MutableStateFlow;
    const/4 p2, 0x0
    .line 74
    .local p2, "$i$f$update":I
    :goto_3a
    nop
    .line 75
    invoke-interface {p1}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v0
    .line 76
    .local v0, "prevValue$iv":Ljava/lang/Object;
    move-object v1, v0
    check-cast v1, Ljava/util/Set;
    .local v1, "it":Ljava/util/Set;
    const/4 v2, 0x0
    .line 69
    .local v2, "$i$a$-update-PlayLedger$markOnce$1":I
    invoke-static {v1, p3}, Lkotlin/collections/SetsKt;->plus(Ljava/util/Set;Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v1
    .line 76
    .end local v1    # "it":Ljava/util/Set;
    .end local v2    # "$i$a$-update-PlayLedger$markOnce$1":I
    .line 77
    invoke-interface {p1, v0, v1}, Lkotlinx/coroutines/flow/MutableStateFlow;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    .end local v0    # "prevValue$iv":Ljava/lang/Object;
    if-eqz v0, :cond_3a_again
    .line 78
    nop
    .line 70
    .end local p1    # "$this$update$iv":Lkotlinx/coroutines/flow/MutableStateFlow;
    .end local p2    # "$i$f$update":I
    const/4 p1, 0x1
    return p1
    :cond_3a_again
    goto :goto_3a
.end method
