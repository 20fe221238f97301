.class public final Lcom/tidewell/home/ReminderAlarms;
.super Ljava/lang/Object;
.source "Reminders.kt"


# static fields
.field public static final INSTANCE:Lcom/tidewell/home/ReminderAlarms;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/tidewell/home/ReminderAlarms;

    invoke-direct {v0}, Lcom/tidewell/home/ReminderAlarms;-><init>()V

    sput-object v0, Lcom/tidewell/home/ReminderAlarms;->INSTANCE:Lcom/tidewell/home/ReminderAlarms;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method private final fireIntent(Landroid/content/Context;J)Landroid/content/Intent;
    .registers 8

    .line 35
    new-instance v0, Landroid/content/Intent;

    const-class v3, Lcom/tidewell/home/ReminderAlarmReceiver;

    invoke-direct {v0, p1, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string v1, "com.tidewell.home.action.REMINDER_FIRE"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    const-string v1, "com.tidewell.home.extra.REMINDER"

    invoke-virtual {v0, v1, p2, p3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;

    move-result-object v0

    const-string v2, "putExtra(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public final arm(Landroid/content/Context;Lcom/tidewell/home/Reminder;)V
    .registers 12

    const-string v1, "ctx"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "reminder"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    invoke-virtual {p2}, Lcom/tidewell/home/Reminder;->getId()J

    move-result-wide v0

    long-to-int v6, v0

    .line 19
    invoke-virtual {p2}, Lcom/tidewell/home/Reminder;->getId()J

    move-result-wide v4

    invoke-direct {p0, p1, v4, v5}, Lcom/tidewell/home/ReminderAlarms;->fireIntent(Landroid/content/Context;J)Landroid/content/Intent;

    move-result-object v2

    const/high16 v3, 0xc000000

    invoke-static {p1, v6, v2, v3}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v7

    .line 21
    new-instance v2, Landroid/content/Intent;

    const-class v5, Lcom/tidewell/home/ReminderActivity;

    invoke-direct {v2, p1, v5}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    invoke-virtual {p2}, Lcom/tidewell/home/Reminder;->getId()J

    move-result-wide v4

    const-string v3, "com.tidewell.home.extra.REMINDER"

    invoke-virtual {v2, v3, v4, v5}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;

    move-result-object v2

    .line 20
    const/high16 v3, 0xc000000

    invoke-static {p1, v6, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v8

    .line 24
    const-class v1, Landroid/app/AlarmManager;

    invoke-virtual {p1, v1}, Landroid/content/Context;->getSystemService(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/app/AlarmManager;

    new-instance v1, Landroid/app/AlarmManager$AlarmClockInfo;

    invoke-virtual {p2}, Lcom/tidewell/home/Reminder;->getDueAt()J

    move-result-wide v3

    invoke-direct {v1, v3, v4, v8}, Landroid/app/AlarmManager$AlarmClockInfo;-><init>(JLandroid/app/PendingIntent;)V

    invoke-virtual {v0, v1, v7}, Landroid/app/AlarmManager;->setAlarmClock(Landroid/app/AlarmManager$AlarmClockInfo;Landroid/app/PendingIntent;)V

    .line 25
    return-void
.end method

.method public final disarm(Landroid/content/Context;J)V
    .registers 9

    const-string v1, "ctx"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 28
    long-to-int v1, p2

    invoke-direct {p0, p1, p2, p3}, Lcom/tidewell/home/ReminderAlarms;->fireIntent(Landroid/content/Context;J)Landroid/content/Intent;

    move-result-object v2

    const/high16 v3, 0x24000000

    invoke-static {p1, v1, v2, v3}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    if-nez v0, :cond_0

    .line 29
    return-void

    .line 28
    :cond_0
    move-object v4, v0

    .line 30
    const-class v1, Landroid/app/AlarmManager;

    invoke-virtual {p1, v1}, Landroid/content/Context;->getSystemService(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/app/AlarmManager;

    invoke-virtual {v0, v4}, Landroid/app/AlarmManager;->cancel(Landroid/app/PendingIntent;)V

    .line 31
    invoke-virtual {v4}, Landroid/app/PendingIntent;->cancel()V

    .line 32
    return-void
.end method
