.class public final Lcom/quaywire/net/ApiException;
.super Ljava/io/IOException;
.source "ApiException.java"


# instance fields
.field public final status:I


# direct methods
.method public constructor <init>(ILjava/lang/String;)V
    .registers 5

    .line 10
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "HTTP "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, ": "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-direct {p0, v0}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V

    .line 11
    iput p1, p0, Lcom/quaywire/net/ApiException;->status:I

    .line 12
    return-void
.end method

.method public static errorCode(I)Ljava/lang/String;
    .registers 3

    .line 16
    const/16 v1, 0x191

    if-ne p0, v1, :cond_0

    .line 17
    const-string v0, "AUTH_REQUIRED"

    return-object v0

    .line 19
    :cond_0
    const/16 v1, 0x193

    if-ne p0, v1, :cond_1

    .line 20
    const-string v0, "PERMISSION_DENIED"

    return-object v0

    .line 22
    :cond_1
    const/16 v1, 0x194

    if-ne p0, v1, :cond_2

    .line 23
    const-string v0, "TOOL_NOT_FOUND"

    return-object v0

    .line 25
    :cond_2
    const/16 v1, 0x199

    if-eq p0, v1, :cond_3

    const/16 v1, 0x19c

    if-ne p0, v1, :cond_4

    .line 26
    :cond_3
    const-string v0, "CONFLICT"

    return-object v0

    .line 28
    :cond_4
    const/16 v1, 0x190

    if-eq p0, v1, :cond_5

    const/16 v1, 0x1a6

    if-ne p0, v1, :cond_6

    .line 29
    :cond_5
    const-string v0, "INVALID_ARGS"

    return-object v0

    .line 31
    :cond_6
    const/16 v1, 0x1ad

    if-ne p0, v1, :cond_7

    .line 32
    const-string v0, "RATE_LIMITED"

    return-object v0

    .line 34
    :cond_7
    const-string v0, "UNAVAILABLE"

    return-object v0
.end method

.method public static retryable(I)Z
    .registers 3

    .line 38
    const/16 v1, 0x1ad

    if-eq p0, v1, :cond_0

    const/16 v1, 0x1f4

    if-lt p0, v1, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public static safeMessage(I)Ljava/lang/String;
    .registers 3

    .line 43
    const/16 v1, 0x194

    if-ne p0, v1, :cond_0

    .line 44
    const-string v0, "Quaywire Desk has no such item"

    return-object v0

    .line 46
    :cond_0
    const/16 v1, 0x199

    if-eq p0, v1, :cond_1

    const/16 v1, 0x19c

    if-ne p0, v1, :cond_2

    .line 47
    :cond_1
    const-string v0, "The item changed on Quaywire Desk; read it again"

    return-object v0

    .line 49
    :cond_2
    const/16 v1, 0x190

    if-eq p0, v1, :cond_3

    const/16 v1, 0x1a6

    if-ne p0, v1, :cond_4

    .line 50
    :cond_3
    const-string v0, "Quaywire Desk refused these values"

    return-object v0

    .line 52
    :cond_4
    const/16 v1, 0x1ad

    if-ne p0, v1, :cond_5

    .line 53
    const-string v0, "Quaywire Desk asks to slow down"

    return-object v0

    .line 55
    :cond_5
    const-string v0, "Quaywire Desk is not available right now"

    return-object v0
.end method
