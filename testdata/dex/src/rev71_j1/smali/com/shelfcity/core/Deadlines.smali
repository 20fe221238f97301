.class public final Lcom/shelfcity/core/Deadlines;
.super Ljava/lang/Object;
.source "Deadlines.java"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static expired(Landroid/os/Bundle;)Z
    .registers 6

    .line 9
    const-string v0, "deadline_at_ms"

    const-wide/16 v1, 0x0

    invoke-virtual {p0, v0, v1, v2}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v4, v0, v2

    if-gtz v4, :cond_later

    const/4 v4, 0x1

    goto :goto_done

    :cond_later
    const/4 v4, 0x0

    :goto_done
    return v4
.end method
