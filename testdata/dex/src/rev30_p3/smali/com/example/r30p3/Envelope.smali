.class final Lcom/example/r30p3/Envelope;
.super Ljava/lang/Object;
.source "Envelope.java"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 7
    return-void
.end method

.method static refuse(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 6

    .line 10
    if-eqz p0, :cond_2

    const-string v0, "session_token"

    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p1}, Lcom/example/r30p3/Sessions;->check(Ljava/lang/String;I)Z

    move-result p1

    if-nez p1, :cond_0

    goto :goto_0

    .line 13
    :cond_0
    const-string p1, "deadline_at_ms"

    const-wide/16 v0, 0x0

    invoke-virtual {p0, p1, v0, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide p0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long p0, p0, v2

    if-gtz p0, :cond_1

    .line 14
    const-string p0, "DEADLINE_EXCEEDED"

    const-string p1, "deadline passed"

    invoke-static {p0, p1}, Lcom/example/r30p3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p0

    return-object p0

    .line 16
    :cond_1
    const/4 p0, 0x0

    return-object p0

    .line 11
    :cond_2
    :goto_0
    const-string p0, "NEGOTIATION_REQUIRED"

    const-string p1, "negotiate first"

    invoke-static {p0, p1}, Lcom/example/r30p3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p0

    return-object p0
.end method
