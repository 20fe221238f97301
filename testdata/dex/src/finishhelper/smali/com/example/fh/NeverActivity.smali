# Java sketch (NeverActivity.java):
#   public final class NeverActivity extends Activity {
#       @Override protected void onCreate(Bundle savedInstanceState) {
#           super.onCreate(savedInstanceState);
#           Screens.log(this);                   // 6: log() only reads the title
#       }
#   }
.class public final Lcom/example/fh/NeverActivity;
.super Landroid/app/Activity;
.source "NeverActivity.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 6
    invoke-static {p0}, Lcom/example/fh/Screens;->log(Landroid/app/Activity;)V
    return-void
.end method
