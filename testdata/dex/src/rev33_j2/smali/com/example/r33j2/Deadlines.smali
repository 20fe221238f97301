.class final Lcom/example/r33j2/Deadlines;
.super Ljava/lang/Object;
.source "Deadlines.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r33j2/Deadlines$Expired;
    }
.end annotation


# direct methods
.method private constructor <init>()V
    .locals 0

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 7
    return-void
.end method

.method static passed(Landroid/os/Bundle;)Z
    .locals 4

    .line 10
    const-string v0, "deadline_at_ms"

    const-wide/16 v1, 0x0

    invoke-virtual {p0, v0, v1, v2}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long p0, v0, v2

    if-gtz p0, :cond_0

    const/4 p0, 0x1

    goto :goto_0

    :cond_0
    const/4 p0, 0x0

    :goto_0
    return p0
.end method

.method static require(Landroid/os/Bundle;)V
    .locals 0
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/example/r33j2/Deadlines$Expired;
        }
    .end annotation

    .line 14
    invoke-static {p0}, Lcom/example/r33j2/Deadlines;->passed(Landroid/os/Bundle;)Z

    move-result p0

    if-nez p0, :cond_0

    .line 17
    return-void

    .line 15
    :cond_0
    new-instance p0, Lcom/example/r33j2/Deadlines$Expired;

    invoke-direct {p0}, Lcom/example/r33j2/Deadlines$Expired;-><init>()V

    throw p0
.end method
