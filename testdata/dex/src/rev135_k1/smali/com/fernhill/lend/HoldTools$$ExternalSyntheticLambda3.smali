.class public final synthetic Lcom/fernhill/lend/HoldTools$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/fernhill/lend/ToolHandler;


# instance fields
.field public final synthetic f$0:Lcom/fernhill/lend/HoldTools;


# direct methods
.method public synthetic constructor <init>(Lcom/fernhill/lend/HoldTools;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/fernhill/lend/HoldTools$$ExternalSyntheticLambda3;->f$0:Lcom/fernhill/lend/HoldTools;

    return-void
.end method


# virtual methods
.method public final handle(Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;
    .registers 3

    iget-object v0, p0, Lcom/fernhill/lend/HoldTools$$ExternalSyntheticLambda3;->f$0:Lcom/fernhill/lend/HoldTools;

    invoke-static {v0, p1}, Lcom/fernhill/lend/HoldTools;->handlers$lambda$3(Lcom/fernhill/lend/HoldTools;Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0
.end method
