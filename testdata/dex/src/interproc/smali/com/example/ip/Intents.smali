# Java sketch (javac + D8):
#   final class Intents {
#       static void all(Context c) {                                   // 5
#           viaVoidHelperImplicit(c); viaVoidHelperExplicit(c); fromHelper(c);
#           activitiesImplicit(c); activitiesExplicit(c);
#       }
#       // true positive 602: the void helper only adds extras
#       static PendingIntent viaVoidHelperImplicit(Context c) {
#           Intent i = new Intent("com.example.ip.CONFIRM");          // 10
#           addExtras(i);                                              // 11
#           return PendingIntent.getActivity(c, 0, i, FLAG_IMMUTABLE); // 12
#       }
#       // near miss 602: the void helper names the component
#       static PendingIntent viaVoidHelperExplicit(Context c) {
#           Intent i = new Intent("com.example.ip.CONFIRM");          // 20
#           target(c, i);                                              // 21
#           return PendingIntent.getActivity(c, 0, i, FLAG_IMMUTABLE); // 22
#       }
#       static void addExtras(Intent i) { i.putExtra("k", 1); }       // 25
#       static void target(Context c, Intent i) { i.setClass(c, ConfirmActivity.class); } // 28
#       // near miss 602: a helper returns an explicit Intent
#       static PendingIntent fromHelper(Context c) {
#           return PendingIntent.getActivity(c, 0, make(c), FLAG_IMMUTABLE); // 31
#       }
#       static Intent make(Context c) {
#           Intent i = new Intent(c, ConfirmActivity.class); i.putExtra("x", 1); return i; // 34
#       }
#       // true positive 602: one Intent of getActivities is implicit
#       static PendingIntent activitiesImplicit(Context c) {
#           Intent[] is = { new Intent(c, MainActivity.class), new Intent("com.example.ip.NEXT") }; // 40
#           return PendingIntent.getActivities(c, 0, is, FLAG_IMMUTABLE); // 41
#       }
#       // near miss 602: every Intent of getActivities is explicit
#       static PendingIntent activitiesExplicit(Context c) {
#           Intent[] is = { new Intent(c, MainActivity.class), new Intent(c, ConfirmActivity.class) }; // 50
#           return PendingIntent.getActivities(c, 0, is, FLAG_IMMUTABLE); // 51
#       }
#   }
.class final Lcom/example/ip/Intents;
.super Ljava/lang/Object;
.source "Intents.java"

.method static all(Landroid/content/Context;)V
    .registers 1
    .line 5
    invoke-static {p0}, Lcom/example/ip/Intents;->viaVoidHelperImplicit(Landroid/content/Context;)Landroid/app/PendingIntent;
    invoke-static {p0}, Lcom/example/ip/Intents;->viaVoidHelperExplicit(Landroid/content/Context;)Landroid/app/PendingIntent;
    invoke-static {p0}, Lcom/example/ip/Intents;->fromHelper(Landroid/content/Context;)Landroid/app/PendingIntent;
    invoke-static {p0}, Lcom/example/ip/Intents;->activitiesImplicit(Landroid/content/Context;)Landroid/app/PendingIntent;
    invoke-static {p0}, Lcom/example/ip/Intents;->activitiesExplicit(Landroid/content/Context;)Landroid/app/PendingIntent;
    return-void
.end method

.method static viaVoidHelperImplicit(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4
    .line 10
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.example.ip.CONFIRM"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    .line 11
    invoke-static {v0}, Lcom/example/ip/Intents;->addExtras(Landroid/content/Intent;)V
    .line 12
    const/4 v1, 0x0
    const/high16 v2, 0x4000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method static viaVoidHelperExplicit(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4
    .line 20
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.example.ip.CONFIRM"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    .line 21
    invoke-static {p0, v0}, Lcom/example/ip/Intents;->target(Landroid/content/Context;Landroid/content/Intent;)V
    .line 22
    const/4 v1, 0x0
    const/high16 v2, 0x4000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method static addExtras(Landroid/content/Intent;)V
    .registers 3
    .line 25
    const-string v0, "k"
    const/4 v1, 0x1
    invoke-virtual {p0, v0, v1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;I)Landroid/content/Intent;
    return-void
.end method

.method static target(Landroid/content/Context;Landroid/content/Intent;)V
    .registers 3
    .line 28
    const-class v0, Lcom/example/ip/ConfirmActivity;
    invoke-virtual {p1, p0, v0}, Landroid/content/Intent;->setClass(Landroid/content/Context;Ljava/lang/Class;)Landroid/content/Intent;
    return-void
.end method

.method static fromHelper(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4
    .line 31
    invoke-static {p0}, Lcom/example/ip/Intents;->make(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object v0
    const/4 v1, 0x0
    const/high16 v2, 0x4000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method static make(Landroid/content/Context;)Landroid/content/Intent;
    .registers 4
    .line 34
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/ip/ConfirmActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "x"
    const/4 v2, 0x1
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;I)Landroid/content/Intent;
    return-object v0
.end method

.method static activitiesImplicit(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 6
    .line 40
    const/4 v0, 0x2
    new-array v0, v0, [Landroid/content/Intent;
    new-instance v1, Landroid/content/Intent;
    const-class v2, Lcom/example/ip/MainActivity;
    invoke-direct {v1, p0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v2, 0x0
    aput-object v1, v0, v2
    new-instance v1, Landroid/content/Intent;
    const-string v2, "com.example.ip.NEXT"
    invoke-direct {v1, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    const/4 v2, 0x1
    aput-object v1, v0, v2
    .line 41
    const/4 v3, 0x0
    const/high16 v4, 0x4000000
    invoke-static {p0, v3, v0, v4}, Landroid/app/PendingIntent;->getActivities(Landroid/content/Context;I[Landroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method static activitiesExplicit(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 6
    .line 50
    new-instance v1, Landroid/content/Intent;
    const-class v2, Lcom/example/ip/MainActivity;
    invoke-direct {v1, p0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    new-instance v3, Landroid/content/Intent;
    const-class v2, Lcom/example/ip/ConfirmActivity;
    invoke-direct {v3, p0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    filled-new-array {v1, v3}, [Landroid/content/Intent;
    move-result-object v0
    .line 51
    const/4 v3, 0x0
    const/high16 v4, 0x4000000
    invoke-static {p0, v3, v0, v4}, Landroid/app/PendingIntent;->getActivities(Landroid/content/Context;I[Landroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method
