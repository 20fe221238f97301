.class final Lcom/chorechart/BalanceActivity$onCreate$1;
.super Lkotlin/jvm/internal/Lambda;
.source "Activities.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field final synthetic this$0:Lcom/chorechart/BalanceActivity;

.method constructor <init>(Lcom/chorechart/BalanceActivity;)V
    .registers 3
    iput-object v2, v1, Lcom/chorechart/BalanceActivity$onCreate$1;->this$0:Lcom/chorechart/BalanceActivity;
    const/4 v0, 0x2
    invoke-direct {v1, v0}, Lkotlin/jvm/internal/Lambda;-><init>(I)V
    return-void
.end method

.method public final invoke(Landroidx/compose/runtime/Composer;I)V
    .registers 12
    .line 60
    const-string v1, "C61@2493L53,62@2575L49,60@2422L203:Activities.kt#k2zq1p"
    invoke-static {v10, v1}, Landroidx/compose/runtime/ComposerKt;->sourceInformation(Landroidx/compose/runtime/Composer;Ljava/lang/String;)V
    .line 61
    const/4 v1, 0x3
    and-int v0, v11, v1
    const/4 v1, 0x2
    if-ne v0, v1, :L28
    invoke-interface {v10}, Landroidx/compose/runtime/Composer;->getSkipping()Z
    move-result v0
    if-nez v0, :L245
    :L28
    .line 62
    invoke-static {}, Landroidx/compose/runtime/ComposerKt;->isTraceInProgress()Z
    move-result v0
    if-eqz v0, :L43
    const v0, 0x4c7dd74a
    const/4 v2, -0x1
    const-string v3, "com.chorechart.BalanceActivity.onCreate.<anonymous> (Activities.kt:59)"
    invoke-static {v0, v11, v2, v3}, Landroidx/compose/runtime/ComposerKt;->traceEventStart(IIILjava/lang/String;)V
    :L43
    .line 63
    const v1, 0x4c5de2
    invoke-interface {v10, v1}, Landroidx/compose/runtime/Composer;->startReplaceGroup(I)V
    .line 64
    const-string v1, "CC(remember):Activities.kt#9igjgp"
    invoke-static {v10, v1}, Landroidx/compose/runtime/ComposerKt;->sourceInformation(Landroidx/compose/runtime/Composer;Ljava/lang/String;)V
    .line 65
    iget-object v1, v9, Lcom/chorechart/BalanceActivity$onCreate$1;->this$0:Lcom/chorechart/BalanceActivity;
    invoke-interface {v10, v1}, Landroidx/compose/runtime/Composer;->changedInstance(Ljava/lang/Object;)Z
    move-result v0
    move v5, v0
    .line 66
    invoke-interface {v10}, Landroidx/compose/runtime/Composer;->rememberedValue()Ljava/lang/Object;
    move-result-object v0
    move-object v6, v0
    .line 67
    if-nez v5, :L91
    sget-object v1, Landroidx/compose/runtime/Composer;->Companion:Landroidx/compose/runtime/Composer$Companion;
    invoke-virtual {v1}, Landroidx/compose/runtime/Composer$Companion;->getEmpty()Ljava/lang/Object;
    move-result-object v1
    if-ne v6, v1, :L112
    :L91
    .line 68
    new-instance v0, Lcom/chorechart/BalanceActivity$onCreate$1$1;
    iget-object v2, v9, Lcom/chorechart/BalanceActivity$onCreate$1;->this$0:Lcom/chorechart/BalanceActivity;
    invoke-direct {v0, v2}, Lcom/chorechart/BalanceActivity$onCreate$1$1;-><init>(Lcom/chorechart/BalanceActivity;)V
    move-object v6, v0
    .line 69
    invoke-interface {v10, v6}, Landroidx/compose/runtime/Composer;->updateRememberedValue(Ljava/lang/Object;)V
    :L112
    .line 71
    invoke-interface {v10}, Landroidx/compose/runtime/Composer;->endReplaceGroup()V
    .line 72
    const v1, 0x4c5de2
    invoke-interface {v10, v1}, Landroidx/compose/runtime/Composer;->startReplaceGroup(I)V
    .line 73
    const-string v1, "CC(remember):Activities.kt#9igjgp"
    invoke-static {v10, v1}, Landroidx/compose/runtime/ComposerKt;->sourceInformation(Landroidx/compose/runtime/Composer;Ljava/lang/String;)V
    .line 74
    iget-object v1, v9, Lcom/chorechart/BalanceActivity$onCreate$1;->this$0:Lcom/chorechart/BalanceActivity;
    invoke-interface {v10, v1}, Landroidx/compose/runtime/Composer;->changedInstance(Ljava/lang/Object;)Z
    move-result v0
    move v7, v0
    .line 75
    invoke-interface {v10}, Landroidx/compose/runtime/Composer;->rememberedValue()Ljava/lang/Object;
    move-result-object v0
    move-object v8, v0
    .line 76
    if-nez v7, :L168
    sget-object v1, Landroidx/compose/runtime/Composer;->Companion:Landroidx/compose/runtime/Composer$Companion;
    invoke-virtual {v1}, Landroidx/compose/runtime/Composer$Companion;->getEmpty()Ljava/lang/Object;
    move-result-object v1
    if-ne v8, v1, :L189
    :L168
    .line 77
    new-instance v0, Lcom/chorechart/BalanceActivity$onCreate$1$2;
    iget-object v2, v9, Lcom/chorechart/BalanceActivity$onCreate$1;->this$0:Lcom/chorechart/BalanceActivity;
    invoke-direct {v0, v2}, Lcom/chorechart/BalanceActivity$onCreate$1$2;-><init>(Lcom/chorechart/BalanceActivity;)V
    move-object v8, v0
    .line 78
    invoke-interface {v10, v8}, Landroidx/compose/runtime/Composer;->updateRememberedValue(Ljava/lang/Object;)V
    :L189
    .line 80
    invoke-interface {v10}, Landroidx/compose/runtime/Composer;->endReplaceGroup()V
    .line 81
    const-string v0, "Share the allowance balance?"
    move-object v1, v6
    check-cast v1, Lkotlin/jvm/functions/Function0;
    move-object v2, v8
    check-cast v2, Lkotlin/jvm/functions/Function0;
    const/4 v4, 0x6
    invoke-static {v0, v1, v2, v10, v4}, Lcom/chorechart/ConfirmScreenKt;->ConfirmScreen(Ljava/lang/String;Lkotlin/jvm/functions/Function0;Lkotlin/jvm/functions/Function0;Landroidx/compose/runtime/Composer;I)V
    .line 82
    invoke-static {}, Landroidx/compose/runtime/ComposerKt;->isTraceInProgress()Z
    move-result v0
    if-eqz v0, :L251
    invoke-static {}, Landroidx/compose/runtime/ComposerKt;->traceEventEnd()V
    goto :L251
    :L245
    .line 84
    invoke-interface {v10}, Landroidx/compose/runtime/Composer;->skipToGroupEnd()V
    :L251
    .line 86
    return-void
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    .line 59
    check-cast v3, Landroidx/compose/runtime/Composer;
    check-cast v4, Ljava/lang/Number;
    invoke-virtual {v4}, Ljava/lang/Number;->intValue()I
    move-result v1
    invoke-virtual {v2, v3, v1}, Lcom/chorechart/BalanceActivity$onCreate$1;->invoke(Landroidx/compose/runtime/Composer;I)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

