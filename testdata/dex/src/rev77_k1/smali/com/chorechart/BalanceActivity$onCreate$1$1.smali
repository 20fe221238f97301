.class final Lcom/chorechart/BalanceActivity$onCreate$1$1;
.super Lkotlin/jvm/internal/Lambda;
.source "Activities.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field final synthetic this$0:Lcom/chorechart/BalanceActivity;

.method constructor <init>(Lcom/chorechart/BalanceActivity;)V
    .registers 3
    iput-object v2, v1, Lcom/chorechart/BalanceActivity$onCreate$1$1;->this$0:Lcom/chorechart/BalanceActivity;
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lkotlin/jvm/internal/Lambda;-><init>(I)V
    return-void
.end method

.method public final invoke()V
    .registers 3
    .line 68
    iget-object v0, v2, Lcom/chorechart/BalanceActivity$onCreate$1$1;->this$0:Lcom/chorechart/BalanceActivity;
    const/4 v1, -0x1
    invoke-virtual {v0, v1}, Lcom/chorechart/BalanceActivity;->setResult(I)V
    iget-object v0, v2, Lcom/chorechart/BalanceActivity$onCreate$1$1;->this$0:Lcom/chorechart/BalanceActivity;
    invoke-virtual {v0}, Lcom/chorechart/BalanceActivity;->finish()V
    return-void
.end method

.method public bridge synthetic invoke()Ljava/lang/Object;
    .registers 2
    .line 68
    invoke-virtual {v1}, Lcom/chorechart/BalanceActivity$onCreate$1$1;->invoke()V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

