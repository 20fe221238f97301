.class public final synthetic Lcom/larchwood/library/LoanTools$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/larchwood/library/ToolHandler;


# instance fields
.field public final synthetic f$0:Lcom/larchwood/library/LoanTools;


# direct methods
.method public synthetic constructor <init>(Lcom/larchwood/library/LoanTools;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larchwood/library/LoanTools$$ExternalSyntheticLambda1;->f$0:Lcom/larchwood/library/LoanTools;

    return-void
.end method


# virtual methods
.method public final handle(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;
    .registers 3

    iget-object v0, p0, Lcom/larchwood/library/LoanTools$$ExternalSyntheticLambda1;->f$0:Lcom/larchwood/library/LoanTools;

    invoke-static {v0, p1}, Lcom/larchwood/library/LoanTools;->tools$lambda$0(Lcom/larchwood/library/LoanTools;Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0
.end method
