.class public final La/a/b/b;
.super Ljava/lang/Object;
.source "Replies.java"


# direct methods
.method public static a(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .locals 2

    .line 29
    const-string v0, "USER_ACTION_REQUIRED"

    const-string v1, "confirm in Hotdesk"

    invoke-static {v0, v1}, La/a/b/b;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    .line 30
    const-string v1, "resolution"

    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 31
    const-string p0, "resume_token"

    invoke-virtual {v0, p0, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 32
    return-object v0
.end method

.method public static a(Ljava/lang/String;)Landroid/os/Bundle;
    .locals 2

    .line 11
    const-string v0, "success"

    invoke-static {v0}, La/a/b/b$$ExternalSyntheticOutline0;->m(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    .line 14
    const-string v1, "data"

    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 15
    return-object v0
.end method

.method public static a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .locals 2

    .line 19
    const-string v0, "error"

    invoke-static {v0}, La/a/b/b$$ExternalSyntheticOutline0;->m(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    .line 22
    const-string v1, "error_code"

    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 23
    const-string v1, "error_message"

    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 24
    const-string p1, "NEGOTIATION_REQUIRED"

    invoke-virtual {p1, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p0

    const-string p1, "retryable"

    invoke-virtual {v0, p1, p0}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 25
    return-object v0
.end method
