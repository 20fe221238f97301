# Java:
#   final class Flags {
#       static boolean confirmed(Bundle b) { return b.getBoolean("confirmed"); }
#       static boolean unconfirmed(Bundle b) { return !b.getBoolean("confirmed"); }
#       static boolean not(boolean v) { return !v; }
#   }
.class final Lcom/example/neg/Flags;
.super Ljava/lang/Object;
.method static confirmed(Landroid/os/Bundle;)Z
    .locals 1
    const-string v0, "confirmed"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v0
    return v0
.end method
.method static unconfirmed(Landroid/os/Bundle;)Z
    .locals 1
    const-string v0, "confirmed"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v0
    xor-int/lit8 v0, v0, 0x1
    return v0
.end method
.method static not(Z)Z
    .locals 0
    xor-int/lit8 p0, p0, 0x1
    return p0
.end method
