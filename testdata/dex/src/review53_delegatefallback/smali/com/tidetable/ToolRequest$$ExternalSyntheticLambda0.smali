.class public final synthetic Lcom/tidetable/ToolRequest$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public final synthetic f$0:Lcom/tidetable/ToolRequest;

.method public synthetic constructor <init>(Lcom/tidetable/ToolRequest;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/tidetable/ToolRequest$$ExternalSyntheticLambda0;->f$0:Lcom/tidetable/ToolRequest;
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Lcom/tidetable/ToolRequest$$ExternalSyntheticLambda0;->f$0:Lcom/tidetable/ToolRequest;
    invoke-static {v0}, Lcom/tidetable/ToolRequest;->args_delegate$lambda$0(Lcom/tidetable/ToolRequest;)Lorg/json/JSONObject;
    move-result-object v0
    return-object v0
.end method
