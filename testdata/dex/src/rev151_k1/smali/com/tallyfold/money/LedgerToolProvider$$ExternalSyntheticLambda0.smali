.class public final synthetic Lcom/tallyfold/money/LedgerToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lcom/tallyfold/money/LedgerToolProvider;

.field public final synthetic f$1:Lcom/tallyfold/money/ToolCall;

.field public final synthetic f$2:Lcom/tallyfold/money/RecordExpense;


# direct methods
.method public synthetic constructor <init>(Lcom/tallyfold/money/LedgerToolProvider;Lcom/tallyfold/money/ToolCall;Lcom/tallyfold/money/RecordExpense;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyfold/money/LedgerToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/tallyfold/money/LedgerToolProvider;

    iput-object p2, p0, Lcom/tallyfold/money/LedgerToolProvider$$ExternalSyntheticLambda0;->f$1:Lcom/tallyfold/money/ToolCall;

    iput-object p3, p0, Lcom/tallyfold/money/LedgerToolProvider$$ExternalSyntheticLambda0;->f$2:Lcom/tallyfold/money/RecordExpense;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 4

    iget-object v0, p0, Lcom/tallyfold/money/LedgerToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/tallyfold/money/LedgerToolProvider;

    iget-object v1, p0, Lcom/tallyfold/money/LedgerToolProvider$$ExternalSyntheticLambda0;->f$1:Lcom/tallyfold/money/ToolCall;

    iget-object v2, p0, Lcom/tallyfold/money/LedgerToolProvider$$ExternalSyntheticLambda0;->f$2:Lcom/tallyfold/money/RecordExpense;

    invoke-static {v0, v1, v2}, Lcom/tallyfold/money/LedgerToolProvider;->record$lambda$1$0(Lcom/tallyfold/money/LedgerToolProvider;Lcom/tallyfold/money/ToolCall;Lcom/tallyfold/money/RecordExpense;)V

    return-void
.end method
