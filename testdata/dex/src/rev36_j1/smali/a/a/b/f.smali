.class public final La/a/b/f;
.super Ljava/lang/Object;
.source "LockerTools.java"


# instance fields
.field public final synthetic $r8$classId:I

.field private final a:La/a/b/d;

.field private final b:La/a/b/g;


# direct methods
.method public constructor <init>(La/a/b/d;La/a/b/g;I)V
    .locals 0

    iput p3, p0, La/a/b/f;->$r8$classId:I

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 20
    iput-object p1, p0, La/a/b/f;->a:La/a/b/d;

    .line 21
    iput-object p2, p0, La/a/b/f;->b:La/a/b/g;

    .line 22
    return-void
.end method


# virtual methods
.method public final a(Lcom/example/r36j1/LockerToolProvider;ILorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 5

    iget v0, p0, La/a/b/f;->$r8$classId:I

    if-nez v0, :cond_2

    .line 26
    const-string v0, "compartment_id"

    invoke-virtual {p3, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 37
    const-string v1, "user_approved"

    invoke-virtual {p3, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v1

    if-nez v1, :cond_1

    iget-object v1, p0, La/a/b/f;->b:La/a/b/g;

    const-string v2, "resume_token"

    .line 38
    invoke-virtual {p4, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p4

    const-string v2, "open_compartment"

    invoke-virtual {p3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v1, p4, p2, v2, v3}, La/a/b/g;->a(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z

    move-result p4

    if-eqz p4, :cond_0

    goto :goto_0

    .line 28
    :cond_0
    new-instance p4, Ljava/lang/StringBuilder;

    invoke-direct {p4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "Open compartment "

    invoke-virtual {p4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v1, "?"

    invoke-virtual {p4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p4

    invoke-virtual {p1, p4, v0}, Lcom/example/r36j1/LockerToolProvider;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object p1

    iget-object p4, p0, La/a/b/f;->b:La/a/b/g;

    .line 29
    invoke-virtual {p3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object p3

    invoke-virtual {p4, p2, v2, p3}, La/a/b/g;->a(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    .line 28
    invoke-static {p1, p2}, La/a/b/c;->c(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 31
    :cond_1
    :goto_0
    iget-object p1, p0, La/a/b/f;->a:La/a/b/d;

    const/4 p3, 0x2

    new-array p3, p3, [Ljava/lang/Object;

    const/4 p4, 0x0

    aput-object v0, p3, p4

    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p2

    const/4 p4, 0x1

    aput-object p2, p3, p4

    const-string p2, "UPDATE compartments SET state = \'open\' WHERE id = ? AND holder_uid = ?"

    invoke-virtual {p1, p2, p3}, La/a/b/d;->b(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 32
    const-string p1, "{\"opened\":true}"

    invoke-static {p1}, La/a/b/c;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 53
    :cond_2
    const-string v0, "tracking_no"

    invoke-virtual {p3, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 54
    const-string v1, "confirmed"

    invoke-virtual {p3, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v1

    if-eqz v1, :cond_3

    const-string v1, "Extend the pickup window again?"

    goto :goto_1

    :cond_3
    const-string v1, "Extend the pickup window?"

    .line 55
    :goto_1
    iget-object v2, p0, La/a/b/f;->b:La/a/b/g;

    const-string v3, "resume_token"

    invoke-virtual {p4, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p4

    const-string v3, "extend_pickup"

    invoke-virtual {p3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v2, p4, p2, v3, v4}, La/a/b/g;->a(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z

    move-result p4

    if-nez p4, :cond_4

    .line 56
    invoke-virtual {p1, v1, v0}, Lcom/example/r36j1/LockerToolProvider;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object p1

    iget-object p4, p0, La/a/b/f;->b:La/a/b/g;

    .line 57
    invoke-virtual {p3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object p3

    invoke-virtual {p4, p2, v3, p3}, La/a/b/g;->a(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    .line 56
    invoke-static {p1, p2}, La/a/b/c;->c(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 59
    :cond_4
    iget-object p1, p0, La/a/b/f;->a:La/a/b/d;

    const/4 p2, 0x2

    new-array p2, p2, [Ljava/lang/Object;

    const-wide/32 p3, 0x5265c00

    .line 60
    invoke-static {p3, p4}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object p3

    const/4 p4, 0x0

    aput-object p3, p2, p4

    const/4 p3, 0x1

    aput-object v0, p2, p3

    .line 59
    const-string p3, "UPDATE parcels SET pickup_until = pickup_until + ? WHERE tracking_no = ?"

    invoke-virtual {p1, p3, p2}, La/a/b/d;->b(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 61
    const-string p1, "{\"extended\":true}"

    invoke-static {p1}, La/a/b/c;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method
