.class public Lcom/keydrop/UnlockProvider;
.super Lcom/keydrop/a/a;
.source "UnlockProvider.java"


# static fields
.field private static final a:Ljava/util/HashMap;

.field private static b:Landroid/os/Handler;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 21
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/keydrop/UnlockProvider;->a:Ljava/util/HashMap;

    .line 25
    new-instance v1, Lcom/keydrop/a/n;

    invoke-direct {v1}, Lcom/keydrop/a/n;-><init>()V

    const-string v2, "unlock_car"

    invoke-virtual {v0, v2, v1}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 31
    sget-object v1, Lcom/keydrop/UnlockProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/keydrop/UnlockProvider$$ExternalSyntheticLambda0;

    const-string v2, "share_key"

    invoke-virtual {v0, v2, v1}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 38
    new-instance v1, Lcom/keydrop/a/o;

    invoke-direct {v1}, Lcom/keydrop/a/o;-><init>()V

    const-string v2, "return_key"

    invoke-virtual {v0, v2, v1}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 50
    sget-object v1, Lcom/keydrop/UnlockProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/keydrop/UnlockProvider$$ExternalSyntheticLambda1;

    const-string v2, "honk_horn"

    invoke-virtual {v0, v2, v1}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 51
    sget-object v1, Lcom/keydrop/UnlockProvider$$ExternalSyntheticLambda2;->INSTANCE:Lcom/keydrop/UnlockProvider$$ExternalSyntheticLambda2;

    const-string v2, "flash_lights"

    invoke-virtual {v0, v2, v1}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 52
    sget-object v1, Lcom/keydrop/UnlockProvider$$ExternalSyntheticLambda3;->INSTANCE:Lcom/keydrop/UnlockProvider$$ExternalSyntheticLambda3;

    const-string v2, "report_damage"

    invoke-virtual {v0, v2, v1}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 53
    sget-object v1, Lcom/keydrop/UnlockProvider$$ExternalSyntheticLambda4;->INSTANCE:Lcom/keydrop/UnlockProvider$$ExternalSyntheticLambda4;

    const-string v2, "car_status"

    invoke-virtual {v0, v2, v1}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 54
    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 20
    invoke-direct {p0}, Lcom/keydrop/a/a;-><init>()V

    return-void
.end method

.method public static synthetic a(Lcom/keydrop/a/a;Lcom/keydrop/a/b;)Landroid/os/Bundle;
    .registers 6

    .line 32
    iget-object v0, p1, Lcom/keydrop/a/b;->d:Lorg/json/JSONObject;

    const-string v1, "vehicle_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 33
    iget-object v1, p1, Lcom/keydrop/a/b;->d:Lorg/json/JSONObject;

    const-string v2, "friend_package"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 34
    iget-object v2, p1, Lcom/keydrop/a/b;->d:Lorg/json/JSONObject;

    const-string v3, "calling_package"

    iget-object p1, p1, Lcom/keydrop/a/b;->b:Ljava/lang/String;

    invoke-virtual {v2, v3, p1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 35
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object p0

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "share:"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {p0, v0, v1, p1}, Lcom/keydrop/a/l;->a(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)J

    .line 36
    new-instance p0, Ljava/lang/StringBuilder;

    invoke-direct {p0}, Ljava/lang/StringBuilder;-><init>()V

    const-string p1, "{\"shared\":\""

    invoke-virtual {p0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p0, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string p1, "\"}"

    invoke-virtual {p0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p0

    invoke-static {p0}, Lcom/keydrop/a/h;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p0

    return-object p0
.end method

.method public static synthetic b(Lcom/keydrop/a/a;Lcom/keydrop/a/b;)Landroid/os/Bundle;
    .registers 4

    .line 50
    check-cast p0, Lcom/keydrop/UnlockProvider;

    .line 99
    iget-object p1, p1, Lcom/keydrop/a/b;->d:Lorg/json/JSONObject;

    const-string v0, "vehicle_id"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 100
    sget-object v0, Lcom/keydrop/UnlockProvider;->b:Landroid/os/Handler;

    new-instance v1, Lcom/keydrop/a/p;

    invoke-direct {v1, p0, p1}, Lcom/keydrop/a/p;-><init>(Lcom/keydrop/UnlockProvider;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z

    .line 106
    new-instance p0, Ljava/lang/StringBuilder;

    invoke-direct {p0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v0, "{\"honked\":\""

    invoke-virtual {p0, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string p1, "\"}"

    invoke-virtual {p0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p0

    invoke-static {p0}, Lcom/keydrop/a/h;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p0

    return-object p0
.end method

.method public static synthetic c(Lcom/keydrop/a/a;Lcom/keydrop/a/b;)Landroid/os/Bundle;
    .registers 4

    .line 51
    check-cast p0, Lcom/keydrop/UnlockProvider;

    .line 110
    iget-object v0, p1, Lcom/keydrop/a/b;->d:Lorg/json/JSONObject;

    const-string v1, "vehicle_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 111
    iget p1, p1, Lcom/keydrop/a/b;->a:I

    .line 112
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object p0

    new-instance v1, Lcom/keydrop/a/q;

    invoke-direct {v1, p1}, Lcom/keydrop/a/q;-><init>(I)V

    const-string p1, "flash"

    invoke-static {p0, v0, p1, v1}, Lcom/keydrop/a/l;->a(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;Lcom/keydrop/a/m;)V

    .line 118
    new-instance p0, Ljava/lang/StringBuilder;

    invoke-direct {p0}, Ljava/lang/StringBuilder;-><init>()V

    const-string p1, "{\"flashed\":\""

    invoke-virtual {p0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p0, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string p1, "\"}"

    invoke-virtual {p0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p0

    invoke-static {p0}, Lcom/keydrop/a/h;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p0

    return-object p0
.end method

.method public static synthetic d(Lcom/keydrop/a/a;Lcom/keydrop/a/b;)Landroid/os/Bundle;
    .registers 8

    .line 52
    check-cast p0, Lcom/keydrop/UnlockProvider;

    .line 122
    iget-object v0, p1, Lcom/keydrop/a/b;->d:Lorg/json/JSONObject;

    const-string v1, "vehicle_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 123
    iget-object v2, p1, Lcom/keydrop/a/b;->e:Ljava/lang/String;

    const-string v3, "report_damage"

    if-nez v2, :cond_resumed

    .line 124
    new-instance v2, Landroid/content/Intent;

    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v4

    const-class v5, Lcom/keydrop/DamageReportActivity;

    invoke-direct {v2, v4, v5}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    invoke-virtual {v2, v1, v0}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 125
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const/4 v1, 0x7

    const/high16 v4, 0xc000000

    invoke-static {v0, v1, v2, v4}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    .line 127
    iget-object v1, p0, Lcom/keydrop/a/a;->b:Lcom/keydrop/a/f;

    invoke-static {}, Lcom/keydrop/a/i;->a()Ljava/lang/String;

    move-result-object v2

    iget p1, p1, Lcom/keydrop/a/b;->a:I

    invoke-virtual {v1, v2, p1, v3}, Lcom/keydrop/a/f;->a(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;

    move-result-object p0

    const-string p1, "describe the damage in KeyDrop"

    invoke-static {v0, p0, p1}, Lcom/keydrop/a/h;->a(Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p0

    return-object p0

    .line 129
    :cond_resumed
    iget-object v4, p0, Lcom/keydrop/a/a;->b:Lcom/keydrop/a/f;

    iget p1, p1, Lcom/keydrop/a/b;->a:I

    invoke-virtual {v4, v2, p1, v3}, Lcom/keydrop/a/f;->b(Ljava/lang/String;ILjava/lang/String;)Z

    move-result p1

    if-nez p1, :cond_valid

    .line 130
    const-string p0, "INVALID_REQUEST"

    const-string p1, "resume token not valid"

    invoke-static {p0, p1}, Lcom/keydrop/a/h;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p0

    return-object p0

    .line 132
    :cond_valid
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object p0

    new-instance p1, Lcom/keydrop/a/r;

    invoke-direct {p1}, Lcom/keydrop/a/r;-><init>()V

    const-string v1, "damage"

    invoke-static {p0, v0, v1, p1}, Lcom/keydrop/a/l;->a(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;Lcom/keydrop/a/m;)V

    .line 133
    new-instance p0, Ljava/lang/StringBuilder;

    invoke-direct {p0}, Ljava/lang/StringBuilder;-><init>()V

    const-string p1, "{\"reported\":\""

    invoke-virtual {p0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p0, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string p1, "\"}"

    invoke-virtual {p0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p0

    invoke-static {p0}, Lcom/keydrop/a/h;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p0

    return-object p0
.end method

.method public static synthetic e(Lcom/keydrop/a/a;Lcom/keydrop/a/b;)Landroid/os/Bundle;
    .registers 4

    .line 53
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object p0

    iget-object p1, p1, Lcom/keydrop/a/b;->d:Lorg/json/JSONObject;

    const-string v0, "vehicle_id"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    const-string v0, "car"

    invoke-static {p0, v0, p1}, Lcom/keydrop/a/l;->a(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p0

    invoke-static {p0}, Lcom/keydrop/a/h;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p0

    return-object p0
.end method


# virtual methods
.method protected a()Ljava/lang/String;
    .registers 2

    .line 71
    const-string v0, "{\"revision\":\"unlock-3\",\"tools\":[]}"

    return-object v0
.end method

.method protected a(Lcom/keydrop/a/b;)Landroid/os/Bundle;
    .registers 4

    .line 76
    sget-object v0, Lcom/keydrop/UnlockProvider;->a:Ljava/util/HashMap;

    iget-object v1, p1, Lcom/keydrop/a/b;->c:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/keydrop/a/d;

    .line 77
    if-nez v0, :cond_0

    .line 78
    const-string p1, "TOOL_NOT_FOUND"

    const-string v0, "no such tool"

    invoke-static {p1, v0}, Lcom/keydrop/a/h;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 80
    :cond_0
    invoke-interface {v0, p0, p1}, Lcom/keydrop/a/d;->a(Lcom/keydrop/a/a;Lcom/keydrop/a/b;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method protected a(I)Z
    .registers 5

    .line 66
    invoke-super {p0, p1}, Lcom/keydrop/a/a;->a(I)Z

    move-result v0

    const/4 v1, 0x0

    if-eqz v0, :cond_no

    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    .line 1001
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object p1

    .line 1002
    if-eqz p1, :cond_no

    array-length v0, p1

    const/4 v2, 0x1

    if-ne v0, v2, :cond_no

    sget-object v0, Lcom/keydrop/a/j;->a:Ljava/util/Set;

    aget-object p1, p1, v1

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :cond_no

    move v1, v2

    :cond_no
    return v1
.end method

.method public onCreate()Z
    .registers 3

    .line 60
    new-instance v0, Landroid/os/Handler;

    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;

    move-result-object v1

    invoke-direct {v0, v1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V

    sput-object v0, Lcom/keydrop/UnlockProvider;->b:Landroid/os/Handler;

    .line 61
    const/4 v0, 0x1

    return v0
.end method
