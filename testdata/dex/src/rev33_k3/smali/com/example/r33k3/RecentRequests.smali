.class public final Lcom/example/r33k3/RecentRequests;
.super Ljava/lang/Object;

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
.source "Stores.kt"

.field public static final INSTANCE:Lcom/example/r33k3/RecentRequests;
.field private static final done:Ljava/util/HashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/HashMap<",
            "Ljava/lang/String;",
            "Lcom/clawseed/cetp/sdk/CetpProviderResult;",
            ">;"
        }
    .end annotation
.end field

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r33k3/RecentRequests;
    invoke-direct {v0}, Lcom/example/r33k3/RecentRequests;-><init>()V
    sput-object v0, Lcom/example/r33k3/RecentRequests;->INSTANCE:Lcom/example/r33k3/RecentRequests;
    .line 45
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    sput-object v0, Lcom/example/r33k3/RecentRequests;->done:Ljava/util/HashMap;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 44
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nStores.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Stores.kt\ncom/example/r33k3/RecentRequests\n+ 2 Maps.kt\nkotlin/collections/MapsKt__MapsKt\n*L\n1#1,66:1\n460#2,7:67\n*S KotlinDebug\n*F\n+ 1 Stores.kt\ncom/example/r33k3/RecentRequests\n*L\n49#1:67,7\n*E\n"
.end annotation

.method public declared-synchronized execute(Landroid/content/Context;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Landroid/content/Context;",
            "Ljava/lang/String;",
            "Lkotlin/jvm/functions/Function0<",
            "Lcom/clawseed/cetp/sdk/CetpProviderResult;",
            ">;)",
            "Lcom/clawseed/cetp/sdk/CetpProviderResult;"
        }
    .end annotation
    monitor-enter p0
    :try_start_0
    const-string v0, "context"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "requestId"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "mutation"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 49
    sget-object p1, Lcom/example/r33k3/RecentRequests;->done:Ljava/util/HashMap;
    check-cast p1, Ljava/util/Map;
    .local p1, "$this$getOrPut$iv":Ljava/util/Map;
    const/4 v0, 0x0
    .line 67
    .local v0, "$i$f$getOrPut":I
    invoke-interface {p1, p2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    .line 68
    .local v1, "value$iv":Ljava/lang/Object;
    if-nez v1, :cond_found
    .line 69
    invoke-interface {p3}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object p3
    .line 70
    .local p3, "answer$iv":Ljava/lang/Object;
    invoke-interface {p1, p2, p3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 71
    goto :goto_ret
    .line 73
    .end local p3    # "answer$iv":Ljava/lang/Object;
    :cond_found
    move-object p3, v1
    .line 68
    .end local v0    # "$i$f$getOrPut":I
    .end local v1    # "value$iv":Ljava/lang/Object;
    .end local p1    # "$this$getOrPut$iv":Ljava/util/Map;
    :goto_ret
    nop
    .line 49
    check-cast p3, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    monitor-exit p0
    return-object p3
    :catchall_0
    move-exception p1
    monitor-exit p0
    throw p1
.end method
