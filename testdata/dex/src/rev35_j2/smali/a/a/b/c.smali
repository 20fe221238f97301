.class public final La/a/b/c;
.super Ljava/lang/Object;
.source "DeskTools.java"


# instance fields
.field public final synthetic $r8$classId:I

.field private final a:La/a/b/a;

.field private final b:La/a/b/e;


# direct methods
.method public constructor <init>(La/a/b/a;La/a/b/e;I)V
    .locals 0

    iput p3, p0, La/a/b/c;->$r8$classId:I

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 20
    iput-object p1, p0, La/a/b/c;->a:La/a/b/a;

    .line 21
    iput-object p2, p0, La/a/b/c;->b:La/a/b/e;

    .line 22
    return-void
.end method

.method public static synthetic a(La/a/b/f;Ljava/lang/String;I)V
    .locals 1

    .line 75
    const-string v0, "extended"

    invoke-virtual {p0, v0, p1, p2}, La/a/b/f;->a(Ljava/lang/String;Ljava/lang/String;I)V

    return-void
.end method


# virtual methods
.method public final a(Lcom/example/r35j2/DeskToolProvider;La/a/b/d;Lorg/json/JSONObject;I)Landroid/os/Bundle;
    .locals 8

    iget v0, p0, La/a/b/c;->$r8$classId:I

    packed-switch v0, :pswitch_data_0

    .line 58
    const-string v0, "booking_id"

    invoke-virtual {p3, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 59
    const-string v1, "confirmed"

    invoke-virtual {p3, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v1

    if-eqz v1, :cond_0

    .line 60
    const-string v1, "Hotdesk"

    const-string v2, "extend_booking: consumer confirmation ignored, asking the member"

    invoke-static {v1, v2}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 62
    :cond_0
    iget-object v1, p0, La/a/b/c;->b:La/a/b/e;

    iget-object p2, p2, La/a/b/d;->a:Landroid/os/Bundle;

    const-string v2, "resume_token"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-virtual {p3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, p2, p4, v2}, La/a/b/e;->a(Ljava/lang/String;ILjava/lang/String;)Z

    move-result p2

    if-nez p2, :cond_1

    .line 63
    const-string p2, "extend"

    invoke-virtual {p1, p2, v0}, Lcom/example/r35j2/DeskToolProvider;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object p1

    iget-object p2, p0, La/a/b/c;->b:La/a/b/e;

    invoke-virtual {p3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object p3

    invoke-virtual {p2, p4, p3}, La/a/b/e;->a(ILjava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-static {p1, p2}, La/a/b/b;->a(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 65
    :cond_1
    invoke-virtual {p1}, Landroid/content/ContentProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object p2

    .line 66
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v1

    .line 68
    :try_start_0
    iget-object v3, p0, La/a/b/c;->a:La/a/b/a;

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/Object;

    const-string v5, "hours"

    const/4 v6, 0x1

    invoke-virtual {p3, v5, v6}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result p3

    invoke-static {p3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p3

    const/4 v5, 0x0

    aput-object p3, v4, v5

    aput-object v0, v4, v6

    const-string p3, "UPDATE bookings SET hours = hours + ? WHERE booking_id = ?"

    invoke-virtual {v3, p3, v4}, La/a/b/a;->a(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 69
    invoke-virtual {p1}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object p3

    invoke-virtual {p3}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object p3

    const-string v3, "content://com.example.r35j2.calendar/bookings"

    invoke-static {v3}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v3

    const/4 v4, 0x0

    invoke-virtual {p3, v3, v4}, Landroid/content/ContentResolver;->notifyChange(Landroid/net/Uri;Landroid/database/ContentObserver;)V

    .line 70
    iget-object p3, p0, La/a/b/c;->a:La/a/b/a;

    const/4 v3, 0x3

    new-array v3, v3, [Ljava/lang/Object;

    const-string v4, "extend_booking"

    aput-object v4, v3, v5

    aput-object v0, v3, v6

    const/4 v4, 0x2

    aput-object p2, v3, v4

    const-string p2, "INSERT INTO audit(action, booking_id, by_package) VALUES (?, ?, ?)"

    invoke-virtual {p3, p2, v3}, La/a/b/a;->a(Ljava/lang/String;[Ljava/lang/Object;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 72
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 74
    iget-object p2, p1, Lcom/example/r35j2/DeskToolProvider;->i:La/a/b/f;

    .line 75
    iget-object p1, p1, Lcom/example/r35j2/DeskToolProvider;->f:Landroid/os/Handler;

    new-instance p3, La/a/b/c$$ExternalSyntheticLambda0;

    invoke-direct {p3, p2, v0, p4}, La/a/b/c$$ExternalSyntheticLambda0;-><init>(La/a/b/f;Ljava/lang/String;I)V

    invoke-virtual {p1, p3}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z

    .line 76
    const-string p1, "{\"extended\":true}"

    invoke-static {p1}, La/a/b/b;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :catchall_0
    move-exception p1

    .line 72
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 73
    throw p1

    .line 26
    :pswitch_0
    const-string v0, "booking_id"

    invoke-virtual {p3, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 28
    const-string v1, "user_confirmed"

    const/4 v2, 0x0

    invoke-virtual {p3, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v1

    if-nez v1, :cond_2

    .line 29
    iget-object v1, p0, La/a/b/c;->b:La/a/b/e;

    iget-object p2, p2, La/a/b/d;->a:Landroid/os/Bundle;

    const-string v2, "resume_token"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-virtual {p3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, p2, p4, v2}, La/a/b/e;->a(Ljava/lang/String;ILjava/lang/String;)Z

    move-result p2

    if-nez p2, :cond_2

    .line 31
    const-string p2, "cancel"

    invoke-virtual {p1, p2, v0}, Lcom/example/r35j2/DeskToolProvider;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object p1

    iget-object p2, p0, La/a/b/c;->b:La/a/b/e;

    invoke-virtual {p3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object p3

    invoke-virtual {p2, p4, p3}, La/a/b/e;->a(ILjava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-static {p1, p2}, La/a/b/b;->a(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 33
    :cond_2
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v1

    .line 35
    :try_start_1
    iget-object p2, p0, La/a/b/c;->a:La/a/b/a;

    const/4 p3, 0x1

    new-array p3, p3, [Ljava/lang/Object;

    const/4 v3, 0x0

    aput-object v0, p3, v3

    const-string v4, "DELETE FROM bookings WHERE booking_id = ?"

    invoke-virtual {p2, v4, p3}, La/a/b/a;->a(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 36
    invoke-virtual {p1}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object p2

    invoke-virtual {p2}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object p2

    const-string p3, "content://com.example.r35j2.calendar/bookings"

    invoke-static {p3}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object p3

    const/4 v4, 0x0

    invoke-virtual {p2, p3, v4}, Landroid/content/ContentResolver;->notifyChange(Landroid/net/Uri;Landroid/database/ContentObserver;)V

    .line 37
    iget-object p2, p0, La/a/b/c;->a:La/a/b/a;

    const/4 p3, 0x3

    new-array p3, p3, [Ljava/lang/Object;

    const-string v4, "cancel_booking"

    aput-object v4, p3, v3

    const/4 v4, 0x1

    aput-object v0, p3, v4

    .line 38
    invoke-virtual {p1}, Landroid/content/ContentProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object p1

    const/4 v0, 0x2

    aput-object p1, p3, v0

    .line 37
    const-string p1, "INSERT INTO audit(action, booking_id, by_package) VALUES (?, ?, ?)"

    invoke-virtual {p2, p1, p3}, La/a/b/a;->a(Ljava/lang/String;[Ljava/lang/Object;)V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_1

    .line 40
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 42
    const-string p1, "{\"cancelled\":true}"

    invoke-static {p1}, La/a/b/b;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :catchall_1
    move-exception p1

    .line 40
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 41
    throw p1

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
    .end packed-switch
.end method
