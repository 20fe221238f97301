# Kotlin sketch (ActivityExt.kt):
#   fun Activity.finishWithResult(code: Int) {
#       setResult(code)      // 4
#       finish()             // 5
#   }
.class public final Lcom/example/fh/ActivityExtKt;
.super Ljava/lang/Object;
.source "ActivityExt.kt"

.method public static final finishWithResult(Landroid/app/Activity;I)V
    .registers 3
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 4
    invoke-virtual {p0, p1}, Landroid/app/Activity;->setResult(I)V
    .line 5
    invoke-virtual {p0}, Landroid/app/Activity;->finish()V
    return-void
.end method
