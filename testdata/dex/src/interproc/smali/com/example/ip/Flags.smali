# Java sketch:
#   final class Flags {
#       static void all(Context c, Bundle extras) { helperMutable(c); helperImmutable(c); requestOrImmutable(c, extras); } // 5
#       static int baseFlags() { return PendingIntent.FLAG_UPDATE_CURRENT; }   // 8
#       // true positive 601: the helper's flags lack FLAG_IMMUTABLE
#       static PendingIntent helperMutable(Context c) {
#           return PendingIntent.getActivity(c, 0, new Intent(c, ConfirmActivity.class), baseFlags()); // 11
#       }
#       // near miss 601: baseFlags() | FLAG_IMMUTABLE
#       static PendingIntent helperImmutable(Context c) {
#           return PendingIntent.getActivity(c, 0, new Intent(c, ConfirmActivity.class),
#               baseFlags() | PendingIntent.FLAG_IMMUTABLE);                     // 14
#       }
#       // near miss 601: flags from the request, OR-ed with FLAG_IMMUTABLE
#       static PendingIntent requestOrImmutable(Context c, Bundle e) {
#           return PendingIntent.getActivity(c, 0, new Intent(c, ConfirmActivity.class),
#               e.getInt("flags") | PendingIntent.FLAG_IMMUTABLE);               // 17
#       }
#   }
.class final Lcom/example/ip/Flags;
.super Ljava/lang/Object;
.source "Flags.java"

.method static all(Landroid/content/Context;Landroid/os/Bundle;)V
    .registers 2
    .line 5
    invoke-static {p0}, Lcom/example/ip/Flags;->helperMutable(Landroid/content/Context;)Landroid/app/PendingIntent;
    invoke-static {p0}, Lcom/example/ip/Flags;->helperImmutable(Landroid/content/Context;)Landroid/app/PendingIntent;
    invoke-static {p0, p1}, Lcom/example/ip/Flags;->requestOrImmutable(Landroid/content/Context;Landroid/os/Bundle;)Landroid/app/PendingIntent;
    return-void
.end method

.method static baseFlags()I
    .registers 1
    .line 8
    const/high16 v0, 0x8000000
    return v0
.end method

.method static helperMutable(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 11
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/ip/ConfirmActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    invoke-static {}, Lcom/example/ip/Flags;->baseFlags()I
    move-result v1
    const/4 v2, 0x0
    invoke-static {p0, v2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method static helperImmutable(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 14
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/ip/ConfirmActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    invoke-static {}, Lcom/example/ip/Flags;->baseFlags()I
    move-result v1
    const/high16 v2, 0x4000000
    or-int/2addr v1, v2
    const/4 v2, 0x0
    invoke-static {p0, v2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method static requestOrImmutable(Landroid/content/Context;Landroid/os/Bundle;)Landroid/app/PendingIntent;
    .registers 6
    .line 17
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/ip/ConfirmActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "flags"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getInt(Ljava/lang/String;)I
    move-result v1
    const/high16 v2, 0x4000000
    or-int/2addr v1, v2
    const/4 v2, 0x0
    invoke-static {p0, v2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method
