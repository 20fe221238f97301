# Java sketch:
#   public class ConfirmActivity extends Activity {
#       @Override protected void onResume() { super.onResume(); setResult(RESULT_OK); finish(); } // 5
#   }
.class public Lcom/example/pf/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onResume()V
    .registers 2
    .line 5
    invoke-super {p0}, Landroid/app/Activity;->onResume()V
    const/4 v0, -0x1
    invoke-virtual {p0, v0}, Lcom/example/pf/ConfirmActivity;->setResult(I)V
    invoke-virtual {p0}, Lcom/example/pf/ConfirmActivity;->finish()V
    return-void
.end method
