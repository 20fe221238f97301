.class public Lcom/homeflow/app/ui/SceneReviewActivity;
.super Landroid/app/Activity;
.source "SourceFile"

# onRun is kept by AAPT's rule for android:onClick handlers (public void *(android.view.View)).

.method public constructor <init>()V
    .registers 1
    .line 1 # SceneReviewActivity.<init>:7
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method public final onCreate(Landroid/os/Bundle;)V
    .registers 2
    .line 1 # SceneReviewActivity.onCreate:9
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 2 # SceneReviewActivity.onCreate:10
    const p1, 0x7f0b001c
    invoke-virtual {p0, p1}, Landroid/app/Activity;->setContentView(I)V
    return-void
.end method

.method public onRun(Landroid/view/View;)V
    .registers 5
    .line 1 # SceneReviewActivity.onRun:15
    const-string p1, "scenes"
    const/4 v0, 0x0
    invoke-virtual {p0, p1, v0}, Landroid/content/ContextWrapper;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-virtual {p0}, Landroid/app/Activity;->getIntent()Landroid/content/Intent;
    move-result-object v0
    const-string v1, "args"
    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "approved"
    invoke-interface {p1, v1, v0}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    return-void
.end method
