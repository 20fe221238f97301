.class final Lcom/chorechart/PayAllowanceActivity$onCreate$1;
.super Lkotlin/jvm/internal/Lambda;
.source "Activities.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field final synthetic this$0:Lcom/chorechart/PayAllowanceActivity;

.method constructor <init>(Lcom/chorechart/PayAllowanceActivity;)V
    .registers 3
    iput-object v2, v1, Lcom/chorechart/PayAllowanceActivity$onCreate$1;->this$0:Lcom/chorechart/PayAllowanceActivity;
    const/4 v0, 0x2
    invoke-direct {v1, v0}, Lkotlin/jvm/internal/Lambda;-><init>(I)V
    return-void
.end method

.method public final invoke(Landroidx/compose/runtime/Composer;I)V
    .registers 8
    .line 133
    const-string v1, "C133@5321L86,137@5420L36:Activities.kt#k2zq1p"
    invoke-static {v6, v1}, Landroidx/compose/runtime/ComposerKt;->sourceInformation(Landroidx/compose/runtime/Composer;Ljava/lang/String;)V
    .line 134
    const/4 v1, 0x3
    and-int v0, v7, v1
    const/4 v1, 0x2
    if-ne v0, v1, :L28
    invoke-interface {v6}, Landroidx/compose/runtime/Composer;->getSkipping()Z
    move-result v0
    if-nez v0, :L87
    :L28
    .line 135
    invoke-static {}, Landroidx/compose/runtime/ComposerKt;->isTraceInProgress()Z
    move-result v0
    if-eqz v0, :L43
    const v0, 0x25ad5c66
    const/4 v2, -0x1
    const-string v3, "com.chorechart.PayAllowanceActivity.onCreate.<anonymous> (Activities.kt:132)"
    invoke-static {v0, v7, v2, v3}, Landroidx/compose/runtime/ComposerKt;->traceEventStart(IIILjava/lang/String;)V
    :L43
    .line 136
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    new-instance v1, Lcom/chorechart/PayAllowanceActivity$onCreate$1$1;
    iget-object v3, v5, Lcom/chorechart/PayAllowanceActivity$onCreate$1;->this$0:Lcom/chorechart/PayAllowanceActivity;
    const/4 v4, 0x0
    invoke-direct {v1, v3, v4}, Lcom/chorechart/PayAllowanceActivity$onCreate$1$1;-><init>(Lcom/chorechart/PayAllowanceActivity;Lkotlin/coroutines/Continuation;)V
    .line 139
    const/4 v3, 0x6
    .line 136
    invoke-static {v0, v1, v6, v3}, Landroidx/compose/runtime/EffectsKt;->LaunchedEffect(Ljava/lang/Object;Lkotlin/jvm/functions/Function2;Landroidx/compose/runtime/Composer;I)V
    .line 140
    const-string v0, "Paying the allowance…"
    const/4 v2, 0x6
    invoke-static {v0, v6, v2}, Lcom/chorechart/ConfirmScreenKt;->SummaryScreen(Ljava/lang/String;Landroidx/compose/runtime/Composer;I)V
    .line 141
    invoke-static {}, Landroidx/compose/runtime/ComposerKt;->isTraceInProgress()Z
    move-result v0
    if-eqz v0, :L93
    invoke-static {}, Landroidx/compose/runtime/ComposerKt;->traceEventEnd()V
    goto :L93
    :L87
    .line 143
    invoke-interface {v6}, Landroidx/compose/runtime/Composer;->skipToGroupEnd()V
    :L93
    .line 145
    return-void
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    .line 132
    check-cast v3, Landroidx/compose/runtime/Composer;
    check-cast v4, Ljava/lang/Number;
    invoke-virtual {v4}, Ljava/lang/Number;->intValue()I
    move-result v1
    invoke-virtual {v2, v3, v1}, Lcom/chorechart/PayAllowanceActivity$onCreate$1;->invoke(Landroidx/compose/runtime/Composer;I)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

