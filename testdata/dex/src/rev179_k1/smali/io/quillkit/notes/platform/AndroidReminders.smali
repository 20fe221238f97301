.class public final Lio/quillkit/notes/platform/AndroidReminders;
.super Ljava/lang/Object;
.source "AndroidReminders.kt"

# interfaces
.implements Lio/quillkit/notes/core/Reminders;


# instance fields
.field private final context:Landroid/content/Context;


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 3

    const-string v0, "context"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 30
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quillkit/notes/platform/AndroidReminders;->context:Landroid/content/Context;

    return-void
.end method

.method private final alarmIntent(Lio/quillkit/notes/platform/ReminderKind;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 8

    .line 46
    new-instance v0, Landroid/content/Intent;

    const-string v2, "io.quillkit.notes.action.REMIND"

    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    const-string v1, "io.quillkit.notes.extra.NOTE"

    invoke-virtual {v0, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v4

    .line 47
    iget-object v0, p0, Lio/quillkit/notes/platform/AndroidReminders;->context:Landroid/content/Context;

    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I

    move-result v1

    invoke-static {p1}, Lio/quillkit/notes/platform/AndroidRemindersKt;->getPiFlags(Lio/quillkit/notes/platform/ReminderKind;)I

    move-result v3

    invoke-static {v0, v1, v4, v3}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    const-string v2, "getBroadcast(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method private final replyIntent(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 7

    .line 51
    new-instance v0, Landroid/content/Intent;

    iget-object v2, p0, Lio/quillkit/notes/platform/AndroidReminders;->context:Landroid/content/Context;

    const-class v3, Lio/quillkit/notes/ui/ReminderReceiver;

    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 52
    const-string v1, "io.quillkit.notes.action.REPLY"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 53
    const-string v1, "io.quillkit.notes.extra.NOTE"

    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v4

    .line 54
    iget-object v0, p0, Lio/quillkit/notes/platform/AndroidReminders;->context:Landroid/content/Context;

    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int/lit8 v1, v1, 0x1

    sget-object v3, Lio/quillkit/notes/platform/ReminderKind$Reply;->INSTANCE:Lio/quillkit/notes/platform/ReminderKind$Reply;

    check-cast v3, Lio/quillkit/notes/platform/ReminderKind;

    invoke-static {v3}, Lio/quillkit/notes/platform/AndroidRemindersKt;->getPiFlags(Lio/quillkit/notes/platform/ReminderKind;)I

    move-result v3

    invoke-static {v0, v1, v4, v3}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    const-string v2, "getBroadcast(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public quickReply(Ljava/lang/String;)V
    .registers 8

    const-string v1, "noteId"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 41
    iget-object v0, p0, Lio/quillkit/notes/platform/AndroidReminders;->context:Landroid/content/Context;

    const-string v1, "alarm"

    invoke-virtual {v0, v1}, Landroid/content/Context;->getSystemService(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    const-string v2, "null cannot be cast to non-null type android.app.AlarmManager"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Landroid/app/AlarmManager;

    move-object v5, v0

    .line 42
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-direct {p0, p1}, Lio/quillkit/notes/platform/AndroidReminders;->replyIntent(Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v4

    const/4 v1, 0x0

    invoke-virtual {v5, v1, v2, v3, v4}, Landroid/app/AlarmManager;->set(IJLandroid/app/PendingIntent;)V

    .line 43
    return-void
.end method

.method public schedule(Ljava/lang/String;J)V
    .registers 12

    const-string v1, "noteId"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 32
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    sub-long v6, p2, v2

    .line 33
    const-wide/high16 v0, -0x8000000000000000L

    cmp-long v0, v0, v6

    if-gtz v0, :cond_1

    const-wide/32 v2, 0xea61

    cmp-long v0, v6, v2

    if-gez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_2

    sget-object v0, Lio/quillkit/notes/platform/ReminderKind$Nudge;->INSTANCE:Lio/quillkit/notes/platform/ReminderKind$Nudge;

    check-cast v0, Lio/quillkit/notes/platform/ReminderKind;

    goto :goto_1

    .line 34
    :cond_2
    sget-object v0, Lio/quillkit/notes/platform/ReminderKind$Scheduled;->INSTANCE:Lio/quillkit/notes/platform/ReminderKind$Scheduled;

    check-cast v0, Lio/quillkit/notes/platform/ReminderKind;

    .line 32
    :goto_1
    move-object v5, v0

    .line 36
    iget-object v0, p0, Lio/quillkit/notes/platform/AndroidReminders;->context:Landroid/content/Context;

    const-string v1, "alarm"

    invoke-virtual {v0, v1}, Landroid/content/Context;->getSystemService(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    const-string v2, "null cannot be cast to non-null type android.app.AlarmManager"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Landroid/app/AlarmManager;

    move-object v6, v0

    .line 37
    invoke-direct {p0, v5, p1}, Lio/quillkit/notes/platform/AndroidReminders;->alarmIntent(Lio/quillkit/notes/platform/ReminderKind;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v4

    const/4 v1, 0x0

    invoke-virtual {v6, v1, p2, p3, v4}, Landroid/app/AlarmManager;->set(IJLandroid/app/PendingIntent;)V

    .line 38
    return-void
.end method
