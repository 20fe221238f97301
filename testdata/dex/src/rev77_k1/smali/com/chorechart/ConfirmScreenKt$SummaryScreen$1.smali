.class final Lcom/chorechart/ConfirmScreenKt$SummaryScreen$1;
.super Lkotlin/jvm/internal/Lambda;
.source "ConfirmScreen.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field final synthetic $title:Ljava/lang/String;
.field final synthetic $$changed:I

.method constructor <init>(Ljava/lang/String;I)V
    .registers 4
    iput-object v2, v1, Lcom/chorechart/ConfirmScreenKt$SummaryScreen$1;->$title:Ljava/lang/String;
    iput v3, v1, Lcom/chorechart/ConfirmScreenKt$SummaryScreen$1;->$$changed:I
    const/4 v0, 0x2
    invoke-direct {v1, v0}, Lkotlin/jvm/internal/Lambda;-><init>(I)V
    return-void
.end method

.method public final invoke(Landroidx/compose/runtime/Composer;I)V
    .registers 7
    const-string v1, "c"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 57
    iget-object v0, v4, Lcom/chorechart/ConfirmScreenKt$SummaryScreen$1;->$title:Ljava/lang/String;
    iget v2, v4, Lcom/chorechart/ConfirmScreenKt$SummaryScreen$1;->$$changed:I
    const/4 v3, 0x1
    or-int v2, v2, v3
    invoke-static {v2}, Landroidx/compose/runtime/RecomposeScopeImplKt;->updateChangedFlags(I)I
    move-result v2
    invoke-static {v0, v5, v2}, Lcom/chorechart/ConfirmScreenKt;->SummaryScreen(Ljava/lang/String;Landroidx/compose/runtime/Composer;I)V
    return-void
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    .line 57
    check-cast v3, Landroidx/compose/runtime/Composer;
    check-cast v4, Ljava/lang/Number;
    invoke-virtual {v4}, Ljava/lang/Number;->intValue()I
    move-result v1
    invoke-virtual {v2, v3, v1}, Lcom/chorechart/ConfirmScreenKt$SummaryScreen$1;->invoke(Landroidx/compose/runtime/Composer;I)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

