# Java sketch (FLAG_IMMUTABLE: made on the path call() takes (near miss)):
#   final class SourceImpl1 implements PiSource {
#       public PendingIntent make(Context c) {
#           return PendingIntent.getActivity(c, 1, Intents.confirm(c), PendingIntent.FLAG_IMMUTABLE); // 4
#       }
#   }
.class final Lcom/example/pf/SourceImpl1;
.super Ljava/lang/Object;
.source "SourceImpl1.java"

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
    const/high16 v1, 0x4000000
    const/4 v2, 0x1
    invoke-static {p1, v2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method
