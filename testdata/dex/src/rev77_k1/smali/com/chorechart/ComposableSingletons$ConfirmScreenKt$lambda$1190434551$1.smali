.class final Lcom/chorechart/ComposableSingletons$ConfirmScreenKt$lambda$1190434551$1;
.super Lkotlin/jvm/internal/Lambda;
.source "ConfirmScreen.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function3;

.field public static final INSTANCE:Lcom/chorechart/ComposableSingletons$ConfirmScreenKt$lambda$1190434551$1;

.method constructor <init>()V
    .registers 2
    const/4 v0, 0x3
    invoke-direct {v1, v0}, Lkotlin/jvm/internal/Lambda;-><init>(I)V
    return-void
.end method

.method public final invoke(Landroidx/compose/foundation/layout/RowScope;Landroidx/compose/runtime/Composer;I)V
    .registers 29
    const-string v1, "$this$Button"
    move-object/from16 v0, v26
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 62
    const-string v1, "C30@1137L17:ConfirmScreen.kt#3x0qdn"
    move-object/from16 v0, v27
    invoke-static/range {v0 .. v1}, Landroidx/compose/runtime/ComposerKt;->sourceInformation(Landroidx/compose/runtime/Composer;Ljava/lang/String;)V
    .line 63
    const/16 v1, 0x11
    and-int v0, v28, v1
    const/16 v1, 0x10
    if-ne v0, v1, :L36
    invoke-interface/range {v27 .. v27}, Landroidx/compose/runtime/Composer;->getSkipping()Z
    move-result v0
    if-nez v0, :L90
    :L36
    .line 64
    invoke-static {}, Landroidx/compose/runtime/ComposerKt;->isTraceInProgress()Z
    move-result v0
    if-eqz v0, :L51
    const v0, 0x46f496f7
    const/4 v2, -0x1
    const-string v3, "com.chorechart.ComposableSingletons$ConfirmScreenKt.lambda$1190434551.<anonymous> (ConfirmScreen.kt:30)"
    move/from16 v1, v28
    invoke-static/range {v0 .. v3}, Landroidx/compose/runtime/ComposerKt;->traceEventStart(IIILjava/lang/String;)V
    :L51
    .line 65
    const-string v0, "Confirm"
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
    const/16 v22, 0x6
    const/16 v23, 0x0
    const v24, 0x1fffe
    move-object/16 v21, v27
    invoke-static/range {v0 .. v24}, Landroidx/compose/material3/TextKt;->Text--4IGK_g(Ljava/lang/String;Landroidx/compose/ui/Modifier;JJLandroidx/compose/ui/text/font/FontStyle;Landroidx/compose/ui/text/font/FontWeight;Landroidx/compose/ui/text/font/FontFamily;JLandroidx/compose/ui/text/style/TextDecoration;Landroidx/compose/ui/text/style/TextAlign;JIZIILkotlin/jvm/functions/Function1;Landroidx/compose/ui/text/TextStyle;Landroidx/compose/runtime/Composer;III)V
    .line 66
    invoke-static {}, Landroidx/compose/runtime/ComposerKt;->isTraceInProgress()Z
    move-result v0
    if-eqz v0, :L96
    invoke-static {}, Landroidx/compose/runtime/ComposerKt;->traceEventEnd()V
    goto :L96
    :L90
    .line 68
    invoke-interface/range {v27 .. v27}, Landroidx/compose/runtime/Composer;->skipToGroupEnd()V
    :L96
    .line 70
    return-void
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    .line 61
    check-cast v3, Landroidx/compose/foundation/layout/RowScope;
    check-cast v4, Landroidx/compose/runtime/Composer;
    check-cast v5, Ljava/lang/Number;
    invoke-virtual {v5}, Ljava/lang/Number;->intValue()I
    move-result v1
    invoke-virtual {v2, v3, v4, v1}, Lcom/chorechart/ComposableSingletons$ConfirmScreenKt$lambda$1190434551$1;->invoke(Landroidx/compose/foundation/layout/RowScope;Landroidx/compose/runtime/Composer;I)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/chorechart/ComposableSingletons$ConfirmScreenKt$lambda$1190434551$1;
    invoke-direct {v0}, Lcom/chorechart/ComposableSingletons$ConfirmScreenKt$lambda$1190434551$1;-><init>()V
    sput-object v0, Lcom/chorechart/ComposableSingletons$ConfirmScreenKt$lambda$1190434551$1;->INSTANCE:Lcom/chorechart/ComposableSingletons$ConfirmScreenKt$lambda$1190434551$1;
    return-void
.end method

