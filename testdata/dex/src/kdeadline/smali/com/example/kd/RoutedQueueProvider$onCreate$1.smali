# kotlinc's class for the lambda of RoutedQueueProvider.kt line 14 (see
# RoutedQueueProvider.smali).
.class final Lcom/example/kd/RoutedQueueProvider$onCreate$1;
.super Lkotlin/jvm/internal/Lambda;
.source "RoutedQueueProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

.field final synthetic this$0:Lcom/example/kd/RoutedQueueProvider;

.method constructor <init>(Lcom/example/kd/RoutedQueueProvider;)V
    .locals 1
    iput-object p1, p0, Lcom/example/kd/RoutedQueueProvider$onCreate$1;->this$0:Lcom/example/kd/RoutedQueueProvider;
    const/4 v0, 0x1
    invoke-direct {p0, v0}, Lkotlin/jvm/internal/Lambda;-><init>(I)V
    return-void
.end method

.method public final invoke(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 1
    const-string v0, "extras"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    iget-object v0, p0, Lcom/example/kd/RoutedQueueProvider$onCreate$1;->this$0:Lcom/example/kd/RoutedQueueProvider;
    invoke-virtual {v0, p1}, Lcom/example/kd/RoutedQueueProvider;->store(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 0
    .line 14
    check-cast p1, Landroid/os/Bundle;
    invoke-virtual {p0, p1}, Lcom/example/kd/RoutedQueueProvider$onCreate$1;->invoke(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
