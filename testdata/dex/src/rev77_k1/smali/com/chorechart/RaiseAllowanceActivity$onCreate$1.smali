.class final Lcom/chorechart/RaiseAllowanceActivity$onCreate$1;
.super Lkotlin/jvm/internal/Lambda;
.source "Activities.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field final synthetic this$0:Lcom/chorechart/RaiseAllowanceActivity;

.method constructor <init>(Lcom/chorechart/RaiseAllowanceActivity;)V
    .registers 3
    iput-object v2, v1, Lcom/chorechart/RaiseAllowanceActivity$onCreate$1;->this$0:Lcom/chorechart/RaiseAllowanceActivity;
    const/4 v0, 0x2
    invoke-direct {v1, v0}, Lkotlin/jvm/internal/Lambda;-><init>(I)V
    return-void
.end method

.method public final invoke(Landroidx/compose/runtime/Composer;I)V
    .registers 12
    .line 95
    const-string v1, "C96@3871L128,97@4028L45,95@3796L278:Activities.kt#k2zq1p"
    invoke-static {v10, v1}, Landroidx/compose/runtime/ComposerKt;->sourceInformation(Landroidx/compose/runtime/Composer;Ljava/lang/String;)V
    .line 96
    const/4 v1, 0x3
    and-int v0, v11, v1
    const/4 v1, 0x2
    if-ne v0, v1, :L28
    invoke-interface {v10}, Landroidx/compose/runtime/Composer;->getSkipping()Z
    move-result v0
    if-nez v0, :L245
    :L28
    .line 97
    invoke-static {}, Landroidx/compose/runtime/ComposerKt;->isTraceInProgress()Z
    move-result v0
    if-eqz v0, :L43
    const v0, -0x7cf66a4b
    const/4 v2, -0x1
    const-string v3, "com.chorechart.RaiseAllowanceActivity.onCreate.<anonymous> (Activities.kt:94)"
    invoke-static {v0, v11, v2, v3}, Landroidx/compose/runtime/ComposerKt;->traceEventStart(IIILjava/lang/String;)V
    :L43
    .line 98
    const v1, 0x4c5de2
    invoke-interface {v10, v1}, Landroidx/compose/runtime/Composer;->startReplaceGroup(I)V
    .line 99
    const-string v1, "CC(remember):Activities.kt#9igjgp"
    invoke-static {v10, v1}, Landroidx/compose/runtime/ComposerKt;->sourceInformation(Landroidx/compose/runtime/Composer;Ljava/lang/String;)V
    .line 100
    iget-object v1, v9, Lcom/chorechart/RaiseAllowanceActivity$onCreate$1;->this$0:Lcom/chorechart/RaiseAllowanceActivity;
    invoke-interface {v10, v1}, Landroidx/compose/runtime/Composer;->changedInstance(Ljava/lang/Object;)Z
    move-result v0
    move v5, v0
    .line 101
    invoke-interface {v10}, Landroidx/compose/runtime/Composer;->rememberedValue()Ljava/lang/Object;
    move-result-object v0
    move-object v6, v0
    .line 102
    if-nez v5, :L91
    sget-object v1, Landroidx/compose/runtime/Composer;->Companion:Landroidx/compose/runtime/Composer$Companion;
    invoke-virtual {v1}, Landroidx/compose/runtime/Composer$Companion;->getEmpty()Ljava/lang/Object;
    move-result-object v1
    if-ne v6, v1, :L112
    :L91
    .line 103
    new-instance v0, Lcom/chorechart/RaiseAllowanceActivity$onCreate$1$1;
    iget-object v2, v9, Lcom/chorechart/RaiseAllowanceActivity$onCreate$1;->this$0:Lcom/chorechart/RaiseAllowanceActivity;
    invoke-direct {v0, v2}, Lcom/chorechart/RaiseAllowanceActivity$onCreate$1$1;-><init>(Lcom/chorechart/RaiseAllowanceActivity;)V
    move-object v6, v0
    .line 107
    invoke-interface {v10, v6}, Landroidx/compose/runtime/Composer;->updateRememberedValue(Ljava/lang/Object;)V
    :L112
    .line 109
    invoke-interface {v10}, Landroidx/compose/runtime/Composer;->endReplaceGroup()V
    .line 110
    const v1, 0x4c5de2
    invoke-interface {v10, v1}, Landroidx/compose/runtime/Composer;->startReplaceGroup(I)V
    .line 111
    const-string v1, "CC(remember):Activities.kt#9igjgp"
    invoke-static {v10, v1}, Landroidx/compose/runtime/ComposerKt;->sourceInformation(Landroidx/compose/runtime/Composer;Ljava/lang/String;)V
    .line 112
    iget-object v1, v9, Lcom/chorechart/RaiseAllowanceActivity$onCreate$1;->this$0:Lcom/chorechart/RaiseAllowanceActivity;
    invoke-interface {v10, v1}, Landroidx/compose/runtime/Composer;->changedInstance(Ljava/lang/Object;)Z
    move-result v0
    move v7, v0
    .line 113
    invoke-interface {v10}, Landroidx/compose/runtime/Composer;->rememberedValue()Ljava/lang/Object;
    move-result-object v0
    move-object v8, v0
    .line 114
    if-nez v7, :L168
    sget-object v1, Landroidx/compose/runtime/Composer;->Companion:Landroidx/compose/runtime/Composer$Companion;
    invoke-virtual {v1}, Landroidx/compose/runtime/Composer$Companion;->getEmpty()Ljava/lang/Object;
    move-result-object v1
    if-ne v8, v1, :L189
    :L168
    .line 115
    new-instance v0, Lcom/chorechart/RaiseAllowanceActivity$onCreate$1$2;
    iget-object v2, v9, Lcom/chorechart/RaiseAllowanceActivity$onCreate$1;->this$0:Lcom/chorechart/RaiseAllowanceActivity;
    invoke-direct {v0, v2}, Lcom/chorechart/RaiseAllowanceActivity$onCreate$1$2;-><init>(Lcom/chorechart/RaiseAllowanceActivity;)V
    move-object v8, v0
    .line 116
    invoke-interface {v10, v8}, Landroidx/compose/runtime/Composer;->updateRememberedValue(Ljava/lang/Object;)V
    :L189
    .line 118
    invoke-interface {v10}, Landroidx/compose/runtime/Composer;->endReplaceGroup()V
    .line 119
    const-string v0, "Raise the weekly allowance?"
    move-object v1, v6
    check-cast v1, Lkotlin/jvm/functions/Function0;
    move-object v2, v8
    check-cast v2, Lkotlin/jvm/functions/Function0;
    const/4 v4, 0x6
    invoke-static {v0, v1, v2, v10, v4}, Lcom/chorechart/ConfirmScreenKt;->ConfirmScreen(Ljava/lang/String;Lkotlin/jvm/functions/Function0;Lkotlin/jvm/functions/Function0;Landroidx/compose/runtime/Composer;I)V
    .line 120
    invoke-static {}, Landroidx/compose/runtime/ComposerKt;->isTraceInProgress()Z
    move-result v0
    if-eqz v0, :L251
    invoke-static {}, Landroidx/compose/runtime/ComposerKt;->traceEventEnd()V
    goto :L251
    :L245
    .line 122
    invoke-interface {v10}, Landroidx/compose/runtime/Composer;->skipToGroupEnd()V
    :L251
    .line 124
    return-void
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    .line 94
    check-cast v3, Landroidx/compose/runtime/Composer;
    check-cast v4, Ljava/lang/Number;
    invoke-virtual {v4}, Ljava/lang/Number;->intValue()I
    move-result v1
    invoke-virtual {v2, v3, v1}, Lcom/chorechart/RaiseAllowanceActivity$onCreate$1;->invoke(Landroidx/compose/runtime/Composer;I)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

