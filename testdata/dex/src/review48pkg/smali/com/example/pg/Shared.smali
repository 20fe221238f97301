# Java: final class Shared { final int uid; final String[] pkgs;
#   Shared(int uid, String[] pkgs) { if (pkgs == null || pkgs.length != 1) throw new SecurityException("shared uid"); this.uid = uid; this.pkgs = pkgs; } }
.class final Lcom/example/pg/Shared;
.super Ljava/lang/Object;
.field final uid:I
.field final pkgs:[Ljava/lang/String;
.method constructor <init>(I[Ljava/lang/String;)V
    .locals 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    if-eqz p2, :bad
    array-length v0, p2
    const/4 v1, 0x1
    if-ne v0, v1, :bad
    iput p1, p0, Lcom/example/pg/Shared;->uid:I
    iput-object p2, p0, Lcom/example/pg/Shared;->pkgs:[Ljava/lang/String;
    return-void
    :bad
    new-instance v0, Ljava/lang/SecurityException;
    const-string v1, "shared uid"
    invoke-direct {v0, v1}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw v0
.end method
