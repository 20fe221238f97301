.class public final Lcom/example/r33j3/ClassroomToolProvider;
.super Landroid/content/ContentProvider;
.source "ClassroomToolProvider.java"


# instance fields
.field private board:Lcom/example/r33j3/Board;


# direct methods
.method public constructor <init>()V
    .locals 0

    .line 16
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private excuseAbsence(Landroid/os/Bundle;Ljava/lang/String;I)Landroid/os/Bundle;
    .locals 5

    .line 95
    invoke-static {p1}, Lcom/example/r33j3/Deadline;->remainingMs(Landroid/os/Bundle;)J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-gtz v0, :cond_0

    .line 96
    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2}, Lcom/example/r33j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 98
    :cond_0
    const-string v0, "student_id"

    invoke-static {p2, v0}, Lcom/example/r33j3/Args;->get(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 99
    const-string v1, "resume_token"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 100
    if-nez p1, :cond_2

    .line 102
    sget p1, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1f

    if-lt p1, v1, :cond_1

    const/high16 p1, 0xa000000

    goto :goto_0

    :cond_1
    const/high16 p1, 0x8000000

    .line 105
    :goto_0
    new-instance v1, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/example/r33j3/ClassroomToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const-class v3, Lcom/example/r33j3/ConfirmActivity;

    invoke-direct {v1, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Excuse "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    const-string v2, "summary"

    invoke-virtual {v1, v2, v0}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 106
    invoke-virtual {p0}, Lcom/example/r33j3/ClassroomToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const/4 v2, 0x4

    invoke-static {v1, v2, v0, p1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p1

    invoke-static {p3, p2}, Lcom/example/r33j3/Resumes;->issue(ILjava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-static {p1, p2}, Lcom/example/r33j3/Replies;->userAction(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 108
    :cond_2
    invoke-static {p1, p3, p2}, Lcom/example/r33j3/Resumes;->redeem(Ljava/lang/String;ILjava/lang/String;)Z

    move-result p1

    if-nez p1, :cond_3

    .line 109
    const-string p1, "INVALID_REQUEST"

    const-string p2, "resume token rejected"

    invoke-static {p1, p2}, Lcom/example/r33j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 111
    :cond_3
    iget-object p1, p0, Lcom/example/r33j3/ClassroomToolProvider;->board:Lcom/example/r33j3/Board;

    const-string p3, "date"

    invoke-static {p2, p3}, Lcom/example/r33j3/Args;->get(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-virtual {p1, v0, p2}, Lcom/example/r33j3/Board;->excuse(Ljava/lang/String;Ljava/lang/String;)V

    .line 112
    const-string p1, "{\"excused\":true}"

    invoke-static {p1}, Lcom/example/r33j3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private execute(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .locals 5

    .line 47
    const-string v0, "args"

    const-string v1, "{}"

    invoke-virtual {p1, v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 48
    const-string v1, "tool_name"

    const-string v2, ""

    invoke-virtual {p1, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v2

    const/4 v3, -0x1

    sparse-switch v2, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v2, "get_timetable"

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :goto_0

    const/4 v3, 0x0

    goto :goto_0

    :sswitch_1
    const-string v2, "post_announcement"

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :goto_0

    const/4 v3, 0x1

    goto :goto_0

    :sswitch_2
    const-string v2, "message_parent"

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :goto_0

    const/4 v3, 0x2

    goto :goto_0

    :sswitch_3
    const-string v2, "remind_class"

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :goto_0

    const/4 v3, 0x3

    goto :goto_0

    :sswitch_4
    const-string v2, "excuse_absence"

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :goto_0

    const/4 v3, 0x4

    goto :goto_0

    :sswitch_5
    const-string v2, "swap_seats"

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :goto_0

    const/4 v3, 0x5

    :goto_0
    packed-switch v3, :pswitch_data_0

    .line 62
    const-string p1, "TOOL_NOT_FOUND"

    const-string p2, "no such tool"

    invoke-static {p1, p2}, Lcom/example/r33j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 60
    :pswitch_0
    invoke-direct {p0, p1, v0, p2}, Lcom/example/r33j3/ClassroomToolProvider;->swapSeats(Landroid/os/Bundle;Ljava/lang/String;I)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 58
    :pswitch_1
    invoke-direct {p0, p1, v0, p2}, Lcom/example/r33j3/ClassroomToolProvider;->excuseAbsence(Landroid/os/Bundle;Ljava/lang/String;I)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 56
    :pswitch_2
    invoke-direct {p0, p1, v0, p2}, Lcom/example/r33j3/ClassroomToolProvider;->remindClass(Landroid/os/Bundle;Ljava/lang/String;I)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 54
    :pswitch_3
    invoke-direct {p0, p1, v0}, Lcom/example/r33j3/ClassroomToolProvider;->messageParent(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 52
    :pswitch_4
    invoke-direct {p0, p1, v0}, Lcom/example/r33j3/ClassroomToolProvider;->postAnnouncement(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 50
    :pswitch_5
    iget-object p1, p0, Lcom/example/r33j3/ClassroomToolProvider;->board:Lcom/example/r33j3/Board;

    invoke-virtual {p1}, Lcom/example/r33j3/Board;->timetable()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r33j3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x2d86529e -> :sswitch_5
        -0xce0aa42 -> :sswitch_3
        0x21fe7778 -> :sswitch_0
        0x35f83fe2 -> :sswitch_2
        0x5a982286 -> :sswitch_1
        0x71ad0375 -> :sswitch_4
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_5
        :pswitch_4
        :pswitch_3
        :pswitch_2
        :pswitch_1
        :pswitch_0
    .end packed-switch
.end method

.method static synthetic lambda$remindClass$1(Landroid/content/Context;JI)V
    .locals 0

    .line 90
    invoke-static {p0, p1, p2, p3}, Lcom/example/r33j3/Pushes;->logDelivery(Landroid/content/Context;JI)V

    return-void
.end method

.method private messageParent(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    .locals 4

    .line 76
    const-string v0, "deadline_at_ms"

    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long p1, v0, v2

    if-gez p1, :cond_0

    .line 77
    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2}, Lcom/example/r33j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 79
    :cond_0
    iget-object p1, p0, Lcom/example/r33j3/ClassroomToolProvider;->board:Lcom/example/r33j3/Board;

    const-string v0, "student_id"

    invoke-static {p2, v0}, Lcom/example/r33j3/Args;->get(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "text"

    invoke-static {p2, v1}, Lcom/example/r33j3/Args;->get(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-virtual {p1, v0, p2}, Lcom/example/r33j3/Board;->message(Ljava/lang/String;Ljava/lang/String;)J

    move-result-wide p1

    .line 80
    new-instance v0, Lcom/example/r33j3/ClassroomToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0, p1, p2}, Lcom/example/r33j3/ClassroomToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/r33j3/ClassroomToolProvider;J)V

    invoke-static {v0}, Ljava/util/concurrent/CompletableFuture;->runAsync(Ljava/lang/Runnable;)Ljava/util/concurrent/CompletableFuture;

    .line 81
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "{\"message_id\":"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object p1

    const-string p2, "}"

    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r33j3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private postAnnouncement(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    .locals 4

    .line 67
    iget-object v0, p0, Lcom/example/r33j3/ClassroomToolProvider;->board:Lcom/example/r33j3/Board;

    const-string v1, "text"

    invoke-static {p2, v1}, Lcom/example/r33j3/Args;->get(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    const-string v1, "announcement"

    invoke-virtual {v0, v1, p2}, Lcom/example/r33j3/Board;->post(Ljava/lang/String;Ljava/lang/String;)J

    move-result-wide v0

    .line 68
    const-string p2, "deadline_at_ms"

    invoke-virtual {p1, p2}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide p1

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long p1, p1, v2

    if-gez p1, :cond_0

    .line 70
    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2}, Lcom/example/r33j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 72
    :cond_0
    new-instance p1, Ljava/lang/StringBuilder;

    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V

    const-string p2, "{\"id\":"

    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-virtual {p1, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object p1

    const-string p2, "}"

    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r33j3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private remindClass(Landroid/os/Bundle;Ljava/lang/String;I)Landroid/os/Bundle;
    .locals 5

    .line 85
    invoke-static {p1}, Lcom/example/r33j3/Deadline;->remainingMs(Landroid/os/Bundle;)J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long p1, v0, v2

    if-gtz p1, :cond_0

    .line 86
    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2}, Lcom/example/r33j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 88
    :cond_0
    iget-object p1, p0, Lcom/example/r33j3/ClassroomToolProvider;->board:Lcom/example/r33j3/Board;

    const-string v0, "text"

    invoke-static {p2, v0}, Lcom/example/r33j3/Args;->get(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    const-string v0, "reminder"

    invoke-virtual {p1, v0, p2}, Lcom/example/r33j3/Board;->post(Ljava/lang/String;Ljava/lang/String;)J

    move-result-wide p1

    .line 89
    invoke-virtual {p0}, Lcom/example/r33j3/ClassroomToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    .line 90
    new-instance v1, Ljava/lang/Thread;

    new-instance v2, Lcom/example/r33j3/ClassroomToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v2, v0, p1, p2, p3}, Lcom/example/r33j3/ClassroomToolProvider$$ExternalSyntheticLambda1;-><init>(Landroid/content/Context;JI)V

    const-string p3, "push-log"

    invoke-direct {v1, v2, p3}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;Ljava/lang/String;)V

    invoke-virtual {v1}, Ljava/lang/Thread;->start()V

    .line 91
    new-instance p3, Ljava/lang/StringBuilder;

    invoke-direct {p3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v0, "{\"id\":"

    invoke-virtual {p3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p3

    invoke-virtual {p3, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object p1

    const-string p2, "}"

    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r33j3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private swapSeats(Landroid/os/Bundle;Ljava/lang/String;I)Landroid/os/Bundle;
    .locals 5

    .line 116
    invoke-static {p1}, Lcom/example/r33j3/Deadline;->remainingMs(Landroid/os/Bundle;)J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-gtz v0, :cond_0

    .line 117
    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2}, Lcom/example/r33j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 119
    :cond_0
    const-string v0, "resume_token"

    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 120
    if-nez p1, :cond_2

    .line 121
    sget p1, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v0, 0x17

    if-lt p1, v0, :cond_1

    const/high16 p1, 0x4000000

    goto :goto_0

    :cond_1
    const/4 p1, 0x0

    .line 122
    :goto_0
    new-instance v0, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/example/r33j3/ClassroomToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-class v2, Lcom/example/r33j3/ConfirmActivity;

    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string v1, "summary"

    const-string v2, "Swap seats"

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 123
    invoke-virtual {p0}, Lcom/example/r33j3/ClassroomToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const/4 v2, 0x5

    invoke-static {v1, v2, v0, p1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p1

    invoke-static {p3, p2}, Lcom/example/r33j3/Resumes;->issue(ILjava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-static {p1, p2}, Lcom/example/r33j3/Replies;->userAction(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 125
    :cond_2
    invoke-static {p1, p3, p2}, Lcom/example/r33j3/Resumes;->redeem(Ljava/lang/String;ILjava/lang/String;)Z

    move-result p1

    if-nez p1, :cond_3

    .line 126
    const-string p1, "INVALID_REQUEST"

    const-string p2, "resume token rejected"

    invoke-static {p1, p2}, Lcom/example/r33j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 128
    :cond_3
    iget-object p1, p0, Lcom/example/r33j3/ClassroomToolProvider;->board:Lcom/example/r33j3/Board;

    const-string p3, "first"

    invoke-static {p2, p3}, Lcom/example/r33j3/Args;->get(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p3

    const-string v0, "second"

    invoke-static {p2, v0}, Lcom/example/r33j3/Args;->get(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-virtual {p1, p3, p2}, Lcom/example/r33j3/Board;->swapSeats(Ljava/lang/String;Ljava/lang/String;)V

    .line 129
    const-string p1, "{\"swapped\":true}"

    invoke-static {p1}, Lcom/example/r33j3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 1

    .line 27
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result p2

    .line 28
    invoke-virtual {p0}, Lcom/example/r33j3/ClassroomToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r33j3/Trust;->isTeacherAssistant(Landroid/content/Context;I)Z

    move-result v0

    if-nez v0, :cond_0

    .line 29
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "caller not allowed"

    invoke-static {p1, p2}, Lcom/example/r33j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 31
    :cond_0
    const-string v0, "negotiate"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 32
    invoke-static {p2}, Lcom/example/r33j3/Sessions;->open(I)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r33j3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 34
    :cond_1
    invoke-static {p2}, Lcom/example/r33j3/Sessions;->isOpen(I)Z

    move-result v0

    if-nez v0, :cond_2

    .line 35
    const-string p1, "NEGOTIATION_REQUIRED"

    const-string p2, "negotiate first"

    invoke-static {p1, p2}, Lcom/example/r33j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 37
    :cond_2
    const-string v0, "list_tools"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 38
    const-string p1, "{\"revision\":\"classroom-5\",\"tools\":[{\"name\":\"get_timetable\",\"scopes\":[\"classes.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"post_announcement\",\"scopes\":[\"classes.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\"}},{\"name\":\"message_parent\",\"scopes\":[\"messages.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\"}},{\"name\":\"remind_class\",\"scopes\":[\"classes.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"excuse_absence\",\"scopes\":[\"attendance.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"confirmation\":\"always\"}},{\"name\":\"swap_seats\",\"scopes\":[\"classes.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"always\"}}]}"

    invoke-static {p1}, Lcom/example/r33j3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 40
    :cond_3
    const-string v0, "execute_tool"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :cond_4

    if-eqz p3, :cond_4

    .line 41
    invoke-direct {p0, p3, p2}, Lcom/example/r33j3/ClassroomToolProvider;->execute(Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 43
    :cond_4
    const-string p1, "METHOD_NOT_FOUND"

    const-string p2, "unknown method"

    invoke-static {p1, p2}, Lcom/example/r33j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 0

    .line 149
    const/4 p1, 0x0

    return p1
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .locals 0

    .line 139
    const/4 p1, 0x0

    return-object p1
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .locals 0

    .line 144
    const/4 p1, 0x0

    return-object p1
.end method

.method public synthetic lambda$messageParent$0$com-example-r33j3-ClassroomToolProvider(J)V
    .locals 2

    .line 80
    invoke-virtual {p0}, Lcom/example/r33j3/ClassroomToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-static {v0, p1, p2, v1}, Lcom/example/r33j3/Pushes;->logDelivery(Landroid/content/Context;JI)V

    return-void
.end method

.method public onCreate()Z
    .locals 2

    .line 21
    new-instance v0, Lcom/example/r33j3/Board;

    invoke-virtual {p0}, Lcom/example/r33j3/ClassroomToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/example/r33j3/Board;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/example/r33j3/ClassroomToolProvider;->board:Lcom/example/r33j3/Board;

    .line 22
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .locals 0

    .line 134
    const/4 p1, 0x0

    return-object p1
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 0

    .line 154
    const/4 p1, 0x0

    return p1
.end method
