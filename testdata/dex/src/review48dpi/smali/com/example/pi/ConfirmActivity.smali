# Java:
#   public class ConfirmActivity extends Activity {
#       protected void onCreate(Bundle s) { super.onCreate(s); setResult(RESULT_OK); finish(); }
#   }
.class public Lcom/example/pi/ConfirmActivity;
.super Landroid/app/Activity;
.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method
.method protected onCreate(Landroid/os/Bundle;)V
    .locals 1
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    const/4 v0, -0x1
    invoke-virtual {p0, v0}, Lcom/example/pi/ConfirmActivity;->setResult(I)V
    invoke-virtual {p0}, Lcom/example/pi/ConfirmActivity;->finish()V
    return-void
.end method
