# Java sketch (Resolutions.java):
#   final class Resolutions {
#       static PendingIntent host(Context ctx) {
#           return PendingIntent.getActivity(ctx, 1, new Intent(ctx, HostActivity.class), FLAGS);   // 8
#       }
#       static PendingIntent kotlinHost(Context ctx) {
#           return PendingIntent.getActivity(ctx, 2, new Intent(ctx, KHostActivity.class), FLAGS);  // 11
#       }
#       static PendingIntent lonely(Context ctx) {
#           return PendingIntent.getActivity(ctx, 3, new Intent(ctx, LonelyActivity.class), FLAGS); // 14
#       }
#   }
.class final Lcom/example/ff/Resolutions;
.super Ljava/lang/Object;
.source "Resolutions.java"

.method static host(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 8
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/ff/HostActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v1, 0x1
    const/high16 v2, 0xc000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method static kotlinHost(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 11
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/ff/KHostActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v1, 0x2
    const/high16 v2, 0xc000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method static lonely(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 14
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/ff/LonelyActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v1, 0x3
    const/high16 v2, 0xc000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method
