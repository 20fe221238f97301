.class public final Lcom/larderly/pantry/ToolCall;
.super Ljava/lang/Object;
.source "Protocol.kt"


# instance fields
.field private final args$delegate:Lkotlin/Lazy;

.field private final argsDigest$delegate:Lkotlin/Lazy;

.field private final caller:I

.field private final callerPackage:Ljava/lang/String;

.field private final extras:Landroid/os/Bundle;


# direct methods
.method private constructor <init>(ILjava/lang/String;Landroid/os/Bundle;)V
    .registers 5

    const-string v0, "callerPackage"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "extras"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lcom/larderly/pantry/ToolCall;->caller:I

    iput-object p2, p0, Lcom/larderly/pantry/ToolCall;->callerPackage:Ljava/lang/String;

    iput-object p3, p0, Lcom/larderly/pantry/ToolCall;->extras:Landroid/os/Bundle;

    .line 25
    new-instance v0, Lcom/larderly/pantry/ToolCall$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/larderly/pantry/ToolCall$$ExternalSyntheticLambda0;-><init>(Lcom/larderly/pantry/ToolCall;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lcom/larderly/pantry/ToolCall;->args$delegate:Lkotlin/Lazy;

    .line 26
    new-instance v0, Lcom/larderly/pantry/ToolCall$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0}, Lcom/larderly/pantry/ToolCall$$ExternalSyntheticLambda1;-><init>(Lcom/larderly/pantry/ToolCall;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lcom/larderly/pantry/ToolCall;->argsDigest$delegate:Lkotlin/Lazy;

    .line 20
    return-void
.end method

.method public synthetic constructor <init>(ILjava/lang/String;Landroid/os/Bundle;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 5

    invoke-direct {p0, p1, p2, p3}, Lcom/larderly/pantry/ToolCall;-><init>(ILjava/lang/String;Landroid/os/Bundle;)V

    return-void
.end method

.method public static final argsDigest_delegate$lambda$0(Lcom/larderly/pantry/ToolCall;)Ljava/lang/String;
    .registers 2

    .line 26
    invoke-virtual {p0}, Lcom/larderly/pantry/ToolCall;->getRawArgs()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/larderly/pantry/ProtocolKt;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final args_delegate$lambda$0(Lcom/larderly/pantry/ToolCall;)Lorg/json/JSONObject;
    .registers 3

    .line 25
    new-instance v0, Lorg/json/JSONObject;

    invoke-virtual {p0}, Lcom/larderly/pantry/ToolCall;->getRawArgs()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public final argMap()Ljava/util/Map;
    .registers 16

    .line 28
    invoke-virtual {p0}, Lcom/larderly/pantry/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v0}, Lorg/json/JSONObject;->keys()Ljava/util/Iterator;

    move-result-object v0

    const-string v1, "keys(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lkotlin/sequences/SequencesKt;->asSequence(Ljava/util/Iterator;)Lkotlin/sequences/Sequence;

    move-result-object v2

    const/4 v3, 0x0

    .line 81
    new-instance v4, Ljava/util/LinkedHashMap;

    invoke-direct {v4}, Ljava/util/LinkedHashMap;-><init>()V

    .line 82
    move-object v5, v2

    move-object v0, v4

    check-cast v0, Ljava/util/Map;

    move-object v6, v0

    const/4 v7, 0x0

    .line 83
    invoke-interface {v5}, Lkotlin/sequences/Sequence;->iterator()Ljava/util/Iterator;

    move-result-object v8

    :goto_0
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v8}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v9

    .line 84
    move-object v1, v9

    check-cast v1, Ljava/lang/String;

    move-object v10, v1

    move-object v13, v9

    move-object v12, v6

    const/4 v11, 0x0

    .line 28
    invoke-virtual {p0}, Lcom/larderly/pantry/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v0, v10}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v14

    .line 84
    invoke-interface {v12, v13, v14}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 28
    :cond_0
    return-object v6
.end method

.method public final getArgs()Lorg/json/JSONObject;
    .registers 3

    .line 25
    iget-object v1, p0, Lcom/larderly/pantry/ToolCall;->args$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 3

    .line 26
    iget-object v1, p0, Lcom/larderly/pantry/ToolCall;->argsDigest$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public final getCaller-xhUrru8()I
    .registers 2

    .line 20
    iget v0, p0, Lcom/larderly/pantry/ToolCall;->caller:I

    return v0
.end method

.method public final getCallerPackage()Ljava/lang/String;
    .registers 2

    .line 20
    iget-object v0, p0, Lcom/larderly/pantry/ToolCall;->callerPackage:Ljava/lang/String;

    return-object v0
.end method

.method public final getExtras()Landroid/os/Bundle;
    .registers 2

    .line 20
    iget-object v0, p0, Lcom/larderly/pantry/ToolCall;->extras:Landroid/os/Bundle;

    return-object v0
.end method

.method public final getRawArgs()Ljava/lang/String;
    .registers 2

    .line 22
    iget-object v0, p0, Lcom/larderly/pantry/ToolCall;->extras:Landroid/os/Bundle;

    invoke-static {v0}, Lcom/larderly/pantry/ProtocolKt;->getRawArgs(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 23
    iget-object v0, p0, Lcom/larderly/pantry/ToolCall;->extras:Landroid/os/Bundle;

    invoke-static {v0}, Lcom/larderly/pantry/ProtocolKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 2

    .line 24
    iget-object v0, p0, Lcom/larderly/pantry/ToolCall;->extras:Landroid/os/Bundle;

    invoke-static {v0}, Lcom/larderly/pantry/ProtocolKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getToolName()Ljava/lang/String;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/larderly/pantry/ToolCall;->extras:Landroid/os/Bundle;

    invoke-static {v0}, Lcom/larderly/pantry/ProtocolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
