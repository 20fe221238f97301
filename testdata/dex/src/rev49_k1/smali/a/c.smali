.class public final La/c;
.super Ljava/lang/Object;
.source "SourceFile"


# direct methods
.method public static final a(Ljava/lang/String;)Z
    .registers 2

    .line 6
    const-string v0, "com.shedshare.crew"

    invoke-static {p0, v0}, Lb/a;->a(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_yes

    const-string v0, "com.shedshare.kiosk"

    invoke-static {p0, v0}, Lb/a;->a(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result p0

    if-eqz p0, :cond_no

    :cond_yes
    const/4 p0, 0x1

    return p0

    :cond_no
    const/4 p0, 0x0

    return p0
.end method
