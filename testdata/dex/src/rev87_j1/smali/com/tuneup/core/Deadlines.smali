.class public final Lcom/tuneup/core/Deadlines;
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

    move-result-wide v3

    .line 12
    cmp-long v0, v3, v1

    if-eqz v0, :cond_none

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    cmp-long v0, v0, v3

    if-lez v0, :cond_none

    const/4 v0, 0x1

    goto :goto_ret

    :cond_none
    const/4 v0, 0x0

    :goto_ret
    return v0
.end method
