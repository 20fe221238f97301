.class final Lcom/example/r619/ReadNote;
.super Ljava/lang/Object;
.source "Providers.java"

.implements Lcom/example/r619/ToolAction;

.method constructor <init>()V
    .registers 1
    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public run(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 22
    new-instance p2, Landroid/os/Bundle;
    invoke-direct {p2}, Landroid/os/Bundle;-><init>()V
    .line 23
    const-string v0, "notes"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    const-string v0, "note"
    const-string v1, ""
    invoke-interface {p1, v0, v1}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p2, v0, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 24
    return-object p2
.end method
