.class final Lcom/chorechart/ConfirmScreenKt$ConfirmScreen$1;
.super Lkotlin/jvm/internal/Lambda;
.source "ConfirmScreen.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field final synthetic $title:Ljava/lang/String;
.field final synthetic $onConfirm:Lkotlin/jvm/functions/Function0;
.field final synthetic $onCancel:Lkotlin/jvm/functions/Function0;
.field final synthetic $$changed:I

.method constructor <init>(Ljava/lang/String;Lkotlin/jvm/functions/Function0;Lkotlin/jvm/functions/Function0;I)V
    .registers 6
    iput-object v2, v1, Lcom/chorechart/ConfirmScreenKt$ConfirmScreen$1;->$title:Ljava/lang/String;
    iput-object v3, v1, Lcom/chorechart/ConfirmScreenKt$ConfirmScreen$1;->$onConfirm:Lkotlin/jvm/functions/Function0;
    iput-object v4, v1, Lcom/chorechart/ConfirmScreenKt$ConfirmScreen$1;->$onCancel:Lkotlin/jvm/functions/Function0;
    iput v5, v1, Lcom/chorechart/ConfirmScreenKt$ConfirmScreen$1;->$$changed:I
    const/4 v0, 0x2
    invoke-direct {v1, v0}, Lkotlin/jvm/internal/Lambda;-><init>(I)V
    return-void
.end method

.method public final invoke(Landroidx/compose/runtime/Composer;I)V
    .registers 8
    const-string v1, "c"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 41
    iget-object v0, v5, Lcom/chorechart/ConfirmScreenKt$ConfirmScreen$1;->$title:Ljava/lang/String;
    iget-object v1, v5, Lcom/chorechart/ConfirmScreenKt$ConfirmScreen$1;->$onConfirm:Lkotlin/jvm/functions/Function0;
    iget-object v2, v5, Lcom/chorechart/ConfirmScreenKt$ConfirmScreen$1;->$onCancel:Lkotlin/jvm/functions/Function0;
    iget v3, v5, Lcom/chorechart/ConfirmScreenKt$ConfirmScreen$1;->$$changed:I
    const/4 v4, 0x1
    or-int v3, v3, v4
    invoke-static {v3}, Landroidx/compose/runtime/RecomposeScopeImplKt;->updateChangedFlags(I)I
    move-result v3
    invoke-static {v0, v1, v2, v6, v3}, Lcom/chorechart/ConfirmScreenKt;->ConfirmScreen(Ljava/lang/String;Lkotlin/jvm/functions/Function0;Lkotlin/jvm/functions/Function0;Landroidx/compose/runtime/Composer;I)V
    return-void
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    .line 41
    check-cast v3, Landroidx/compose/runtime/Composer;
    check-cast v4, Ljava/lang/Number;
    invoke-virtual {v4}, Ljava/lang/Number;->intValue()I
    move-result v1
    invoke-virtual {v2, v3, v1}, Lcom/chorechart/ConfirmScreenKt$ConfirmScreen$1;->invoke(Landroidx/compose/runtime/Composer;I)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

