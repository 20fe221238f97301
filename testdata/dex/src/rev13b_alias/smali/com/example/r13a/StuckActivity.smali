# Java sketch (StuckActivity.java):
#   public class StuckActivity extends Activity {                                            // 6
#       @Override protected void onCreate(Bundle b) {                                         // 7
#           super.onCreate(b);                                                                // 8
#           setContentView(new TextView(this));                                               // 9
#       }
#   }
.class public Lcom/example/r13a/StuckActivity;
.super Landroid/app/Activity;
.source "StuckActivity.java"

.method public constructor <init>()V
    .locals 0
    .line 6
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .locals 1
    .line 8
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 9
    new-instance v0, Landroid/widget/TextView;
    invoke-direct {v0, p0}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V
    invoke-virtual {p0, v0}, Lcom/example/r13a/StuckActivity;->setContentView(Landroid/view/View;)V
    return-void
.end method
