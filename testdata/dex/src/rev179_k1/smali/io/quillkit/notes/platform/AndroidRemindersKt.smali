.class public final Lio/quillkit/notes/platform/AndroidRemindersKt;
.super Ljava/lang/Object;
.source "AndroidReminders.kt"


# direct methods
.method public static final getPiFlags(Lio/quillkit/notes/platform/ReminderKind;)I
    .registers 4

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    move-object v2, p0

    .line 25
    sget-object v1, Lio/quillkit/notes/platform/ReminderKind$Nudge;->INSTANCE:Lio/quillkit/notes/platform/ReminderKind$Nudge;

    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    sget-object v1, Lio/quillkit/notes/platform/ReminderKind$Reply;->INSTANCE:Lio/quillkit/notes/platform/ReminderKind$Reply;

    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    :cond_0
    const/high16 v0, 0xa000000

    goto :goto_0

    .line 26
    :cond_1
    sget-object v1, Lio/quillkit/notes/platform/ReminderKind$Scheduled;->INSTANCE:Lio/quillkit/notes/platform/ReminderKind$Scheduled;

    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/high16 v0, 0x42000000    # 32.0f

    goto :goto_0

    .line 24
    :cond_2
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 27
    :goto_0
    return v0
.end method
