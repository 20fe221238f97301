# Java sketch (Versions.java):
#   final class Versions {
#       static boolean hasImmutable() {
#           if (Build.VERSION.SDK_INT < 23) {
#               return false;
#           }
#           return true;
#       }
#       static boolean preM() { return Build.VERSION.SDK_INT < 23; }
#   }
.class final Lcom/example/sdk/Versions;
.super Ljava/lang/Object;
.source "Versions.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static hasImmutable()Z
    .registers 2
    .line 4
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v1, 0x17
    if-ge v0, v1, :cond_0
    .line 5
    const/4 v0, 0x0
    return v0
    .line 7
    :cond_0
    const/4 v0, 0x1
    return v0
.end method

.method static preM()Z
    .registers 2
    .line 9
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v1, 0x17
    if-ge v0, v1, :cond_0
    const/4 v0, 0x1
    goto :goto_0
    :cond_0
    const/4 v0, 0x0
    :goto_0
    return v0
.end method
