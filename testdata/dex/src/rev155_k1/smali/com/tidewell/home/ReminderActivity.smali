.class public final Lcom/tidewell/home/ReminderActivity;
.super Landroid/app/Activity;
.source "Screens.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 49
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 8

    .line 51
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 52
    sget-object v0, Lcom/tidewell/home/HomeDb;->Companion:Lcom/tidewell/home/HomeDb$Companion;

    move-object v1, p0

    check-cast v1, Landroid/content/Context;

    invoke-virtual {v0, v1}, Lcom/tidewell/home/HomeDb$Companion;->get(Landroid/content/Context;)Lcom/tidewell/home/HomeDb;

    move-result-object v0

    invoke-virtual {p0}, Lcom/tidewell/home/ReminderActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.tidewell.home.extra.REMINDER"

    const-wide/16 v3, -0x1

    invoke-virtual {v1, v2, v3, v4}, Landroid/content/Intent;->getLongExtra(Ljava/lang/String;J)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/tidewell/home/HomeDb;->reminder(J)Lcom/tidewell/home/Reminder;

    move-result-object v5

    .line 53
    move-object v0, p0

    move-object v1, v5

    if-eqz v5, :cond_0

    invoke-virtual {v1}, Lcom/tidewell/home/Reminder;->getTitle()Ljava/lang/String;

    move-result-object v1

    if-nez v1, :cond_1

    :cond_0
    const-string v1, "Reminder"

    :cond_1
    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lcom/tidewell/home/ReminderActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 54
    return-void
.end method

.method public final onDismiss(Landroid/view/View;)V
    .registers 3

    const-string v0, "view"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 56
    invoke-virtual {p0}, Lcom/tidewell/home/ReminderActivity;->finish()V

    return-void
.end method
