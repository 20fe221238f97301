# Java:
#   public class MainActivity extends Activity {           // the app's main screen: never finishes by itself
#       protected void onCreate(Bundle s) { super.onCreate(s); }
#   }
.class public Lcom/example/pi/MainActivity;
.super Landroid/app/Activity;
.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method
.method protected onCreate(Landroid/os/Bundle;)V
    .locals 0
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    return-void
.end method
