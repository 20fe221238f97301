.class public final Landroidx/activity/OnBackPressedDispatcherKt$addCallback$callback$1;
.super Landroidx/activity/OnBackPressedCallback;
.source "BackPress.kt"

.field final synthetic $onBackPressed:Lkotlin/jvm/functions/Function1;

.method constructor <init>(ZLkotlin/jvm/functions/Function1;)V
    .registers 3
    iput-object v2, v0, Landroidx/activity/OnBackPressedDispatcherKt$addCallback$callback$1;->$onBackPressed:Lkotlin/jvm/functions/Function1;
    .line 5
    invoke-direct {v0, v1}, Landroidx/activity/OnBackPressedCallback;-><init>(Z)V
    return-void
.end method

.method public handleOnBackPressed()V
    .registers 2
    .line 5
    iget-object v0, v1, Landroidx/activity/OnBackPressedDispatcherKt$addCallback$callback$1;->$onBackPressed:Lkotlin/jvm/functions/Function1;
    invoke-interface {v0, v1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-void
.end method

