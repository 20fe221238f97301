# Java sketch:
#   final class Resolutions {
#       static final int FLAGS = PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT;
#       // true positive 615: another app's Activity would collect the confirmation
#       static PendingIntent foreign(Context ctx) {
#           Intent i = new Intent();                                                      // 10
#           i.setClassName("com.other.confirm", "com.other.confirm.ConfirmActivity");     // 11
#           return PendingIntent.getActivity(ctx, 1, i, FLAGS);                           // 12
#       }
#       // true positive 615: an Activity class the manifest does not declare
#       static PendingIntent undeclared(Context ctx) {
#           Intent i = new Intent(ctx, UndeclaredActivity.class);                         // 16
#           return PendingIntent.getActivity(ctx, 2, i, FLAGS);                           // 17
#       }
#       // near miss 615 (the app's own package) and 623 (ConfirmActivity finishes)
#       static PendingIntent own(Context ctx) {
#           Intent i = new Intent();                                                      // 21
#           i.setClassName(ctx.getPackageName(), "com.example.pc.ConfirmActivity");       // 22
#           return PendingIntent.getActivity(ctx, 3, i, FLAGS);                           // 23
#       }
#       // true positive 623: StuckActivity never finishes
#       static PendingIntent stuck(Context ctx) {
#           Intent i = new Intent(ctx, StuckActivity.class);                              // 27
#           return PendingIntent.getActivity(ctx, 4, i, FLAGS);                           // 28
#       }
#       // near miss 615: a ComponentName in the app's own package
#       static PendingIntent component(Context ctx) {
#           Intent i = new Intent();                                                      // 32
#           i.setComponent(new ComponentName("com.example.pc", "com.example.pc.ConfirmActivity")); // 33
#           return PendingIntent.getActivity(ctx, 5, i, FLAGS);                           // 34
#       }
#   }
.class final Lcom/example/pc/Resolutions;
.super Ljava/lang/Object;
.source "Resolutions.java"

# true positive 615: another app's Activity
.method static foreign(Landroid/content/Context;)Landroid/app/PendingIntent;
    .locals 3
    .line 10
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0}, Landroid/content/Intent;-><init>()V
    .line 11
    const-string v1, "com.other.confirm"
    const-string v2, "com.other.confirm.ConfirmActivity"
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 12
    const/4 v1, 0x1
    const/high16 v2, 0xc000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

# true positive 615: an undeclared Activity
.method static undeclared(Landroid/content/Context;)Landroid/app/PendingIntent;
    .locals 3
    .line 16
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/pc/UndeclaredActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 17
    const/4 v1, 0x2
    const/high16 v2, 0xc000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

# near miss CETP615: the app's own package, from getPackageName
.method static own(Landroid/content/Context;)Landroid/app/PendingIntent;
    .locals 3
    # near miss CETP623: ConfirmActivity answers and finishes in its click listener
    .line 21
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0}, Landroid/content/Intent;-><init>()V
    .line 22
    invoke-virtual {p0}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v1
    const-string v2, "com.example.pc.ConfirmActivity"
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 23
    const/4 v1, 0x3
    const/high16 v2, 0xc000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

# true positive 623: StuckActivity never finishes
.method static stuck(Landroid/content/Context;)Landroid/app/PendingIntent;
    .locals 3
    .line 27
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/pc/StuckActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 28
    const/4 v1, 0x4
    const/high16 v2, 0xc000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

# near miss CETP615: a ComponentName in the app's own package
.method static component(Landroid/content/Context;)Landroid/app/PendingIntent;
    .locals 4
    .line 32
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0}, Landroid/content/Intent;-><init>()V
    .line 33
    new-instance v1, Landroid/content/ComponentName;
    const-string v2, "com.example.pc"
    const-string v3, "com.example.pc.ConfirmActivity"
    invoke-direct {v1, v2, v3}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;
    .line 34
    const/4 v1, 0x5
    const/high16 v2, 0xc000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method
