# Java sketch (flags 0, but only Cases.makeFour(), called only from Cases.unusedToo() (which
# nothing calls), makes one (near miss)):
#   final class SourceImpl4 implements PiSource {
#       public PendingIntent make(Context c) {
#           return PendingIntent.getActivity(c, 4, Intents.confirm(c), 0); // 4
#       }
#   }
.class final Lcom/example/pf/SourceImpl4;
.super Ljava/lang/Object;
.source "SourceImpl4.java"

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
    const/4 v1, 0x0
    const/4 v2, 0x4
    invoke-static {p1, v2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method
