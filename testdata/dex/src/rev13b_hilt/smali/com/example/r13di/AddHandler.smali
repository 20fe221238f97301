# Java sketch (AddHandler.java), bound into the handler map by a Dagger @IntoMap @StringKey("add_item") module:
#   final class AddHandler implements ToolHandler {                                                     // 7
#       @Override public CetpProviderResult handle(Context ctx, CetpProviderRequest r) {
#           ctx.getSharedPreferences("items", 0).edit().putLong("add_item", System.currentTimeMillis()).apply();  // 10
#           return CetpProviderResult.Companion.ok();                                           // 11
#       }
#   }
.class final Lcom/example/r13di/AddHandler;
.super Ljava/lang/Object;
.source "AddHandler.java"
.implements Lcom/example/r13di/ToolHandler;

.method constructor <init>()V
    .locals 0
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# near miss CETP621: add_item writes, but it is declared effect update
.method public handle(Landroid/content/Context;Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 3
    .line 10
    const-string p2, "items"
    const/4 v0, 0x0
    invoke-virtual {p1, p2, v0}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    const-string p2, "add_item"
    invoke-interface {p1, p2, v0, v1}, Landroid/content/SharedPreferences$Editor;->putLong(Ljava/lang/String;J)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 11
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok()Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method
