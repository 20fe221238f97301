.class final Lcom/chorechart/RaiseAllowanceActivity$onCreate$1$1;
.super Lkotlin/jvm/internal/Lambda;
.source "Activities.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field final synthetic this$0:Lcom/chorechart/RaiseAllowanceActivity;

.method constructor <init>(Lcom/chorechart/RaiseAllowanceActivity;)V
    .registers 3
    iput-object v2, v1, Lcom/chorechart/RaiseAllowanceActivity$onCreate$1$1;->this$0:Lcom/chorechart/RaiseAllowanceActivity;
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lkotlin/jvm/internal/Lambda;-><init>(I)V
    return-void
.end method

.method public final invoke()V
    .registers 4
    .line 104
    iget-object v0, v3, Lcom/chorechart/RaiseAllowanceActivity$onCreate$1$1;->this$0:Lcom/chorechart/RaiseAllowanceActivity;
    const-string v1, "allowance"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Lcom/chorechart/RaiseAllowanceActivity;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    const-string v1, "raise_seen"
    const/4 v2, 0x1
    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences$Editor;->putBoolean(Ljava/lang/String;Z)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 105
    iget-object v0, v3, Lcom/chorechart/RaiseAllowanceActivity$onCreate$1$1;->this$0:Lcom/chorechart/RaiseAllowanceActivity;
    const-string v1, "Raise noted"
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Landroid/widget/Toast;->makeText(Landroid/content/Context;Ljava/lang/CharSequence;I)Landroid/widget/Toast;
    move-result-object v0
    invoke-virtual {v0}, Landroid/widget/Toast;->show()V
    .line 106
    return-void
.end method

.method public bridge synthetic invoke()Ljava/lang/Object;
    .registers 2
    .line 103
    invoke-virtual {v1}, Lcom/chorechart/RaiseAllowanceActivity$onCreate$1$1;->invoke()V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

