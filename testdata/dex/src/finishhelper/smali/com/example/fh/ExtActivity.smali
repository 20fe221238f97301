# Kotlin sketch (ExtActivity.kt):
#   class ExtActivity : Activity() {
#       override fun onCreate(savedInstanceState: Bundle?) {
#           super.onCreate(savedInstanceState)
#           finishWithResult(RESULT_OK)        // 6, the extension in ActivityExt.kt (R8: a.d.a)
#       }
#   }
.class public final Lcom/example/fh/ExtActivity;
.super Landroid/app/Activity;
.source "ExtActivity.kt"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 6
    const/4 v0, -0x1
    invoke-static {p0, v0}, Lcom/example/fh/ActivityExtKt;->finishWithResult(Landroid/app/Activity;I)V
    return-void
.end method
