.class public final La/a/b/e;
.super Ljava/lang/Object;
.source "Audit.java"


# direct methods
.method public static a(La/a/b/d;Ljava/lang/String;Ljava/lang/String;)V
    .locals 4

    .line 11
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 12
    const/4 v1, 0x4

    new-array v1, v1, [Ljava/lang/Object;

    const/4 v2, 0x0

    aput-object p1, v1, v2

    const/4 p1, 0x1

    aput-object p2, v1, p1

    .line 13
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p1

    const/4 p2, 0x2

    aput-object p1, v1, p2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object p1

    const/4 p2, 0x3

    aput-object p1, v1, p2

    .line 12
    const-string p1, "INSERT INTO audit(action, subject, by_uid, at) VALUES (?, ?, ?, ?)"

    invoke-virtual {p0, p1, v1}, La/a/b/d;->b(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 14
    return-void
.end method
