# kotlinc's class for the lambda in QueueProvider.kt line 11 (see
# QueueProvider.smali): the typed invoke holds the body, the bridge
# invoke(Object) is what Function1 callers reach.
.class final Lcom/example/kd/QueueProvider$enqueue$1;
.super Lkotlin/jvm/internal/Lambda;
.source "QueueProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

.field final synthetic this$0:Lcom/example/kd/QueueProvider;

.method constructor <init>(Lcom/example/kd/QueueProvider;)V
    .locals 1
    iput-object p1, p0, Lcom/example/kd/QueueProvider$enqueue$1;->this$0:Lcom/example/kd/QueueProvider;
    const/4 v0, 0x1
    invoke-direct {p0, v0}, Lkotlin/jvm/internal/Lambda;-><init>(I)V
    return-void
.end method

.method public final invoke(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 3
    const-string v0, "extras"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    iget-object v0, p0, Lcom/example/kd/QueueProvider$enqueue$1;->this$0:Lcom/example/kd/QueueProvider;
    invoke-virtual {v0}, Lcom/example/kd/QueueProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "queue"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    .line 13
    const-string v1, "args"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string v1, "job"
    invoke-interface {v0, v1, p1}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 14
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 0
    .line 11
    check-cast p1, Landroid/os/Bundle;
    invoke-virtual {p0, p1}, Lcom/example/kd/QueueProvider$enqueue$1;->invoke(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
