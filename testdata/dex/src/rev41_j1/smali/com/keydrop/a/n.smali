.class final Lcom/keydrop/a/n;
.super Ljava/lang/Object;
.source "UnlockProvider.java"

# interfaces
.implements Lcom/keydrop/a/d;


# direct methods
.method constructor <init>()V
    .registers 1

    .line 25
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public a(Lcom/keydrop/a/a;Lcom/keydrop/a/b;)Landroid/os/Bundle;
    .registers 9

    .line 28
    check-cast p1, Lcom/keydrop/UnlockProvider;

    .line 84
    iget-object v0, p2, Lcom/keydrop/a/b;->d:Lorg/json/JSONObject;

    const-string v1, "vehicle_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 85
    iget-object v2, p2, Lcom/keydrop/a/b;->e:Ljava/lang/String;

    const-string v3, "unlock_car"

    if-nez v2, :cond_resumed

    .line 86
    new-instance v2, Landroid/content/Intent;

    invoke-virtual {p1}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v4

    const-class v5, Lcom/keydrop/UnlockActivity;

    invoke-direct {v2, v4, v5}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    invoke-virtual {v2, v1, v0}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 87
    invoke-virtual {p1}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v0

    const/high16 v4, 0xc000000

    invoke-static {v1, v0, v2, v4}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    .line 89
    iget-object v1, p1, Lcom/keydrop/a/a;->b:Lcom/keydrop/a/f;

    invoke-static {}, Lcom/keydrop/a/i;->a()Ljava/lang/String;

    move-result-object v2

    iget p2, p2, Lcom/keydrop/a/b;->a:I

    invoke-virtual {v1, v2, p2, v3}, Lcom/keydrop/a/f;->a(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;

    move-result-object p1

    const-string p2, "confirm the unlock in KeyDrop"

    invoke-static {v0, p1, p2}, Lcom/keydrop/a/h;->a(Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 91
    :cond_resumed
    iget-object v4, p1, Lcom/keydrop/a/a;->b:Lcom/keydrop/a/f;

    iget v5, p2, Lcom/keydrop/a/b;->a:I

    invoke-virtual {v4, v2, v5, v3}, Lcom/keydrop/a/f;->b(Ljava/lang/String;ILjava/lang/String;)Z

    move-result v2

    if-nez v2, :cond_valid

    .line 92
    const-string p1, "INVALID_REQUEST"

    const-string p2, "resume token not valid"

    invoke-static {p1, p2}, Lcom/keydrop/a/h;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 94
    :cond_valid
    invoke-virtual {p1}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object p1

    const-string v1, "unlock"

    iget-object p2, p2, Lcom/keydrop/a/b;->b:Ljava/lang/String;

    invoke-static {p1, v0, v1, p2}, Lcom/keydrop/a/l;->a(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)J

    .line 95
    new-instance p1, Ljava/lang/StringBuilder;

    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V

    const-string p2, "{\"unlocked\":\""

    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string p2, "\"}"

    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/keydrop/a/h;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method
