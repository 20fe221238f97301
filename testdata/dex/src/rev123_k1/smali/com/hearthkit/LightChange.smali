.class public final Lcom/hearthkit/LightChange;
.super Ljava/lang/Object;
.source "Jobs.kt"

# instance fields
.field private final device:Ljava/lang/String;
.field private final hub:Lcom/hearthkit/Hub;
.field private final level:I
.field private problem:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lcom/hearthkit/Hub;Ljava/lang/String;I)V
    .registers 5
    const-string v0, "hub"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "device"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 36
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hearthkit/LightChange;->hub:Lcom/hearthkit/Hub;
    iput-object p2, p0, Lcom/hearthkit/LightChange;->device:Ljava/lang/String;
    iput p3, p0, Lcom/hearthkit/LightChange;->level:I
    return-void
.end method


# virtual methods
.method public final getDevice()Ljava/lang/String;
    .registers 2
    .line 36
    iget-object v0, p0, Lcom/hearthkit/LightChange;->device:Ljava/lang/String;
    return-object v0
.end method

.method public final getLevel()I
    .registers 2
    .line 36
    iget v0, p0, Lcom/hearthkit/LightChange;->level:I
    return v0
.end method

.method public final getProblem()Ljava/lang/String;
    .registers 2
    .line 37
    iget-object v0, p0, Lcom/hearthkit/LightChange;->problem:Ljava/lang/String;
    if-eqz v0, :L9
    return-object v0
:L9
    const-string v0, "problem"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    .line 38
    const/4 v0, 0x0
    return-object v0
.end method

.method public final run()Z
    .registers 9
:L0
    .line 41
    iget-object v0, p0, Lcom/hearthkit/LightChange;->hub:Lcom/hearthkit/Hub;
    iget-object v1, p0, Lcom/hearthkit/LightChange;->device:Ljava/lang/String;
    new-instance v3, Lorg/json/JSONObject;
    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V
    iget v5, p0, Lcom/hearthkit/LightChange;->level:I
    const-string v4, "level"
    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v3
    const-string v5, "put(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v2, "set_level"
    invoke-virtual {v0, v1, v2, v3}, Lcom/hearthkit/Hub;->send(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)V
    .line 42
    const/4 v6, 0x1
:L38
    goto :L74
:L41
    .line 43
    move-exception v7
    .line 44
    move-object v2, v7
    check-cast v2, Ljava/lang/Throwable;
    const-string v0, "LightChange"
    const-string v1, "set_light failed"
    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 45
    instance-of v1, v7, Ljava/net/SocketTimeoutException;
    move-object v0, p0
    if-eqz v1, :L67
    const-string v1, "The hub did not answer in time"
    goto :L69
:L67
    const-string v1, "The hub could not change that light"
:L69
    iput-object v1, v0, Lcom/hearthkit/LightChange;->problem:Ljava/lang/String;
    .line 46
    const/4 v6, 0x0
:L74
    .line 47
    return v6
    .catch Ljava/io/IOException; {:L0 .. :L38} :L41
.end method
