.class final Lcom/chorechart/SettleUpActivity$onCreate$1;
.super Lkotlin/jvm/internal/Lambda;
.source "Activities.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field final synthetic this$0:Lcom/chorechart/SettleUpActivity;

.method constructor <init>(Lcom/chorechart/SettleUpActivity;)V
    .registers 3
    iput-object v2, v1, Lcom/chorechart/SettleUpActivity$onCreate$1;->this$0:Lcom/chorechart/SettleUpActivity;
    const/4 v0, 0x2
    invoke-direct {v1, v0}, Lkotlin/jvm/internal/Lambda;-><init>(I)V
    return-void
.end method

.method public final invoke(Landroidx/compose/runtime/Composer;I)V
    .registers 10
    .line 154
    const-string v1, "C157@6307L46,157@6295L58,161@6366L59:Activities.kt#k2zq1p"
    invoke-static {v8, v1}, Landroidx/compose/runtime/ComposerKt;->sourceInformation(Landroidx/compose/runtime/Composer;Ljava/lang/String;)V
    .line 155
    const/4 v1, 0x3
    and-int v0, v9, v1
    const/4 v1, 0x2
    if-ne v0, v1, :L28
    invoke-interface {v8}, Landroidx/compose/runtime/Composer;->getSkipping()Z
    move-result v0
    if-nez v0, :L160
    :L28
    .line 156
    invoke-static {}, Landroidx/compose/runtime/ComposerKt;->isTraceInProgress()Z
    move-result v0
    if-eqz v0, :L43
    const v0, -0x6de1b7af
    const/4 v2, -0x1
    const-string v3, "com.chorechart.SettleUpActivity.onCreate.<anonymous> (Activities.kt:153)"
    invoke-static {v0, v9, v2, v3}, Landroidx/compose/runtime/ComposerKt;->traceEventStart(IIILjava/lang/String;)V
    :L43
    .line 157
    const v1, 0x4c5de2
    invoke-interface {v8, v1}, Landroidx/compose/runtime/Composer;->startReplaceGroup(I)V
    .line 158
    const-string v1, "CC(remember):Activities.kt#9igjgp"
    invoke-static {v8, v1}, Landroidx/compose/runtime/ComposerKt;->sourceInformation(Landroidx/compose/runtime/Composer;Ljava/lang/String;)V
    .line 159
    iget-object v1, v7, Lcom/chorechart/SettleUpActivity$onCreate$1;->this$0:Lcom/chorechart/SettleUpActivity;
    invoke-interface {v8, v1}, Landroidx/compose/runtime/Composer;->changedInstance(Ljava/lang/Object;)Z
    move-result v0
    move v5, v0
    .line 160
    invoke-interface {v8}, Landroidx/compose/runtime/Composer;->rememberedValue()Ljava/lang/Object;
    move-result-object v0
    move-object v6, v0
    .line 161
    if-nez v5, :L91
    sget-object v1, Landroidx/compose/runtime/Composer;->Companion:Landroidx/compose/runtime/Composer$Companion;
    invoke-virtual {v1}, Landroidx/compose/runtime/Composer$Companion;->getEmpty()Ljava/lang/Object;
    move-result-object v1
    if-ne v6, v1, :L112
    :L91
    .line 162
    new-instance v0, Lcom/chorechart/SettleUpActivity$onCreate$1$1;
    iget-object v2, v7, Lcom/chorechart/SettleUpActivity$onCreate$1;->this$0:Lcom/chorechart/SettleUpActivity;
    invoke-direct {v0, v2}, Lcom/chorechart/SettleUpActivity$onCreate$1$1;-><init>(Lcom/chorechart/SettleUpActivity;)V
    move-object v6, v0
    .line 166
    invoke-interface {v8, v6}, Landroidx/compose/runtime/Composer;->updateRememberedValue(Ljava/lang/Object;)V
    :L112
    .line 168
    invoke-interface {v8}, Landroidx/compose/runtime/Composer;->endReplaceGroup()V
    .line 169
    const/4 v0, 0x0
    move-object v1, v6
    check-cast v1, Lkotlin/jvm/functions/Function0;
    const/4 v3, 0x0
    const/4 v4, 0x1
    invoke-static {v0, v1, v8, v3, v4}, Landroidx/activity/compose/BackHandlerKt;->BackHandler(ZLkotlin/jvm/functions/Function0;Landroidx/compose/runtime/Composer;II)V
    .line 170
    const-string v0, "All settled up. Go back to finish."
    const/4 v2, 0x6
    invoke-static {v0, v8, v2}, Lcom/chorechart/ConfirmScreenKt;->SummaryScreen(Ljava/lang/String;Landroidx/compose/runtime/Composer;I)V
    .line 171
    invoke-static {}, Landroidx/compose/runtime/ComposerKt;->isTraceInProgress()Z
    move-result v0
    if-eqz v0, :L166
    invoke-static {}, Landroidx/compose/runtime/ComposerKt;->traceEventEnd()V
    goto :L166
    :L160
    .line 173
    invoke-interface {v8}, Landroidx/compose/runtime/Composer;->skipToGroupEnd()V
    :L166
    .line 175
    return-void
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    .line 153
    check-cast v3, Landroidx/compose/runtime/Composer;
    check-cast v4, Ljava/lang/Number;
    invoke-virtual {v4}, Ljava/lang/Number;->intValue()I
    move-result v1
    invoke-virtual {v2, v3, v1}, Lcom/chorechart/SettleUpActivity$onCreate$1;->invoke(Landroidx/compose/runtime/Composer;I)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

