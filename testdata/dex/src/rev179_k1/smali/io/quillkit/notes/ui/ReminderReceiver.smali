.class public final Lio/quillkit/notes/ui/ReminderReceiver;
.super Landroid/content/BroadcastReceiver;
.source "ReminderReceiver.kt"


# static fields
.field public static final ACTION_REMIND:Ljava/lang/String; = "io.quillkit.notes.action.REMIND"

.field public static final ACTION_REPLY:Ljava/lang/String; = "io.quillkit.notes.action.REPLY"

.field public static final Companion:Lio/quillkit/notes/ui/ReminderReceiver$Companion;

.field public static final EXTRA_NOTE:Ljava/lang/String; = "io.quillkit.notes.extra.NOTE"

.field public static final SNOOZE_MS:J = 0x927c0L


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lio/quillkit/notes/ui/ReminderReceiver$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lio/quillkit/notes/ui/ReminderReceiver$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lio/quillkit/notes/ui/ReminderReceiver;->Companion:Lio/quillkit/notes/ui/ReminderReceiver$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Landroid/content/BroadcastReceiver;-><init>()V

    return-void
.end method


# virtual methods
.method public onReceive(Landroid/content/Context;Landroid/content/Intent;)V
    .registers 12

    const-string v1, "context"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "intent"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 11
    const-string v1, "io.quillkit.notes.extra.NOTE"

    invoke-virtual {p2, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    return-void

    :cond_0
    move-object v6, v0

    .line 12
    new-instance v7, Lio/quillkit/notes/platform/AndroidReminders;

    invoke-direct {v7, p1}, Lio/quillkit/notes/platform/AndroidReminders;-><init>(Landroid/content/Context;)V

    .line 13
    invoke-virtual {p2}, Landroid/content/Intent;->getAction()Ljava/lang/String;

    move-result-object v8

    .line 14
    const-string v1, "io.quillkit.notes.action.REMIND"

    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-virtual {v7, v6}, Lio/quillkit/notes/platform/AndroidReminders;->quickReply(Ljava/lang/String;)V

    goto :goto_0

    .line 15
    :cond_1
    const-string v1, "io.quillkit.notes.action.REPLY"

    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const-wide/32 v4, 0x927c0

    add-long/2addr v2, v4

    invoke-virtual {v7, v6, v2, v3}, Lio/quillkit/notes/platform/AndroidReminders;->schedule(Ljava/lang/String;J)V

    .line 17
    :cond_2
    :goto_0
    return-void
.end method
