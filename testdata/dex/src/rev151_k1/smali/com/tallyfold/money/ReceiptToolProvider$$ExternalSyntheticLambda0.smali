.class public final synthetic Lcom/tallyfold/money/ReceiptToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Ljava/lang/String;

.field public final synthetic f$1:Lcom/tallyfold/money/ReceiptToolProvider;

.field public final synthetic f$2:Lcom/tallyfold/money/ToolCall;


# direct methods
.method public synthetic constructor <init>(Ljava/lang/String;Lcom/tallyfold/money/ReceiptToolProvider;Lcom/tallyfold/money/ToolCall;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyfold/money/ReceiptToolProvider$$ExternalSyntheticLambda0;->f$0:Ljava/lang/String;

    iput-object p2, p0, Lcom/tallyfold/money/ReceiptToolProvider$$ExternalSyntheticLambda0;->f$1:Lcom/tallyfold/money/ReceiptToolProvider;

    iput-object p3, p0, Lcom/tallyfold/money/ReceiptToolProvider$$ExternalSyntheticLambda0;->f$2:Lcom/tallyfold/money/ToolCall;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 4

    iget-object v0, p0, Lcom/tallyfold/money/ReceiptToolProvider$$ExternalSyntheticLambda0;->f$0:Ljava/lang/String;

    iget-object v1, p0, Lcom/tallyfold/money/ReceiptToolProvider$$ExternalSyntheticLambda0;->f$1:Lcom/tallyfold/money/ReceiptToolProvider;

    iget-object v2, p0, Lcom/tallyfold/money/ReceiptToolProvider$$ExternalSyntheticLambda0;->f$2:Lcom/tallyfold/money/ToolCall;

    invoke-static {v0, v1, v2}, Lcom/tallyfold/money/ReceiptToolProvider;->import$lambda$3(Ljava/lang/String;Lcom/tallyfold/money/ReceiptToolProvider;Lcom/tallyfold/money/ToolCall;)V

    return-void
.end method
