# Java sketch (FLAG_UPDATE_CURRENT alone: made on the path call() takes (true positive 601)):
#   final class SourceImpl2 implements PiSource {
#       public PendingIntent make(Context c) {
#           return PendingIntent.getActivity(c, 2, Intents.confirm(c), PendingIntent.FLAG_UPDATE_CURRENT); // 4
#       }
#   }
.class final Lcom/example/pf/SourceImpl2;
.super Ljava/lang/Object;
.source "SourceImpl2.java"

# interfaces
.implements Lcom/example/pf/PiSource;

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public make(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 4
    invoke-static {p1}, Lcom/example/pf/Intents;->confirm(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object v0
    const/high16 v1, 0x8000000
    const/4 v2, 0x2
    invoke-static {p1, v2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method
