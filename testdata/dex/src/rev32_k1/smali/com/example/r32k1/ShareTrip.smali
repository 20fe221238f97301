.class public final Lcom/example/r32k1/ShareTrip;
.super Ljava/lang/Object;
.source "RideTool.kt"

# interfaces
.implements Lcom/example/r32k1/RideTool;


# static fields
.field public static final INSTANCE:Lcom/example/r32k1/ShareTrip;

.field private static final io:Ljava/util/concurrent/ExecutorService;

.field private static final main$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r32k1/ShareTrip;
    invoke-direct {v0}, Lcom/example/r32k1/ShareTrip;-><init>()V
    sput-object v0, Lcom/example/r32k1/ShareTrip;->INSTANCE:Lcom/example/r32k1/ShareTrip;
    .line 104
    new-instance v0, Lcom/example/r32k1/ShareTrip$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/example/r32k1/ShareTrip$$ExternalSyntheticLambda0;-><init>()V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/example/r32k1/ShareTrip;->main$delegate:Lkotlin/Lazy;
    .line 105
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    sput-object v0, Lcom/example/r32k1/ShareTrip;->io:Ljava/util/concurrent/ExecutorService;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 103
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method private final getMain()Landroid/os/Handler;
    .registers 2
    .line 104
    sget-object v0, Lcom/example/r32k1/ShareTrip;->main$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Handler;
    return-object v0
.end method

.method public static final main_delegate$lambda$0()Landroid/os/Handler;
    .registers 2
    .line 104
    new-instance v0, Landroid/os/Handler;
    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;
    move-result-object v1
    invoke-direct {v0, v1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V
    return-object v0
.end method

.method public static final run$lambda$0(I)V
    .registers 3
    .line 113
    sget-object v0, Lcom/example/r32k1/RideStore;->INSTANCE:Lcom/example/r32k1/RideStore;
    const-string v1, "share_trip"
    invoke-virtual {v0, v1, p0}, Lcom/example/r32k1/RideStore;->audit(Ljava/lang/String;I)V
    return-void
.end method

.method public static final run$lambda$1(Ljava/lang/String;)V
    .registers 3
    .line 114
    sget-object v0, Lcom/example/r32k1/RideStore;->INSTANCE:Lcom/example/r32k1/RideStore;
    invoke-static {p0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, p0, v1}, Lcom/example/r32k1/RideStore;->noteShared(Ljava/lang/String;I)V
    return-void
.end method


# virtual methods
.method public equals(Ljava/lang/Object;)Z
    .registers 4
    const/4 v0, 0x1
    if-ne p0, p1, :cond_4
    return v0
    :cond_4
    instance-of v1, p1, Lcom/example/r32k1/ShareTrip;
    if-nez v1, :cond_a
    const/4 v1, 0x0
    return v1
    :cond_a
    check-cast p1, Lcom/example/r32k1/ShareTrip;
    return v0
.end method

.method public getName()Ljava/lang/String;
    .registers 2
    .line 106
    const-string v0, "share_trip"
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    const v0, -0x2c496f64
    return v0
.end method

.method public run(Lcom/example/r32k1/ToolCall;)Landroid/os/Bundle;
    .registers 6
    const-string v0, "call"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 109
    invoke-virtual {p1}, Lcom/example/r32k1/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "ride_id"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 110
    invoke-virtual {p1}, Lcom/example/r32k1/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "contact"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    .line 111
    invoke-virtual {p1}, Lcom/example/r32k1/ToolCall;->getUid()I
    move-result p1
    .line 112
    sget-object v2, Lcom/example/r32k1/RideStore;->INSTANCE:Lcom/example/r32k1/RideStore;
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v2, v0, v1}, Lcom/example/r32k1/RideStore;->shareLink(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 113
    sget-object v2, Lcom/example/r32k1/ShareTrip;->io:Ljava/util/concurrent/ExecutorService;
    new-instance v3, Lcom/example/r32k1/ShareTrip$$ExternalSyntheticLambda1;
    invoke-direct {v3, p1}, Lcom/example/r32k1/ShareTrip$$ExternalSyntheticLambda1;-><init>(I)V
    invoke-interface {v2, v3}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 114
    invoke-direct {p0}, Lcom/example/r32k1/ShareTrip;->getMain()Landroid/os/Handler;
    move-result-object p1
    new-instance v2, Lcom/example/r32k1/ShareTrip$$ExternalSyntheticLambda2;
    invoke-direct {v2, v1}, Lcom/example/r32k1/ShareTrip$$ExternalSyntheticLambda2;-><init>(Ljava/lang/String;)V
    invoke-virtual {p1, v2}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    .line 115
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"link\":\""
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v0, "\"}"
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r32k1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string v0, "success(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    const-string v0, "ShareTrip"
    return-object v0
.end method
