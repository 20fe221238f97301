.class public final synthetic Lcom/wrenfield/notes/tool/BaseTool$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/wrenfield/notes/tool/BaseTool;

.field public final synthetic f$1:Lcom/wrenfield/notes/tool/ToolCall;


# direct methods
.method public synthetic constructor <init>(Lcom/wrenfield/notes/tool/BaseTool;Lcom/wrenfield/notes/tool/ToolCall;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/wrenfield/notes/tool/BaseTool$$ExternalSyntheticLambda1;->f$0:Lcom/wrenfield/notes/tool/BaseTool;

    iput-object p2, p0, Lcom/wrenfield/notes/tool/BaseTool$$ExternalSyntheticLambda1;->f$1:Lcom/wrenfield/notes/tool/ToolCall;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/wrenfield/notes/tool/BaseTool$$ExternalSyntheticLambda1;->f$0:Lcom/wrenfield/notes/tool/BaseTool;

    iget-object v1, p0, Lcom/wrenfield/notes/tool/BaseTool$$ExternalSyntheticLambda1;->f$1:Lcom/wrenfield/notes/tool/ToolCall;

    invoke-virtual {v0, v1, p1}, Lcom/wrenfield/notes/tool/BaseTool;->lambda$proceed$1$com-wrenfield-notes-tool-BaseTool(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Lcom/wrenfield/notes/tool/Reply;

    move-result-object v0

    return-object v0
.end method
