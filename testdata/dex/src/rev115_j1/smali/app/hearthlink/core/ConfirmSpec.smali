.class public final Lapp/hearthlink/core/ConfirmSpec;
.super Lcom/android/tools/r8/RecordTag;
.source "ConfirmSpec.java"


# instance fields
.field private final detail:Ljava/lang/String;

.field private final piFlags:I

.field private final title:Ljava/lang/String;


# direct methods
.method private synthetic $record$equals(Ljava/lang/Object;)Z
    .registers 4

    if-nez p1, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v0

    invoke-virtual {p1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v1

    if-eq v0, v1, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    invoke-direct {p0}, Lapp/hearthlink/core/ConfirmSpec;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v0

    check-cast p1, Lapp/hearthlink/core/ConfirmSpec;

    invoke-direct {p1}, Lapp/hearthlink/core/ConfirmSpec;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v1

    invoke-static {v0, v1}, Ljava/util/Arrays;->equals([Ljava/lang/Object;[Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method private synthetic $record$getFieldsAsObjects()[Ljava/lang/Object;
    .registers 4

    const/4 v0, 0x3

    new-array v0, v0, [Ljava/lang/Object;

    const/4 v1, 0x0

    iget-object v2, p0, Lapp/hearthlink/core/ConfirmSpec;->title:Ljava/lang/String;

    aput-object v2, v0, v1

    const/4 v1, 0x1

    iget-object v2, p0, Lapp/hearthlink/core/ConfirmSpec;->detail:Ljava/lang/String;

    aput-object v2, v0, v1

    const/4 v1, 0x2

    iget v2, p0, Lapp/hearthlink/core/ConfirmSpec;->piFlags:I

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    aput-object v2, v0, v1

    return-object v0
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;I)V
    .registers 4

    .line 9
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V

    iput-object p1, p0, Lapp/hearthlink/core/ConfirmSpec;->title:Ljava/lang/String;

    iput-object p2, p0, Lapp/hearthlink/core/ConfirmSpec;->detail:Ljava/lang/String;

    iput p3, p0, Lapp/hearthlink/core/ConfirmSpec;->piFlags:I

    return-void
.end method


# virtual methods
.method public detail()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lapp/hearthlink/core/ConfirmSpec;->detail:Ljava/lang/String;

    return-object v0
.end method

.method public final equals(Ljava/lang/Object;)Z
    .registers 3

    .line 9
    invoke-direct {p0, p1}, Lapp/hearthlink/core/ConfirmSpec;->$record$equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public final hashCode()I
    .registers 3

    .line 9
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v0

    invoke-direct {p0}, Lapp/hearthlink/core/ConfirmSpec;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/hearthlink/core/Call$$ExternalSyntheticRecord1;->m(Ljava/lang/Class;[Ljava/lang/Object;)I

    move-result v0

    return v0
.end method

.method public piFlags()I
    .registers 2

    .line 9
    iget v0, p0, Lapp/hearthlink/core/ConfirmSpec;->piFlags:I

    return v0
.end method

.method public title()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lapp/hearthlink/core/ConfirmSpec;->title:Ljava/lang/String;

    return-object v0
.end method

.method public toIntent(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 7

    .line 12
    new-instance v0, Landroid/content/Intent;

    const-class v1, Lapp/hearthlink/ui/ConfirmActivity;

    invoke-direct {v0, p1, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 13
    const-string v1, "app.hearthlink.extra.RESUME_TOKEN"

    invoke-virtual {v0, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 14
    const-string v1, "app.hearthlink.extra.TITLE"

    iget-object v2, p0, Lapp/hearthlink/core/ConfirmSpec;->title:Ljava/lang/String;

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 15
    const-string v1, "app.hearthlink.extra.DETAIL"

    iget-object v2, p0, Lapp/hearthlink/core/ConfirmSpec;->detail:Ljava/lang/String;

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 16
    invoke-virtual {p3}, Ljava/lang/String;->hashCode()I

    move-result v1

    iget v2, p0, Lapp/hearthlink/core/ConfirmSpec;->piFlags:I

    invoke-static {p1, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method public final toString()Ljava/lang/String;
    .registers 4

    .line 9
    invoke-direct {p0}, Lapp/hearthlink/core/ConfirmSpec;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v0

    const-class v1, Lapp/hearthlink/core/ConfirmSpec;

    const-string v2, "title;detail;piFlags"

    invoke-static {v0, v1, v2}, Lapp/hearthlink/core/Call$$ExternalSyntheticRecord0;->m([Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
