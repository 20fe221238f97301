# Java sketch:
#   final class Intents {
#       static Intent confirm(Context c) { return new Intent(c, ConfirmActivity.class); }         // 3
#       static int flagsFor(boolean mutable) {
#           return mutable ? PendingIntent.FLAG_MUTABLE : PendingIntent.FLAG_IMMUTABLE;          // 5
#       }
#       // SDK-guarded helper written with early returns (RULES: counts as immutable)
#       static int immutableFlag() {
#           if (Build.VERSION.SDK_INT >= 23) return PendingIntent.FLAG_IMMUTABLE;               // 9
#           return 0;                                                                           // 10
#       }
#       // the same shape with a flag that is not FLAG_IMMUTABLE
#       static int mutableOnNewApis() {
#           if (Build.VERSION.SDK_INT >= 31) return PendingIntent.FLAG_MUTABLE;                 // 14
#           return 0;                                                                           // 15
#       }
#       // two wrapper levels over a Kotlin function that builds the Intent
#       static PendingIntent wrap2(Context c, int flags) { return PisKt.confirmPi(c, flags); }  // 18
#       static PendingIntent implicitWrap2(Context c, int flags) { return PisKt.implicitPi(c, flags); } // 19
#   }
.class final Lcom/example/pf/Intents;
.super Ljava/lang/Object;
.source "Intents.java"

.method static confirm(Landroid/content/Context;)Landroid/content/Intent;
    .registers 3
    .line 3
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/pf/ConfirmActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    return-object v0
.end method

.method static flagsFor(Z)I
    .registers 1
    .line 5
    if-eqz p0, :cond_0
    const/high16 p0, 0x2000000
    goto :goto_0
    :cond_0
    const/high16 p0, 0x4000000
    :goto_0
    return p0
.end method

.method static immutableFlag()I
    .registers 2
    .line 9
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v1, 0x17
    if-lt v0, v1, :cond_0
    const/high16 v0, 0x4000000
    return v0
    :cond_0
    .line 10
    const/4 v0, 0x0
    return v0
.end method

.method static mutableOnNewApis()I
    .registers 2
    .line 14
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v1, 0x1f
    if-lt v0, v1, :cond_0
    const/high16 v0, 0x2000000
    return v0
    :cond_0
    .line 15
    const/4 v0, 0x0
    return v0
.end method

.method static wrap2(Landroid/content/Context;I)Landroid/app/PendingIntent;
    .registers 2
    .line 18
    invoke-static {p0, p1}, Lcom/example/pf/PisKt;->confirmPi(Landroid/content/Context;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

.method static implicitWrap2(Landroid/content/Context;I)Landroid/app/PendingIntent;
    .registers 2
    .line 19
    invoke-static {p0, p1}, Lcom/example/pf/PisKt;->implicitPi(Landroid/content/Context;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method
