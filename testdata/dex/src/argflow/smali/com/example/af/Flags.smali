# Java sketch (Flags.java):
#   final class Flags {                                                    // 3
#       static boolean confirmed(Bundle extras) {
#           return extras.getBoolean("user_confirmed", false);              // 5
#       }
#   }
.class final Lcom/example/af/Flags;
.super Ljava/lang/Object;
.source "Flags.java"

.method static confirmed(Landroid/os/Bundle;)Z
    .locals 2
    .line 5
    const-string v0, "user_confirmed"
    const/4 v1, 0x0
    invoke-virtual {p0, v0, v1}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;Z)Z
    move-result v0
    return v0
.end method
