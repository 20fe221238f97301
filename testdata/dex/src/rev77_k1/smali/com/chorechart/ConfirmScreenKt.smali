.class public final Lcom/chorechart/ConfirmScreenKt;
.super Ljava/lang/Object;
.source "ConfirmScreen.kt"


.method public static final ConfirmScreen(Ljava/lang/String;Lkotlin/jvm/functions/Function0;Lkotlin/jvm/functions/Function0;Landroidx/compose/runtime/Composer;I)V
    .registers 33
    const-string v1, "title"
    move-object/from16 v0, v28
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "onConfirm"
    move-object/from16 v0, v29
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "onCancel"
    move-object/from16 v0, v30
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    const v1, -0x5e2ec771
    move-object/from16 v0, v31
    invoke-interface/range {v0 .. v1}, Landroidx/compose/runtime/Composer;->startRestartGroup(I)Landroidx/compose/runtime/Composer;
    move-result-object v0
    move-object/16 v25, v0
    .line 26
    const-string v1, "C(ConfirmScreen)P(2,1)29@1090L11,30@1110L46,31@1163L50:ConfirmScreen.kt#3x0qdn"
    move-object/from16 v0, v25
    invoke-static/range {v0 .. v1}, Landroidx/compose/runtime/ComposerKt;->sourceInformation(Landroidx/compose/runtime/Composer;Ljava/lang/String;)V
    .line 27
    move/16 v26, v32
    .line 28
    const/4 v1, 0x6
    and-int v0, v32, v1
    if-nez v0, :L74
    move-object/from16 v1, v25
    move-object/from16 v2, v28
    invoke-interface/range {v1 .. v2}, Landroidx/compose/runtime/Composer;->changed(Ljava/lang/Object;)Z
    move-result v1
    move/from16 v0, v26
    if-eqz v1, :L70
    const/4 v1, 0x4
    goto :L71
    :L70
    const/4 v1, 0x2
    :L71
    or-int v0, v0, v1
    move/16 v26, v0
    :L74
    .line 29
    const/16 v1, 0x30
    and-int v0, v32, v1
    if-nez v0, :L105
    move-object/from16 v1, v25
    move-object/from16 v2, v29
    invoke-interface/range {v1 .. v2}, Landroidx/compose/runtime/Composer;->changedInstance(Ljava/lang/Object;)Z
    move-result v1
    move/from16 v0, v26
    if-eqz v1, :L100
    const/16 v1, 0x20
    goto :L102
    :L100
    const/16 v1, 0x10
    :L102
    or-int v0, v0, v1
    move/16 v26, v0
    :L105
    .line 30
    const/16 v1, 0x180
    and-int v0, v32, v1
    if-nez v0, :L139
    move-object/from16 v1, v25
    move-object/from16 v2, v30
    invoke-interface/range {v1 .. v2}, Landroidx/compose/runtime/Composer;->changedInstance(Ljava/lang/Object;)Z
    move-result v1
    move/from16 v0, v26
    if-eqz v1, :L133
    const/16 v1, 0x100
    goto :L136
    :L133
    const/16 v1, 0x80
    :L136
    or-int v0, v0, v1
    move/16 v26, v0
    :L139
    .line 31
    const/16 v1, 0x93
    and-int v0, v26, v1
    const/16 v1, 0x92
    if-ne v0, v1, :L161
    invoke-interface/range {v25 .. v25}, Landroidx/compose/runtime/Composer;->getSkipping()Z
    move-result v0
    if-nez v0, :L286
    :L161
    .line 32
    invoke-static {}, Landroidx/compose/runtime/ComposerKt;->isTraceInProgress()Z
    move-result v0
    if-eqz v0, :L177
    const v0, -0x5e2ec771
    const/4 v2, -0x1
    const-string v3, "com.chorechart.ConfirmScreen (ConfirmScreen.kt:24)"
    move/from16 v1, v26
    invoke-static/range {v0 .. v3}, Landroidx/compose/runtime/ComposerKt;->traceEventStart(IIILjava/lang/String;)V
    :L177
    .line 33
    const/4 v1, 0x0
    const-wide/16 v2, 0x0L
    const-wide/16 v4, 0x0L
    const/4 v6, 0x0
    const/4 v7, 0x0
    const/4 v8, 0x0
    const-wide/16 v9, 0x0L
    const/4 v11, 0x0
    const/4 v12, 0x0
    const-wide/16 v13, 0x0L
    const/4 v15, 0x0
    const/16 v16, 0x0
    const/16 v17, 0x0
    const/16 v18, 0x0
    const/16 v19, 0x0
    const/16 v20, 0x0
    const/16 v23, 0xe
    and-int v22, v26, v23
    const/16 v23, 0x0
    const v24, 0x1fffe
    move-object/from16 v0, v28
    move-object/16 v21, v25
    invoke-static/range {v0 .. v24}, Landroidx/compose/material3/TextKt;->Text--4IGK_g(Ljava/lang/String;Landroidx/compose/ui/Modifier;JJLandroidx/compose/ui/text/font/FontStyle;Landroidx/compose/ui/text/font/FontWeight;Landroidx/compose/ui/text/font/FontFamily;JLandroidx/compose/ui/text/style/TextDecoration;Landroidx/compose/ui/text/style/TextAlign;JIZIILkotlin/jvm/functions/Function1;Landroidx/compose/ui/text/TextStyle;Landroidx/compose/runtime/Composer;III)V
    .line 34
    const/4 v1, 0x0
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    const/4 v8, 0x0
    sget-object v9, Lcom/chorechart/ComposableSingletons$ConfirmScreenKt;->INSTANCE:Lcom/chorechart/ComposableSingletons$ConfirmScreenKt;
    invoke-virtual {v9}, Lcom/chorechart/ComposableSingletons$ConfirmScreenKt;->getLambda$1190434551$app_debug()Lkotlin/jvm/functions/Function3;
    move-result-object v9
    const/4 v12, 0x3
    shr-int v11, v26, v12
    const/16 v12, 0xe
    and-int v11, v11, v12
    const/high16 v12, 0x30000000
    or-int v11, v11, v12
    const/16 v12, 0x1fe
    move-object/from16 v0, v29
    move-object/from16 v10, v25
    invoke-static/range {v0 .. v12}, Landroidx/compose/material3/ButtonKt;->Button(Lkotlin/jvm/functions/Function0;Landroidx/compose/ui/Modifier;ZLandroidx/compose/ui/graphics/Shape;Landroidx/compose/material3/ButtonColors;Landroidx/compose/material3/ButtonElevation;Landroidx/compose/foundation/BorderStroke;Landroidx/compose/foundation/layout/PaddingValues;Landroidx/compose/foundation/interaction/MutableInteractionSource;Lkotlin/jvm/functions/Function3;Landroidx/compose/runtime/Composer;II)V
    .line 35
    const/4 v1, 0x0
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    const/4 v8, 0x0
    sget-object v9, Lcom/chorechart/ComposableSingletons$ConfirmScreenKt;->INSTANCE:Lcom/chorechart/ComposableSingletons$ConfirmScreenKt;
    invoke-virtual {v9}, Lcom/chorechart/ComposableSingletons$ConfirmScreenKt;->getLambda$1733205462$app_debug()Lkotlin/jvm/functions/Function3;
    move-result-object v9
    const/4 v12, 0x6
    shr-int v11, v26, v12
    const/16 v12, 0xe
    and-int v11, v11, v12
    const/high16 v12, 0x30000000
    or-int v11, v11, v12
    const/16 v12, 0x1fe
    move-object/from16 v0, v30
    move-object/from16 v10, v25
    invoke-static/range {v0 .. v12}, Landroidx/compose/material3/ButtonKt;->TextButton(Lkotlin/jvm/functions/Function0;Landroidx/compose/ui/Modifier;ZLandroidx/compose/ui/graphics/Shape;Landroidx/compose/material3/ButtonColors;Landroidx/compose/material3/ButtonElevation;Landroidx/compose/foundation/BorderStroke;Landroidx/compose/foundation/layout/PaddingValues;Landroidx/compose/foundation/interaction/MutableInteractionSource;Lkotlin/jvm/functions/Function3;Landroidx/compose/runtime/Composer;II)V
    .line 36
    invoke-static {}, Landroidx/compose/runtime/ComposerKt;->isTraceInProgress()Z
    move-result v0
    if-eqz v0, :L293
    invoke-static {}, Landroidx/compose/runtime/ComposerKt;->traceEventEnd()V
    goto :L293
    :L286
    .line 38
    invoke-interface/range {v25 .. v25}, Landroidx/compose/runtime/Composer;->skipToGroupEnd()V
    :L293
    .line 40
    invoke-interface/range {v25 .. v25}, Landroidx/compose/runtime/Composer;->endRestartGroup()Landroidx/compose/runtime/ScopeUpdateScope;
    move-result-object v0
    move-object/16 v27, v0
    .line 41
    if-eqz v27, :L329
    new-instance v1, Lcom/chorechart/ConfirmScreenKt$ConfirmScreen$1;
    move-object v2, v1
    move-object/from16 v3, v28
    move-object/from16 v4, v29
    move-object/from16 v5, v30
    move/from16 v6, v32
    invoke-direct/range {v2 .. v6}, Lcom/chorechart/ConfirmScreenKt$ConfirmScreen$1;-><init>(Ljava/lang/String;Lkotlin/jvm/functions/Function0;Lkotlin/jvm/functions/Function0;I)V
    move-object/from16 v0, v27
    invoke-interface/range {v0 .. v1}, Landroidx/compose/runtime/ScopeUpdateScope;->updateScope(Lkotlin/jvm/functions/Function2;)V
    :L329
    .line 42
    return-void
.end method

.method public static final SummaryScreen(Ljava/lang/String;Landroidx/compose/runtime/Composer;I)V
    .registers 31
    const-string v1, "title"
    move-object/from16 v0, v28
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 45
    const v1, 0x35e7afa5
    move-object/from16 v0, v29
    invoke-interface/range {v0 .. v1}, Landroidx/compose/runtime/Composer;->startRestartGroup(I)Landroidx/compose/runtime/Composer;
    move-result-object v0
    move-object/16 v25, v0
    .line 46
    const-string v1, "C(SummaryScreen)47@1802L11:ConfirmScreen.kt#3x0qdn"
    move-object/from16 v0, v25
    invoke-static/range {v0 .. v1}, Landroidx/compose/runtime/ComposerKt;->sourceInformation(Landroidx/compose/runtime/Composer;Ljava/lang/String;)V
    .line 47
    move/16 v26, v30
    .line 48
    const/4 v1, 0x6
    and-int v0, v30, v1
    if-nez v0, :L57
    move-object/from16 v1, v25
    move-object/from16 v2, v28
    invoke-interface/range {v1 .. v2}, Landroidx/compose/runtime/Composer;->changed(Ljava/lang/Object;)Z
    move-result v1
    move/from16 v0, v26
    if-eqz v1, :L53
    const/4 v1, 0x4
    goto :L54
    :L53
    const/4 v1, 0x2
    :L54
    or-int v0, v0, v1
    move/16 v26, v0
    :L57
    .line 49
    const/4 v1, 0x3
    and-int v0, v26, v1
    const/4 v1, 0x2
    if-ne v0, v1, :L74
    invoke-interface/range {v25 .. v25}, Landroidx/compose/runtime/Composer;->getSkipping()Z
    move-result v0
    if-nez v0, :L131
    :L74
    .line 50
    invoke-static {}, Landroidx/compose/runtime/ComposerKt;->isTraceInProgress()Z
    move-result v0
    if-eqz v0, :L90
    const v0, 0x35e7afa5
    const/4 v2, -0x1
    const-string v3, "com.chorechart.SummaryScreen (ConfirmScreen.kt:44)"
    move/from16 v1, v26
    invoke-static/range {v0 .. v3}, Landroidx/compose/runtime/ComposerKt;->traceEventStart(IIILjava/lang/String;)V
    :L90
    .line 51
    const/4 v1, 0x0
    const-wide/16 v2, 0x0L
    const-wide/16 v4, 0x0L
    const/4 v6, 0x0
    const/4 v7, 0x0
    const/4 v8, 0x0
    const-wide/16 v9, 0x0L
    const/4 v11, 0x0
    const/4 v12, 0x0
    const-wide/16 v13, 0x0L
    const/4 v15, 0x0
    const/16 v16, 0x0
    const/16 v17, 0x0
    const/16 v18, 0x0
    const/16 v19, 0x0
    const/16 v20, 0x0
    const/16 v23, 0xe
    and-int v22, v26, v23
    const/16 v23, 0x0
    const v24, 0x1fffe
    move-object/from16 v0, v28
    move-object/16 v21, v25
    invoke-static/range {v0 .. v24}, Landroidx/compose/material3/TextKt;->Text--4IGK_g(Ljava/lang/String;Landroidx/compose/ui/Modifier;JJLandroidx/compose/ui/text/font/FontStyle;Landroidx/compose/ui/text/font/FontWeight;Landroidx/compose/ui/text/font/FontFamily;JLandroidx/compose/ui/text/style/TextDecoration;Landroidx/compose/ui/text/style/TextAlign;JIZIILkotlin/jvm/functions/Function1;Landroidx/compose/ui/text/TextStyle;Landroidx/compose/runtime/Composer;III)V
    .line 52
    invoke-static {}, Landroidx/compose/runtime/ComposerKt;->isTraceInProgress()Z
    move-result v0
    if-eqz v0, :L137
    invoke-static {}, Landroidx/compose/runtime/ComposerKt;->traceEventEnd()V
    goto :L137
    :L131
    .line 54
    invoke-interface/range {v25 .. v25}, Landroidx/compose/runtime/Composer;->skipToGroupEnd()V
    :L137
    .line 56
    invoke-interface/range {v25 .. v25}, Landroidx/compose/runtime/Composer;->endRestartGroup()Landroidx/compose/runtime/ScopeUpdateScope;
    move-result-object v0
    move-object/16 v27, v0
    .line 57
    if-eqz v27, :L169
    new-instance v1, Lcom/chorechart/ConfirmScreenKt$SummaryScreen$1;
    move-object v2, v1
    move-object/from16 v3, v28
    move/from16 v4, v30
    invoke-direct/range {v2 .. v4}, Lcom/chorechart/ConfirmScreenKt$SummaryScreen$1;-><init>(Ljava/lang/String;I)V
    move-object/from16 v0, v27
    invoke-interface/range {v0 .. v1}, Landroidx/compose/runtime/ScopeUpdateScope;->updateScope(Lkotlin/jvm/functions/Function2;)V
    :L169
    .line 58
    return-void
.end method

