# Java sketch (Screens.java):
#   final class Screens {
#       static void close(Activity a) { done(a, Activity.RESULT_CANCELED); }        // 4
#       static void done(Activity a, int code) { a.setResult(code); a.finish(); }   // 5
#       static void log(Activity a) { Log.d("screens", String.valueOf(a.getTitle())); } // 6
#   }
.class final Lcom/example/fh/Screens;
.super Ljava/lang/Object;
.source "Screens.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static close(Landroid/app/Activity;)V
    .registers 2
    .line 4
    const/4 v0, 0x0
    invoke-static {p0, v0}, Lcom/example/fh/Screens;->done(Landroid/app/Activity;I)V
    return-void
.end method

.method static done(Landroid/app/Activity;I)V
    .registers 2
    .line 5
    invoke-virtual {p0, p1}, Landroid/app/Activity;->setResult(I)V
    invoke-virtual {p0}, Landroid/app/Activity;->finish()V
    return-void
.end method

.method static log(Landroid/app/Activity;)V
    .registers 2
    .line 6
    invoke-virtual {p0}, Landroid/app/Activity;->getTitle()Ljava/lang/CharSequence;
    move-result-object p0
    invoke-static {p0}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object p0
    const-string v0, "screens"
    invoke-static {v0, p0}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method
