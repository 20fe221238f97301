.class public final Lcom/tidewell/home/ConfirmReminderActivity;
.super Landroid/app/Activity;
.source "Screens.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 31
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private final answer(Z)V
    .registers 5

    .line 42
    invoke-virtual {p0}, Lcom/tidewell/home/ConfirmReminderActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "com.tidewell.home.extra.REPLY"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getParcelableExtra(Ljava/lang/String;)Landroid/os/Parcelable;

    move-result-object v0

    check-cast v0, Landroid/app/PendingIntent;

    if-nez v0, :cond_0

    return-void

    :cond_0
    move-object v2, v0

    .line 43
    move-object v0, v2

    if-eqz p1, :cond_1

    const/4 v1, -0x1

    goto :goto_0

    :cond_1
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Landroid/app/PendingIntent;->send(I)V

    .line 44
    move-object v0, p0

    if-eqz p1, :cond_2

    const-string v1, "The reminder will be cancelled."

    goto :goto_1

    :cond_2
    const-string v1, "The reminder stays."

    :goto_1
    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lcom/tidewell/home/ConfirmReminderActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 45
    return-void
.end method


# virtual methods
.method public final onApprove(Landroid/view/View;)V
    .registers 3

    const-string v0, "view"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 37
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/tidewell/home/ConfirmReminderActivity;->answer(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 6

    .line 33
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 34
    invoke-virtual {p0}, Lcom/tidewell/home/ConfirmReminderActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.tidewell.home.extra.SUMMARY"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    move-object v0, p0

    if-nez v1, :cond_0

    const-string v1, ""

    :cond_0
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Cancel the reminder \""

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, "\"?"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lcom/tidewell/home/ConfirmReminderActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 35
    return-void
.end method

.method public final onDeny(Landroid/view/View;)V
    .registers 3

    const-string v0, "view"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 39
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/tidewell/home/ConfirmReminderActivity;->answer(Z)V

    return-void
.end method
