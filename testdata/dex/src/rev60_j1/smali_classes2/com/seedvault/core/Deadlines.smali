.class public final Lcom/seedvault/core/Deadlines;
.super Ljava/lang/Object;
.source "Deadlines.java"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 8
    return-void
.end method

.method public static expired(Landroid/os/Bundle;)Z
    .registers 6

    .line 11
    const-string v0, "deadline_at_ms"

    const-wide/16 v1, 0x0

    invoke-virtual {p0, v0, v1, v2}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    .line 12
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v4, v0, v2

    if-gtz v4, :cond_live

    const/4 v4, 0x1

    goto :goto_ret

    :cond_live
    const/4 v4, 0x0

    :goto_ret
    return v4
.end method
