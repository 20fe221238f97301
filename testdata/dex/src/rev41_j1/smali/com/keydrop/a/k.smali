.class public final Lcom/keydrop/a/k;
.super Ljava/lang/Object;
.source "ResolutionBuilder.java"


# instance fields
.field private final a:Landroid/content/Context;

.field public b:Ljava/lang/String;

.field public c:Ljava/lang/String;

.field public d:Ljava/lang/String;

.field public e:Ljava/lang/String;

.field public f:I


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 2

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput-object p1, p0, Lcom/keydrop/a/k;->a:Landroid/content/Context;

    return-void
.end method


# virtual methods
.method public a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8

    .line 55
    const-string v0, "USER_ACTION_REQUIRED"

    invoke-static {v0, p2}, Lcom/keydrop/a/h;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p2

    .line 44
    iget-object v0, p0, Lcom/keydrop/a/k;->b:Ljava/lang/String;

    if-eqz v0, :cond_no_action

    new-instance v1, Landroid/content/Intent;

    invoke-direct {v1, v0}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    goto :goto_intent

    :cond_no_action
    new-instance v1, Landroid/content/Intent;

    invoke-direct {v1}, Landroid/content/Intent;-><init>()V

    .line 45
    :goto_intent
    iget-object v0, p0, Lcom/keydrop/a/k;->d:Ljava/lang/String;

    if-eqz v0, :cond_no_cls

    .line 46
    iget-object v2, p0, Lcom/keydrop/a/k;->c:Ljava/lang/String;

    invoke-virtual {v1, v2, v0}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    goto :goto_extra

    .line 47
    :cond_no_cls
    iget-object v0, p0, Lcom/keydrop/a/k;->c:Ljava/lang/String;

    if-eqz v0, :goto_extra

    .line 48
    invoke-virtual {v1, v0}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    .line 50
    :goto_extra
    iget-object v0, p0, Lcom/keydrop/a/k;->e:Ljava/lang/String;

    const-string v2, "trip_id"

    invoke-virtual {v1, v2, v0}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 51
    iget-object v0, p0, Lcom/keydrop/a/k;->a:Landroid/content/Context;

    iget v2, p0, Lcom/keydrop/a/k;->f:I

    const/high16 v3, 0xc000000

    invoke-static {v0, v2, v1, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    .line 56
    const-string v1, "resolution"

    invoke-virtual {p2, v1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 57
    const-string v0, "resume_token"

    invoke-virtual {p2, v0, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 58
    return-object p2
.end method
