.class public final Lcom/example/r32k1/ToolCall;
.super Ljava/lang/Object;
.source "RideTool.kt"


# instance fields
.field private final args:Lorg/json/JSONObject;

.field private final context:Landroid/content/Context;

.field private final resumeToken:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(Landroid/content/Context;ILorg/json/JSONObject;Ljava/lang/String;)V
    .registers 6
    const-string v0, "context"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "args"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r32k1/ToolCall;->context:Landroid/content/Context;
    iput p2, p0, Lcom/example/r32k1/ToolCall;->uid:I
    iput-object p3, p0, Lcom/example/r32k1/ToolCall;->args:Lorg/json/JSONObject;
    iput-object p4, p0, Lcom/example/r32k1/ToolCall;->resumeToken:Ljava/lang/String;
    return-void
.end method

.method public synthetic constructor <init>(Landroid/content/Context;ILorg/json/JSONObject;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 7
    .line 14
    and-int/lit8 p5, p5, 0x8
    if-eqz p5, :cond_5
    const/4 p4, 0x0
    :cond_5
    invoke-direct {p0, p1, p2, p3, p4}, Lcom/example/r32k1/ToolCall;-><init>(Landroid/content/Context;ILorg/json/JSONObject;Ljava/lang/String;)V
    return-void
.end method


# virtual methods
.method public final getArgs()Lorg/json/JSONObject;
    .registers 2
    .line 14
    iget-object v0, p0, Lcom/example/r32k1/ToolCall;->args:Lorg/json/JSONObject;
    return-object v0
.end method

.method public final getContext()Landroid/content/Context;
    .registers 2
    .line 14
    iget-object v0, p0, Lcom/example/r32k1/ToolCall;->context:Landroid/content/Context;
    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 2
    .line 14
    iget-object v0, p0, Lcom/example/r32k1/ToolCall;->resumeToken:Ljava/lang/String;
    return-object v0
.end method

.method public final getUid()I
    .registers 2
    .line 14
    iget v0, p0, Lcom/example/r32k1/ToolCall;->uid:I
    return v0
.end method
