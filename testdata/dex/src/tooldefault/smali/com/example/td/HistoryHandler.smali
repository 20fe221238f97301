# Java sketch (HistoryHandler.java):
#   final class HistoryHandler implements ToolHandler {                                 // 6
#       @Override public CetpProviderResult handle(Context context, String args) {
#           context.getSharedPreferences("words", 0).edit().putString("recent", args).apply();  // 8
#           return CetpProviderResult.Companion.inline(0);                              // 9
#       }
#   }
.class final Lcom/example/td/HistoryHandler;
.super Ljava/lang/Object;
.implements Lcom/example/td/ToolHandler;
.source "HistoryHandler.java"


.method public constructor <init>()V
    .locals 0
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public handle(Landroid/content/Context;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 2
    .line 8
    const-string v0, "words"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    const-string v0, "recent"
    invoke-interface {p1, v0, p2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 9
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const/4 p2, 0x0
    invoke-virtual {p1, p2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->inline(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method
