.class public final Lcom/example/r27q/RequestLog;
.super Ljava/lang/Object;
.source "Executors.kt"

.field public static final INSTANCE:Lcom/example/r27q/RequestLog;
.field private static final done:Ljava/util/concurrent/ConcurrentHashMap;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r27q/RequestLog;
    invoke-direct {v0}, Lcom/example/r27q/RequestLog;-><init>()V
    sput-object v0, Lcom/example/r27q/RequestLog;->INSTANCE:Lcom/example/r27q/RequestLog;
    .line 10
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/example/r27q/RequestLog;->done:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final find(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 3
    const-string v0, "requestId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    sget-object v0, Lcom/example/r27q/RequestLog;->done:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    return-object p1
.end method

.method public final record(Ljava/lang/String;Lcom/clawseed/cetp/sdk/CetpProviderResult;)V
    .registers 4
    const-string v0, "requestId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "result"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    sget-object v0, Lcom/example/r27q/RequestLog;->done:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    invoke-interface {v0, p1, p2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    return-void
.end method
