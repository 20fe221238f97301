# Java sketch:
#   public class StuckActivity extends Activity {
#       // the user is told to approve elsewhere; nothing ever returns
#       @Override protected void onCreate(Bundle b) {
#           super.onCreate(b);                         // 8
#           TextView t = new TextView(this);           // 9
#           t.setText("Approve this in Settings");     // 10
#           setContentView(t);                         // 11
#       }
#   }
.class public Lcom/example/pc/StuckActivity;
.super Landroid/app/Activity;
.source "StuckActivity.java"

.method public constructor <init>()V
    .locals 0
    .line 5
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .locals 1
    .line 8
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 9
    new-instance p1, Landroid/widget/TextView;
    invoke-direct {p1, p0}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V
    .line 10
    const-string v0, "Approve this in Settings"
    invoke-virtual {p1, v0}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V
    .line 11
    invoke-virtual {p0, p1}, Lcom/example/pc/StuckActivity;->setContentView(Landroid/view/View;)V
    return-void
.end method
