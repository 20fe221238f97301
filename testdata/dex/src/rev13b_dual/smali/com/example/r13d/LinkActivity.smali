# Java sketch (LinkActivity.java):
#   public class LinkActivity extends Activity {                                            // 6
#       @Override protected void onCreate(Bundle b) {                                        // 7
#           super.onCreate(b);                                                               // 8
#           setResult(RESULT_OK);                                                            // 9
#           finish();                                                                        // 10
#       }
#   }
.class public Lcom/example/r13d/LinkActivity;
.super Landroid/app/Activity;
.source "LinkActivity.java"

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
    const/4 v0, -0x1
    invoke-virtual {p0, v0}, Lcom/example/r13d/LinkActivity;->setResult(I)V
    .line 10
    invoke-virtual {p0}, Lcom/example/r13d/LinkActivity;->finish()V
    return-void
.end method
