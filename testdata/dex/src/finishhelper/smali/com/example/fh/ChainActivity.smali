# Java sketch (ChainActivity.java):
#   public final class ChainActivity extends Activity {
#       @Override protected void onCreate(Bundle savedInstanceState) {
#           super.onCreate(savedInstanceState);
#           Screens.close(this);                 // 6: close() calls done(activity, RESULT_CANCELED), which finishes
#       }
#   }
.class public final Lcom/example/fh/ChainActivity;
.super Landroid/app/Activity;
.source "ChainActivity.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 6
    invoke-static {p0}, Lcom/example/fh/Screens;->close(Landroid/app/Activity;)V
    return-void
.end method
