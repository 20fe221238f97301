.class public final La/a;
.super Ljava/lang/Object;
.source "a.java"


# static fields
.field private static final a:Ljava/security/SecureRandom;

.field private static final b:[C


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 20
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, La/a;->a:Ljava/security/SecureRandom;

    .line 21
    const-string v0, "0123456789abcdef"

    invoke-virtual {v0}, Ljava/lang/String;->toCharArray()[C

    move-result-object v0

    sput-object v0, La/a;->b:[C

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 24
    return-void
.end method

.method public static a(La/b;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5

    .line 126
    const-string v0, "USER_ACTION_REQUIRED"

    invoke-static {p0, v0}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    .line 127
    const-string v0, "resolution"

    invoke-virtual {v1, v0, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 128
    const-string v0, "resume_token"

    invoke-virtual {v1, v0, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 129
    return-object v1
.end method

.method public static a(La/b;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 3

    .line 65
    iget-object v0, p0, La/b;->d:Ljava/lang/String;

    invoke-static {v0, p1}, La/a;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static a(La/b;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 8

    .line 135
    :try_start_0
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "kind"

    const-string v4, "inline"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "value"

    invoke-virtual {v2, v3, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "success"

    invoke-static {p0, v1, v2}, La/a;->b(La/b;Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v5

    .line 137
    const-string v1, "INTERNAL_ERROR"

    invoke-static {p0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 10

    .line 69
    new-instance v3, Landroid/os/Bundle;

    invoke-direct {v3}, Landroid/os/Bundle;-><init>()V

    .line 70
    const-string v1, "status"

    const-string v2, "error"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 71
    const-string v1, "error_code"

    invoke-virtual {v3, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 73
    const/4 v5, 0x0

    .line 74
    move-object v6, p1

    const/4 v7, -0x1

    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "NEGOTIATION_REQUIRED"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v7, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "INVALID_REQUEST"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v7, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "INVALID_ARGS"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v7, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "PERMISSION_DENIED"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v7, 0x3

    goto :goto_0

    :sswitch_4
    const-string v1, "TOOL_NOT_FOUND"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v7, 0x4

    goto :goto_0

    :sswitch_5
    const-string v1, "METHOD_NOT_FOUND"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v7, 0x5

    goto :goto_0

    :sswitch_6
    const-string v1, "USER_ACTION_REQUIRED"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v7, 0x6

    goto :goto_0

    :sswitch_7
    const-string v1, "USER_CANCELLED"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v7, 0x7

    goto :goto_0

    :sswitch_8
    const-string v1, "DEADLINE_EXCEEDED"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/16 v7, 0x8

    goto :goto_0

    :sswitch_9
    const-string v1, "CONFLICT"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/16 v7, 0x9

    goto :goto_0

    :sswitch_a
    const-string v1, "UNSUPPORTED_CAPABILITY"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/16 v7, 0xa

    goto :goto_0

    :sswitch_b
    const-string v1, "UNAVAILABLE"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/16 v7, 0xb

    :cond_0
    :goto_0
    packed-switch v7, :pswitch_data_0

    goto :goto_1

    .line 76
    :pswitch_0
    const-string v4, "The session is missing or expired; negotiate again."

    .line 77
    const/4 v5, 0x1

    .line 78
    goto :goto_2

    .line 80
    :pswitch_1
    const-string v4, "The request envelope is invalid."

    .line 81
    goto :goto_2

    .line 83
    :pswitch_2
    const-string v4, "The arguments do not match the tool\'s input schema."

    .line 84
    goto :goto_2

    .line 86
    :pswitch_3
    const-string v4, "This app is not allowed to use these tools."

    .line 87
    goto :goto_2

    .line 89
    :pswitch_4
    const-string v4, "No such tool."

    .line 90
    goto :goto_2

    .line 92
    :pswitch_5
    const-string v4, "No such method."

    .line 93
    goto :goto_2

    .line 95
    :pswitch_6
    const-string v4, "This change needs approval in Fieldbook."

    .line 96
    goto :goto_2

    .line 98
    :pswitch_7
    const-string v4, "The change was declined in Fieldbook."

    .line 99
    goto :goto_2

    .line 101
    :pswitch_8
    const-string v4, "The request deadline has passed."

    .line 102
    goto :goto_2

    .line 104
    :pswitch_9
    const-string v4, "The current state does not allow this change."

    .line 105
    goto :goto_2

    .line 107
    :pswitch_a
    const-string v4, "This capability was not negotiated."

    .line 108
    goto :goto_2

    .line 110
    :pswitch_b
    const-string v4, "Fieldbook is busy; try again shortly."

    .line 111
    const/4 v5, 0x1

    .line 112
    goto :goto_2

    .line 114
    :goto_1
    const-string v4, "Something went wrong in Fieldbook."

    .line 117
    :goto_2
    const-string v1, "error_message"

    invoke-virtual {v3, v1, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 118
    const-string v1, "retryable"

    invoke-virtual {v3, v1, v5}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 119
    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 120
    const-string v1, "request_id"

    invoke-virtual {v3, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 121
    return-object v3

    nop

    :sswitch_data_0
    .sparse-switch
        -0x7efcea43 -> :sswitch_7
        -0x74a27e7e -> :sswitch_a
        -0x54b9edbb -> :sswitch_2
        -0x546b1bf5 -> :sswitch_3
        -0x430e23f9 -> :sswitch_1
        -0x166c92a6 -> :sswitch_8
        -0x231c4ec -> :sswitch_6
        0xc131bd2 -> :sswitch_9
        0x1373f8f8 -> :sswitch_5
        0x2f2b5cef -> :sswitch_4
        0x58a96c30 -> :sswitch_b
        0x5a11665d -> :sswitch_0
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
        :pswitch_7
        :pswitch_8
        :pswitch_9
        :pswitch_a
        :pswitch_b
    .end packed-switch
.end method

.method public static a(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 4

    .line 168
    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    .line 169
    const-string v0, "status"

    const-string v1, "success"

    invoke-virtual {v2, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 170
    invoke-virtual {p0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "data"

    invoke-virtual {v2, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 171
    return-object v2
.end method

.method public static a(I)Ljava/lang/String;
    .registers 5

    .line 28
    new-array v1, p0, [B

    .line 29
    sget-object v0, La/a;->a:Ljava/security/SecureRandom;

    move-object v2, v0

    monitor-enter v2

    .line 30
    :try_start_0
    sget-object v0, La/a;->a:Ljava/security/SecureRandom;

    invoke-virtual {v0, v1}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 31
    monitor-exit v2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :catchall_0
    move-exception v3

    :try_start_1
    monitor-exit v2
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v3

    .line 32
    :goto_0
    invoke-static {v1}, La/a;->a([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static a(J)Ljava/lang/String;
    .registers 7

    .line 58
    new-instance v4, Ljava/text/SimpleDateFormat;

    sget-object v3, Ljava/util/Locale;->US:Ljava/util/Locale;

    const-string v2, "yyyy-MM-dd\'T\'HH:mm:ss\'Z\'"

    invoke-direct {v4, v2, v3}, Ljava/text/SimpleDateFormat;-><init>(Ljava/lang/String;Ljava/util/Locale;)V

    .line 59
    const-string v1, "UTC"

    invoke-static {v1}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;

    move-result-object v1

    invoke-virtual {v4, v1}, Ljava/text/SimpleDateFormat;->setTimeZone(Ljava/util/TimeZone;)V

    .line 60
    new-instance v1, Ljava/util/Date;

    invoke-direct {v1, p0, p1}, Ljava/util/Date;-><init>(J)V

    invoke-virtual {v4, v1}, Ljava/text/SimpleDateFormat;->format(Ljava/util/Date;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static a(Ljava/lang/String;)Ljava/lang/String;
    .registers 3

    .line 46
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {p0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    invoke-static {v0}, La/a;->b([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static a([B)Ljava/lang/String;
    .registers 7

    .line 36
    array-length v0, p0

    mul-int/lit8 v0, v0, 0x2

    new-array v4, v0, [C

    .line 37
    const/4 v5, 0x0

    :goto_0
    array-length v1, p0

    if-ge v5, v1, :cond_0

    .line 38
    mul-int/lit8 v1, v5, 0x2

    sget-object v2, La/a;->b:[C

    aget-byte v3, p0, v5

    shr-int/lit8 v3, v3, 0x4

    and-int/lit8 v3, v3, 0xf

    aget-char v2, v2, v3

    aput-char v2, v4, v1

    .line 39
    mul-int/lit8 v1, v5, 0x2

    add-int/lit8 v1, v1, 0x1

    sget-object v2, La/a;->b:[C

    aget-byte v3, p0, v5

    and-int/lit8 v3, v3, 0xf

    aget-char v2, v2, v3

    aput-char v2, v4, v1

    .line 37
    add-int/lit8 v5, v5, 0x1

    goto :goto_0

    .line 41
    :cond_0
    new-instance v0, Ljava/lang/String;

    invoke-direct {v0, v4}, Ljava/lang/String;-><init>([C)V

    return-object v0
.end method

.method public static b(La/b;Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 5

    .line 143
    iget-object v0, p0, La/b;->d:Ljava/lang/String;

    invoke-virtual {p2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, p1, v1}, La/a;->b(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static b(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5

    .line 157
    new-instance v3, Landroid/os/Bundle;

    invoke-direct {v3}, Landroid/os/Bundle;-><init>()V

    .line 158
    const-string v1, "status"

    const-string v2, "error"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 159
    const-string v1, "error_code"

    invoke-virtual {v3, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 160
    const-string v2, "UNSUPPORTED_VERSION"

    invoke-virtual {v2, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    move-object v0, v3

    const-string v1, "error_message"

    if-eqz v2, :cond_0

    const-string v2, "Only CETP version 2 is served."

    goto :goto_0

    .line 161
    :cond_0
    const-string v2, "PERMISSION_DENIED"

    invoke-virtual {v2, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_1

    const-string v2, "This app is not allowed to use these tools."

    goto :goto_0

    .line 162
    :cond_1
    const-string v2, "The negotiate request is invalid."

    .line 160
    :goto_0
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 163
    const-string v1, "retryable"

    const/4 v2, 0x0

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 164
    return-object v3
.end method

.method public static b(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6

    .line 147
    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    .line 148
    const-string v0, "status"

    invoke-virtual {v2, v0, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 149
    const-string v0, "protocol_version"

    const/4 v1, 0x2

    invoke-virtual {v2, v0, v1}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 150
    const-string v0, "request_id"

    invoke-virtual {v2, v0, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 151
    const-string v0, "data"

    invoke-virtual {v2, v0, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 152
    return-object v2
.end method

.method public static b([B)Ljava/lang/String;
    .registers 3

    .line 51
    :try_start_0
    const-string v0, "SHA-256"

    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v0

    invoke-virtual {v0, p0}, Ljava/security/MessageDigest;->digest([B)[B

    move-result-object v0

    invoke-static {v0}, La/a;->a([B)Ljava/lang/String;
    :try_end_0
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v1

    .line 53
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method
