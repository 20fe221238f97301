.class public final synthetic Lcom/example/r32k2/ToolCall$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lcom/example/r32k2/ToolCall;


# direct methods
.method public synthetic constructor <init>(Lcom/example/r32k2/ToolCall;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r32k2/ToolCall$$ExternalSyntheticLambda0;->f$0:Lcom/example/r32k2/ToolCall;
    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2
    iget-object v0, p0, Lcom/example/r32k2/ToolCall$$ExternalSyntheticLambda0;->f$0:Lcom/example/r32k2/ToolCall;
    invoke-static {v0}, Lcom/example/r32k2/ToolCall;->args_delegate$lambda$0(Lcom/example/r32k2/ToolCall;)Lorg/json/JSONObject;
    move-result-object v0
    return-object v0
.end method
