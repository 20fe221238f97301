.class public final Lcom/example/r35j1/LoanToolProvider;
.super Landroid/content/ContentProvider;
.source "LoanToolProvider.java"


# static fields
.field private static final a:[B


# instance fields
.field private final b:La/a/b/e;

.field private final c:La/a/b/b;

.field private d:La/a/b/a;

.field private e:Landroid/content/SharedPreferences;


# direct methods
.method static constructor <clinit>()V
    .locals 1

    .line 22
    const/16 v0, 0x20

    new-array v0, v0, [B

    fill-array-data v0, :array_0

    sput-object v0, Lcom/example/r35j1/LoanToolProvider;->a:[B

    return-void

    :array_0
    .array-data 1
        0x1ft
        0x52t
        0xat
        -0x3ct
        0x77t
        0x3bt
        -0x62t
        0x10t
        0x44t
        -0x2ft
        0x2ct
        0x68t
        -0x50t
        0x5t
        0x39t
        0x7at
        0x61t
        -0x12t
        0x13t
        0x4ft
        -0x78t
        0x2t
        0x5dt
        -0x39t
        0x30t
        0x1bt
        -0x6at
        0x4et
        0x7ft
        0x21t
        -0x5dt
        0x8t
    .end array-data
.end method

.method public constructor <init>()V
    .locals 1

    .line 21
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 27
    new-instance v0, La/a/b/e;

    invoke-direct {v0}, La/a/b/e;-><init>()V

    iput-object v0, p0, Lcom/example/r35j1/LoanToolProvider;->b:La/a/b/e;

    .line 28
    new-instance v0, La/a/b/b;

    invoke-direct {v0}, La/a/b/b;-><init>()V

    iput-object v0, p0, Lcom/example/r35j1/LoanToolProvider;->c:La/a/b/b;

    return-void
.end method

.method private a(Ljava/lang/Class;II)Landroid/app/PendingIntent;
    .locals 2

    .line 141
    new-instance v0, Landroid/content/Intent;

    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1, p1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 142
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object p1

    invoke-static {p1, p2, v0, p3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p1

    return-object p1
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 10

    .line 41
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 68
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    .line 69
    sget-object v2, Lcom/example/r35j1/LoanToolProvider;->a:[B

    const/4 v3, 0x1

    invoke-virtual {v1, v0, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v1

    .line 42
    if-nez v1, :cond_0

    .line 43
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "not a Shelfmate partner app"

    invoke-static {p1, p2}, La/a/b/d;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 45
    :cond_0
    const-string v1, "negotiate"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_1

    .line 46
    iget-object p1, p0, Lcom/example/r35j1/LoanToolProvider;->b:La/a/b/e;

    .line 175
    new-instance p2, Ljava/math/BigInteger;

    iget-object p3, p1, La/a/b/e;->a:Ljava/security/SecureRandom;

    const/16 v0, 0xa0

    invoke-direct {p2, v0, p3}, Ljava/math/BigInteger;-><init>(ILjava/util/Random;)V

    const/16 p3, 0x20

    invoke-virtual {p2, p3}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;

    move-result-object p2

    .line 176
    iget-object p1, p1, La/a/b/e;->b:Ljava/util/Set;

    invoke-interface {p1, p2}, Ljava/util/Set;->add(Ljava/lang/Object;)Z

    .line 177
    const-string p1, "{\"selected_version\":2,\"session_token\":\""

    const-string p3, "\"}"

    invoke-static {p1, p2, p3}, Lcom/example/r35j1/LoanToolProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 46
    invoke-static {p1}, La/a/b/d;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 48
    :cond_1
    if-eqz p3, :cond_2

    const-string v1, "protocol_version"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getInt(Ljava/lang/String;)I

    move-result v1

    const/4 v2, 0x2

    if-eq v1, v2, :cond_3

    .line 49
    :cond_2
    const-string p1, "INVALID_REQUEST"

    const-string p2, "protocol_version 2 required"

    invoke-static {p1, p2}, La/a/b/d;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 51
    :cond_3
    iget-object v1, p0, Lcom/example/r35j1/LoanToolProvider;->b:La/a/b/e;

    const-string v2, "session_token"

    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 181
    if-eqz v2, :cond_4

    iget-object v1, v1, La/a/b/e;->b:Ljava/util/Set;

    invoke-interface {v1, v2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v1

    if-nez v1, :cond_5

    .line 52
    :cond_4
    const-string p1, "NEGOTIATION_REQUIRED"

    const-string p2, "negotiate again"

    invoke-static {p1, p2}, La/a/b/d;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 54
    :cond_5
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v1

    sparse-switch v1, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "execute_tool"

    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :goto_0

    .line 58
    const-string p1, "deadline_at_ms"

    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide v1

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    cmp-long p1, v1, v3

    if-gez p1, :cond_6

    .line 59
    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2}, La/a/b/d;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 73
    :cond_6
    const-string p1, "tool_name"

    const-string p2, ""

    invoke-virtual {p3, p1, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 76
    :try_start_0
    new-instance p2, Lorg/json/JSONObject;

    const-string v1, "args"

    const-string v2, "{}"

    invoke-virtual {p3, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-direct {p2, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 80
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v1

    sparse-switch v1, :sswitch_data_1

    goto/16 :goto_1

    :sswitch_1
    const-string v1, "renew_loan"

    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :goto_1

    .line 107
    const-string p1, "card_number"

    invoke-virtual {p2, p1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 103
    iget-object v1, p0, Lcom/example/r35j1/LoanToolProvider;->e:Landroid/content/SharedPreferences;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "pin_valid_until_"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const-wide/16 v3, 0x0

    invoke-interface {v1, v2, v3, v4}, Landroid/content/SharedPreferences;->getLong(Ljava/lang/String;J)J

    move-result-wide v1

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    cmp-long v1, v1, v3

    .line 108
    if-gtz v1, :cond_7

    .line 110
    const-string p1, "AUTH_REQUIRED"

    const-string p2, "library card sign-in needed"

    invoke-static {p1, p2}, La/a/b/d;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    .line 111
    const-class p2, Lcom/example/r35j1/CardLoginActivity;

    const/4 p3, 0x7

    const/high16 v0, 0x4000000

    invoke-direct {p0, p2, p3, v0}, Lcom/example/r35j1/LoanToolProvider;->a(Ljava/lang/Class;II)Landroid/app/PendingIntent;

    move-result-object p2

    const-string p3, "resolution"

    invoke-virtual {p1, p3, p2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 112
    return-object p1

    .line 114
    :cond_7
    const-string v1, "resume_token"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v2, "renew_loan"

    .line 115
    if-eqz v1, :cond_8

    iget-object v3, p0, Lcom/example/r35j1/LoanToolProvider;->c:La/a/b/b;

    invoke-virtual {p2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v3, v1, v0, v2, v4}, La/a/b/b;->b(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z

    move-result v1

    if-nez v1, :cond_9

    .line 116
    :cond_8
    const-class p1, Lcom/example/r35j1/RenewActivity;

    const/16 p3, 0x8

    const/high16 v1, 0xc000000

    invoke-direct {p0, p1, p3, v1}, Lcom/example/r35j1/LoanToolProvider;->a(Ljava/lang/Class;II)Landroid/app/PendingIntent;

    move-result-object p1

    .line 117
    iget-object p3, p0, Lcom/example/r35j1/LoanToolProvider;->c:La/a/b/b;

    invoke-virtual {p2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object p2

    invoke-virtual {p3, v0, v2, p2}, La/a/b/b;->a(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-static {p1, p2}, La/a/b/d;->c(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 119
    :cond_9
    iget-object v1, p0, Lcom/example/r35j1/LoanToolProvider;->d:La/a/b/a;

    const-string v2, "request_id"

    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p3

    invoke-virtual {v1, v0, p3}, La/a/b/a;->c(ILjava/lang/String;)Z

    move-result p3

    if-eqz p3, :cond_a

    .line 120
    iget-object p3, p0, Lcom/example/r35j1/LoanToolProvider;->d:La/a/b/a;

    const/4 v0, 0x2

    new-array v0, v0, [Ljava/lang/Object;

    .line 121
    const-string v1, "loan_id"

    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    const/4 v1, 0x0

    aput-object p2, v0, v1

    const/4 p2, 0x1

    aput-object p1, v0, p2

    .line 120
    const-string p1, "UPDATE loans SET due_at = due_at + 1209600000 WHERE loan_id = ? AND card = ?"

    invoke-virtual {p3, p1, v0}, La/a/b/a;->b(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 123
    :cond_a
    const-string p1, "{\"renewed\":true}"

    invoke-static {p1}, La/a/b/d;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_2
    const-string v1, "my_loans"

    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :goto_1

    .line 84
    const-string p1, "card_number"

    invoke-virtual {p2, p1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 99
    iget-object p2, p0, Lcom/example/r35j1/LoanToolProvider;->d:La/a/b/a;

    const/4 p3, 0x1

    new-array p3, p3, [Ljava/lang/String;

    const/4 v0, 0x0

    aput-object p1, p3, v0

    const-string p1, "SELECT loan_id, isbn, due_at FROM loans WHERE card = ?"

    invoke-virtual {p2, p1, p3}, La/a/b/a;->a(Ljava/lang/String;[Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 84
    invoke-static {p1}, La/a/b/d;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_3
    const-string v1, "search_catalog"

    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :goto_1

    .line 82
    const-string p1, "title"

    invoke-virtual {p2, p1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 95
    iget-object p2, p0, Lcom/example/r35j1/LoanToolProvider;->d:La/a/b/a;

    const-string p3, "SELECT isbn, title, author FROM titles WHERE title LIKE \'%"

    const-string v0, "%\' ORDER BY title"

    invoke-static {p3, p1, v0}, Lcom/example/r35j1/LoanToolProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    const/4 p3, 0x0

    invoke-virtual {p2, p1, p3}, La/a/b/a;->a(Ljava/lang/String;[Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 82
    invoke-static {p1}, La/a/b/d;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_4
    const-string v1, "pay_fine"

    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :goto_1

    .line 127
    const-string p1, "resume_token"

    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    const-string v1, "pay_fine"

    .line 128
    if-eqz p1, :cond_b

    iget-object v2, p0, Lcom/example/r35j1/LoanToolProvider;->c:La/a/b/b;

    invoke-virtual {p2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, p1, v0, v1, v3}, La/a/b/b;->b(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z

    move-result p1

    if-nez p1, :cond_c

    .line 130
    :cond_b
    const-class p1, Lcom/example/r35j1/FineActivity;

    const/16 p3, 0x9

    const/high16 v2, 0x8000000

    invoke-direct {p0, p1, p3, v2}, Lcom/example/r35j1/LoanToolProvider;->a(Ljava/lang/Class;II)Landroid/app/PendingIntent;

    move-result-object p1

    .line 131
    iget-object p3, p0, Lcom/example/r35j1/LoanToolProvider;->c:La/a/b/b;

    invoke-virtual {p2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object p2

    invoke-virtual {p3, v0, v1, p2}, La/a/b/b;->a(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-static {p1, p2}, La/a/b/d;->c(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 133
    :cond_c
    iget-object p1, p0, Lcom/example/r35j1/LoanToolProvider;->d:La/a/b/a;

    const-string v1, "request_id"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p3

    invoke-virtual {p1, v0, p3}, La/a/b/a;->c(ILjava/lang/String;)Z

    move-result p1

    if-eqz p1, :cond_d

    .line 134
    iget-object p1, p0, Lcom/example/r35j1/LoanToolProvider;->d:La/a/b/a;

    const/4 p3, 0x2

    new-array p3, p3, [Ljava/lang/Object;

    .line 135
    const-string v0, "card_number"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const/4 v1, 0x0

    aput-object v0, p3, v1

    const-string v0, "fine_id"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    const/4 v0, 0x1

    aput-object p2, p3, v0

    .line 134
    const-string p2, "UPDATE fines SET paid = 1 WHERE card = ? AND fine_id = ?"

    invoke-virtual {p1, p2, p3}, La/a/b/a;->b(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 137
    :cond_d
    const-string p1, "{\"paid\":true}"

    invoke-static {p1}, La/a/b/d;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 90
    :goto_1
    const-string p1, "TOOL_NOT_FOUND"

    const-string p2, "no such tool"

    invoke-static {p1, p2}, La/a/b/d;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 78
    :catch_0
    const-string p1, "INVALID_ARGS"

    const-string p2, "args must be a JSON object"

    invoke-static {p1, p2}, La/a/b/d;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_5
    const-string v1, "list_tools"

    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :goto_0

    .line 56
    const-string p1, "{\"revision\":\"loans-3\",\"tools\":[\"search_catalog\",\"my_loans\",\"renew_loan\",\"pay_fine\"]}"

    invoke-static {p1}, La/a/b/d;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 63
    :goto_0
    const-string p1, "METHOD_NOT_FOUND"

    const-string p2, "unknown method"

    invoke-static {p1, p2}, La/a/b/d;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_0
        0x2a3a6efa -> :sswitch_5
    .end sparse-switch

    :sswitch_data_1
    .sparse-switch
        -0x6636fc9e -> :sswitch_1
        -0x1c0ba6d0 -> :sswitch_2
        0x2a5d4482 -> :sswitch_3
        0x51a526f1 -> :sswitch_4
    .end sparse-switch
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 0

    .line 162
    const/4 p1, 0x0

    return p1
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .locals 0

    .line 152
    const/4 p1, 0x0

    return-object p1
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .locals 0

    .line 157
    const/4 p1, 0x0

    return-object p1
.end method

.method public onCreate()Z
    .locals 4

    .line 34
    new-instance v0, La/a/b/a;

    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-string v2, "shelf.db"

    const/4 v3, 0x0

    invoke-virtual {v1, v2, v3, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    invoke-direct {v0, v1}, La/a/b/a;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v0, p0, Lcom/example/r35j1/LoanToolProvider;->d:La/a/b/a;

    .line 35
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "cards"

    invoke-virtual {v0, v1, v3}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v0

    iput-object v0, p0, Lcom/example/r35j1/LoanToolProvider;->e:Landroid/content/SharedPreferences;

    .line 36
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .locals 0

    .line 147
    const/4 p1, 0x0

    return-object p1
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 0

    .line 167
    const/4 p1, 0x0

    return p1
.end method
