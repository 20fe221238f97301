# Java sketch (A.java): an Activity reading the same Parcelable from its Intent, not the provider's request
#   public class A extends Activity {
#     protected void onCreate(Bundle b) { super.onCreate(b);
#       Req r = getIntent().getParcelableExtra("req");            // 4
#       Store.record(r.callerPackage); }                          // 5
#   }
.class public Lcom/example/q6/A;
.super Landroid/app/Activity;
.source "A.java"
.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 4
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 4
    invoke-virtual {p0}, Lcom/example/q6/A;->getIntent()Landroid/content/Intent;
    move-result-object v0
    const-string v1, "req"
    invoke-virtual {v0, v1}, Landroid/content/Intent;->getParcelableExtra(Ljava/lang/String;)Landroid/os/Parcelable;
    move-result-object v0
    check-cast v0, Lcom/example/q6/Req;
    .line 5
    iget-object v0, v0, Lcom/example/q6/Req;->callerPackage:Ljava/lang/String;
    invoke-static {v0}, Lcom/example/q6/Store;->record(Ljava/lang/String;)V
    return-void
.end method
