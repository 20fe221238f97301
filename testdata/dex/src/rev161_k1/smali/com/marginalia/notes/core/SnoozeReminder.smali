.class public final Lcom/marginalia/notes/core/SnoozeReminder;
.super Ljava/lang/Object;
.source "ReminderUseCases.kt"


# instance fields
.field private final repo:Lcom/marginalia/notes/core/ReminderRepo;


# direct methods
.method public constructor <init>(Lcom/marginalia/notes/core/ReminderRepo;)V
    .registers 3

    const-string v0, "repo"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/marginalia/notes/core/SnoozeReminder;->repo:Lcom/marginalia/notes/core/ReminderRepo;

    return-void
.end method

.method public static synthetic invoke$default(Lcom/marginalia/notes/core/SnoozeReminder;JIJILjava/lang/Object;)Ljava/lang/Boolean;
    .registers 9

    .line 25
    and-int/lit8 v0, p6, 0x4

    if-eqz v0, :cond_0

    const-wide p4, 0x7fffffffffffffffL

    :cond_0
    invoke-virtual/range {p0 .. p5}, Lcom/marginalia/notes/core/SnoozeReminder;->invoke(JIJ)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final invoke(JIJ)Ljava/lang/Boolean;
    .registers 15

    .line 26
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v7

    .line 27
    cmp-long v0, v7, p4

    if-ltz v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    .line 28
    :cond_0
    iget-object v0, p0, Lcom/marginalia/notes/core/SnoozeReminder;->repo:Lcom/marginalia/notes/core/ReminderRepo;

    int-to-long v3, p3

    const-wide/32 v5, 0xea60

    mul-long/2addr v3, v5

    add-long v1, v7, v3

    invoke-virtual {v0, p1, p2, v1, v2}, Lcom/marginalia/notes/core/ReminderRepo;->snooze(JJ)I

    move-result v0

    if-lez v0, :cond_1

    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method
