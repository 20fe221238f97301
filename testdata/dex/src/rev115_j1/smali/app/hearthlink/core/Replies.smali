.class public final Lapp/hearthlink/core/Replies;
.super Ljava/lang/Object;
.source "Replies.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lapp/hearthlink/core/Replies$Builder;
    }
.end annotation


# direct methods
.method static bridge synthetic -$$Nest$smretryable(Ljava/lang/String;)Z
    .registers 2

    invoke-static {p0}, Lapp/hearthlink/core/Replies;->retryable(Ljava/lang/String;)Z

    move-result v0

    return v0
.end method

.method private constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    return-void
.end method

.method public static accepted()Lapp/hearthlink/core/Replies$Builder;
    .registers 3

    .line 16
    new-instance v0, Lapp/hearthlink/core/Replies$Builder;

    const-string v1, "accepted"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lapp/hearthlink/core/Replies$Builder;-><init>(Ljava/lang/String;Lapp/hearthlink/core/Replies$Builder-IA;)V

    return-object v0
.end method

.method public static actionRequired(Lapp/hearthlink/core/Call;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6

    .line 28
    invoke-static {}, Lapp/hearthlink/core/Replies;->error()Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    const-string v1, "USER_ACTION_REQUIRED"

    const-string v2, "Confirm this in Hearthlink"

    invoke-virtual {v0, v1, v2}, Lapp/hearthlink/core/Replies$Builder;->failure(Ljava/lang/String;Ljava/lang/String;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    .line 29
    invoke-virtual {v0, p1, p2}, Lapp/hearthlink/core/Replies$Builder;->resolution(Landroid/app/PendingIntent;Ljava/lang/String;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0, p0}, Lapp/hearthlink/core/Replies$Builder;->echo(Lapp/hearthlink/core/Call;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lapp/hearthlink/core/Replies$Builder;->build()Landroid/os/Bundle;

    move-result-object v0

    .line 28
    return-object v0
.end method

.method public static error()Lapp/hearthlink/core/Replies$Builder;
    .registers 3

    .line 20
    new-instance v0, Lapp/hearthlink/core/Replies$Builder;

    const-string v1, "error"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lapp/hearthlink/core/Replies$Builder;-><init>(Ljava/lang/String;Lapp/hearthlink/core/Replies$Builder-IA;)V

    return-object v0
.end method

.method public static failure(Lapp/hearthlink/core/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 4

    .line 24
    invoke-static {}, Lapp/hearthlink/core/Replies;->error()Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0, p1, p2}, Lapp/hearthlink/core/Replies$Builder;->failure(Ljava/lang/String;Ljava/lang/String;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0, p0}, Lapp/hearthlink/core/Replies$Builder;->echo(Lapp/hearthlink/core/Call;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lapp/hearthlink/core/Replies$Builder;->build()Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static inlineData(Ljava/lang/String;)Ljava/lang/String;
    .registers 3

    .line 33
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "{\"kind\":\"inline\",\"value\":"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "}"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method private static retryable(Ljava/lang/String;)Z
    .registers 4

    .line 37
    move-object v0, p0

    const/4 v1, -0x1

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v2

    sparse-switch v2, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v2, "NEGOTIATION_REQUIRED"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x0

    goto :goto_0

    :sswitch_1
    const-string v2, "RATE_LIMITED"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x1

    goto :goto_0

    :sswitch_2
    const-string v2, "UNAVAILABLE"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x2

    :cond_0
    :goto_0
    packed-switch v1, :pswitch_data_0

    goto :goto_1

    .line 41
    :pswitch_0
    const/4 v0, 0x1

    return v0

    .line 43
    :goto_1
    const/4 v0, 0x0

    return v0

    :sswitch_data_0
    .sparse-switch
        0x255ded1b -> :sswitch_1
        0x58a96c30 -> :sswitch_2
        0x5a11665d -> :sswitch_0
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_0
        :pswitch_0
    .end packed-switch
.end method

.method public static success()Lapp/hearthlink/core/Replies$Builder;
    .registers 3

    .line 12
    new-instance v0, Lapp/hearthlink/core/Replies$Builder;

    const-string v1, "success"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lapp/hearthlink/core/Replies$Builder;-><init>(Ljava/lang/String;Lapp/hearthlink/core/Replies$Builder-IA;)V

    return-object v0
.end method
