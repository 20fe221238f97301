.class public final Lio/quire/app/ui/RemindersActivity;
.super Landroid/app/Activity;
.source "Reminders.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 37
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 13

    .line 39
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 40
    invoke-virtual {p0}, Lio/quire/app/ui/RemindersActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "io.quire.app.extra.NOTE"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 41
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const-wide/32 v2, 0x36ee80

    add-long v9, v0, v2

    .line 42
    if-eqz v8, :cond_0

    sget-object v0, Lio/quire/app/ui/ReminderAlarms;->INSTANCE:Lio/quire/app/ui/ReminderAlarms;

    move-object v1, p0

    check-cast v1, Landroid/content/Context;

    move-object v3, v8

    move-wide v4, v9

    const-string v2, "note"

    invoke-virtual/range {v0 .. v5}, Lio/quire/app/ui/ReminderAlarms;->schedule(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;J)V

    .line 43
    :cond_0
    sget-object v0, Lio/quire/app/ui/ReminderAlarms;->INSTANCE:Lio/quire/app/ui/ReminderAlarms;

    move-object v1, p0

    check-cast v1, Landroid/content/Context;

    const-wide/32 v6, 0x2932e00

    add-long v4, v9, v6

    const-string v2, "digest"

    const-string v3, ""

    invoke-virtual/range {v0 .. v5}, Lio/quire/app/ui/ReminderAlarms;->schedule(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;J)V

    .line 44
    invoke-virtual {p0}, Lio/quire/app/ui/RemindersActivity;->finish()V

    .line 45
    return-void
.end method
