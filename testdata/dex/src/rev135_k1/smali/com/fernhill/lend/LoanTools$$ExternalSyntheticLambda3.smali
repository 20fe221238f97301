.class public final synthetic Lcom/fernhill/lend/LoanTools$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/fernhill/lend/ToolHandler;


# instance fields
.field public final synthetic f$0:Lcom/fernhill/lend/LoanTools;


# direct methods
.method public synthetic constructor <init>(Lcom/fernhill/lend/LoanTools;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/fernhill/lend/LoanTools$$ExternalSyntheticLambda3;->f$0:Lcom/fernhill/lend/LoanTools;

    return-void
.end method


# virtual methods
.method public final handle(Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;
    .registers 3

    iget-object v0, p0, Lcom/fernhill/lend/LoanTools$$ExternalSyntheticLambda3;->f$0:Lcom/fernhill/lend/LoanTools;

    invoke-static {v0, p1}, Lcom/fernhill/lend/LoanTools;->handlers$lambda$3(Lcom/fernhill/lend/LoanTools;Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0
.end method
